import { afterEach, describe, expect, it } from 'vitest';
import { makeNewFinding, TEST_USER_ID } from '../../test/factories.ts';
import { newTestDatabase } from '../../test/testDatabase.ts';
import type { FootprintDatabase } from '../schema.ts';
import {
  acknowledge,
  acquireFlushLease,
  countPending,
  discardDeadLetter,
  listDeadLetters,
  moveToDeadLetters,
  readQueueHead,
  releaseFlushLease,
  retryDeadLetter,
} from './outbox.ts';
import { completeScan, createScan, saveFindings } from './scans.ts';

let db: FootprintDatabase;
afterEach(() => db?.close());

const REFUSAL = { status: 422, code: 'INVALID', message: 'refused' };
const SCORES = { privacyScore: 1, securityScore: 2, identityScore: 3, overallScore: 2 };

describe('outbox bookkeeping', () => {
  it('marks a row synced only when its last queued write is acknowledged', async () => {
    db = newTestDatabase();
    const scan = await createScan(db, TEST_USER_ID);
    await completeScan(db, scan.id, SCORES, null);
    const [create, update] = await readQueueHead(db, TEST_USER_ID, 10);
    await acknowledge(db, [create!]);
    expect((await db.footprintScans.get(scan.id))!.syncState).toBe('pending');
    await acknowledge(db, [update!]);
    expect((await db.footprintScans.get(scan.id))!.syncState).toBe('synced');
    // A second engine acknowledging the same entries changes nothing.
    await acknowledge(db, [create!, update!]);
    expect(await countPending(db, TEST_USER_ID)).toBe(0);
  });

  it('sets a refused scan aside with its findings and later writes; retry requeues them in order', async () => {
    db = newTestDatabase();
    const refused = await createScan(db, TEST_USER_ID);
    const findings = await saveFindings(db, refused.id, [makeNewFinding(), makeNewFinding()]);
    const other = await createScan(db, TEST_USER_ID);
    await completeScan(db, refused.id, SCORES, null);
    const [head] = await readQueueHead(db, TEST_USER_ID, 1);
    expect(await moveToDeadLetters(db, head!, REFUSAL, new Date())).toBe(4);
    expect((await readQueueHead(db, TEST_USER_ID, 10)).map((e) => e.rowId)).toEqual([other.id]);
    expect((await db.riskFindings.get(findings[0]!.id))!.syncState).toBe('rejected');

    const [letter] = await listDeadLetters(db, TEST_USER_ID);
    await retryDeadLetter(db, letter!.id!);
    expect((await readQueueHead(db, TEST_USER_ID, 10)).map((e) => e.rowId)).toEqual([
      other.id,
      refused.id,
      findings[0]!.id,
      findings[1]!.id,
      refused.id,
    ]);
    expect((await db.footprintScans.get(refused.id))!.syncState).toBe('pending');
  });

  it('discarding a refused create removes the row from the device too', async () => {
    db = newTestDatabase();
    const refused = await createScan(db, TEST_USER_ID);
    await saveFindings(db, refused.id, [makeNewFinding({ evidence: ['e'] })]);
    const [head] = await readQueueHead(db, TEST_USER_ID, 1);
    await moveToDeadLetters(db, head!, REFUSAL, new Date());
    const [letter] = await listDeadLetters(db, TEST_USER_ID);
    await discardDeadLetter(db, letter!.id!);
    expect(await db.footprintScans.count()).toBe(0);
    expect(await db.riskFindings.count()).toBe(0);
    expect(await db.findingEvidence.count()).toBe(0);
    expect(await db.deadLetters.count()).toBe(0);
  });

  it('gives the flush lease to one holder at a time until it expires or is released', async () => {
    db = newTestDatabase();
    expect(await acquireFlushLease(db, TEST_USER_ID, 'tab-a', 1_000, 500)).toBe(true);
    expect(await acquireFlushLease(db, TEST_USER_ID, 'tab-b', 1_200, 500)).toBe(false);
    expect(await acquireFlushLease(db, TEST_USER_ID, 'tab-a', 1_300, 500)).toBe(true); // renewal
    expect(await acquireFlushLease(db, TEST_USER_ID, 'tab-b', 1_700, 500)).toBe(false);
    expect(await acquireFlushLease(db, TEST_USER_ID, 'tab-b', 1_801, 500)).toBe(true); // expired
    await releaseFlushLease(db, TEST_USER_ID, 'tab-a'); // not the holder: no effect
    expect(await acquireFlushLease(db, TEST_USER_ID, 'tab-a', 1_900, 500)).toBe(false);
    await releaseFlushLease(db, TEST_USER_ID, 'tab-b');
    expect(await acquireFlushLease(db, TEST_USER_ID, 'tab-a', 1_900, 500)).toBe(true);
  });
});
