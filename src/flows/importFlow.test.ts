// The Connect flow with the real import engine in-process (what the import worker runs) over a fresh
// device database: what the card shows comes from the records this flow writes. The parsed export
// is stored through the same repository function the import worker calls.
import { afterEach, describe, expect, it } from 'vitest';
import { instagram2024, xGeotagged } from '../analysis/imports/testing/fixtures.ts';
import { zipBytes, type FileTree } from '../analysis/imports/testing/nodeFiles.ts';
import type { ImportResult } from '../analysis/imports/importExport.ts';
import { importPickedExport } from '../analysis/imports/picked.ts';
import { listImports, readImportedData, saveImportedDataset } from '../db/repos/imports.ts';
import type { FootprintDatabase, ImportRecord } from '../db/schema.ts';
import { OTHER_USER_ID, TEST_USER_ID } from '../test/factories.ts';
import { newTestDatabase } from '../test/testDatabase.ts';
import {
  IMPORT_MESSAGES,
  ImportProgressStore,
  importPlatformExport,
  recoverInterruptedImports,
  type ImportFlowDeps,
  type LiveImport,
  type ParsedExport,
  type PickedFile,
  type RunImport,
} from './importFlow.ts';
import { memoryUserLocks, type UserLocks } from './userLocks.ts';

let db: FootprintDatabase;
afterEach(() => db?.close());

/** A parsed export held in memory, stored into this test's database when the flow says so. */
function held(result: ImportResult): ParsedExport {
  const { dataset, ...summary } = result;
  return {
    summary,
    save: (record, now, signal) => saveImportedDataset(db, record, dataset, now, signal),
    release: () => undefined,
  };
}

const parse = (...[request, onProgress]: Parameters<RunImport>): Promise<ImportResult> =>
  importPickedExport(request, onProgress);

const engine: RunImport = async (...args) => held(await parse(...args));

function zipFile(tree: FileTree, name: string): PickedFile[] {
  return [{ blob: new Blob([zipBytes(tree)]), name }];
}

function deps(overrides: Partial<ImportFlowDeps> = {}): ImportFlowDeps {
  db ??= newTestDatabase();
  return {
    db,
    run: engine,
    locks: memoryUserLocks(),
    progress: new ImportProgressStore(),
    now: () => new Date('2026-05-01T10:00:00.000Z'),
    ...overrides,
  };
}

async function recordOf(platform: ImportRecord['platform'], userId = TEST_USER_ID) {
  return (await listImports(db, userId)).find((r) => r.platform === platform);
}

