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

export class ScanStillRunningError extends Error {
  constructor() {
    super('This scan is still running. Wait for it to finish, then delete it.');
    this.name = 'ScanStillRunningError';
  }
}

/**
 * Deletes a scan from the history: the scan, its findings and their evidence go from the device
 * at once, writes of them still queued are dropped, and one delete is queued for the server
 * (which deletes the findings with the scan). Queued even when the scan may never have reached
 * the server: deleting a row that is not there is harmless, and its create may be on the way.
 */
export async function deleteScan(
  db: FootprintDatabase,
  scanId: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(
    'rw',
    [db.footprintScans, db.riskFindings, db.findingEvidence, db.outbox],
    async () => {
      const scan = await requireScan(db, scanId);
      if (scan.scanStatus === 'scanning') throw new ScanStillRunningError();
      const findingIds = await db.riskFindings.where('scanId').equals(scanId).primaryKeys();
      const rows = new Set<string>([scanId, ...findingIds]);
      await db.outbox
        .where('userId')
        .equals(scan.userId)
        .filter((entry) => rows.has(entry.rowId))
        .delete();
      await db.findingEvidence.where('scanId').equals(scanId).delete();
      await db.riskFindings.where('scanId').equals(scanId).delete();
      await db.footprintScans.delete(scanId);
      await enqueue(db, {
        userId: scan.userId,
        table: 'footprintScans',
        op: 'delete',
        rowId: scanId,
        parentId: null,
        payload: {},
        now,
      });
    },
  );
}

/** What a person chose to keep on this device when signing out (the rest is deleted). */
export interface SignOutKeep {
  /**
   * The writes not yet on their account: the queue, refused changes, and the scans and findings
   * they concern, sent on that user's next sign-in here. Everything already synced is deleted
   * (the server has it, and pulls it back on sign-in).
   */
  pendingWork: boolean;
  /** Their imported exports, the datasets read from them, and their decisions on findings. */
  imports: boolean;
}

export const KEEP_NOTHING: SignOutKeep = { pendingWork: false, imports: false };

/**
 * Deletes what this device holds for a user on sign-out, except what they chose to keep. Kept
 * rows stay under that user's id, so another person signing in here never reads or sends them.
 */
export async function clearLocalUserData(
  db: FootprintDatabase,
  userId: string,
  keep: SignOutKeep = KEEP_NOTHING,
): Promise<void> {
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
      if (keep.pendingWork) await deleteSyncedRows(db, userId);
      else {
        await db.footprintScans.where('userId').equals(userId).delete();
        await db.riskFindings.where('userId').equals(userId).delete();
        await db.outbox.where('userId').equals(userId).delete();
        await db.deadLetters.where('userId').equals(userId).delete();
        await db.findingEvidence.where('userId').equals(userId).delete();
      }
      if (!keep.imports) {
        await db.imports.where('userId').equals(userId).delete();
        await db.importedData.where('userId').equals(userId).delete();
        await db.findingDecisions.where('userId').equals(userId).delete();
      }
      await db.syncLog.where('userId').equals(userId).delete();
    },
  );
}

/**
 * Deletes a user's scans and findings that have nothing queued or refused, keeping every row a
 * queued or refused write concerns, with the rest of its scan (so the kept report stays whole).
 */
async function deleteSyncedRows(db: FootprintDatabase, userId: string): Promise<void> {
  const queued = await db.outbox.where('userId').equals(userId).toArray();
  const refused = await db.deadLetters.where('userId').equals(userId).toArray();
  const entries = [...queued, ...refused.flatMap((letter) => letter.entries)];
  const keptScans = new Set<string>();
  for (const entry of entries)
    keptScans.add(entry.table === 'footprintScans' ? entry.rowId : (entry.parentId ?? ''));
  await db.footprintScans
    .where('userId')
    .equals(userId)
    .filter((scan) => !keptScans.has(scan.id))
    .delete();
  await db.riskFindings
    .where('userId')
    .equals(userId)
    .filter((finding) => !keptScans.has(finding.scanId))
    .delete();
  await db.findingEvidence
    .where('userId')
    .equals(userId)
    .filter((evidence) => !keptScans.has(evidence.scanId))
    .delete();
}
