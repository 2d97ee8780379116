import { afterEach, describe, expect, it } from 'vitest';
import { makeFinding, makeScan, OTHER_USER_ID, TEST_USER_ID } from '../../test/factories.ts';
import { newTestDatabase } from '../../test/testDatabase.ts';
import type { FootprintDatabase } from '../schema.ts';
import { applyPulledRows } from './pulled.ts';
import { createScan, failScan } from './scans.ts';

let db: FootprintDatabase;
afterEach(() => db?.close());

function wire<T extends { syncState?: unknown }>(row: T): Omit<T, 'syncState'> {
  const { syncState: _s, ...rest } = row;
  return rest;
}

describe('applying pulled rows', () => {
  it('stores the pulled scan and its findings as synced', async () => {
    db = newTestDatabase();
    const scan = makeScan();
    const findings = [makeFinding({ scanId: scan.id }), makeFinding({ scanId: scan.id })];
    const result = await applyPulledRows(db, TEST_USER_ID, wire(scan), findings.map(wire));
    expect(result).toEqual({ stored: 3, unchanged: 0, keptLocal: 0, dropped: 0 });
    expect(await db.footprintScans.get(scan.id)).toEqual({ ...scan, syncState: 'synced' });
    expect(await db.riskFindings.count()).toBe(2);
  });

  it('writes only the rows that changed when the same scan is pulled again', async () => {
    db = newTestDatabase();
    const scan = makeScan();
    const findings = [makeFinding({ scanId: scan.id }), makeFinding({ scanId: scan.id })];
    await applyPulledRows(db, TEST_USER_ID, wire(scan), findings.map(wire));
    const writes: string[] = [];
    db.riskFindings.hook('updating', (_changes, id) => void writes.push(String(id)));
    db.riskFindings.hook('creating', (id) => void writes.push(String(id)));
    const edited = { ...wire(findings[1]!), title: 'Renamed on another device' };
    const again = await applyPulledRows(db, TEST_USER_ID, wire(scan), [wire(findings[0]!), edited]);
    expect(again).toEqual({ stored: 1, unchanged: 2, keptLocal: 0, dropped: 0 });
    expect(writes).toEqual([findings[1]!.id]);
    expect(await db.riskFindings.get(findings[1]!.id)).toMatchObject({
      title: 'Renamed on another device',
      syncState: 'synced',
    });
  });

  it('never overwrites a row that has a write waiting to be sent', async () => {
    db = newTestDatabase();
    const local = await createScan(db, TEST_USER_ID);
    await failScan(db, local.id, 'Stopped on this device.');
    const serverCopy = { ...wire(local), scanStatus: 'completed', overallScore: 50 };
    const result = await applyPulledRows(db, TEST_USER_ID, serverCopy, []);
    expect(result.keptLocal).toBe(1);
    expect(await db.footprintScans.get(local.id)).toMatchObject({
      scanStatus: 'failed',
      syncState: 'pending',
    });
  });

  it('drops rows of another user and findings of another scan', async () => {
    db = newTestDatabase();
    const scan = makeScan();
    const result = await applyPulledRows(
      db,
      TEST_USER_ID,
      wire(makeScan({ userId: OTHER_USER_ID })),
      [wire(makeFinding({ scanId: scan.id }))],
    );
    expect(result).toEqual({ stored: 0, unchanged: 0, keptLocal: 0, dropped: 2 });
    expect(await db.footprintScans.count()).toBe(0);
  });
});
