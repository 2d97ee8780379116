// Keeps every instance's REST read cache honest when another instance writes. After a write
// commits, its instance publishes "<schema> <instance> <user id> <table>" on
// REST_READS_CHANGED_CHANNEL and
// waits until the notification is out before it answers, so a client that writes on one instance
// and then reads on another sees its write once the notification has arrived there (on one
// host, well under a millisecond); every instance on the same database drops that user's cached
// reads of that table. "<schema> <instance> *" drops everything (the SQL endpoint: its scope is
// unknown). Channels are database-wide, so the schema keeps deployments that share a database in
// separate schemas (DATABASE_SCHEMA; the tests) from dropping each other's reads.
//
// Notifications go out in groups, one statement for all the writes that finished while the
// previous group was being sent: PostgreSQL serialises the commits of every transaction that
// notifies (and each one waits for its WAL flush), so one NOTIFY per write — or a NOTIFY inside
// each write's transaction — made concurrent writes queue behind each other.
//
// Invariants: any server code that writes the REST tables outside the REST routes must call
// announceRestRowsChanged in its transaction, or instances serve stale reads until the cache's TTL (the same bound as a
// notification lost when an instance dies between its commit and its publish). Payloads carry a
// user id and a table name only, never row data.
import crypto from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import type { ReadCache } from './readCache.ts';
import { REST_TABLES } from './schema.ts';

export const REST_READS_CHANGED_CHANNEL = 'footprint_rest_reads_changed';
const EVERYTHING = '*';

export interface ReadInvalidation {
  /** Tells the other instances that `userId`'s rows of `tables` changed; resolves once sent. */
  publish(userId: string, tables: Iterable<string>): Promise<void>;
  /** Tells them anything may have changed (after a statement of unknown scope). */
  publishEverything(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Subscribes `cache` to other instances' writes on `db` (this instance's own are skipped: it
 * already dropped them). `onPublishFailed` hears of a group that could not be sent; the writes
 * stand, and the other instances catch up by the cache's TTL.
 */
export async function subscribeReadInvalidation(
  db: Database,
  cache: ReadCache,
  onPublishFailed: (error: unknown) => void,
): Promise<ReadInvalidation> {
  const instance = crypto.randomBytes(8).toString('hex');
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = rows[0]!.schema;
  const stopListening = await db.listen(
    REST_READS_CHANGED_CHANNEL,
    (payload) => {
      const [inSchema, from, userId, table] = payload.split(' ');
      if (inSchema !== schema || from === instance) return;
      if (userId && userId !== EVERYTHING && table) cache.invalidate(userId, table);
      else cache.clear();
    },
    // Notifications may have been lost while the listening connection was down.
    () => cache.clear(),
  );

  let pending = new Set<string>();
  let waiting: (() => void)[] = [];
  let sending: Promise<void> | null = null;

  // At most one group is out at a time; whatever is published meanwhile waits for the next.
  async function sendGroups(): Promise<void> {
    while (pending.size > 0) {
      const payloads = [...pending];
      const done = waiting;
      pending = new Set();
      waiting = [];
      try {
        await db.notify(REST_READS_CHANGED_CHANNEL, payloads);
      } catch (error) {
        onPublishFailed(error);
      }
      for (const resolve of done) resolve();
    }
    sending = null;
  }

  function enqueue(payloads: string[]): Promise<void> {
    if (payloads.length === 0) return Promise.resolve();
    for (const payload of payloads) pending.add(payload);
    const sent = new Promise<void>((resolve) => waiting.push(resolve));
    sending ??= sendGroups();
    return sent;
  }

  return {
    publish(userId, tables) {
      return enqueue(
        [...new Set(tables)].map((table) => `${schema} ${instance} ${userId} ${table}`),
      );
    },
    publishEverything() {
      return enqueue([`${schema} ${instance} ${EVERYTHING}`]);
    },
    async stop() {
      await sending;
      await stopListening();
    },
  };
}

/**
 * For server code that changes a user's rows of the REST tables outside the REST routes (say,
 * deleting an account): tells every instance, this one included, to drop that user's cached
 * reads. Run it with the writing transaction's `tx`, so it goes out only if the change commits.
 */
export async function announceRestRowsChanged(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `SELECT pg_notify($1, current_schema() || ' server ' || $2 || ' ' || name)
     FROM unnest($3::text[]) AS name`,
    [REST_READS_CHANGED_CHANNEL, userId, [...REST_TABLES.keys()]],
  );
}
