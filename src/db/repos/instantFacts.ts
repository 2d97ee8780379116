// The user's instant-footprint facts on this device: finished username checks (where their
// usernames are public) and the newest breach check of their email. Kept like evidence — local only, never synced, read by the next scan —
// in the settings table under a per-user key, so no schema version is needed for a small record.
// Invariants: one check per username (the newest replaces an older one), at most
// MAX_USERNAME_CHECKS kept, and a record read back is repaired rather than trusted.
import type { CheckupAnswer } from '../../analysis/instant/checkup.ts';
import type { InstantFacts, UsernamePresenceCheck } from '../../analysis/instant/instantFacts.ts';
import type { Breach, BreachCheckResponse } from '../../shared/breaches.ts';
import { USERNAME_STATES, type UsernameResult } from '../../shared/usernames.ts';
import type { FootprintDatabase } from '../schema.ts';

export const MAX_USERNAME_CHECKS = 10;

function usernameChecksKey(userId: string): string {
  return `instant.usernameChecks/${userId}`;
}

function isResult(value: unknown): value is UsernameResult {
  const r = value as Partial<UsernameResult> | null;
  return (
    r != null &&
    typeof r.site === 'string' &&
    typeof r.category === 'string' &&
    typeof r.url === 'string' &&
    typeof r.ms === 'number' &&
    (USERNAME_STATES as readonly unknown[]).includes(r.state)
  );
}

function repairChecks(value: unknown): UsernamePresenceCheck[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw): UsernamePresenceCheck[] => {
    const check = raw as Partial<UsernamePresenceCheck> | null;
    if (typeof check?.username !== 'string' || typeof check.checkedAt !== 'string') return [];
    if (!Array.isArray(check.results)) return [];
    return [
      {
        username: check.username,
        checkedAt: check.checkedAt,
        results: check.results.filter(isResult),
      },
    ];
  });
}

function breachCheckKey(userId: string): string {
  return `instant.breachCheck/${userId}`;
}

function isBreach(value: unknown): value is Breach {
  const b = value as Partial<Breach> | null;
  return (
    b != null &&
    typeof b.name === 'string' &&
    typeof b.title === 'string' &&
    typeof b.breachDate === 'string' &&
    Array.isArray(b.dataClasses)
  );
}

function repairBreachCheck(value: unknown): BreachCheckResponse | null {
  const check = value as Partial<BreachCheckResponse> | null;
  if (typeof check?.checkedAt !== 'string' || !Array.isArray(check.breaches)) return null;
  return {
    email: typeof check.email === 'string' ? check.email : '',
    checkedAt: check.checkedAt,
    breaches: check.breaches.filter(isBreach),
  };
}

export async function readInstantFacts(
  db: FootprintDatabase,
  userId: string,
): Promise<InstantFacts> {
  const [usernames, breaches, checkup] = await db.settings.bulkGet([
    usernameChecksKey(userId),
    breachCheckKey(userId),
    checkupKey(userId),
  ]);
  return {
    usernameChecks: repairChecks(usernames?.value),
    breachCheck: repairBreachCheck(breaches?.value),
    checkupAnswers: repairAnswers(checkup?.value),
  };
}

function checkupKey(userId: string): string {
  return `instant.checkup/${userId}`;
}

const ANSWERS: readonly unknown[] = ['yes', 'no', 'unsure'];

function repairAnswers(value: unknown): CheckupAnswer[] {
  if (!Array.isArray(value)) return [];
  return value.filter((raw): raw is CheckupAnswer => {
    const a = raw as Partial<CheckupAnswer> | null;
    return (
      typeof a?.ruleId === 'string' &&
      typeof a.platform === 'string' &&
      typeof a.at === 'string' &&
      ANSWERS.includes(a.answer)
    );
  });
}

/** Keeps the user's answer for one setting of one platform (replacing an earlier answer). */
export async function saveCheckupAnswer(
  db: FootprintDatabase,
  userId: string,
  answer: CheckupAnswer,
): Promise<void> {
  await db.transaction('rw', db.settings, async () => {
    const key = checkupKey(userId);
    const kept = repairAnswers((await db.settings.get(key))?.value).filter(
      (old) => old.ruleId !== answer.ruleId || old.platform !== answer.platform,
    );
    await db.settings.put({ key, value: [...kept, answer] });
  });
}

export async function saveBreachCheck(
  db: FootprintDatabase,
  userId: string,
  check: BreachCheckResponse,
): Promise<void> {
  await db.settings.put({ key: breachCheckKey(userId), value: check });
}

export async function saveUsernameCheck(
  db: FootprintDatabase,
  userId: string,
  check: UsernamePresenceCheck,
): Promise<void> {
  await db.transaction('rw', db.settings, async () => {
    const key = usernameChecksKey(userId);
    const kept = repairChecks((await db.settings.get(key))?.value).filter(
      (old) => old.username.toLowerCase() !== check.username.toLowerCase(),
    );
    await db.settings.put({ key, value: [check, ...kept].slice(0, MAX_USERNAME_CHECKS) });
  });
}
