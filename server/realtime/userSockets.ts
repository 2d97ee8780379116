// Closing one user's realtime sockets on every server instance, for an account that has just been
// deleted, and refusing new ones for it. Instances on one PostgreSQL hear each other through a NOTIFY channel of their schema
// (the same scheme as the hub's own fan-out); on PGlite there is one process and the notice stays
// in it. Invariant: a notice carries a user id only, never a message or an address.
import type { Database } from '../db/database.ts';
import { REALTIME_CLOSE_UNAUTHORIZED } from '../../src/shared/realtime.ts';
import type { RealtimeHub } from './hub.ts';

const ACCOUNT_GONE_REASON = 'account deleted';
/** The refusal of a socket whose token outlived its account (access tokens expire on their own). */
export const ACCOUNT_GONE_MESSAGE = 'This account no longer exists';

export async function accountExists(db: Database, userId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE id = $1', [userId]);
  return rows.length > 0;
}

async function channelOf(db: Database): Promise<string> {
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = (rows[0]?.schema ?? 'public').toLowerCase().replace(/[^a-z0-9_]/g, '_');
  return `fp_realtime_users_${schema}`;
}

/** Asks every instance (this one included) to close `userId`'s sockets; resolves once sent. */
export async function closeUserSocketsEverywhere(db: Database, userId: string): Promise<void> {
  await db.notify(await channelOf(db), userId);
}

/** Makes `hub` close the sockets named by closeUserSocketsEverywhere; returns the unsubscriber. */
export async function listenForUserSocketClosures(
  db: Database,
  hub: RealtimeHub,
): Promise<() => Promise<void>> {
  return db.listen(await channelOf(db), (userId) => {
    hub.disconnectUser(userId, REALTIME_CLOSE_UNAUTHORIZED, ACCOUNT_GONE_REASON);
  });
}