describe('connecting a platform by importing its export', () => {
  it('stores the dataset and a connected record with the export date and counts', async () => {
    db = newTestDatabase();
    const outcome = await importPlatformExport(deps(), {
      userId: TEST_USER_ID,
      platform: 'x',
      files: zipFile(xGeotagged(), 'twitter-2026-03-07.zip'),
    });
    expect(outcome.status).toBe('ready');
    const record = await recordOf('x');
    expect(record).toMatchObject({
      status: 'ready',
      fileName: 'twitter-2026-03-07.zip',
      exportDate: '2026-03-07T10:00:00.000Z',
      errors: [],
    });
    expect(record?.stats).toMatchObject({ posts: 2, geotaggedPosts: 1 });
    const data = (await readImportedData(db, TEST_USER_ID, 'x')) as { posts: unknown[] };
    expect(data.posts).toHaveLength(2);
    expect(await recordOf('x', OTHER_USER_ID)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0); // the dataset never goes to the server
  });

  it('asks before an older export replaces the connected one, and keeps it when told to', async () => {
    db = newTestDatabase();
    const request = {
      userId: TEST_USER_ID,
      platform: 'x' as const,
      files: zipFile(xGeotagged(), 'twitter-2026-03-07.zip'),
    };
    await importPlatformExport(deps(), request);
    const older: RunImport = async (...args) =>
      held({ ...(await parse(...args)), exportDate: '2025-06-12T00:00:00.000Z' });
    const asked: string[] = [];
    const kept = await importPlatformExport(deps({ run: older }), {
      ...request,
      confirmReplace: async (question) => {
        asked.push(question.message);
        return false;
      },
    });
    expect(kept).toEqual({ status: 'kept', message: IMPORT_MESSAGES.kept });
    expect(asked).toEqual([
      'This X (Twitter) export is from 12 June 2025, older than the one on this device (7 March 2026). Replace the newer export with the older one?',
    ]);
    expect((await recordOf('x'))?.exportDate).toBe('2026-03-07T10:00:00.000Z');

    const replaced = await importPlatformExport(deps({ run: older }), {
      ...request,
      confirmReplace: async () => true,
    });
    expect(replaced.status).toBe('ready');
    expect((await recordOf('x'))?.exportDate).toBe('2025-06-12T00:00:00.000Z');
  });

  it('an export of another platform fails with the engine’s message and stores no data', async () => {
    db = newTestDatabase();
    const outcome = await importPlatformExport(deps(), {
      userId: TEST_USER_ID,
      platform: 'x',
      files: zipFile(instagram2024('canonical'), 'instagram-me.zip'),
    });
    const message =
      'This is an export from Instagram, not from X (Twitter). Import it as Instagram.';
    expect(outcome).toEqual({ status: 'failed', message, keptPrevious: false });
    expect(await recordOf('x')).toMatchObject({ status: 'failed', failureMessage: message });
    expect(await readImportedData(db, TEST_USER_ID, 'x')).toBeUndefined();
  });

  it('a file that is not an archive fails with the not-a-ZIP message', async () => {
    db = newTestDatabase();
    const outcome = await importPlatformExport(deps(), {
      userId: TEST_USER_ID,
      platform: 'google',
      files: [{ blob: new Blob(['just some text, not a zip']), name: 'takeout.zip' }],
    });
    expect(outcome.status).toBe('failed');
    expect(outcome.status === 'failed' && outcome.message).toMatch(/not a ZIP archive/);
    expect((await recordOf('google'))?.status).toBe('failed');
  });

  it('a failed import over a connected platform keeps the data it already had', async () => {
    db = newTestDatabase();
    const d = deps();
    await importPlatformExport(d, {
      userId: TEST_USER_ID,
      platform: 'x',
      files: zipFile(xGeotagged(), 'twitter.zip'),
    });
    const before = await recordOf('x');
    const outcome = await importPlatformExport(d, {
      userId: TEST_USER_ID,
      platform: 'x',
      files: zipFile(instagram2024('canonical'), 'instagram.zip'),
    });
    expect(outcome).toMatchObject({ status: 'failed', keptPrevious: true });
    expect(await recordOf('x')).toEqual(before);
    expect(
      ((await readImportedData(db, TEST_USER_ID, 'x')) as { posts: unknown[] }).posts,
    ).toHaveLength(2);
  });

  it('shows the engine’s progress while importing and clears it when done', async () => {
    db = newTestDatabase();
    const progress = new ImportProgressStore();
    const seen: (LiveImport | undefined)[] = [];
    progress.subscribe(() => seen.push(progress.getSnapshot().get(`${TEST_USER_ID}/x`)));
    const statusWhileRunning: string[] = [];
    const run: RunImport = async (request, onProgress, signal) => {
      statusWhileRunning.push((await recordOf('x'))?.status ?? 'none');
      return engine(request, onProgress, signal);
    };
    await importPlatformExport(deps({ progress, run }), {
      userId: TEST_USER_ID,
      platform: 'x',
      files: zipFile(xGeotagged(), 'twitter.zip'),
    });
    expect(statusWhileRunning).toEqual(['importing']);
    const reading = seen.filter((p) => p && p.stage === 'reading');
    expect(reading.length).toBeGreaterThan(0);
    expect(reading.at(-1)?.total).toBeGreaterThan(0);
    expect(seen.at(-1)).toBeUndefined();
  });

  it('an unexpected engine error shows a generic message, never the thrown text', async () => {
    db = newTestDatabase();
    const run: RunImport = async () => {
      throw new SyntaxError('Unexpected token in JSON at "my secret diary entry"');
    };
    const outcome = await importPlatformExport(deps({ run }), {
      userId: TEST_USER_ID,
      platform: 'tiktok',
      files: zipFile(xGeotagged(), 'x.zip'),
    });
    expect(outcome).toEqual({
      status: 'failed',
      message: IMPORT_MESSAGES.unexpected,
      keptPrevious: false,
    });
    expect((await recordOf('tiktok'))?.failureMessage).toBe(IMPORT_MESSAGES.unexpected);
  });

  it('a second import of the same platform while one runs is refused and changes nothing', async () => {
    db = newTestDatabase();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const run: RunImport = async (request, onProgress, signal) => {
      await gate;
      return engine(request, onProgress, signal);
    };
    const d = deps({ run });
    const first = importPlatformExport(d, {
      userId: TEST_USER_ID,
      platform: 'x',
      files: zipFile(xGeotagged(), 'first.zip'),
    });
    await expect.poll(async () => (await recordOf('x'))?.status).toBe('importing');
    const second = await importPlatformExport(d, {
      userId: TEST_USER_ID,
      platform: 'x',
      files: zipFile(instagram2024('canonical'), 'second.zip'),
    });
    expect(second.status).toBe('busy');
    release();
    expect((await first).status).toBe('ready');
    expect((await recordOf('x'))?.fileName).toBe('first.zip');
  });

  it('after signing out mid-import nothing is stored for that user', async () => {
    db = newTestDatabase();
    let signedIn = true;
    const run: RunImport = async (request, onProgress, signal) => {
      const result = await engine(request, onProgress, signal);
      signedIn = false;
      return result;
    };
    const outcome = await importPlatformExport(deps({ run, stillSignedIn: () => signedIn }), {
      userId: TEST_USER_ID,
      platform: 'x',
      files: zipFile(xGeotagged(), 'twitter.zip'),
    });
    expect(outcome).toEqual({
      status: 'failed',
      message: IMPORT_MESSAGES.signedOut,
      keptPrevious: false,
    });
    expect(await listImports(db, TEST_USER_ID)).toEqual([]);
    expect(await readImportedData(db, TEST_USER_ID, 'x')).toBeUndefined();
  });
});

