// Keeps every instance's REST read cache honest when another instance writes. A write publishes
// "<instance> <user id> <table>" on REST_READS_CHANGED_CHANNEL inside its own transaction, so the
// notification goes out if and only if the write commits; every instance on the same database
// drops that user's cached reads of that table when it arrives. "<instance> *" drops everything
// (the SQL endpoint: its scope is unknown). Invariant: any server code that writes the REST tables
// outside the REST routes must publish here too, or other instances serve stale reads until the
// cache's TTL. Payloads carry a user id and a table name only, never row data.
import crypto from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import type { ReadCache } from './readCache.ts';

export const REST_READS_CHANGED_CHANNEL = 'footprint_rest_reads_changed';
const EVERYTHING = '*';

export interface ReadInvalidation {
  /** Publishes, as part of `tx`, that `userId`'s rows of `table` change when it commits. */
  publishInTransaction(tx: Queryable, userId: string, table: string): Promise<void>;
  /** Publishes that anything may have changed (after a statement of unknown scope). */
  publishEverything(): Promise<void>;
  stop(): Promise<void>;
}

/** Subscribes `cache` to other instances' writes on `db`; this instance's own are skipped. */
export async function subscribeReadInvalidation(
  db: Database,
  cache: ReadCache,
): Promise<ReadInvalidation> {
  // Tells this instance's notifications from the others' (it already invalidated its own).
  const instance = crypto.randomBytes(8).toString('hex');
  const stop = await db.listen(
    REST_READS_CHANGED_CHANNEL,
    (payload) => {
      const [from, userId, table] = payload.split(' ');
      if (from === instance) return;
      if (userId && userId !== EVERYTHING && table) cache.invalidate(userId, table);
      else cache.clear();
    },
    // Notifications may have been lost while the listening connection was down.
    () => cache.clear(),
  );
  return {
    async publishInTransaction(tx, userId, table) {
      await tx.query('SELECT pg_notify($1, $2)', [
        REST_READS_CHANGED_CHANNEL,
        `${instance} ${userId} ${table}`,
      ]);
    },
    async publishEverything() {
      await db.notify(REST_READS_CHANGED_CHANNEL, `${instance} ${EVERYTHING}`);
    },
    stop,
  };
}
