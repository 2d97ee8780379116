// The Connect flow with the real import engine in-process (the worker's handler) over a fresh
// device database: what the card shows comes from the records this flow writes.
import { afterEach, describe, expect, it } from 'vitest';
import { handlers } from '../analysis/handlers.ts';
import { instagram2024, xGeotagged } from '../analysis/imports/testing/fixtures.ts';
import { zipBytes, type FileTree } from '../analysis/imports/testing/nodeFiles.ts';
import { listImports, readImportedData } from '../db/repos/imports.ts';
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
  type PickedFile,
  type RunImport,
} from './importFlow.ts';
import { memoryUserLocks, type UserLocks } from './userLocks.ts';

let db: FootprintDatabase;
afterEach(() => db?.close());

const engine: RunImport = (request, onProgress) =>
  handlers['import.export'](request, (done, total, stage) =>
    onProgress({ done: done ?? 0, total: total ?? 0, stage: stage ?? '' }),
  );

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
    const run: RunImport = async (request, onProgress) => {
      statusWhileRunning.push((await recordOf('x'))?.status ?? 'none');
      return engine(request, onProgress);
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
    const run: RunImport = async (request, onProgress) => {
      await gate;
      return engine(request, onProgress);
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
    const run: RunImport = async (request, onProgress) => {
      const result = await engine(request, onProgress);
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
