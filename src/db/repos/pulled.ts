// Applies rows pulled from the server (the latest scan and its findings) to the device.
// Invariant: a pulled row never overwrites a row with queued writes (the device's write is newer
// and will reach the server), nor brings back a scan deleted here; rows of another user are never
// stored under this one. A pulled row the device already holds as it is is not written again, so
// a pull that changes nothing wakes no live query (every finding used to be rewritten each time).
import { normalizeFinding, normalizeScan } from '../normalize.ts';
import type { FootprintDatabase } from '../schema.ts';
import { hasPendingWrites } from './outbox.ts';

export interface PullResult {
  stored: number;
  /** Rows the device already held exactly as pulled (not written again). */
  unchanged: number;
  keptLocal: number;
  dropped: number;
}

/** True when `stored` is synced and has every field of `pulled` with the same value. */
function holdsAlready(stored: object | undefined, pulled: object): boolean {
  if (stored == null) return false;
  const held = stored as Record<string, unknown>;
  return (
    held.syncState === 'synced' &&
    Object.entries(pulled).every(([name, value]) => Object.is(held[name], value))
  );
}

export async function applyPulledRows(
  db: FootprintDatabase,
  userId: string,
  rawScan: unknown,
  rawFindings: unknown[],
): Promise<PullResult> {
  const result: PullResult = { stored: 0, unchanged: 0, keptLocal: 0, dropped: 0 };
  const scan = rawScan == null ? null : normalizeScan(rawScan);
  if (rawScan != null && (!scan || scan.userId !== userId)) result.dropped += 1;
  await db.transaction('rw', [db.footprintScans, db.riskFindings, db.outbox], async () => {
    // Deleted here, the delete not sent yet: neither the scan nor its findings come back.
    const deleting =
      scan != null &&
      (await db.outbox
        .where('[userId+rowId]')
        .equals([userId, scan.id])
        .filter((entry) => entry.op === 'delete')
        .count()) > 0;
    if (scan && scan.userId === userId) {
      if (await hasPendingWrites(db, userId, scan.id)) result.keptLocal += 1;
      else if (holdsAlready(await db.footprintScans.get(scan.id), scan)) result.unchanged += 1;
      else {
        await db.footprintScans.put({ ...scan, syncState: 'synced' });
        result.stored += 1;
      }
    }
    for (const raw of rawFindings) {
      const finding = normalizeFinding(raw);
      if (!finding || finding.userId !== userId || finding.scanId !== scan?.id || deleting) {
        result.dropped += 1;
        continue;
      }
      if (await hasPendingWrites(db, userId, finding.id)) result.keptLocal += 1;
      else if (holdsAlready(await db.riskFindings.get(finding.id), finding)) result.unchanged += 1;
      else {
        await db.riskFindings.put({ ...finding, syncState: 'synced' });
        result.stored += 1;
      }
    }
  });
  return result;
}

/**
 * Deletes this device's copies of the user's scans that the server no longer has (deleted on
 * another device), with their findings and evidence. Only synced scans with nothing queued go:
 * a scan the server has not received yet is never taken for a deleted one.
 */
export async function dropScansDeletedElsewhere(
  db: FootprintDatabase,
  userId: string,
  serverScanIds: readonly string[],
): Promise<number> {
  const onServer = new Set(serverScanIds);
  return db.transaction(
    'rw',
    [db.footprintScans, db.riskFindings, db.findingEvidence, db.outbox],
    async () => {
      const gone = await db.footprintScans
        .where('userId')
        .equals(userId)
        .filter((scan) => scan.syncState === 'synced' && !onServer.has(scan.id))
        .primaryKeys();
      let dropped = 0;
      for (const scanId of gone) {
        if (await hasPendingWrites(db, userId, scanId)) continue;
        await db.findingEvidence.where('scanId').equals(scanId).delete();
        await db.riskFindings.where('scanId').equals(scanId).delete();
        await db.footprintScans.delete(scanId);
        dropped++;
      }
      return dropped;
    },
  );
}
