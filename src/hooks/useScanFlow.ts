// Runs a scan on the device for the signed-in user (see db/repos/scanFlow.ts), then asks the sync
// engine to push it and pull the latest scan, as the spec's "after a scan" load does.
import { db } from '../db/database.ts';
import { runScanFlow, type ScanOutcome } from '../db/repos/scanFlow.ts';
import type { LocalScan } from '../db/schema.ts';
import { useSyncEngine } from './syncEngineContext.ts';

export function useScanFlow(userId: string | null) {
  const engine = useSyncEngine();
  return async (analyze: (scan: LocalScan) => Promise<ScanOutcome>) => {
    if (!userId) throw new Error('A scan needs a signed-in user.');
    const result = await runScanFlow(db, userId, analyze);
    void engine?.requestPull();
    return result;
  };
}
