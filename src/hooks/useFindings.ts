// A scan's findings, newest first, live from the device's database.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/database.ts';
import type { RiskFinding } from '../shared/tables.ts';

export function useFindings(scanId: string | null | undefined): RiskFinding[] | undefined {
  return useLiveQuery(async () => {
    if (!scanId) return [];
    const rows = await db.riskFindings
      .where('[scanId+createdAt]')
      .between([scanId, ''], [scanId, '\uffff'])
      .reverse()
      .toArray();
    return rows;
  }, [scanId]);
}
