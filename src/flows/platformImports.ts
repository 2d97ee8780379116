// The app's import flow, wired: the device database, a worker per import, Web Locks, one progress
// store shared by every view of this tab, and the cancel switch of each import this tab runs.
// Views call these; see importFlow.ts for the rules the flow keeps.
import { onSignOut } from '../auth/index.ts';
import { db } from '../db/database.ts';
import { disconnectPlatform as deleteImportedPlatform } from '../db/repos/imports.ts';
import type { PlatformId } from '../shared/tables.ts';
import {
  ImportProgressStore,
  importPlatformExport,
  recoverInterruptedImports,
  type ImportOutcome,
  type ImportRequest,
  type PickedFile,
} from './importFlow.ts';
import { runImportInWorker } from './importInWorker.ts';
import { appUserLocks } from './userLocks.ts';

const PAGE_LOADED_AT = new Date();

export const importProgress = new ImportProgressStore();
const locks = appUserLocks();
/** The running imports of this tab, by ImportProgressStore.key, for "Cancel import". */
const running = new Map<string, AbortController>();

/** Imports the picked export for the user; a sign-out meanwhile drops the result. */
export async function connectPlatform(
  userId: string,
  platform: PlatformId,
  files: PickedFile[],
  confirmReplace?: ImportRequest['confirmReplace'],
): Promise<ImportOutcome> {
  let signedOut = false;
  const stopListening = onSignOut((id) => {
    if (id === userId) signedOut = true;
  });
  const key = ImportProgressStore.key(userId, platform);
  const cancel = new AbortController();
  // The flow's lock refuses a second import of the same platform, so one controller per key.
  if (!running.has(key)) running.set(key, cancel);
  try {
    return await importPlatformExport(
      {
        db,
        locks,
        progress: importProgress,
        stillSignedIn: () => !signedOut,
        run: runImportInWorker,
      },
      { userId, platform, files, signal: cancel.signal, confirmReplace },
    );
  } finally {
    stopListening();
    if (running.get(key) === cancel) running.delete(key);
  }
}

/** "Cancel import": stops the user's running import of the platform in this tab, if any. */
export function cancelImport(userId: string, platform: PlatformId): void {
  running.get(ImportProgressStore.key(userId, platform))?.abort();
}

export function recoverImports(userId: string): Promise<void> {
  return recoverInterruptedImports({ db, locks, progress: importProgress }, userId, PAGE_LOADED_AT);
}

/** "Disconnect": deletes the platform's imported data and its record on this device. */
export function disconnectPlatform(userId: string, platform: PlatformId): Promise<void> {
  return deleteImportedPlatform(db, userId, platform);
}
