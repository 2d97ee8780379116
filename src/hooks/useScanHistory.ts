// The signed-in user's scans, newest first, live from the device (undefined while loading).
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/database.ts';
import { listScans } from '../db/repos/scanInputs.ts';
import type { LocalScan } from '../db/schema.ts';

/** How many past scans the history lists and charts. */
export const SCAN_HISTORY_LIMIT = 50;

export function useScanHistory(userId: string | null): LocalScan[] | undefined {
  return useLiveQuery(
    async () => (userId ? listScans(db, userId, SCAN_HISTORY_LIMIT) : []),
    [userId],
  );
}
