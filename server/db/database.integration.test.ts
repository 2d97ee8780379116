// The database seam's statements and transactions, the same on PostgreSQL and on PGlite in its
// worker thread: values come back with their types, errors keep the SQLSTATE and constraint the
// REST layer maps to statuses, and a transaction's writes are seen by nobody until it commits.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { openTestDatabase, type TestDatabase } from '../test/harness.ts';

describe('database seam', () => {
  let database: TestDatabase;
  let db: Database;
  const table = `t_seam_${crypto.randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    await db.query(`CREATE TABLE ${table} (id int PRIMARY KEY, note text)`);
  });
  afterAll(async () => database.drop());

  it('returns values with their types', async () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    const { rows } = await db.query<{ at: Date; bytes: Uint8Array; nothing: null; list: number[] }>(
      'SELECT $1::timestamptz AS at, $2::bytea AS bytes, NULL AS nothing, ARRAY[1, 2] AS list',
      [at, new Uint8Array([1, 2, 255])],
    );
    expect(rows[0]!.at.getTime()).toBe(at.getTime());
    expect([...rows[0]!.bytes]).toEqual([1, 2, 255]);
    expect(rows[0]!.nothing).toBeNull();
    expect(rows[0]!.list).toEqual([1, 2]);
  });

  it('keeps the SQLSTATE, detail and constraint of a failed statement', async () => {
    await db.query(`INSERT INTO ${table} (id, note) VALUES (1, 'first')`);
    const failure = await db
      .query(`INSERT INTO ${table} (id, note) VALUES (1, 'again')`)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: `${table}_pkey` });
    expect((failure as { detail?: string }).detail).toMatch(/already exists/);
  });

  it('shows a transaction to nobody until it commits, and drops it on rollback', async () => {
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const rolledBack = db
      .transaction(async (tx) => {
        await tx.query(`INSERT INTO ${table} (id, note) VALUES (2, 'uncommitted')`);
        wrote();
        await new Promise((resolve) => setTimeout(resolve, 100));
        throw new Error('abort');
      })
      .catch((error: Error) => error.message);
    await written;
    const outside = await db.query(`SELECT id FROM ${table} WHERE id = 2`);
    expect(outside.rowCount).toBe(0);
    expect(await rolledBack).toBe('abort');

    const committed = await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO ${table} (id, note) VALUES (3, 'committed')`);
      const inside = await tx.query(`SELECT note FROM ${table} WHERE id = 3`);
      return inside.rows[0];
    });
    expect(committed).toEqual({ note: 'committed' });
    const after = await db.query(`SELECT id FROM ${table} WHERE id IN (2, 3) ORDER BY id`);
    expect(after.rows).toEqual([{ id: 3 }]);
  });
});
