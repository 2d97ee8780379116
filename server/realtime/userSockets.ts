// Closing a user's realtime sockets on every instance, for server code that ends what a user may
// do without ending a session through auth (account deletion). It rides the sessions-ended
// notification (auth/sessionEpochs.ts): every instance's hub closes the user's sockets with
// REALTIME_CLOSE_SESSION_ENDED; inside a transaction it goes out when (and if) that commits. A
// socket opened later with a token that outlived its deleted account is refused (accountExists).
import type { SessionEndReason } from '../auth/sessionEpochs.ts';
import { announceSessionsEnded } from '../auth/sessionEpochs.ts';
import type { Queryable } from '../db/database.ts';

export async function closeUserSockets(
  db: Queryable,
  userId: string,
  reason: SessionEndReason = 'account_deleted',
): Promise<void> {
  await announceSessionsEnded(db, { userId, epoch: null, family: null, reason });
}

/** The refusal of a socket whose token outlived its account (access tokens expire on their own). */
export const ACCOUNT_GONE_MESSAGE = 'This account no longer exists';

export async function accountExists(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE id = $1', [userId]);
  return rows.length > 0;
}
