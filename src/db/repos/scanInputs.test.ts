// Which platforms a scan counts as connected (found from keys, no dataset read) and the datasets
// the connected-data worker reads for it: finished imports with stored data, of this user only.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OTHER_USER_ID, TEST_USER_ID } from '../../test/factories.ts';
import { newTestDatabase } from '../../test/testDatabase.ts';
import type { FootprintDatabase, ImportRecord } from '../schema.ts';
import { saveImport, saveImportedDataset } from './imports.ts';
import {
  evidencePlatformsOf,
  listConnectedPlatforms,
  readConnectedDatasets,
} from './scanInputs.ts';

let db: FootprintDatabase;
afterEach(() => db?.close());

function record(platform: ImportRecord['platform'], overrides: Partial<ImportRecord> = {}) {
  return {
    userId: TEST_USER_ID,
    platform,
    status: 'ready',
    fileName: `${platform}.zip`,
    exportDate: '2026-02-01T00:00:00.000Z',
    stats: {},
    errors: [],
    importedAt: '2026-02-02T00:00:00.000Z',
    ...overrides,
  } satisfies ImportRecord;
}

describe('what a scan reads', () => {
  it('counts as connected only finished imports whose data is stored, without reading any', async () => {
    db = newTestDatabase();
    await saveImportedDataset(db, record('instagram'), { platform: 'instagram' });
    await saveImportedDataset(db, record('x', { status: 'failed' }), { platform: 'x' });
    await saveImport(db, record('tiktok')); // a record whose data is missing
    await saveImportedDataset(db, record('facebook', { userId: OTHER_USER_ID }), {});
    const reads = [vi.spyOn(db.importedData, 'get'), vi.spyOn(db.importedData, 'toArray')];
    expect(await listConnectedPlatforms(db, TEST_USER_ID)).toEqual(['instagram']);
    for (const read of reads) expect(read).not.toHaveBeenCalled();
    expect(await readConnectedDatasets(db, TEST_USER_ID)).toEqual([{ platform: 'instagram' }]);
  });
});

describe('where findings come from', () => {
  it('reads the evidence platforms of a whole list of findings at once, skipping bad items', async () => {
    db = newTestDatabase();
    const item = (platform: string) => ({ platform, source: 'file.json', label: 'Seen' });
    await db.findingEvidence.bulkPut([
      { id: 'e1', userId: TEST_USER_ID, scanId: 's', findingId: 'f1', items: [item('instagram')] },
      {
        id: 'e2',
        userId: TEST_USER_ID,
        scanId: 's',
        findingId: 'f2',
        items: [item('x'), item('facebook'), { platform: 'x' }],
      },
      { id: 'e3', userId: TEST_USER_ID, scanId: 's', findingId: 'f3', items: [item('google')] },
    ]);
    const platforms = await evidencePlatformsOf(db, ['f1', 'f2', 'f4']);
    expect(Object.fromEntries(platforms)).toEqual({ f1: ['instagram'], f2: ['x', 'facebook'] });
    expect((await evidencePlatformsOf(db, [])).size).toBe(0);
  });
});
