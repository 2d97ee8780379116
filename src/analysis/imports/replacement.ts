// Whether a newly imported export should replace the one already on the device without asking:
// it should not when it is older than the stored one, or belongs to another account (judged by
// the usernames and email addresses each export names). Also reads an export's date from its
// archive's file name, for exports whose files do not say when they were made.
// Pure: no clock, no storage; the import flow asks the person and decides.
import { PLATFORMS } from '../../shared/platforms.ts';
import type { PlatformId } from '../../shared/tables.ts';
import type { ImportedDataset } from './dataset.ts';

/** Who an export belongs to, as the export itself says (lower-cased). */
export interface ExportAccount {
  usernames: string[];
  emails: string[];
}

export interface ExportFacts {
  /** ISO date-time, or null when neither the files nor the file name say. */
  exportDate: string | null;
  /** Absent for exports stored before accounts were recorded: then no account check. */
  account?: ExportAccount;
}

export type ReplacementQuestion = {
  reason: 'older' | 'different-account';
  /** The question to put to the person, naming which export and why. */
  message: string;
};

export function accountOf(dataset: ImportedDataset): ExportAccount {
  const values = (facts: readonly { value: string }[]) => [
    ...new Set(facts.map((fact) => fact.value.trim().replace(/^@/, '').toLowerCase())),
  ];
  return { usernames: values(dataset.profile.usernames), emails: values(dataset.profile.emails) };
}

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 2000 || year > 2099 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCDate() === day ? date.toISOString() : null;
}

/**
 * The date in an export archive's name: `takeout-20260306T101010Z-001.zip`,
 * `instagram-jane-2026-03-06-abc.zip`, LinkedIn's `Basic_LinkedInDataExport_03-06-2026.zip`
 * (month first, as LinkedIn writes it; day first when the first number cannot be a month).
 */
export function exportDateFromFileName(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? name;
  const ymd = /(?:^|\D)(20\d\d)[-_.]?(\d\d)[-_.]?(\d\d)(?!\d)/.exec(base);
  if (ymd) {
    const date = isoDate(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
    if (date) return date;
  }
  const mdy = /(?:^|\D)(\d\d)[-_.](\d\d)[-_.](20\d\d)(?!\d)/.exec(base);
  if (mdy) {
    const [first, second, year] = [Number(mdy[1]), Number(mdy[2]), Number(mdy[3])];
    return first <= 12 ? isoDate(year, first, second) : isoDate(year, second, first);
  }
  return null;
}

/**
 * Folders named as the platforms name their archives (a Takeout part, LinkedIn's
 * `Complete_LinkedInDataExport_…`, Meta's `instagram-<user>-<date>-…`, X's `twitter-<date>-…`):
 * an archive unpacked into the picked folder keeps its name there.
 */
const EXPORT_FOLDER =
  /(?:^|\/)(takeout-\d{8}T\d{6}Z[^/]*|(?:Basic|Complete)_LinkedInDataExport_[^/]+|(?:instagram|facebook|twitter)-[^/]*\d{4}-\d\d-\d\d[^/]*)\//i;

/** The date in the name of an archive's folder found among an export's paths, if one is there. */
export function exportDateFromFolders(paths: readonly string[]): string | null {
  for (const path of paths) {
    const folder = EXPORT_FOLDER.exec(path)?.[1];
    const date = folder ? exportDateFromFileName(folder) : null;
    if (date) return date;
  }
  return null;
}

function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function sameAccount(a: ExportAccount, b: ExportAccount): boolean | null {
  const known = (x: ExportAccount) => x.usernames.length + x.emails.length > 0;
  if (!known(a) || !known(b)) return null;
  const overlap = (x: string[], y: string[]) => x.some((value) => y.includes(value));
  return overlap(a.usernames, b.usernames) || overlap(a.emails, b.emails);
}

function accountName(account: ExportAccount): string {
  return account.usernames[0] ? `@${account.usernames[0]}` : (account.emails[0] ?? 'unknown');
}

/** Null when the new export may replace the stored one; else the question to ask first. */
export function replacementQuestion(
  platform: PlatformId,
  stored: ExportFacts,
  incoming: ExportFacts,
): ReplacementQuestion | null {
  const name = PLATFORMS.find((p) => p.id === platform)?.name ?? platform;
  if (stored.account && incoming.account && sameAccount(stored.account, incoming.account) === false)
    return {
      reason: 'different-account',
      message:
        `This ${name} export belongs to ${accountName(incoming.account)}, but the one on this ` +
        `device belongs to ${accountName(stored.account)}. Replace it with the other account's ` +
        'export?',
    };
  if (stored.exportDate && incoming.exportDate && incoming.exportDate < stored.exportDate)
    return {
      reason: 'older',
      message:
        `This ${name} export is from ${longDate(incoming.exportDate)}, older than the one on ` +
        `this device (${longDate(stored.exportDate)}). Replace the newer export with the older one?`,
    };
  return null;
}
