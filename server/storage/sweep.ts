// Removes stored bytes that no file row points to any more: the files of a deleted account (its
// rows go with the user), and objects whose deletion failed while the bucket was down. Runs in
// every instance now and then; two sweeps at once are harmless, since deleting is idempotent.
// Invariant: an object younger than the grace period is never touched, so an upload still under
// way (its row is written only after its last byte) cannot lose its bytes.
import type { Database } from '../db/database.ts';
import type { ObjectStore } from './objectStore.ts';

/** Longer than any upload can take: 50 MB at a very slow 10 KB/s is under 1.5 hours. */
export const SWEEP_GRACE_MS = 24 * 3600_000;
export const SWEEP_EVERY_MS = 6 * 3600_000;
/** Keys looked up in one query. */
const BATCH = 500;

export interface SweepResult {
  /** Objects old enough to be looked at. */
  checked: number;
  removed: number;
}

export async function sweepUnreferencedObjects(options: {
  db: Database;
  store: ObjectStore;
  projects: readonly string[];
  now?: Date;
  graceMs?: number;
}): Promise<SweepResult> {
  const { db, store } = options;
  const cutoff = (options.now ?? new Date()).getTime() - (options.graceMs ?? SWEEP_GRACE_MS);
  const result: SweepResult = { checked: 0, removed: 0 };

  async function settle(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    const { rows } = await db.query<{ object_key: string }>(
      'SELECT object_key FROM storage_objects WHERE object_key = ANY($1::text[])',
      [keys],
    );
    const referenced = new Set(rows.map((row) => row.object_key));
    for (const key of keys) {
      if (referenced.has(key)) continue;
      await store.remove(key);
      result.removed += 1;
    }
  }

  for (const project of options.projects) {
    let batch: string[] = [];
    for await (const object of store.list(project)) {
      if (object.modifiedAt.getTime() > cutoff) continue;
      result.checked += 1;
      batch.push(object.key);
      if (batch.length >= BATCH) {
        await settle(batch);
        batch = [];
      }
    }
    await settle(batch);
  }
  return result;
}