describe('canceling an import', () => {
  const x = (name: string) => ({
    userId: TEST_USER_ID,
    platform: 'x' as const,
    files: zipFile(xGeotagged(), name),
  });

  it('canceled while the export is read: nothing is stored, the platform is not connected again, and the parse finishing later changes nothing', async () => {
    db = newTestDatabase();
    const progress = new ImportProgressStore();
    const cancel = new AbortController();
    let parsing: Promise<ImportResult> | undefined;
    // The in-process engine cannot be stopped, so it runs on after the cancel: the worker would be
    // terminated, but the flow must not depend on that.
    const run: RunImport = (request, onProgress) => {
      parsing = parse(
        request,
        (p) => {
          if (p.stage === 'reading') cancel.abort();
          onProgress(p);
        },
        cancel.signal,
      );
      return parsing.then(held);
    };
    const outcome = await importPlatformExport(deps({ run, progress }), {
      ...x('twitter.zip'),
      signal: cancel.signal,
    });
    expect(outcome).toEqual({
      status: 'canceled',
      message: IMPORT_MESSAGES.canceled,
      keptPrevious: false,
    });
    expect(await listImports(db, TEST_USER_ID)).toEqual([]);
    expect(progress.getSnapshot().size).toBe(0);
    await parsing;
    expect(await listImports(db, TEST_USER_ID)).toEqual([]);
    expect(await db.importedData.count()).toBe(0);
    expect(progress.getSnapshot().size).toBe(0);
  });

  it('stops waiting at once for a parse that does not stop, and never saves what it still returns', async () => {
    db = newTestDatabase();
    const cancel = new AbortController();
    let finish!: (parsed: ParsedExport) => void;
    const run: RunImport = () => new Promise<ParsedExport>((resolve) => (finish = resolve));
    const running = importPlatformExport(deps({ run }), { ...x('big.zip'), signal: cancel.signal });
    await expect.poll(async () => (await recordOf('x'))?.status).toBe('importing');
    cancel.abort();
    expect((await running).status).toBe('canceled');
    expect(await recordOf('x')).toBeUndefined();
    const late = { saved: false, released: false };
    finish({
      summary: {
        platform: 'x',
        sourceName: 'big.zip',
        exportDate: null,
        account: { usernames: [], emails: [] },
        counts: {},
        errors: [],
        unreadFiles: [],
      },
      save: async () => {
        late.saved = true;
      },
      release: () => {
        late.released = true;
      },
    });
    await expect.poll(() => late.released).toBe(true);
    expect(late.saved).toBe(false);
  });

  it('canceled while the dataset is saved: neither the record nor the dataset is stored', async () => {
    db = newTestDatabase();
    const cancel = new AbortController();
    db.imports.hook('updating', function (changes) {
      // The 'importing' record turning 'ready' is the save's first write.
      if ((changes as Partial<ImportRecord>).status === 'ready')
        this.onsuccess = () => cancel.abort();
    });
    const outcome = await importPlatformExport(deps(), {
      ...x('twitter.zip'),
      signal: cancel.signal,
    });
    expect(outcome.status).toBe('canceled');
    expect(await listImports(db, TEST_USER_ID)).toEqual([]);
    expect(await readImportedData(db, TEST_USER_ID, 'x')).toBeUndefined();
  });

  it('an update canceled over a connected platform keeps its record and data as they were', async () => {
    db = newTestDatabase();
    await importPlatformExport(deps(), x('twitter-march.zip'));
    const before = await recordOf('x');
    const dataBefore = await readImportedData(db, TEST_USER_ID, 'x');
    const cancel = new AbortController();
    const run: RunImport = (request, onProgress, signal) =>
      engine(
        request,
        (p) => {
          onProgress(p);
          if (p.stage === 'done') cancel.abort();
        },
        signal,
      );
    const outcome = await importPlatformExport(deps({ run }), {
      ...x('twitter-april.zip'),
      signal: cancel.signal,
    });
    expect(outcome).toEqual({
      status: 'canceled',
      message: IMPORT_MESSAGES.canceled,
      keptPrevious: true,
    });
    expect(await recordOf('x')).toEqual(before);
    expect(await readImportedData(db, TEST_USER_ID, 'x')).toEqual(dataBefore);
  });

  it('a platform whose last attempt failed keeps that reason after a canceled retry', async () => {
    db = newTestDatabase();
    await importPlatformExport(deps(), {
      userId: TEST_USER_ID,
      platform: 'x',
      files: zipFile(instagram2024('canonical'), 'instagram.zip'),
    });
    const failed = await recordOf('x');
    expect(failed?.status).toBe('failed');
    const cancel = new AbortController();
    cancel.abort();
    const outcome = await importPlatformExport(deps(), {
      ...x('twitter.zip'),
      signal: cancel.signal,
    });
    expect(outcome.status).toBe('canceled');
    expect(await recordOf('x')).toEqual(failed);
  });

  it('another import of the same platform can start right after a cancel', async () => {
    db = newTestDatabase();
    const d = deps();
    const cancel = new AbortController();
    const first = importPlatformExport(
      { ...d, run: () => new Promise<ParsedExport>(() => undefined) },
      { ...x('big.zip'), signal: cancel.signal },
    );
    await expect.poll(async () => (await recordOf('x'))?.status).toBe('importing');
    cancel.abort();
    expect((await first).status).toBe('canceled');
    const second = await importPlatformExport(d, x('small.zip'));
    expect(second.status).toBe('ready');
    expect(await recordOf('x')).toMatchObject({ status: 'ready', fileName: 'small.zip' });
  });
});

