// "Connect" = import a platform's data export on this device: record the import as 'importing',
// parse the picked archive or folder in a worker (live progress kept in memory, not in the
// database), then have the worker store the dataset with a 'ready' record — or record 'failed'
// with the engine's message. The dataset never comes back to this thread: handing 100,000 posts
// across and into IndexedDB here froze the page for about 0.3 s. Invariants a change must keep:
// - Nothing leaves the device: the files go to the worker, the dataset to IndexedDB.
// - A failed, canceled or interrupted import stores no dataset, and never removes data a platform
//   already had: importing over a connected platform replaces it only when the new import succeeds.
// - A canceled import leaves the platform's record as it was before (none: "Not connected").
// - An import never stays 'importing' after it ended, even when the tab was closed mid-import:
//   the import holds a Web Lock, and a record whose lock nobody holds is marked interrupted.
// - One import per user and platform at a time, across tabs.
import { replacementQuestion, type ReplacementQuestion } from '../analysis/imports/replacement.ts';
import type { ImportExportRequest } from '../analysis/imports/picked.ts';
import type { ImportProgress, ImportResult } from '../analysis/imports/importExport.ts';
import { disconnectPlatform, listImports, restoreImport, saveImport } from '../db/repos/imports.ts';
import type { FootprintDatabase, ImportRecord } from '../db/schema.ts';
import { storageErrorMessage } from '../db/storageErrors.ts';
import type { PlatformId } from '../shared/tables.ts';
import type { UserLocks } from './userLocks.ts';

export type PickedFile = ImportExportRequest['files'][number];

/** What the engine found in an export: everything but the dataset, which stays where it was parsed. */
export type ImportSummary = Omit<ImportResult, 'dataset'>;

/** An export the engine parsed, held where it was parsed until it is stored or released. */
export interface ParsedExport {
  summary: ImportSummary;
  /**
   * Stores `record` with the parsed dataset in one transaction (db/repos saveImportedDataset).
   * Rejects, having stored nothing, when `signal` fires before the writes are done.
   */
  save(record: ImportRecord, now: Date, signal: AbortSignal): Promise<void>;
  /** Frees the parsed dataset and whatever held it; safe to call more than once. */
  release(): void;
}

/**
 * Parses the picked files (in a worker in the app, in-process in tests). When `signal` fires the
 * parse should stop at once; the flow stops waiting for it either way.
 */
export type RunImport = (
  request: ImportExportRequest,
  onProgress: (progress: ImportProgress) => void,
  signal: AbortSignal,
) => Promise<ParsedExport>;

export type ImportOutcome =
  | { status: 'ready'; record: ImportRecord }
  /** `keptPrevious`: the platform was connected before and keeps its earlier data. */
  | { status: 'failed'; message: string; keptPrevious: boolean }
  /** The user canceled: nothing of this import was stored and the platform is as it was. */
  | { status: 'canceled'; message: string; keptPrevious: boolean }
  /** Another tab is importing this platform's export right now; nothing was changed. */
  | { status: 'busy'; message: string }
  /** Asked whether an older or another account's export should replace theirs, they said no. */
  | { status: 'kept'; message: string };

export const IMPORT_MESSAGES = {
  busy: 'This platform’s export is already being imported in another tab. Wait for it to finish.',
  interrupted:
    'The import was interrupted before it finished (the page was closed or reloaded). Nothing was stored; choose the export again.',
  unexpected:
    'The import stopped unexpectedly and nothing was stored. Try again; if it fails again, unpack the archive and choose the folder instead.',
  signedOut: 'You signed out before the import finished, so nothing was stored.',
  canceled: 'Import canceled. Nothing from it was stored.',
  kept: 'Kept the export already on this device. Nothing from the new one was stored.',
} as const;

/** Names of the User Timing measures of the last successful import (engine in the worker; save). */
export const IMPORT_MEASURES = {
  engine: 'footprint:import:engine',
  save: 'footprint:import:save',
} as const;

