import { afterEach, describe, expect, it } from 'vitest';
import { OTHER_USER_ID, TEST_USER_ID } from '../../test/factories.ts';
import { newTestDatabase } from '../../test/testDatabase.ts';
import type { FootprintDatabase, ImportRecord } from '../schema.ts';
import {
  disconnectPlatform,
  listImports,
  readImportedData,
  restoreImport,
  saveImport,
  saveImportedDataset,
} from './imports.ts';

let db: FootprintDatabase;
afterEach(() => db?.close());

function record(overrides: Partial<ImportRecord> = {}): ImportRecord {
  return {
    userId: TEST_USER_ID,
    platform: 'instagram',
    status: 'ready',
    fileName: 'instagram-export.zip',
    exportDate: '2026-02-01T00:00:00.000Z',
    stats: { posts: 12 },
    errors: [],
    importedAt: '2026-02-02T00:00:00.000Z',
    ...overrides,
  };
}

describe('imported platform data', () => {
  it('keeps one import per user and platform, replacing an older one', async () => {
    db = newTestDatabase();
    await saveImportedDataset(db, record(), { posts: [1] });
    await saveImportedDataset(db, record({ fileName: 'newer.zip' }), { posts: [1, 2] });
    await saveImportedDataset(db, record({ userId: OTHER_USER_ID }), { posts: [] });
    expect((await listImports(db, TEST_USER_ID)).map((r) => r.fileName)).toEqual(['newer.zip']);
    expect(await readImportedData(db, TEST_USER_ID, 'instagram')).toEqual({ posts: [1, 2] });
  });

  it('disconnecting removes the platform’s data and record, and nothing is queued for the server', async () => {
    db = newTestDatabase();
    await saveImportedDataset(db, record(), { posts: [1] });
    await disconnectPlatform(db, TEST_USER_ID, 'instagram');
    expect(await listImports(db, TEST_USER_ID)).toEqual([]);
    expect(await readImportedData(db, TEST_USER_ID, 'instagram')).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('a save canceled while its transaction runs stores neither the record nor the dataset', async () => {
    db = newTestDatabase();
    await saveImportedDataset(db, record(), { posts: [1] });
    const before = await listImports(db, TEST_USER_ID);
    const cancel = new AbortController();
    // The cancel lands once the record's write succeeded, inside the transaction.
    db.imports.hook('updating', function () {
      this.onsuccess = () => cancel.abort();
    });
    const saving = saveImportedDataset(
      db,
      record({ fileName: 'newer.zip' }),
      { posts: [1, 2] },
      new Date(),
      cancel.signal,
    );
    await expect(saving).rejects.toMatchObject({ name: 'AbortError' });
    expect(await listImports(db, TEST_USER_ID)).toEqual(before);
    expect(await readImportedData(db, TEST_USER_ID, 'instagram')).toEqual({ posts: [1] });
  });

  it('a save canceled before it started writes nothing', async () => {
    db = newTestDatabase();
    const cancel = new AbortController();
    cancel.abort();
    await expect(
      saveImportedDataset(db, record(), { posts: [1] }, new Date(), cancel.signal),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(await listImports(db, TEST_USER_ID)).toEqual([]);
    expect(await readImportedData(db, TEST_USER_ID, 'instagram')).toBeUndefined();
  });

  it('restoring puts the earlier record back, or removes the record when there was none', async () => {
    db = newTestDatabase();
    const failed = record({ status: 'failed', failureMessage: 'Not an export.' });
    await saveImport(db, failed);
    await saveImport(db, record({ status: 'importing' }));
    await restoreImport(db, TEST_USER_ID, 'instagram', failed);
    expect(await listImports(db, TEST_USER_ID)).toEqual([failed]);
    await restoreImport(db, TEST_USER_ID, 'instagram', undefined);
    expect(await listImports(db, TEST_USER_ID)).toEqual([]);
  });
});