describe('imports cut off by a closed tab', () => {
  const importing = (platform: ImportRecord['platform'], importedAt: string): ImportRecord => ({
    userId: TEST_USER_ID,
    platform,
    status: 'importing',
    fileName: `${platform}.zip`,
    exportDate: null,
    stats: {},
    errors: [],
    importedAt,
  });

  it('are marked interrupted, while an import another tab still runs is left alone', async () => {
    db = newTestDatabase();
    await db.imports.bulkPut([
      importing('x', '2026-05-01T09:00:00.000Z'),
      importing('tiktok', '2026-05-01T09:00:00.000Z'),
    ]);
    const locks: UserLocks = {
      tryWithLock: () => Promise.resolve(null),
      held: async () => new Set([`footprint-import/${TEST_USER_ID}/tiktok`]),
    };
    await recoverInterruptedImports(
      { db, locks, progress: new ImportProgressStore() },
      TEST_USER_ID,
      new Date('2026-05-01T10:00:00.000Z'),
    );
    expect(await recordOf('x')).toMatchObject({
      status: 'failed',
      failureMessage: IMPORT_MESSAGES.interrupted,
    });
    expect((await recordOf('tiktok'))?.status).toBe('importing');
  });

  it('without Web Locks, only imports started before this page loaded count as cut off', async () => {
    db = newTestDatabase();
    await db.imports.bulkPut([
      importing('x', '2026-05-01T09:00:00.000Z'),
      importing('tiktok', '2026-05-01T10:00:05.000Z'),
    ]);
    await recoverInterruptedImports(
      { db, locks: memoryUserLocks(), progress: new ImportProgressStore() },
      TEST_USER_ID,
      new Date('2026-05-01T10:00:00.000Z'),
    );
    expect((await recordOf('x'))?.status).toBe('failed');
    expect((await recordOf('tiktok'))?.status).toBe('importing');
  });
});
