import { describe, expect, it } from 'vitest';
import {
  exportDateFromFileName,
  exportDateFromFolders,
  replacementQuestion,
} from './replacement.ts';

const jane = { usernames: ['jane.doe'], emails: ['jane@example.test'] };
const john = { usernames: ['john'], emails: ['john@example.test'] };

describe('replacing a stored export', () => {
  it('asks before an older export replaces a newer one, naming both dates', () => {
    const question = replacementQuestion(
      'instagram',
      { exportDate: '2026-03-06T00:00:00.000Z', account: jane },
      { exportDate: '2025-06-12T00:00:00.000Z', account: jane },
    );
    expect(question?.reason).toBe('older');
    expect(question?.message).toBe(
      'This Instagram export is from 12 June 2025, older than the one on this device (6 March 2026). Replace the newer export with the older one?',
    );
  });

  it('asks before another account’s export replaces this one', () => {
    const question = replacementQuestion(
      'x',
      { exportDate: '2026-03-06T00:00:00.000Z', account: jane },
      { exportDate: '2026-04-01T00:00:00.000Z', account: john },
    );
    expect(question?.reason).toBe('different-account');
    expect(question?.message).toMatch(
      /belongs to @john, but the one on this device belongs to @jane\.doe/,
    );
  });

  it('replaces without asking a newer export of the same account, or when nothing says otherwise', () => {
    const newer = { exportDate: '2026-04-01T00:00:00.000Z', account: jane };
    expect(
      replacementQuestion('x', { exportDate: '2026-03-06T00:00:00.000Z', account: jane }, newer),
    ).toBeNull();
    // One shared identifier is enough (a renamed username keeps its email).
    const renamed = {
      exportDate: '2026-04-01T00:00:00.000Z',
      account: { usernames: ['jd'], emails: ['jane@example.test'] },
    };
    expect(replacementQuestion('x', { exportDate: null, account: jane }, renamed)).toBeNull();
    // Stored before accounts were recorded, or an export naming nobody: no account question.
    expect(replacementQuestion('x', { exportDate: null }, newer)).toBeNull();
    expect(
      replacementQuestion(
        'x',
        { exportDate: null, account: jane },
        { exportDate: null, account: { usernames: [], emails: [] } },
      ),
    ).toBeNull();
  });

  it('reads the export date from the archive names the platforms use', () => {
    expect(exportDateFromFileName('takeout-20260306T101010Z-001.zip')).toBe(
      '2026-03-06T00:00:00.000Z',
    );
    expect(exportDateFromFileName('instagram-jane.doe-2026-03-06-Ab1cD.zip')).toBe(
      '2026-03-06T00:00:00.000Z',
    );
    expect(exportDateFromFileName('Basic_LinkedInDataExport_03-06-2026.zip')).toBe(
      '2026-03-06T00:00:00.000Z',
    );
    expect(exportDateFromFileName('export_25-12-2025.zip')).toBe('2025-12-25T00:00:00.000Z');
    expect(exportDateFromFileName('twitter-2025-13-40-x.zip')).toBeNull();
    expect(exportDateFromFileName('my-data.zip')).toBeNull();
    expect(exportDateFromFileName('photos/IMG_1234567890.zip')).toBeNull();
  });

  it('reads the export date from an archive folder unpacked inside the folder picked', () => {
    expect(
      exportDateFromFolders([
        'notes.txt',
        'downloads/Complete_LinkedInDataExport_09-12-2022 (1)/Profile.csv',
      ]),
    ).toBe('2022-09-12T00:00:00.000Z');
    expect(
      exportDateFromFolders(['takeout-20260306T101010Z-001/Takeout/archive_browser.html']),
    ).toBe('2026-03-06T00:00:00.000Z');
    expect(
      exportDateFromFolders(['instagram-jane.doe-2026-03-06-Ab1cD/personal_information/a.json']),
    ).toBe('2026-03-06T00:00:00.000Z');
    // A folder of another name says nothing about the export, whatever date it holds.
    expect(
      exportDateFromFolders(['photos_2023-01-01/a.json', 'Takeout/Fit/2024-05-01.json']),
    ).toBeNull();
    // The file's own name is not a folder.
    expect(exportDateFromFolders(['twitter-2025-01-01-abc.js'])).toBeNull();
  });
});
