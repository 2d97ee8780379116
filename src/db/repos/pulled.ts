// Applies rows pulled from the server (the latest scan and its findings) to the device.
// Invariant: a pulled row never overwrites a row with queued writes (the device's write is newer
// and will reach the server); rows of another user are never stored under this one.
import { normalizeFinding, normalizeScan } from '../normalize.ts';
import type { FootprintDatabase } from '../schema.ts';
import { hasPendingWrites } from './outbox.ts';

export interface PullResult {
  stored: number;
  keptLocal: number;
  dropped: number;
}

export async function applyPulledRows(
  db: FootprintDatabase,
  userId: string,
  rawScan: unknown,
  rawFindings: unknown[],
): Promise<PullResult> {
  const result: PullResult = { stored: 0, keptLocal: 0, dropped: 0 };
  const scan = rawScan == null ? null : normalizeScan(rawScan);
  if (rawScan != null && (!scan || scan.userId !== userId)) result.dropped += 1;
  await db.transaction('rw', [db.footprintScans, db.riskFindings, db.outbox], async () => {
    if (scan && scan.userId === userId) {
      if (await hasPendingWrites(db, userId, scan.id)) result.keptLocal += 1;
      else {
        await db.footprintScans.put({ ...scan, syncState: 'synced' });
        result.stored += 1;
      }
    }
    for (const raw of rawFindings) {
      const finding = normalizeFinding(raw);
      if (!finding || finding.userId !== userId || finding.scanId !== scan?.id) {
        result.dropped += 1;
        continue;
      }
      if (await hasPendingWrites(db, userId, finding.id)) result.keptLocal += 1;
      else {
        await db.riskFindings.put({ ...finding, syncState: 'synced' });
        result.stored += 1;
      }
    }
  });
  return result;
}
