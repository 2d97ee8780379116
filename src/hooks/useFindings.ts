// A scan's findings, newest first, live from the device's database. Rows are normalised on read.
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/database.ts';
import { normalizeLocalFinding } from '../db/normalize.ts';
import type { LocalFinding } from '../db/schema.ts';

export function useFindings(scanId: string | null | undefined): LocalFinding[] | undefined {
  return useLiveQuery(async () => {
    if (!scanId) return [];
    const rows = await db.riskFindings
      .where('[scanId+createdAt]')
      .between([scanId, Dexie.minKey], [scanId, Dexie.maxKey])
      .reverse()
      .toArray();
    return rows.flatMap((row) => normalizeLocalFinding(row) ?? []);
  }, [scanId]);
}
