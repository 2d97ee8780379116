// The signed-in user's platform imports, live from the device database (one record per platform;
// undefined while loading), the platforms among them that are connected (what a scan reads), and
// this tab's progress for the imports it is running. The one hook for platform connections.
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { importProgress } from '../flows/platformImports.ts';
import type { LiveImport } from '../flows/importFlow.ts';
import { ImportProgressStore } from '../flows/importFlow.ts';
import { db } from '../db/database.ts';
import { listImports } from '../db/repos/imports.ts';
import type { ImportRecord } from '../db/schema.ts';
import type { PlatformId } from '../shared/tables.ts';

export type { ImportRecord };

export type ImportsByPlatform = Partial<Record<PlatformId, ImportRecord>>;

export function useImports(userId: string | null): ImportsByPlatform | undefined {
  return useLiveQuery(async () => {
    if (!userId) return {};
    const records = await listImports(db, userId);
    return Object.fromEntries(records.map((r) => [r.platform, r])) as ImportsByPlatform;
  }, [userId]);
}

/**
 * The platforms whose export is imported and ready (in the database's order): the ones a scan
 * reads. Undefined while loading.
 */
export function connectedPlatformsOf(
  imports: ImportsByPlatform | undefined,
): PlatformId[] | undefined {
  if (!imports) return undefined;
  return Object.values(imports).flatMap((record) =>
    record?.status === 'ready' ? [record.platform] : [],
  );
}

/** Progress of an import this tab is running for the user and platform, or null. */
export function useImportProgress(userId: string | null, platform: PlatformId): LiveImport | null {
  // Selecting this platform's entry (unchanged entries keep their identity) re-renders one row.
  const key = userId ? ImportProgressStore.key(userId, platform) : null;
  return useSyncExternalStore(importProgress.subscribe, () =>
    key ? (importProgress.getSnapshot().get(key) ?? null) : null,
  );
}
