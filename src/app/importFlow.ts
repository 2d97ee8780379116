// "Connect" = import a platform's data export on this device: record the import as 'importing',
// parse the picked archive or folder in the analysis worker (live progress kept in memory, not in
// the database), then store the dataset and a 'ready' record — or a 'failed' record with the
// engine's message. Invariants a change must keep:
// - Nothing leaves the device: the files go to the worker, the dataset to IndexedDB.
// - A failed or interrupted import stores no dataset, and never removes data a platform already
//   had: importing over a connected platform replaces it only when the new import succeeds.
// - An import never stays 'importing' after it ended, even when the tab was closed mid-import:
//   the import holds a Web Lock, and a record whose lock nobody holds is marked interrupted.
// - One import per user and platform at a time, across tabs.
import type { ImportExportRequest } from '../analysis/handlers.ts';
import type { ImportProgress, ImportResult } from '../analysis/imports/importExport.ts';
import {
  disconnectPlatform,
  listImports,
  saveImport,
  saveImportedDataset,
} from '../db/repos/imports.ts';
import type { FootprintDatabase, ImportRecord } from '../db/schema.ts';
import { storageErrorMessage } from '../db/storageErrors.ts';
import type { PlatformId } from '../shared/tables.ts';
import type { UserLocks } from './userLocks.ts';

export type PickedFile = ImportExportRequest['files'][number];

/** Runs the engine (the worker in the app, the engine in-process in tests). */
export type RunImport = (
  request: ImportExportRequest,
  onProgress: (progress: ImportProgress) => void,
) => Promise<ImportResult>;

export type ImportOutcome =
  | { status: 'ready'; record: ImportRecord }
  /** `keptPrevious`: the platform was connected before and keeps its earlier data. */
  | { status: 'failed'; message: string; keptPrevious: boolean }
  /** Another tab is importing this platform's export right now; nothing was changed. */
  | { status: 'busy'; message: string };

export const IMPORT_MESSAGES = {
  busy: 'This platform’s export is already being imported in another tab. Wait for it to finish.',
  interrupted:
    'The import was interrupted before it finished (the page was closed or reloaded). Nothing was stored; choose the export again.',
  unexpected:
    'The import stopped unexpectedly and nothing was stored. Try again; if it fails again, unpack the archive and choose the folder instead.',
  signedOut: 'You signed out before the import finished, so nothing was stored.',
} as const;

/** Names of the User Timing measures of the last successful import (engine in the worker; save). */
export const IMPORT_MEASURES = {
  engine: 'footprint:import:engine',
  save: 'footprint:import:save',
} as const;

/** What an import in progress shows; `total` is null until the engine knows the size. */
export interface LiveImport {
  done: number;
  total: number | null;
  stage: string;
}

/** In-memory progress of this tab's imports (per user and platform), for useSyncExternalStore. */
export class ImportProgressStore {
  private snapshot: ReadonlyMap<string, LiveImport> = new Map();
  private readonly listeners = new Set<() => void>();

