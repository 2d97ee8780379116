// A finding's evidence, live from the device's local-only table ([] when this device has none,
// e.g. a scan pulled from another device; undefined while loading). Never logged, never synced.
import { useLiveQuery } from 'dexie-react-hooks';
import type { FindingEvidenceItem } from '../analysis/instant/instantFacts.ts';
import { db } from '../db/database.ts';
import { evidenceItems } from '../db/repos/scanInputs.ts';

export function useEvidence(findingId: string | null): FindingEvidenceItem[] | undefined {
  return useLiveQuery(async () => {
    if (!findingId) return [];
    const rows = await db.findingEvidence.where('findingId').equals(findingId).toArray();
    return rows.flatMap((row) => evidenceItems(row.items));
  }, [findingId]);
}
