// The auth client's record of a token refresh in flight, one per user, in the device database so
// it outlives a closed app: the next start sees it and retries with the same token first.
// Invariant: it holds a digest of the refresh token, never the token.
import type { RefreshInFlight, RefreshJournal } from '../../auth/authClient.ts';
import type { FootprintDatabase } from '../schema.ts';

const KEY_PREFIX = 'auth.refreshInFlight:';

function isRecord(value: unknown): value is RefreshInFlight {
  const record = value as Partial<RefreshInFlight> | null;
  return (
    typeof record?.userId === 'string' &&
    typeof record.tokenDigest === 'string' &&
    typeof record.startedAt === 'number'
  );
}

export function deviceRefreshJournal(db: FootprintDatabase): RefreshJournal {
  return {
    async begin(record) {
      await db.settings.put({ key: KEY_PREFIX + record.userId, value: record });
    },
    async read(userId) {
      const value = (await db.settings.get(KEY_PREFIX + userId))?.value;
      return isRecord(value) && value.userId === userId ? value : null;
    },
    async end(userId) {
      await db.settings.delete(KEY_PREFIX + userId);
    },
  };
}