  static key(userId: string, platform: PlatformId): string {
    return `${userId}/${platform}`;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ReadonlyMap<string, LiveImport> => this.snapshot;

  set(key: string, value: LiveImport | null): void {
    const next = new Map(this.snapshot);
    if (value) next.set(key, value);
    else next.delete(key);
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

export interface ImportFlowDeps {
  db: FootprintDatabase;
  run: RunImport;
  locks: UserLocks;
  progress: ImportProgressStore;
  now?: () => Date;
  /** False once the user signed out (their local data was cleared): the result is dropped. */
  stillSignedIn?: () => boolean;
}

export interface ImportRequest {
  userId: string;
  platform: PlatformId;
  files: PickedFile[];
}

function lockName(userId: string, platform: PlatformId): string {
  return `footprint-import/${userId}/${platform}`;
}

/** The name the card shows while importing: the archive, the picked folder, or "N files". */
export function describePicked(files: readonly PickedFile[]): string {
  const first = files[0];
  if (!first) return 'no files';
  const folder = first.relativePath?.split('/')[0];
  if (folder && first.relativePath !== first.name) return folder;
  return files.length === 1 ? first.name : `${files.length} files`;
}

/** The message the user sees for an import that threw: the engine's own, or a safe generic one. */
export function importErrorMessage(error: unknown): string {
  if (error instanceof Error && error.name === 'ImportFailure') return error.message;
  if (
    error instanceof Error &&
    /Dexie|IndexedDB|Quota|DatabaseClosed|InvalidState/i.test(`${error.name} ${error.message}`)
  ) {
    return storageErrorMessage(error);
  }
  // Other messages may quote file contents (a parser's error text), so they are not shown.
  return IMPORT_MESSAGES.unexpected;
}

export async function importPlatformExport(
  deps: ImportFlowDeps,
  { userId, platform, files }: ImportRequest,
): Promise<ImportOutcome> {
  const now = deps.now ?? (() => new Date());
  const key = ImportProgressStore.key(userId, platform);
  const outcome = await deps.locks.tryWithLock(lockName(userId, platform), async () => {
    const existing = (await listImports(deps.db, userId)).find((r) => r.platform === platform);
    const connected = existing?.status === 'ready' ? existing : null;
    const fileName = describePicked(files);
    const started: ImportRecord = {
      userId,
      platform,
      status: 'importing',
      fileName,
      exportDate: null,
      stats: {},
      errors: [],
      importedAt: now().toISOString(),
    };
    deps.progress.set(key, { done: 0, total: null, stage: 'starting' });
    try {
      // A connected platform keeps its record and data until the new import has succeeded.
      if (!connected) await saveImport(deps.db, started);
      const runStarted = performance.now();
      const result = await deps.run({ files, expectedPlatform: platform }, (p) =>
        deps.progress.set(key, {
          done: p.done,
          total: p.total > 0 ? p.total : null,
          stage: p.stage,
        }),
      );
      if (deps.stillSignedIn && !deps.stillSignedIn()) {
        await disconnectPlatform(deps.db, userId, platform);
        return {
          status: 'failed',
          message: IMPORT_MESSAGES.signedOut,
          keptPrevious: false,
        } as const;
      }
      const record: ImportRecord = {
        userId,
        platform,
        status: 'ready',
        fileName: result.sourceName || fileName,
        exportDate: result.exportDate,
        stats: result.counts,
        errors: result.errors.map((problem) => `${problem.file}: ${problem.message}`),
        importedAt: now().toISOString(),
      };
      const saveStarted = performance.now();
      await saveImportedDataset(deps.db, record, result.dataset, now());
      // User Timing entries: shown in DevTools' Performance panel, read by the browser benchmark.
      performance.measure(IMPORT_MEASURES.engine, { start: runStarted, end: saveStarted });
      performance.measure(IMPORT_MEASURES.save, { start: saveStarted });
      return { status: 'ready', record } as const;
    } catch (error) {
      const message = importErrorMessage(error);
      if (!connected && (!deps.stillSignedIn || deps.stillSignedIn())) {
        await saveImport(deps.db, {
          ...started,
          status: 'failed',
          failureMessage: message,
        }).catch(() => undefined); // A full device may refuse this too; the toast still says why.
      }
      return { status: 'failed', message, keptPrevious: connected !== null } as const;
    } finally {
      deps.progress.set(key, null);
    }
  });
  return outcome ?? { status: 'busy', message: IMPORT_MESSAGES.busy };
}

/**
 * Marks imports that were cut off (tab closed or reloaded mid-import) as failed, so the card
 * never shows a progress bar that will not move. An import is running when some tab holds its
 * lock; when the browser cannot tell, an import counts as running only in this tab or when it
 * started after this page loaded.
 */
export async function recoverInterruptedImports(
  deps: Pick<ImportFlowDeps, 'db' | 'locks' | 'progress'>,
  userId: string,
  pageLoadedAt: Date,
): Promise<void> {
  const records = await listImports(deps.db, userId);
  const importing = records.filter((r) => r.status === 'importing');
  if (importing.length === 0) return;
  const held = await deps.locks.held();
  const live = deps.progress.getSnapshot();
  for (const record of importing) {
    const running = held
      ? held.has(lockName(userId, record.platform))
      : live.has(ImportProgressStore.key(userId, record.platform)) ||
        record.importedAt >= pageLoadedAt.toISOString();
    if (running) continue;
    await saveImport(deps.db, {
      ...record,
      status: 'failed',
      failureMessage: IMPORT_MESSAGES.interrupted,
    });
  }
}
