import { afterEach, describe, expect, it } from 'vitest';
import { makeNewFinding, TEST_USER_ID } from '../../test/factories.ts';
import { newTestDatabase } from '../../test/testDatabase.ts';
import type { FootprintDatabase } from '../schema.ts';
import { readQueueHead } from './outbox.ts';
import { runScanLifecycle, SCAN_FAILED_MESSAGE } from './scanLifecycle.ts';

let db: FootprintDatabase;
afterEach(() => db?.close());

const SCORES = { privacyScore: 85, securityScore: 92, identityScore: 97, overallScore: 91 };

describe('a scan’s lifecycle in the store', () => {
  it('ends completed with the engine’s findings and scores, all queued in order', async () => {
    db = newTestDatabase();
    const result = await runScanLifecycle(db, TEST_USER_ID, async (scan) => {
      expect(scan.scanStatus).toBe('scanning');
      return { findings: [makeNewFinding(), makeNewFinding()], scores: SCORES, scanData: '{}' };
    });
    expect(result).toMatchObject({ status: 'completed', message: null });
    expect(await db.footprintScans.get(result.scanId)).toMatchObject({
      scanStatus: 'completed',
      overallScore: 91,
    });
    expect(await db.riskFindings.where('scanId').equals(result.scanId).count()).toBe(2);
    const queue = await readQueueHead(db, TEST_USER_ID, 10);
    expect(queue.map((e) => e.op)).toEqual(['upsert', 'upsert', 'upsert', 'update']);
  });

  it('ends failed with a message written for the user, never stuck in scanning', async () => {
    db = newTestDatabase();
    const written = new Error('Connect at least one platform before scanning.');
    const result = await runScanLifecycle(
      db,
      TEST_USER_ID,
      async () => {
        throw written;
      },
      { userMessageOf: (error) => (error === written ? written.message : null) },
    );
    expect(await db.footprintScans.get(result.scanId)).toMatchObject({
      scanStatus: 'failed',
      errorMessage: 'Connect at least one platform before scanning.',
    });
  });

  it('shows a generic message when the engine returns an impossible score', async () => {
    db = newTestDatabase();
    const result = await runScanLifecycle(db, TEST_USER_ID, async () => ({
      findings: [makeNewFinding()],
      scores: { ...SCORES, overallScore: 400 },
      scanData: '{}',
    }));
    expect(result).toMatchObject({ status: 'failed', message: SCAN_FAILED_MESSAGE });
    // Findings were saved before the invalid score was caught; the scan says it failed.
    expect((await db.footprintScans.get(result.scanId))!.scanStatus).toBe('failed');
  });
});
