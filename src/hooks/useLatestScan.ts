// The signed-in user's newest scan, live from the device's database (null when there is none,
// undefined while loading). Rows are normalised on read.
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/database.ts';
import { normalizeLocalScan } from '../db/normalize.ts';
import type { LocalScan } from '../db/schema.ts';

export function useLatestScan(userId: string | null): LocalScan | null | undefined {
  return useLiveQuery(async () => {
    if (!userId) return null;
    const newest = await db.footprintScans
      .where('[userId+createdAt]')
      .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
      .last();
    return newest ? normalizeLocalScan(newest) : null;
  }, [userId]);
}
