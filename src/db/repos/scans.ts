// The scan lifecycle on the device (product-spec §4, DESIGN.md §1): a scan is created 'scanning',
// its findings are saved, then it becomes 'completed' with its scores, or 'failed' with a
// message. Invariant: each write puts the row and its outbox entry in one transaction, so either
// both exist or neither does; all of it works offline.
import { findingFields, type FindingFields } from '../../shared/tables.ts';
import { newScanId, newUuid } from '../ids.ts';
import { findingWireRow, scanWireRow } from '../normalize.ts';
import type {
  FindingEvidenceRecord,
  FootprintDatabase,
  LocalFinding,
  LocalScan,
} from '../schema.ts';
import { enqueue } from './outbox.ts';

export interface ScanScores {
  privacyScore: number;
  securityScore: number;
  identityScore: number;
  overallScore: number;
}

/** What the scan engine produces for one finding; ids, owner and times are added here. */
export interface NewFinding extends FindingFields {
  /** Local-only evidence (may contain personal data); never synced. */
  evidence?: unknown[];
}

export class ScanNotFoundError extends Error {
  constructor(readonly scanId: string) {
    super('This scan no longer exists on this device.');
    this.name = 'ScanNotFoundError';
  }
}

function checkScore(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > 100)
    throw new RangeError(`${name} must be an integer from 0 to 100, got ${value}.`);
  return value;
}

export async function createScan(
  db: FootprintDatabase,
  userId: string,
  now = new Date(),
): Promise<LocalScan> {
  const scan: LocalScan = {
    id: newScanId(now),
    userId,
    platform: 'multi',
    scanStatus: 'scanning',
    privacyScore: null,
    securityScore: null,
    identityScore: null,
    overallScore: null,
    scanData: null,
    errorMessage: null,
    createdAt: now.toISOString(),
    updatedAt: null,
    syncState: 'pending',
  };
  await db.transaction('rw', [db.footprintScans, db.outbox], async () => {
    await db.footprintScans.add(scan);
    await enqueue(db, {
      userId,
      table: 'footprintScans',
      op: 'upsert',
      rowId: scan.id,
      parentId: null,
      payload: scanWireRow(scan),
      now,
    });
  });
  return scan;
}

async function requireScan(db: FootprintDatabase, scanId: string): Promise<LocalScan> {
  const scan = await db.footprintScans.get(scanId);
  if (!scan) throw new ScanNotFoundError(scanId);
  return scan;
}

/**
 * Saves a scan's findings (one upsert entry each, queued after the scan's own create) and their
 * local-only evidence. Findings of one call share a creation time, in the given order.
 */
export async function saveFindings(
  db: FootprintDatabase,
  scanId: string,
  findings: NewFinding[],
  now = new Date(),
): Promise<LocalFinding[]> {
  return db.transaction(
    'rw',
    [db.footprintScans, db.riskFindings, db.findingEvidence, db.outbox],
    async () => {
      const scan = await requireScan(db, scanId);
      const saved: LocalFinding[] = [];
      const evidence: FindingEvidenceRecord[] = [];
      for (const input of findings) {
        const finding: LocalFinding = {
          id: newUuid(),
          scanId,
          userId: scan.userId,
          ...findingFields(input),
          createdAt: now.toISOString(),
          updatedAt: null,
          syncState: 'pending',
        };
        saved.push(finding);
        if (input.evidence?.length)
          evidence.push({
            id: finding.id,
            userId: scan.userId,
            scanId,
            findingId: finding.id,
            items: input.evidence,
          });
      }
      await db.riskFindings.bulkAdd(saved);
      await db.findingEvidence.bulkPut(evidence);
      for (const finding of saved) {
        await enqueue(db, {
          userId: scan.userId,
          table: 'riskFindings',
          op: 'upsert',
          rowId: finding.id,
          parentId: scanId,
          payload: findingWireRow(finding),
          now,
        });
      }
      return saved;
    },
  );
}

async function updateScan(
  db: FootprintDatabase,
  scanId: string,
  patch: Partial<LocalScan>,
  now: Date,
): Promise<void> {
  await db.transaction('rw', [db.footprintScans, db.outbox], async () => {
    const scan = await requireScan(db, scanId);
    const next: LocalScan = { ...scan, ...patch, syncState: 'pending' };
    await db.footprintScans.put(next);
    const wire = scanWireRow(next);
    // Absolute values of every field that changes after creation: replaying it is harmless.
    const payload: Record<string, unknown> = {};
    for (const key of [
      'scanStatus',
      'privacyScore',
      'securityScore',
      'identityScore',
      'overallScore',
      'scanData',
      'errorMessage',
    ])
      payload[key] = wire[key];
    await enqueue(db, {
      userId: scan.userId,
      table: 'footprintScans',
      op: 'update',
      rowId: scanId,
      parentId: null,
      payload,
      now,
    });
  });
}

export async function completeScan(
  db: FootprintDatabase,
  scanId: string,
  scores: ScanScores,
  scanData: string | null,
  now = new Date(),
): Promise<void> {
  await updateScan(
    db,
    scanId,
    {
      scanStatus: 'completed',
      privacyScore: checkScore('privacyScore', scores.privacyScore),
      securityScore: checkScore('securityScore', scores.securityScore),
      identityScore: checkScore('identityScore', scores.identityScore),
      overallScore: checkScore('overallScore', scores.overallScore),
      scanData,
      errorMessage: null,
    },
    now,
  );
}

export async function failScan(
  db: FootprintDatabase,
  scanId: string,
  message: string,
  now = new Date(),
): Promise<void> {
  await updateScan(db, scanId, { scanStatus: 'failed', errorMessage: message }, now);
}

/**
 * Adds the optional AI summary to a completed scan's `scanData` (keeping everything else in it)
 * and queues the change for the server. Returns false, writing nothing, when the scan is gone,
 * not completed, or its `scanData` is not a JSON object.
 */
export async function saveAiSummary(
  db: FootprintDatabase,
  scanId: string,
  summary: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction('rw', [db.footprintScans, db.outbox], async () => {
    const scan = await db.footprintScans.get(scanId);
    if (!scan || scan.scanStatus !== 'completed' || !scan.scanData) return false;
    let data: unknown;
    try {
      data = JSON.parse(scan.scanData);
    } catch {
      return false;
    }
    if (data == null || typeof data !== 'object' || Array.isArray(data)) return false;
    await updateScan(
      db,
      scanId,
      { scanData: JSON.stringify({ ...data, aiSummary: summary }) },
      now,
    );
    return true;
  });
}

/** Deletes everything this device holds for a user (sign-out "remove my data from this device"). */
export async function clearLocalUserData(db: FootprintDatabase, userId: string): Promise<void> {
  await db.transaction(
    'rw',
    [
      db.footprintScans,
      db.riskFindings,
      db.outbox,
      db.deadLetters,
      db.imports,
      db.importedData,
      db.findingEvidence,
      db.findingDecisions,
      db.syncLog,
    ],
    async () => {
      await db.footprintScans.where('userId').equals(userId).delete();
      await db.riskFindings.where('userId').equals(userId).delete();
      await db.outbox.where('userId').equals(userId).delete();
      await db.deadLetters.where('userId').equals(userId).delete();
      await db.imports.where('userId').equals(userId).delete();
      await db.importedData.where('userId').equals(userId).delete();
      await db.findingEvidence.where('userId').equals(userId).delete();
      await db.findingDecisions.where('userId').equals(userId).delete();
      await db.syncLog.where('userId').equals(userId).delete();
    },
  );
}
