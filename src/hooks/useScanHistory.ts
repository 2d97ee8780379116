// The signed-in user's scans, newest first, live from the device (undefined while loading), and
// deleting one from the history (through the repository and the outbox).
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/database.ts';
import { listScans } from '../db/repos/scanInputs.ts';
import { scanRealtime } from '../flows/pageRealtime.ts';
import { deleteScan } from '../db/repos/scans.ts';
import { useSyncEngine } from './syncEngineContext.ts';
import type { LocalScan } from '../db/schema.ts';

/** How many past scans the history lists and charts. */
export const SCAN_HISTORY_LIMIT = 50;

export function useScanHistory(userId: string | null): LocalScan[] | undefined {
  return useLiveQuery(
    async () => (userId ? listScans(db, userId, SCAN_HISTORY_LIMIT) : []),
    [userId],
  );
}

/** Deletes a scan with its findings here, and queues the delete for the server and other devices. */
export function useDeleteScan(): (scanId: string) => Promise<void> {
  const engine = useSyncEngine();
  return async (scanId) => {
    await deleteScan(db, scanId);
    engine?.onLocalWrite();
    scanRealtime.deleted(scanId);
  };
}
