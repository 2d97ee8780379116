// Ending a user's sessions everywhere, at once. Each user has a session epoch (users.session_epoch)
// that every access token carries (`sv`); ending all sessions raises it in the same transaction
// that revokes the refresh tokens, and announces it on SESSIONS_ENDED_CHANNEL, so every instance
// refuses the older access tokens and closes their realtime sockets within one notification's
// delay instead of the tokens' remaining lifetime. Signing out of one device announces that
// device's session family only. Payloads carry a user id, an epoch and a family id, never an
// address or a token.
//
// Invariant: an instance never accepts a token whose epoch is below one it has seen. It caches
// epochs (a database read per user on first use) and keeps the highest it heard of; when the
// listening connection drops it forgets them all, since notifications may have been missed.
import type { Database, Queryable } from '../db/database.ts';
import { revokeAllForUser } from './refreshTokens.ts';

export const SESSIONS_ENDED_CHANNEL = 'footprint_sessions_ended';
const CACHE_MAX_USERS = 100_000;

/** Why sessions ended: sent to the client in the realtime close reason. */
export type SessionEndReason =
  'signed_out' | 'password_changed' | 'address_proven' | 'account_deleted' | 'sessions_ended';

export interface SessionsEnded {
  userId: string;
  /** The new epoch: tokens below it are void. Null when only a family or the sockets end. */
  epoch: number | null;
  /** The one session family that ended (a sign-out), or null for all of the user's. */
  family: string | null;
  reason: SessionEndReason;
}

export interface SessionEpochs {
  /** The user's current epoch; access tokens carrying a lower one are refused. */
  current(userId: string): Promise<number>;
  /** Hears of every end of sessions announced by any instance, this one included. */
  onEnded(listener: (ended: SessionsEnded) => void): () => void;
  stop(): Promise<void>;
}

const REASONS = new Set<SessionEndReason>([
  'signed_out',
  'password_changed',
  'address_proven',
  'account_deleted',
  'sessions_ended',
]);

/** Announces an end of sessions; inside a transaction it goes out when (and if) it commits. */
export async function announceSessionsEnded(db: Queryable, ended: SessionsEnded): Promise<void> {
  await db.query(
    `SELECT pg_notify($1, current_schema() || ' ' || $2 || ' ' || $3 || ' ' || $4 || ' ' || $5)`,
    [
      SESSIONS_ENDED_CHANNEL,
      ended.userId,
      ended.epoch == null ? '-' : String(ended.epoch),
      ended.family ?? '-',
      ended.reason,
    ],
  );
}

/**
 * Ends every session of the user: raises the epoch, revokes every refresh token and announces it.
 * Run it in the transaction of the change that calls for it (a new password, a proven address).
 * Returns the new epoch, for the session the caller may issue next.
 */
export async function endAllSessions(
  tx: Queryable,
  userId: string,
  reason: SessionEndReason,
): Promise<number> {
  const { rows } = await tx.query<{ session_epoch: number }>(
    'UPDATE users SET session_epoch = session_epoch + 1 WHERE id = $1 RETURNING session_epoch',
    [userId],
  );
  await revokeAllForUser(tx, userId);
  const epoch = rows[0]?.session_epoch ?? 0;
  await announceSessionsEnded(tx, { userId, epoch, family: null, reason });
  return epoch;
}

function parse(payload: string, schema: string): SessionsEnded | null {
  const [inSchema, userId, epoch, family, reason] = payload.split(' ');
  if (inSchema !== schema || !userId || !reason || !REASONS.has(reason as SessionEndReason)) {
    return null;
  }
  const parsedEpoch = epoch === '-' ? null : Number(epoch);
  return {
    userId,
    epoch: parsedEpoch != null && Number.isInteger(parsedEpoch) ? parsedEpoch : null,
    family: family && family !== '-' ? family : null,
    reason: reason as SessionEndReason,
  };
}

export async function watchSessionEpochs(db: Database): Promise<SessionEpochs> {
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = rows[0]!.schema;
  const epochs = new Map<string, number>();
  const listeners = new Set<(ended: SessionsEnded) => void>();

  function remember(userId: string, epoch: number): number {
    const known = Math.max(epoch, epochs.get(userId) ?? 0);
    if (!epochs.has(userId) && epochs.size >= CACHE_MAX_USERS) {
      epochs.delete(epochs.keys().next().value!);
    }
    epochs.set(userId, known);
    return known;
  }

  const unlisten = await db.listen(
    SESSIONS_ENDED_CHANNEL,
    (payload) => {
      const ended = parse(payload, schema);
      if (!ended) return;
      if (ended.epoch != null) remember(ended.userId, ended.epoch);
      for (const listener of listeners) listener(ended);
    },
    () => epochs.clear(),
  );

  return {
    async current(userId) {
      const cached = epochs.get(userId);
      if (cached != null) return cached;
      const result = await db.query<{ session_epoch: number }>(
        'SELECT session_epoch FROM users WHERE id = $1',
        [userId],
      );
      // An unknown user has no sessions to end; its tokens are judged elsewhere.
      return remember(userId, result.rows[0]?.session_epoch ?? 0);
    },
    onEnded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop() {
      listeners.clear();
      await unlisten();
    },
  };
}
