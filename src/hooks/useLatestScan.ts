// The signed-in user's newest scan, live from the device's database (null when there is none,
// undefined while loading).
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/database.ts';
import type { FootprintScan } from '../shared/tables.ts';

export function useLatestScan(userId: string | null): FootprintScan | null | undefined {
  return useLiveQuery(async () => {
    if (!userId) return null;
    const newest = await db.footprintScans
      .where('[userId+createdAt]')
      .between([userId, CREATED_AT_MIN], [userId, CREATED_AT_MAX])
      .last();
    return newest ?? null;
  }, [userId]);
}

// Compound-index bounds: every createdAt string sorts between these two.
const CREATED_AT_MIN = '';
const CREATED_AT_MAX = '\uffff';
