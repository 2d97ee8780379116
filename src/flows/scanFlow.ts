// "Scan My Digital Footprint" on the device (DESIGN.md §1, §6): check that someone is signed in
// and at least one platform is connected, read the user's decisions and the previous completed
// scan, then run the scan lifecycle (db/repos/scanLifecycle.ts: 'scanning' → findings and local evidence
// saved → scores and scanData → 'completed', or 'failed' with a message) with the engine in the
// analysis worker, to which the connected-data worker posts the datasets it reads, reporting its
// progress in memory.
// Invariants a change must keep:
// - Nothing leaves the device here: the datasets go only from the worker that reads them to the
//   worker that scans them, the results go to IndexedDB and the outbox (which syncs scans and
//   findings later; evidence and decisions stay local).
// - The page never reads a dataset: it learns which platforms are connected from keys only.
// - A scan never stays 'scanning': the flow ends it, and a scan whose tab was closed mid-way is
//   marked failed by the next page load (the running scan holds a Web Lock).
// - One scan per user at a time, across tabs.
import { hasInstantFacts, type InstantFacts } from '../analysis/instant/instantFacts.ts';
import type { FindingDecision } from '../analysis/decisions.ts';
import type { PreviousScan, ScanResult } from '../analysis/scan.ts';
import { scanDataOf } from '../analysis/scanRecords.ts';
import { findingFields } from '../shared/tables.ts';
import { listDecisions } from '../db/repos/decisions.ts';
import { readInstantFacts } from '../db/repos/instantFacts.ts';
import { failScan } from '../db/repos/scans.ts';
import { listConnectedPlatforms, listScans, readPreviousScan } from '../db/repos/scanInputs.ts';
import { runScanLifecycle, type ScanOutcome } from '../db/repos/scanLifecycle.ts';
import type { FootprintDatabase } from '../db/schema.ts';
import { storageErrorMessage } from '../db/storageErrors.ts';
import type { ScanEventSink } from './scanRealtime.ts';
import type { UserLocks } from './userLocks.ts';

/** What the scan runner is given: whose connected datasets to scan (it reads them where it runs). */
export interface DeviceScanRequest {
  userId: string;
  /** The scan's time (epoch ms), taken once from the scan row so the scan is reproducible. */
  now: number;
  decisions: FindingDecision[];
  previous: PreviousScan | null;
  /** What checks on the web found (username presence), read from the device. */
  instant?: InstantFacts;
}

/**
 * Reads the connected datasets and runs the engine over them: the connected-data worker and the
 * analysis worker in the app, in-process in tests. A failure written for the user is a ScanFailure.
 */
export type RunScan = (
  request: DeviceScanRequest,
  onProgress: (progress: LiveScan) => void,
) => Promise<ScanResult>;

/** The scan running in this tab: rules done out of the total, and the check being run. */
export interface LiveScan {
  done: number | null;
  total: number | null;
  stage: string;
}

export const SCAN_MESSAGES = {
  signedOut: 'Please sign in to scan your digital footprint.',
  noPlatforms:
    'Connect at least one platform before scanning: import its data export under Connected Platforms.',
  busy: 'A scan is already running in another tab. Wait for it to finish.',
  interrupted:
    'The scan was interrupted before it finished (the page was closed or reloaded). Run it again.',
  unreadable:
    'Footprint could not read your connected platforms’ data on this device. Reload the page and scan again.',
} as const;

/** A failure whose message is written for the person running the scan. */
export class ScanFailure extends Error {
  override name = 'ScanFailure';
}

export type ScanStartOutcome =
  | { status: 'completed'; scanId: string }
  | { status: 'failed'; scanId: string | null; message: string }
  /** Nothing ran: not signed in, nothing connected, or another tab is scanning. */
  | { status: 'refused'; message: string };

/** In-memory progress of this tab's scan, per user, for useSyncExternalStore. */
export class ScanProgressStore {
  private snapshot: ReadonlyMap<string, LiveScan> = new Map();
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ReadonlyMap<string, LiveScan> => this.snapshot;

