// LISTEN/NOTIFY through the database seam, which keeps server instances' caches in step: a
// notification sent inside a transaction goes out only when it commits, and on PostgreSQL a lost
// listening connection is reported as a gap and replaced, after which notifications flow again.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { openTestDatabase, testDatabaseUrl, type TestDatabase } from '../test/harness.ts';

describe('database notifications', () => {
  let database: TestDatabase;
  let db: Database;
  const channel = `t_listen_${crypto.randomBytes(6).toString('hex')}`;
  const received: string[] = [];
  let gaps = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    await db.listen(
      channel,
      (payload) => received.push(payload),
      () => (gaps += 1),
    );
  });
  afterAll(async () => database.drop());

  it('delivers a notification sent in a transaction when it commits, and never on rollback', async () => {
    await db
      .transaction(async (tx) => {
        await tx.query('SELECT pg_notify($1, $2)', [channel, 'rolled back']);
        throw new Error('abort the write');
      })
      .catch(() => undefined);
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_notify($1, $2)', [channel, 'committed']);
    });
    await expect.poll(() => received, { timeout: 5_000 }).toContain('committed');
    await db.notify(channel, 'marker');
    await expect.poll(() => received, { timeout: 5_000 }).toContain('marker');
    expect(received).not.toContain('rolled back');
  });

  it('delivers every payload of a group sent at once', async () => {
    await db.notify(channel, ['first of group', 'second of group']);
    await expect
      .poll(() => received, { timeout: 5_000 })
      .toEqual(expect.arrayContaining(['first of group', 'second of group']));
  });

  it.skipIf(!testDatabaseUrl())(
    'reports a lost listening connection as a gap and listens again once reconnected',
    async () => {
      const { rows } = await db.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE query = $1',
        [`LISTEN ${channel}`],
      );
      expect(rows).toHaveLength(1);
      await db.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      // Once when the connection drops, once more when it is back and listening.
      await expect.poll(() => gaps, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      await db.notify(channel, 'after reconnect');
      await expect.poll(() => received, { timeout: 5_000 }).toContain('after reconnect');
    },
  );
});
