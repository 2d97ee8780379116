import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { makeFinding, makeScan, TEST_USER_ID } from '../test/factories.ts';
import { newTestDatabase } from '../test/testDatabase.ts';
import { readQueueHead } from './repos/outbox.ts';
import { SCHEMA_V1, SCHEMA_V2 } from './schema.ts';

describe('database upgrades', () => {
  it('opens over a v1 database keeping every row and queueing each for the server, scans first', async () => {
    const factory = new IDBFactory();
    const v1 = new Dexie('footprint-test', { indexedDB: factory, IDBKeyRange });
    v1.version(1).stores(SCHEMA_V1);
    const scan = makeScan();
    // A v1 finding lacked ruleId, count and updatedAt, and carried a field that no longer exists.
    const {
      ruleId: _r,
      count: _c,
      updatedAt: _u,
      syncState: _s,
      ...oldFinding
    } = makeFinding({
      scanId: scan.id,
    });
    const { syncState: _ss, ...oldScan } = scan;
    await v1.table('footprintScans').put(oldScan);
    await v1.table('riskFindings').put({ ...oldFinding, legacyField: 'dropped' });
    v1.close();

    const db = newTestDatabase(factory);
    await db.open();
    expect(db.verno).toBe(3);
    expect(await db.footprintScans.get(scan.id)).toEqual({ ...oldScan, syncState: 'pending' });
    const finding = await db.riskFindings.get(oldFinding.id);
    expect(finding).toMatchObject({ ruleId: '', count: 1, updatedAt: null, syncState: 'pending' });
    expect(finding).not.toHaveProperty('legacyField');
    const queue = await readQueueHead(db, TEST_USER_ID, 10);
    expect(queue.map((e) => e.rowId)).toEqual([scan.id, oldFinding.id]);
    db.close();
  });

  it('lets a second open tab keep reading after the upgrade by another tab', async () => {
    const factory = new IDBFactory();
    const first = newTestDatabase(factory);
    await first.footprintScans.put(makeScan());
    const second = newTestDatabase(factory);
    expect(await second.footprintScans.count()).toBe(1);
    first.close();
    second.close();
  });

  it('opens over a v2 database keeping rows and queued writes, with an empty decisions table', async () => {
    const factory = new IDBFactory();
    const v2 = new Dexie('footprint-test', { indexedDB: factory, IDBKeyRange });
    v2.version(2).stores(SCHEMA_V2);
    const scan = makeScan({ syncState: 'pending' });
    await v2.table('footprintScans').put(scan);
    await v2.table('outbox').add({ userId: TEST_USER_ID, rowId: scan.id, table: 'footprintScans' });
    v2.close();

    const db = newTestDatabase(factory);
    await db.open();
    expect(db.verno).toBe(3);
    expect(await db.footprintScans.get(scan.id)).toEqual(scan);
    expect(await db.outbox.count()).toBe(1);
    expect(await db.findingDecisions.count()).toBe(0);
    db.close();
  });
});
