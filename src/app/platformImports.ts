// The app's import flow, wired: the device database, the analysis worker, Web Locks and one
// progress store shared by every view of this tab. Views call these; see importFlow.ts for the
// rules the flow keeps.
import { runAnalysis } from '../analysis/api.ts';
import { onSignOut } from '../auth/index.ts';
import { db } from '../db/database.ts';
import { disconnectPlatform as deleteImportedPlatform } from '../db/repos/imports.ts';
import type { PlatformId } from '../shared/tables.ts';
import {
  ImportProgressStore,
  importPlatformExport,
  recoverInterruptedImports,
  type ImportOutcome,
  type PickedFile,
} from './importFlow.ts';
import { appUserLocks } from './userLocks.ts';

const PAGE_LOADED_AT = new Date();

export const importProgress = new ImportProgressStore();
const locks = appUserLocks();

/** Imports the picked export for the user; a sign-out meanwhile drops the result. */
export async function connectPlatform(
  userId: string,
  platform: PlatformId,
  files: PickedFile[],
): Promise<ImportOutcome> {
  let signedOut = false;
  const stopListening = onSignOut((id) => {
    if (id === userId) signedOut = true;
  });
  try {
    return await importPlatformExport(
      {
        db,
        locks,
        progress: importProgress,
        stillSignedIn: () => !signedOut,
        run: (request, onProgress) =>
          runAnalysis('import.export', request, {
            onProgress: ({ done, total, stage }) =>
              onProgress({ done: done ?? 0, total: total ?? 0, stage: stage ?? 'reading' }),
          }),
      },
      { userId, platform, files },
    );
  } finally {
    stopListening();
  }
}

export function recoverImports(userId: string): Promise<void> {
  return recoverInterruptedImports({ db, locks, progress: importProgress }, userId, PAGE_LOADED_AT);
}

/** "Disconnect": deletes the platform's imported data and its record on this device. */
export function disconnectPlatform(userId: string, platform: PlatformId): Promise<void> {
  return deleteImportedPlatform(db, userId, platform);
}