/**
 * What an import in progress shows; `total` is null until the engine knows the size. `stage` is
 * the engine's ('starting', 'reading', 'done'), then 'saving', or 'canceling' once canceled.
 */
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
  /** "Cancel import": stops the parse or the save, and the import stores nothing. */
  signal?: AbortSignal;
  /**
   * Asked before an export replaces the connected one when it is older or of another account
   * (replacement.ts words the question); false keeps the connected one. Absent: replace.
   */
  confirmReplace?: (question: ReplacementQuestion) => Promise<boolean>;
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
  { userId, platform, files, signal = new AbortController().signal, confirmReplace }: ImportRequest,
): Promise<ImportOutcome> {
  const now = deps.now ?? (() => new Date());
  const key = ImportProgressStore.key(userId, platform);
  const signedIn = () => !deps.stillSignedIn || deps.stillSignedIn();
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
    let live: LiveImport = { done: 0, total: null, stage: 'starting' };
    let ended = false;
    const show = (next: LiveImport) => {
      // A late progress message must not bring back the bar of an import that ended.
      if (ended) return;
      live = next;
      deps.progress.set(key, live);
    };
    const showCanceling = () => show({ ...live, stage: 'canceling' });
    signal.addEventListener('abort', showCanceling, { once: true });
    show(live);
    let parsed: ParsedExport | null = null;
    try {
      signal.throwIfAborted();
      // A connected platform keeps its record and data until the new import has succeeded.
      if (!connected) await saveImport(deps.db, started);
      const runStarted = performance.now();
      parsed = await untilAborted(
        deps.run(
          { files, expectedPlatform: platform },
          (p) => {
            if (!signal.aborted)
              show({ done: p.done, total: p.total > 0 ? p.total : null, stage: p.stage });
          },
          signal,
        ),
        signal,
      );
      if (!signedIn()) return await droppedAfterSignOut(deps.db, userId, platform);
      const { summary } = parsed;
      const question = connected ? replacementQuestion(platform, connected, summary) : null;
      if (question && confirmReplace && !(await confirmReplace(question))) {
        signal.throwIfAborted();
        return { status: 'kept', message: IMPORT_MESSAGES.kept } as const;
      }
      const record: ImportRecord = {
        userId,
        platform,
        status: 'ready',
        fileName: summary.sourceName || fileName,
        exportDate: summary.exportDate,
        account: summary.account,
        stats: summary.counts,
        errors: summary.errors.map((problem) => `${problem.file}: ${problem.message}`),
        unreadFiles: summary.unreadFiles,
        importedAt: now().toISOString(),
      };
      show({ ...live, stage: 'saving' });
      const saveStarted = performance.now();
      await parsed.save(record, now(), signal);
      // A sign-out during the save cleared the user's data before it, or clears it after.
      if (!signedIn()) return await droppedAfterSignOut(deps.db, userId, platform);
      // User Timing entries: shown in DevTools' Performance panel, read by the browser benchmark.
      performance.measure(IMPORT_MEASURES.engine, { start: runStarted, end: saveStarted });
      performance.measure(IMPORT_MEASURES.save, { start: saveStarted });
      return { status: 'ready', record } as const;
    } catch (error) {
      if (signal.aborted) {
        // Whatever the parse or the save was doing, it stored nothing: only 'importing' goes.
        if (!connected && signedIn()) {
          const previous = existing?.status === 'importing' ? undefined : existing;
          await restoreImport(deps.db, userId, platform, previous).catch(() => undefined);
        }
        return {
          status: 'canceled',
          message: IMPORT_MESSAGES.canceled,
          keptPrevious: connected !== null,
        } as const;
      }
      const message = importErrorMessage(error);
      if (!connected && signedIn()) {
        await saveImport(deps.db, {
          ...started,
          status: 'failed',
          failureMessage: message,
        }).catch(() => undefined); // A full device may refuse this too; the toast still says why.
      }
      return { status: 'failed', message, keptPrevious: connected !== null } as const;
    } finally {
      ended = true;
      signal.removeEventListener('abort', showCanceling);
      parsed?.release();
      deps.progress.set(key, null);
    }
  });
  return outcome ?? { status: 'busy', message: IMPORT_MESSAGES.busy };
}

/** After a sign-out the user's local data is gone; an import that ends then keeps nothing. */
async function droppedAfterSignOut(
  db: FootprintDatabase,
  userId: string,
  platform: PlatformId,
): Promise<ImportOutcome> {
  await disconnectPlatform(db, userId, platform);
  return { status: 'failed', message: IMPORT_MESSAGES.signedOut, keptPrevious: false };
}

/**
 * The parse's result, or the abort's reason as soon as `signal` fires, so a cancel never waits
 * for a parser that does not stop; a parse that still finishes afterwards is released unused.
 */
function untilAborted(work: Promise<ParsedExport>, signal: AbortSignal): Promise<ParsedExport> {
  return new Promise<ParsedExport>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (parsed) => {
        signal.removeEventListener('abort', onAbort);
        if (signal.aborted) parsed.release();
        else resolve(parsed);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
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
