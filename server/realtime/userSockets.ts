// Closing a user's realtime sockets on every instance, for server code that ends what a user may
// do without ending a session through auth (account deletion). It rides the sessions-ended
// notification (auth/sessionEpochs.ts): every instance's hub closes the user's sockets with
// REALTIME_CLOSE_SESSION_ENDED; inside a transaction it goes out when (and if) that commits.
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
