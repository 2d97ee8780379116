import { afterEach, describe, expect, it } from 'vitest';
import { OTHER_USER_ID, TEST_USER_ID } from '../../test/factories.ts';
import { newTestDatabase } from '../../test/testDatabase.ts';
import type { FootprintDatabase, ImportRecord } from '../schema.ts';
import {
  disconnectPlatform,
  listImports,
  readImportedData,
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
});
