// Runs a scan on the device for the signed-in user (flows/scanFlow.ts: the worker's engine over the
// connected platforms' data), shows this tab's progress, and afterwards asks the sync engine to
// push the scan and pull the latest one, as the spec's "after a scan" load does. The scan's
// progress and end go to the user's other open devices (flows/scanRealtime.ts), whose own running
// scans show here too. On mount it marks scans cut off by a closed tab as failed, so the button is
// never stuck. A completed scan gets the optional AI summary when the server offers one.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  recoverInterruptedScans,
  startScan,
  type LiveScan,
  type ScanStartOutcome,
} from '../flows/scanFlow.ts';
import { scanRealtime } from '../flows/pageRealtime.ts';
import type { RemoteScan } from '../flows/scanRealtime.ts';
import {
  PAGE_LOADED_AT,
  runScanInWorker,
  scanLocks,
  scanProgress,
  summarizeScan,
} from '../flows/scanRunner.ts';
import { db } from '../db/database.ts';
import { useSyncEngine } from './syncEngineContext.ts';

export interface ScanFlow {
  start(): Promise<ScanStartOutcome>;
  /** This tab's running scan, or null. */
  progress: LiveScan | null;
  /** A scan of this user running on another device or tab (from its realtime events), or null. */
  elsewhere: RemoteScan | null;
}

export function useScanFlow(userId: string | null): ScanFlow {
  const engine = useSyncEngine();
  const all = useSyncExternalStore(scanProgress.subscribe, scanProgress.getSnapshot);
  useEffect(() => {
    if (!userId) return;
    void recoverInterruptedScans(
      { db, locks: scanLocks, progress: scanProgress },
      userId,
      PAGE_LOADED_AT,
    ).catch(() => undefined); // A closed database is reported by the next write the user makes.
  }, [userId]);
  const start = useCallback(async () => {
    const outcome = await startScan(
      { db, run: runScanInWorker, locks: scanLocks, progress: scanProgress, events: scanRealtime },
      userId,
    );
    if (outcome.status !== 'refused') void engine?.requestPull();
    // Optional, and never waited for: the report is complete without it.
    // Once stored (and pushed), the other devices are told again, so they pull the summary too.
    if (outcome.status === 'completed')
      void summarizeScan(outcome.scanId).then((result) => {
        if (result === 'stored') scanRealtime.completed(outcome.scanId);
      });
    return outcome;
  }, [engine, userId]);
  const elsewhere = useSyncExternalStore(scanRealtime.subscribe, scanRealtime.getSnapshot);
  return {
    start,
    progress: userId ? (all.get(userId) ?? null) : null,
    elsewhere: userId ? elsewhere : null,
  };
}
