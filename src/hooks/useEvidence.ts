// A finding's evidence, live from the device's local-only table ([] when this device has none,
// e.g. a scan pulled from another device; undefined while loading). Never logged, never synced.
// A list asks once for all its findings (useEvidencePlatforms): one live query per finding card
// made a report of 10,000 findings open 10,000 subscriptions.
import { useLiveQuery } from 'dexie-react-hooks';
import type { FindingEvidenceItem } from '../analysis/instant/instantFacts.ts';
import { db } from '../db/database.ts';
import { evidenceItems, evidencePlatformsOf } from '../db/repos/scanInputs.ts';

export function useEvidence(findingId: string): FindingEvidenceItem[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.findingEvidence.where('findingId').equals(findingId).toArray();
    return rows.flatMap((row) => evidenceItems(row.items));
  }, [findingId]);
}

/**
 * The platforms whose evidence each of `findingIds` rests on, in one live query for the whole list
 * (undefined while loading; a finding with no evidence on this device is absent from the map).
 */
export function useEvidencePlatforms(
  findingIds: readonly string[],
): ReadonlyMap<string, string[]> | undefined {
  const key = findingIds.join('\n');
  return useLiveQuery(() => evidencePlatformsOf(db, key === '' ? [] : key.split('\n')), [key]);
}
