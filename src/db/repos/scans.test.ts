import { afterEach, describe, expect, it } from 'vitest';
import { makeNewFinding, OTHER_USER_ID, TEST_USER_ID } from '../../test/factories.ts';
import { newTestDatabase } from '../../test/testDatabase.ts';
import type { FootprintDatabase, ImportRecord } from '../schema.ts';
import { acknowledge, countPending, readQueueHead, summarizePendingWork } from './outbox.ts';
import {
  clearLocalUserData,
  completeScan,
  createScan,
  failScan,
  saveFindings,
  ScanNotFoundError,
} from './scans.ts';

let db: FootprintDatabase;
const linkedInImport: ImportRecord = {
  userId: TEST_USER_ID,
  platform: 'linkedin',
  status: 'ready',
  fileName: 'linkedin.zip',
  exportDate: '2026-03-01',
  stats: {},
  errors: [],
  importedAt: '2026-03-02T10:00:00.000Z',
};
afterEach(() => db?.close());

describe('scan lifecycle repositories', () => {
  it('creates a scan in status scanning with a scan_<timestamp>_<random> id, queued for the server', async () => {
    db = newTestDatabase();
    const now = new Date('2026-03-01T10:00:00Z');
    const scan = await createScan(db, TEST_USER_ID, now);
    expect(scan.id).toMatch(new RegExp(`^scan_${now.getTime()}_[0-9a-z]+$`));
    expect(await db.footprintScans.get(scan.id)).toMatchObject({
      scanStatus: 'scanning',
      platform: 'multi',
      syncState: 'pending',
    });
    const [entry] = await readQueueHead(db, TEST_USER_ID, 10);
    expect(entry).toMatchObject({ table: 'footprintScans', op: 'upsert', rowId: scan.id });
    expect(entry!.payload).not.toHaveProperty('syncState');
  });

  it('queues the scan before its findings and the completion after them', async () => {
    db = newTestDatabase();
    const scan = await createScan(db, TEST_USER_ID);
    const findings = await saveFindings(db, scan.id, [makeNewFinding(), makeNewFinding()]);
    await completeScan(
      db,
      scan.id,
      { privacyScore: 85, securityScore: 92, identityScore: 97, overallScore: 91 },
      '{"rules":1}',
    );
    const queue = await readQueueHead(db, TEST_USER_ID, 10);
    expect(queue.map((e) => [e.table, e.op, e.rowId])).toEqual([
      ['footprintScans', 'upsert', scan.id],
      ['riskFindings', 'upsert', findings[0]!.id],
      ['riskFindings', 'upsert', findings[1]!.id],
      ['footprintScans', 'update', scan.id],
    ]);
    expect(queue[3]!.payload).toMatchObject({ scanStatus: 'completed', overallScore: 91 });
    for (const f of findings) expect(f.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a finding and its outbox entry together: an aborted save leaves neither', async () => {
    db = newTestDatabase();
    const scan = await createScan(db, TEST_USER_ID);
    const before = await countPending(db, TEST_USER_ID);
    await expect(
      db.transaction(
        'rw',
        [db.footprintScans, db.riskFindings, db.findingEvidence, db.outbox],
        async () => {
          await saveFindings(db, scan.id, [makeNewFinding()]);
          throw new Error('crash in the middle of the write');
        },
      ),
    ).rejects.toThrow('crash');
    expect(await db.riskFindings.count()).toBe(0);
    expect(await countPending(db, TEST_USER_ID)).toBe(before);
  });

  it('refuses findings for a scan that is not on this device and writes nothing', async () => {
    db = newTestDatabase();
    await expect(saveFindings(db, 'scan_1_missing', [makeNewFinding()])).rejects.toBeInstanceOf(
      ScanNotFoundError,
    );
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses an out-of-range score with a clear message and leaves the scan as it was', async () => {
    db = newTestDatabase();
    const scan = await createScan(db, TEST_USER_ID);
    await expect(
      completeScan(
        db,
        scan.id,
        { privacyScore: 101, securityScore: 1, identityScore: 1, overallScore: 1 },
        null,
      ),
    ).rejects.toThrow('privacyScore must be an integer from 0 to 100, got 101.');
    expect((await db.footprintScans.get(scan.id))!.scanStatus).toBe('scanning');
    expect(await countPending(db, TEST_USER_ID)).toBe(1);
  });

  it('marks a failed scan with the message the user sees', async () => {
    db = newTestDatabase();
    const scan = await createScan(db, TEST_USER_ID);
    await failScan(db, scan.id, 'No platform data to scan.');
    expect(await db.footprintScans.get(scan.id)).toMatchObject({
      scanStatus: 'failed',
      errorMessage: 'No platform data to scan.',
    });
  });

  it('keeps local-only evidence off the outbox', async () => {
    db = newTestDatabase();
    const scan = await createScan(db, TEST_USER_ID);
    const [finding] = await saveFindings(db, scan.id, [
      makeNewFinding({ evidence: [{ snippet: 'posted from 12 Example Street' }] }),
    ]);
    expect((await db.findingEvidence.get(finding!.id))!.items).toHaveLength(1);
    const queued = JSON.stringify(await readQueueHead(db, TEST_USER_ID, 10));
    expect(queued).not.toContain('Example Street');
  });

  it('clears one user’s data on sign-out and leaves another user’s untouched', async () => {
    db = newTestDatabase();
    const mine = await createScan(db, TEST_USER_ID);
    await saveFindings(db, mine.id, [makeNewFinding({ evidence: ['x'] })]);
    const theirs = await createScan(db, OTHER_USER_ID);
    await clearLocalUserData(db, TEST_USER_ID);
    expect(await db.footprintScans.toArray()).toEqual([expect.objectContaining({ id: theirs.id })]);
    expect(await db.riskFindings.count()).toBe(0);
    expect(await db.findingEvidence.count()).toBe(0);
    expect(await countPending(db, TEST_USER_ID)).toBe(0);
    expect(await countPending(db, OTHER_USER_ID)).toBe(1);
  });

  it('keeps a signed-out user’s unsynced scan, its findings and evidence when they choose to', async () => {
    db = newTestDatabase();
    const synced = await createScan(db, TEST_USER_ID);
    await saveFindings(db, synced.id, [makeNewFinding()]);
    await acknowledge(db, await readQueueHead(db, TEST_USER_ID, 100));
    const waiting = await createScan(db, TEST_USER_ID);
    await saveFindings(db, waiting.id, [
      makeNewFinding({ evidence: ['x'] }),
      makeNewFinding({ ruleId: 'other' }),
    ]);
    await db.imports.put(linkedInImport);
    expect(await summarizePendingWork(db, TEST_USER_ID)).toEqual({
      scans: 1,
      findings: 2,
      findingsOfWaitingScans: 2,
      refused: 0,
    });

    await clearLocalUserData(db, TEST_USER_ID, { pendingWork: true, imports: false });

    // The synced scan is on the server already (pulled back on sign-in); the waiting one stays.
    expect((await db.footprintScans.toArray()).map((scan) => scan.id)).toEqual([waiting.id]);
    expect(await db.riskFindings.where('scanId').equals(waiting.id).count()).toBe(2);
    expect(await db.findingEvidence.count()).toBe(1);
    expect(await countPending(db, TEST_USER_ID)).toBe(3);
    // Imported exports are removed unless kept (a shared device).
    expect(await db.imports.count()).toBe(0);
  });

  it('keeps imported exports only when asked to, and discards the queue when told to', async () => {
    db = newTestDatabase();
    await createScan(db, TEST_USER_ID);
    await db.imports.put(linkedInImport);
    await clearLocalUserData(db, TEST_USER_ID, { pendingWork: false, imports: true });
    expect(await db.imports.count()).toBe(1);
    expect(await db.footprintScans.count()).toBe(0);
    expect(await countPending(db, TEST_USER_ID)).toBe(0);
  });
});
