// The user's instant-footprint facts on this device: finished username checks (where their
// usernames are public). Kept like evidence — local only, never synced, read by the next scan —
// in the settings table under a per-user key, so no schema version is needed for a small record.
// Invariants: one check per username (the newest replaces an older one), at most
// MAX_USERNAME_CHECKS kept, and a record read back is repaired rather than trusted.
import type { InstantFacts, UsernamePresenceCheck } from '../../analysis/instant/instantFacts.ts';
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

export async function readInstantFacts(
  db: FootprintDatabase,
  userId: string,
): Promise<InstantFacts> {
  const record = await db.settings.get(usernameChecksKey(userId));
  return { usernameChecks: repairChecks(record?.value) };
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
