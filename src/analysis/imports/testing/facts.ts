// Test support: what a correct import of one sample export must produce, written by hand from
// the sample's own files (never from the importer's output), and the checker that compares an
// import against it. One fact is one property a user relies on (a login IP, a connected app, the
// private-account flag, a count that must be "not in this export" rather than 0…); the corpus test
// runs every fact of every sample as its own case.
import type { PlatformId } from '../../../shared/tables.ts';
import type { ConnectionCounts, ImportedDataset } from '../dataset.ts';
import type { ImportResult } from '../importExport.ts';

export interface SampleFacts {
  platform: PlatformId;
  exportDate?: string | null;
  names?: string[];
  usernames?: string[];
  /** Values that must not appear as usernames (mangled by a wrong parse). */
  notUsernames?: string[];
  emails?: string[];
  phones?: string[];
  birthday?: { year: number | null; month: number | null; day: number | null };
  privateAccount?: boolean | null;
  /** IPs of logins, sessions, challenges and other account events (any action but sign-up). */
  loginIps?: string[];
  signupIps?: string[];
  linkedAccounts?: string[];
  connectedApps?: string[];
  offPlatformActivity?: string[];
  /** Exact number of the user's own posts, videos, stories and shares (comments apart). */
  posts?: number;
  /** Exact number of the user's own comments (posts of kind 'comment'). */
  comments?: number;
  /** Device models or names the export lists. */
  deviceModels?: string[];
  /** At most this many devices: the same device listed many times counts once. */
  devicesAtMost?: number;
  /** Counts, exact; null = the export does not contain that section. */
  connections?: Partial<ConnectionCounts>;
  /** Names of places (visits, labeled places, reviewed places, check-ins). */
  places?: string[];
  locations?: string[];
  relations?: string[];
  /** Identity documents the platform verified ("passport"). */
  verifications?: string[];
  /** Every file read without error. */
  readsCleanly?: boolean;
  /** Files that must be reported as failing to parse. */
  errorFiles?: string[];
}

export type FactName = Exclude<keyof SampleFacts, 'platform'> | 'platform';

export interface SampleEntry {
  /** Folder under the corpus's exports/. */
  sample: string;
  facts: SampleFacts;
  /** Facts the importer does not get right yet, with why: each runs as an expected failure. */
  known?: Partial<Record<FactName, string>>;
  /** Kept apart: its facts were written first and the importer was not tuned on it. */
  frozen?: boolean;
}

const missing = (want: readonly string[], have: readonly string[]): string[] => {
  const lower = new Set(have.map((h) => h.toLowerCase()));
  return want.filter((w) => !lower.has(w.toLowerCase()));
};

const list = (label: string, want: readonly string[], have: readonly string[]): string | null => {
  const gone = missing(want, have);
  return gone.length === 0 ? null : `${label}: missing ${JSON.stringify(gone)}`;
};

const same = (label: string, want: unknown, have: unknown): string | null =>
  JSON.stringify(want) === JSON.stringify(have)
    ? null
    : `${label}: expected ${JSON.stringify(want)}, got ${JSON.stringify(have)}`;

const values = (facts: readonly { value: string }[]) => facts.map((f) => f.value);

/** Compares one fact; null when the import has it right, else what is wrong. */
export function checkFact(result: ImportResult, facts: SampleFacts, name: FactName): string | null {
  const d: ImportedDataset = result.dataset;
  switch (name) {
    case 'platform':
      return same('platform', facts.platform, result.platform);
    case 'exportDate':
      return same('export date', facts.exportDate, result.exportDate);
    case 'names':
      return list('names', facts.names ?? [], values(d.profile.names));
    case 'usernames':
      return list('usernames', facts.usernames ?? [], values(d.profile.usernames));
    case 'notUsernames': {
      const bad = (facts.notUsernames ?? []).filter((u) => values(d.profile.usernames).includes(u));
      return bad.length === 0 ? null : `usernames: mangled ${JSON.stringify(bad)}`;
    }
    case 'emails':
      return list('emails', facts.emails ?? [], values(d.profile.emails));
    case 'phones':
      return list('phones', facts.phones ?? [], values(d.profile.phones));
    case 'birthday': {
      const want = facts.birthday;
      const found = d.profile.birthdays.some(
        (b) => b.year === want?.year && b.month === want?.month && b.day === want?.day,
      );
      return found
        ? null
        : `birthday: ${JSON.stringify(want)} not in ${JSON.stringify(d.profile.birthdays.map((b) => b.raw))}`;
    }
    case 'privateAccount':
      return same('private account', facts.privateAccount, d.profile.privateAccount);
    case 'loginIps':
      return list(
        'login IPs',
        facts.loginIps ?? [],
        d.logins.filter((l) => l.action !== 'signup' && l.ip).map((l) => l.ip as string),
      );
    case 'signupIps':
      return list(
        'sign-up IPs',
        facts.signupIps ?? [],
        d.logins.filter((l) => l.action === 'signup' && l.ip).map((l) => l.ip as string),
      );
    case 'linkedAccounts':
      return list('linked accounts', facts.linkedAccounts ?? [], values(d.security.linkedAccounts));
    case 'connectedApps':
      return list(
        'connected apps',
        facts.connectedApps ?? [],
        d.connectedApps.map((a) => a.name),
      );
    case 'offPlatformActivity':
      return list(
        'off-platform activity',
        facts.offPlatformActivity ?? [],
        d.offPlatformActivity.map((o) => o.name),
      );
    case 'posts':
      return same('posts', facts.posts, d.posts.filter((p) => p.kind !== 'comment').length);
    case 'comments':
      return same('comments', facts.comments, d.posts.filter((p) => p.kind === 'comment').length);
    case 'deviceModels':
      return list(
        'devices',
        facts.deviceModels ?? [],
        d.devices.flatMap((x) => [x.model, x.name].filter((v): v is string => !!v)),
      );
    case 'devicesAtMost':
      return d.devices.length <= (facts.devicesAtMost ?? 0)
        ? null
        : `devices: ${d.devices.length}, expected at most ${facts.devicesAtMost}`;
    case 'connections': {
      const want = facts.connections ?? {};
      const have = Object.fromEntries(
        Object.keys(want).map((k) => [k, d.connections[k as keyof ConnectionCounts]]),
      );
      return same('connections', want, have);
    }
    case 'places':
      return list(
        'places',
        facts.places ?? [],
        d.places.map((p) => p.name ?? ''),
      );
    case 'locations':
      return list('profile locations', facts.locations ?? [], values(d.profile.locations));
    case 'relations':
      return list('relations', facts.relations ?? [], values(d.profile.relations));
    case 'verifications':
      return list('verifications', facts.verifications ?? [], values(d.security.verifications));
    case 'readsCleanly':
      return result.errors.length === 0 || !facts.readsCleanly
        ? null
        : `errors: ${JSON.stringify(result.errors.map((e) => e.file))}`;
    case 'errorFiles':
      return list(
        'files reported as failing',
        facts.errorFiles ?? [],
        result.errors.map((e) => e.file),
      );
  }
}

/** The fact names a sample states, platform first. */
export function factNames(facts: SampleFacts): FactName[] {
  return Object.keys(facts) as FactName[];
}
