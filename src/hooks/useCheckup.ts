// The checkup's answers for the signed-in user, live from the device, and the way to record one.
// Answers stay on the device; the next scan counts them as "confirmed by you".
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import type { CheckupAnswer, CheckupAnswerValue } from '../analysis/instant/checkup.ts';
import { db } from '../db/database.ts';
import { readInstantFacts, saveCheckupAnswer } from '../db/repos/instantFacts.ts';
import type { PlatformId } from '../shared/tables.ts';

export function useCheckup(userId: string): {
  answers: CheckupAnswer[] | undefined;
  answer(ruleId: string, platform: PlatformId, value: CheckupAnswerValue): Promise<void>;
} {
  const answers = useLiveQuery(
    async () => (await readInstantFacts(db, userId)).checkupAnswers ?? [],
    [userId],
  );
  const answer = useCallback(
    (ruleId: string, platform: PlatformId, value: CheckupAnswerValue) =>
      saveCheckupAnswer(db, userId, {
        ruleId,
        platform,
        answer: value,
        at: new Date().toISOString(),
      }),
    [userId],
  );
  return { answers, answer };
}
