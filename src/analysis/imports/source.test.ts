// What the user picks (a .zip or a folder) reaches the engine and imports, with progress.
import { describe, expect, it } from 'vitest';
import { zipBytes } from './testing/nodeFiles.ts';
import { importPickedExport } from './picked.ts';
import { sourceFromPicked, sourcesFromPicked } from './source.ts';

const TIKTOK = JSON.stringify({
  Profile: {
    'Profile Info': { ProfileMap: { userName: 'picked_user', birthDate: '01-Jan-1990' } },
  },
  'App Settings': { Settings: { SettingsMap: { 'Private Account': 'Enabled' } } },
});

describe('what the user picks', () => {
  it('treats one picked .zip as an archive and a folder pick as a file set', () => {
    const zip = new Blob([zipBytes({ 'user_data_tiktok.json': TIKTOK })]);
    expect(sourceFromPicked([{ blob: zip, name: 'TikTok_Data.zip' }]).kind).toBe('zip');
    const folder = sourceFromPicked([
      {
        blob: new Blob([TIKTOK]),
        name: 'user_data_tiktok.json',
        relativePath: 'TikTok/user_data_tiktok.json',
      },
    ]);
    expect(folder).toMatchObject({ kind: 'files', name: 'TikTok' });
  });

  it('reads several picked .zip parts as one export, each part as an archive', async () => {
    const part1 = new Blob([zipBytes({ 'TikTok/user_data_tiktok.json': TIKTOK })]);
    const part2 = new Blob([zipBytes({ 'TikTok/readme.txt': 'part two' })]);
    const picked = [
      { blob: part1, name: 'export-001.zip' },
      { blob: part2, name: 'export-002.zip' },
    ];
    expect(sourcesFromPicked(picked).map((s) => s.kind)).toEqual(['zip', 'zip']);
    const result = await importPickedExport({ files: picked, expectedPlatform: 'tiktok' });
    expect(result.sourceName).toContain('export-001.zip');
    expect(result.dataset.profile.privateAccount).toBe(true);
    expect(result.dataset.files.read + result.dataset.files.skipped).toBe(2);
  });

  it('imports a picked ZIP with progress up to the total', async () => {
    const zip = new Blob([zipBytes({ 'TikTok/user_data_tiktok.json': TIKTOK })]);
    const progress: [number, number][] = [];
    const result = await importPickedExport(
      { files: [{ blob: zip, name: 'export.zip' }], expectedPlatform: 'tiktok' },
      ({ done, total }) => progress.push([done, total]),
    );
    expect(result.platform).toBe('tiktok');
    expect(result.dataset.profile.privateAccount).toBe(true);
    expect(result.dataset.profile.birthdays[0]).toMatchObject({ year: 1990, month: 1, day: 1 });
    expect(progress.at(-1)).toEqual([TIKTOK.length, TIKTOK.length]);
  });

  it('refuses another platform than the one being connected, naming both', async () => {
    const zip = new Blob([zipBytes({ 'user_data_tiktok.json': TIKTOK })]);
    await expect(
      importPickedExport({ files: [{ blob: zip, name: 'x.zip' }], expectedPlatform: 'x' }),
    ).rejects.toThrow('This is an export from TikTok, not from X (Twitter). Import it as TikTok.');
  });
});

describe('progress of a large file', () => {
  it('moves forward inside one large file of a picked folder and ends at the total', async () => {
    const points = Array.from({ length: 60_000 }, (_, i) => ({
      timestamp: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString(),
      latitudeE7: 481370000 + i,
      longitudeE7: 115750000 + i,
      accuracy: 10,
    }));
    const records = JSON.stringify({ locations: points }, null, 2);
    const picked = {
      blob: new Blob([records]),
      name: 'Records.json',
      relativePath: 'Takeout/Location History/Records.json',
    };
    const seen: number[] = [];
    const result = await importPickedExport({ files: [picked] }, ({ done }) => seen.push(done));
    expect(result.counts.locationPoints).toBe(60_000);
    const inside = seen.filter((d) => d > 0 && d < records.length);
    expect(inside.length).toBeGreaterThan(0);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(seen.at(-1)).toBe(records.length);
  });
});
