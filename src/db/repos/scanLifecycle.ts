// A scan's lifecycle in the store: create the scan ('scanning'), let the caller's analysis run,
// save its findings, then complete the scan with its scores — or mark it failed with a message the
// user sees. Works offline: everything is local and queued for the server.
// Invariant: a scan never stays 'scanning' after the lifecycle ends (the spec's placeholder did).
import type { FootprintDatabase, LocalScan } from '../schema.ts';
import { storageErrorMessage } from '../storageErrors.ts';
import {
  completeScan,
  createScan,
  failScan,
  saveFindings,
  type NewFinding,
  type ScanScores,
} from './scans.ts';

export interface ScanOutcome {
  findings: NewFinding[];
  scores: ScanScores;
  /** The engine's JSON summary (rule versions, coverage, counts). */
  scanData: string;
}

export const SCAN_FAILED_MESSAGE = 'Scan failed. Please try again.';

export async function runScanLifecycle(
  db: FootprintDatabase,
  userId: string,
  analyze: (scan: LocalScan) => Promise<ScanOutcome>,
  options: {
    now?: () => Date;
    /** The message of a failure written for the user (the flow's ScanFailure), else null. */
    userMessageOf?: (error: unknown) => string | null;
  } = {},
): Promise<{ scanId: string; status: 'completed' | 'failed'; message: string | null }> {
  const now = options.now ?? (() => new Date());
  const scan = await createScan(db, userId, now());
  try {
    const outcome = await analyze(scan);
    await saveFindings(db, scan.id, outcome.findings, now());
    await completeScan(db, scan.id, outcome.scores, outcome.scanData, now());
    return { scanId: scan.id, status: 'completed', message: null };
  } catch (error) {
    const message =
      options.userMessageOf?.(error) ??
      (error instanceof RangeError
        ? SCAN_FAILED_MESSAGE
        : error instanceof Error && /Dexie|IndexedDB|Quota/i.test(`${error.name} ${error.message}`)
          ? storageErrorMessage(error)
          : SCAN_FAILED_MESSAGE);
    await failScan(db, scan.id, message, now());
    return { scanId: scan.id, status: 'failed', message };
  }
}