  set(userId: string, value: LiveScan | null): void {
    const next = new Map(this.snapshot);
    if (value) next.set(userId, value);
    else next.delete(userId);
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

export interface ScanFlowDeps {
  db: FootprintDatabase;
  run: RunScan;
  locks: UserLocks;
  progress: ScanProgressStore;
  /** Tells the user's other devices about this scan (scanRealtime.ts); never throws. */
  events?: ScanEventSink;
  now?: () => Date;
}

function lockName(userId: string): string {
  return `footprint-scan/${userId}`;
}

/** The engine's result in the shape the lifecycle stores (evidence travels to the local table). */
export function scanOutcome(result: ScanResult): ScanOutcome {
  return {
    findings: result.findings.map((f) => ({ ...findingFields(f), evidence: f.evidence })),
    scores: {
      privacyScore: result.scores.privacy,
      securityScore: result.scores.security,
      identityScore: result.scores.identity,
      overallScore: result.scores.overall,
    },
    scanData: scanDataOf(result),
  };
}

export async function startScan(
  deps: ScanFlowDeps,
  userId: string | null,
): Promise<ScanStartOutcome> {
  if (!userId) return { status: 'refused', message: SCAN_MESSAGES.signedOut };
  const now = deps.now ?? (() => new Date());
  const outcome = await deps.locks.tryWithLock(
    lockName(userId),
    async (): Promise<ScanStartOutcome> => {
      let inputs: Omit<DeviceScanRequest, 'now'>;
      try {
        const [platforms, decisions, previous, instant] = await Promise.all([
          listConnectedPlatforms(deps.db, userId),
          listDecisions(deps.db, userId),
          readPreviousScan(deps.db, userId),
          readInstantFacts(deps.db, userId),
        ]);
        // Username checks alone are enough to score the identity category.
        if (platforms.length === 0 && !hasInstantFacts(instant))
          return { status: 'refused', message: SCAN_MESSAGES.noPlatforms };
        inputs = {
          userId,
          decisions: decisions.map((d): FindingDecision => ({
            ruleId: d.ruleId,
            platform: d.platform,
            decision: d.decision,
            at: d.at,
          })),
          previous,
          instant,
        };
      } catch (error) {
        return { status: 'failed', scanId: null, message: storageErrorMessage(error) };
      }
      deps.progress.set(userId, { done: null, total: null, stage: 'Starting' });
      try {
        const result = await runScanLifecycle(
          deps.db,
          userId,
          async (scan) => {
            deps.events?.progress(scan.id, { done: null, total: null, stage: 'Starting' });
            return scanOutcome(
              await deps.run({ ...inputs, now: Date.parse(scan.createdAt) }, (p) => {
                deps.progress.set(userId, p);
                deps.events?.progress(scan.id, p);
              }),
            );
          },
          {
            now,
            userMessageOf: (error) => (error instanceof ScanFailure ? error.message : null),
          },
        );
        if (result.status === 'completed') deps.events?.completed(result.scanId);
        else deps.events?.failed(result.scanId);
        return result.status === 'completed'
          ? { status: 'completed', scanId: result.scanId }
          : {
              status: 'failed',
              scanId: result.scanId,
              message: result.message ?? SCAN_MESSAGES.interrupted,
            };
      } catch (error) {
        // Creating or failing the scan row itself failed (a full device, a closed database).
        return { status: 'failed', scanId: null, message: storageErrorMessage(error) };
      } finally {
        deps.progress.set(userId, null);
      }
    },
  );
  return outcome ?? { status: 'refused', message: SCAN_MESSAGES.busy };
}

/**
 * Marks the user's scans that were cut off (tab closed or reloaded mid-scan) as failed, so the
 * button is never disabled by a scan that will not finish. A scan is running when some tab holds
 * the user's scan lock; when the browser cannot tell, only scans started after this page loaded
 * or running in this tab count as running.
 */
export async function recoverInterruptedScans(
  deps: Pick<ScanFlowDeps, 'db' | 'locks' | 'progress'>,
  userId: string,
  pageLoadedAt: Date,
): Promise<number> {
  const scanning = (await listScans(deps.db, userId, 20)).filter(
    (s) => s.scanStatus === 'scanning',
  );
  if (scanning.length === 0) return 0;
  const held = await deps.locks.held();
  let recovered = 0;
  for (const scan of scanning) {
    const running = held
      ? held.has(lockName(userId))
      : deps.progress.getSnapshot().has(userId) || scan.createdAt >= pageLoadedAt.toISOString();
    if (running) continue;
    await failScan(deps.db, scan.id, SCAN_MESSAGES.interrupted);
    recovered++;
  }
  return recovered;
}
