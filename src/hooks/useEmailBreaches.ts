// The breach check of the signed-in user's email: the newest result kept on the device (live) and
// the state of a check under way. A finished check is kept (flows/instantChecks.ts), and the next
// scan counts it.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useState } from 'react';
import { useAuth } from '../app/AuthProvider.tsx';
import { db } from '../db/database.ts';
import { readInstantFacts } from '../db/repos/instantFacts.ts';
import { BREACH_CHECK_MESSAGES, checkMyEmailBreaches } from '../flows/instantChecks.ts';
import type { BreachCheckResponse } from '../shared/breaches.ts';

export { BREACH_CHECK_MESSAGES };

export type BreachCheckState =
  { status: 'idle' } | { status: 'checking' } | { status: 'failed'; message: string };

export function useEmailBreaches(userId: string): {
  kept: BreachCheckResponse | null | undefined;
  state: BreachCheckState;
  check(): Promise<void>;
} {
  const { getAccessToken } = useAuth();
  const [state, setState] = useState<BreachCheckState>({ status: 'idle' });
  const kept = useLiveQuery(async () => (await readInstantFacts(db, userId)).breachCheck, [userId]);
  const check = useCallback(async () => {
    setState({ status: 'checking' });
    const outcome = await checkMyEmailBreaches(userId, getAccessToken);
    setState(outcome.ok ? { status: 'idle' } : { status: 'failed', message: outcome.message });
  }, [getAccessToken, userId]);
  return { kept, state, check };
}
