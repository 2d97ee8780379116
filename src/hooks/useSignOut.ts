// What Sign Out needs to ask before it runs: the user's writes not yet on their account, the
// exports imported on this device, and whether a sync can be tried now. Live, so "Sync now" is
// seen emptying the queue while the dialog is open.
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { importProgress } from '../flows/platformImports.ts';
import { ImportProgressStore } from '../flows/importFlow.ts';
import { db } from '../db/database.ts';
import { hasPendingWork, summarizePendingWork, type PendingWork } from '../db/repos/outbox.ts';
import { PLATFORMS } from '../shared/platforms.ts';
import { useImports } from './useImports.ts';
import { useOnline } from './useOnline.ts';
import { useSyncActions } from './useSyncActions.ts';

export interface SignOutQuestions {
  /** Undefined while loading. */
  work: PendingWork | undefined;
  /** Names of the platforms whose exports are on this device (any status). */
  importedPlatforms: string[];
  /** Names of the platforms whose import this tab is running now (sign-out drops it). */
  importing: string[];
  online: boolean;
  syncNow(): void;
  /** Whether signing out would delete something the person may want: then ask first. */
  mustAsk: boolean;
}

export function useSignOut(userId: string | null): SignOutQuestions {
  const work = useLiveQuery(
    async () => (userId ? summarizePendingWork(db, userId) : undefined),
    [userId],
  );
  const imports = useImports(userId);
  const online = useOnline();
  const { syncNow } = useSyncActions();
  const importedPlatforms = PLATFORMS.filter((platform) => imports?.[platform.id]).map(
    (platform) => platform.name,
  );
  const running = useSyncExternalStore(importProgress.subscribe, importProgress.getSnapshot);
  const importing = userId
    ? PLATFORMS.filter((platform) => running.has(ImportProgressStore.key(userId, platform.id))).map(
        (platform) => platform.name,
      )
    : [];
  return {
    work,
    importedPlatforms,
    importing,
    online,
    syncNow,
    // Still loading counts as "ask": signing out must never skip the question for lack of data.
    mustAsk:
      work === undefined ||
      imports === undefined ||
      hasPendingWork(work) ||
      importedPlatforms.length > 0 ||
      importing.length > 0,
  };
}
