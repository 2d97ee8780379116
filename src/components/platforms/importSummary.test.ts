import { describe, expect, it } from 'vitest';
import {
  describeCounts,
  formatBytes,
  formatExportDate,
  progressText,
  unreadFilesText,
} from './importSummary.ts';

describe('what the card says about an import', () => {
  it('lists only the figures the export has, singular or plural, most telling first', () => {
    expect(
      describeCounts({ logins: 5, posts: 3, connectedApps: 1, media: 0, followers: 1200 }),
    ).toEqual(['3 posts', '5 logins', '1 connected app', '1,200 followers']);
  });

  it('says nothing for an export with no figures rather than showing zeros', () => {
    expect(describeCounts({ posts: 0, logins: 0 })).toEqual([]);
  });

  it('says how many files of the export were not read, or read only in part', () => {
    const notRead = { status: 'not-read' as const };
    expect(unreadFilesText([notRead, notRead, { status: 'partly-read' }])).toBe(
      '2 files of this export were not read; 1 was read only in part',
    );
    expect(unreadFilesText([notRead])).toBe('1 file of this export was not read');
    expect(unreadFilesText([{ status: 'partly-read' }])).toBe(
      '1 file of this export was read only in part',
    );
    expect(unreadFilesText([])).toBeNull();
    expect(unreadFilesText(undefined)).toBeNull();
  });

  it('shows the export date in UTC, so a late-evening export keeps its day', () => {
    expect(formatExportDate('2026-03-06T23:30:00.000Z', 'en-GB')).toBe('6 Mar 2026');
    expect(formatExportDate(null)).toBeNull();
    expect(formatExportDate('not a date')).toBeNull();
  });

  it('describes progress in bytes read of the total', () => {
    expect(progressText({ done: 3 * 1024 * 1024, total: 10 * 1024 * 1024, stage: 'reading' })).toBe(
      'Reading 3.0 MB of 10.0 MB',
    );
    expect(progressText({ done: 0, total: null, stage: 'starting' })).toBe('Opening the export…');
    expect(formatBytes(2048)).toBe('2 KB');
  });

  it('says when the import is being saved, and when it is being canceled', () => {
    const total = 10 * 1024 * 1024;
    expect(progressText({ done: total, total, stage: 'saving' })).toBe('Saving on this device…');
    expect(progressText({ done: 1024, total, stage: 'canceling' })).toBe('Canceling the import…');
    expect(progressText({ done: 0, total: null, stage: 'canceling' })).toBe(
      'Canceling the import…',
    );
  });
});
