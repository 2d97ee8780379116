// The builder one platform parser fills while it reads an export's files; it yields the
// ImportedDataset of dataset.ts. Invariants: a fact is kept once (the first of two equal values),
// placeholders ("n/a", "-") are never facts, and coverage is derived in finish() from what the
// parsers saw, so a field is 'not-in-export' unless a file that would hold it was present.
import type { PlatformId } from '../../shared/tables.ts';
import {
  emptyDataset,
  type CoverageField,
  type ImportedDataset,
  type ProfileFact,
  type ProfileFacts,
  type UnreadFile,
} from './dataset.ts';

/**
 * Collects one platform's facts while its files are read. Parsers call `saw(field)` when the file
 * that would hold a field exists, even if it is empty, so coverage can tell 'empty' from
 * 'not-in-export'.
 */
export class DatasetBuilder {
  readonly data: ImportedDataset;
  private readonly seen = new Set<CoverageField>();

  constructor(platform: PlatformId) {
    this.data = emptyDataset(platform);
  }

  saw(...fields: CoverageField[]): void {
    for (const field of fields) this.seen.add(field);
  }

  /** Lists a file that was not read, or only partly; one entry per path (the first reason wins). */
  unread(path: string, size: number, status: UnreadFile['status'], why: string): void {
    if (this.data.unreadFiles.some((f) => f.path === path)) return;
    this.data.unreadFiles.push({ path, size, status, why });
  }

  formatVersion(version: string): void {
    if (!this.data.formatVersions.includes(version)) this.data.formatVersions.push(version);
  }

  /** Adds a profile fact once (same value and kind from any file counts once). */
  fact(
    list: keyof Pick<
      ProfileFacts,
      | 'names'
      | 'usernames'
      | 'emails'
      | 'phones'
      | 'genders'
      | 'locations'
      | 'addresses'
      | 'employers'
      | 'schools'
      | 'bios'
      | 'links'
      | 'relations'
    >,
    value: string | null | undefined,
    source: string,
    extra: { kind?: string; at?: string | null } = {},
  ): void {
    const clean = cleanValue(value);
    if (clean === null) return;
    const facts = this.data.profile[list];
    const kind = extra.kind;
    // One fact per value (emails compare case-insensitively): the first file to state it wins.
    const same = (f: ProfileFact) => f.value.toLowerCase() === clean.toLowerCase();
    if (facts.some(same)) return;
    const fact: ProfileFact = { value: clean, source };
    if (kind !== undefined) fact.kind = kind;
    if (extra.at) fact.at = extra.at;
    facts.push(fact);
  }

  setPrivate(value: boolean | null, name: string, raw: string, source: string): void {
    if (value !== null) this.data.profile.privateAccount = value;
    this.data.profile.visibility.push({ name, value: raw, source });
  }

  exportDate(iso: string | null | undefined): void {
    if (!iso) return;
    // Several files may carry a date; the newest is when the export was made.
    if (!this.data.exportDate || iso > this.data.exportDate) this.data.exportDate = iso;
  }

  finish(): ImportedDataset {
    const d = this.data;
    d.unreadFiles.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const p = d.profile;
    const has = (field: CoverageField, present: boolean) => {
      d.coverage[field] = present ? 'present' : this.seen.has(field) ? 'empty' : 'not-in-export';
    };
    has('profile.names', p.names.length > 0);
    has('profile.usernames', p.usernames.length > 0);
    has('profile.emails', p.emails.length > 0);
    has('profile.phones', p.phones.length > 0);
    has('profile.birthday', p.birthdays.length > 0);
    has('profile.locations', p.locations.length > 0);
    has('profile.employers', p.employers.length > 0);
    has('profile.schools', p.schools.length > 0);
    has('profile.bio', p.bios.length > 0);
    has('profile.links', p.links.length > 0);
    has('profile.privateAccount', p.privateAccount !== null);
    has('profile.visibility', p.visibility.length > 0);
    has('posts', d.posts.length > 0);
    has('media', d.media.length > 0);
    if (d.media.length > 0) this.seen.add('media.gps');
    has(
      'media.gps',
      d.media.some((m) => m.gps !== undefined) || d.posts.some((x) => x.place?.point),
    );
    has('locations', d.locations.length > 0);
    has('places', d.places.length > 0);
    has('logins', d.logins.length > 0);
    has('devices', d.devices.length > 0);
    has('security.twoFactor', d.security.twoFactor !== 'unknown');
    has(
      'security.recovery',
      d.security.recoveryEmails.length > 0 || d.security.recoveryPhones.length > 0,
    );
    has('connectedApps', d.connectedApps.length > 0);
    has('offPlatformActivity', d.offPlatformActivity.length > 0);
    has('activity', d.activity.length > 0);
    has(
      'connections',
      Object.values(d.connections).some((n) => n !== null && n > 0),
    );
    return d;
  }
}

/** Placeholders platforms write instead of a value. */
const PLACEHOLDERS = new Set(['', 'n/a', 'none', 'null', 'undefined', 'not available', '-']);

export function cleanValue(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return PLACEHOLDERS.has(text.toLowerCase()) ? null : text;
}
