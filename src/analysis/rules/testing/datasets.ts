// Test factories for the rules: datasets built on emptyDataset() with only the facts a test
// needs, coverage filled in the way the importer does it, and a tiny text detector so rule tests
// do not depend on the text engine. Test support only; nothing here ships in the app.
import type { PlatformId } from '../../../shared/tables.ts';
import {
  COVERAGE_FIELDS,
  emptyDataset,
  type CoverageField,
  type ImportedDataset,
  type Post,
} from '../../imports/dataset.ts';
import type { DetectText, Rule, RuleContext, RuleFinding, RuleResult, TextSpan } from '../types.ts';
import type { TextLabel } from '../../text/types.ts';

export const NOW = Date.parse('2026-06-01T12:00:00Z');

/**
 * A dataset with `build` applied; every field the build filled becomes 'present', and the
 * fields named in `empty` become 'empty' (the export had the file, with nothing in it).
 */
export function dataset(
  platform: PlatformId,
  build: (d: ImportedDataset) => void = () => undefined,
  empty: CoverageField[] = [],
): ImportedDataset {
  const d = emptyDataset(platform);
  d.exportDate = '2026-05-30T10:00:00.000Z';
  build(d);
  const p = d.profile;
  const present: Record<CoverageField, boolean> = {
    'profile.names': p.names.length > 0,
    'profile.usernames': p.usernames.length > 0,
    'profile.emails': p.emails.length > 0,
    'profile.phones': p.phones.length > 0,
    'profile.birthday': p.birthdays.length > 0,
    'profile.locations': p.locations.length > 0,
    'profile.employers': p.employers.length > 0,
    'profile.schools': p.schools.length > 0,
    'profile.bio': p.bios.length > 0,
    'profile.links': p.links.length > 0,
    'profile.privateAccount': p.privateAccount !== null,
    'profile.visibility': p.visibility.length > 0,
    posts: d.posts.length > 0,
    media: d.media.length > 0,
    'media.gps': d.media.some((m) => m.gps) || d.posts.some((x) => x.place?.point),
    locations: d.locations.length > 0,
    places: d.places.length > 0,
    logins: d.logins.length > 0,
    devices: d.devices.length > 0,
    'security.twoFactor': d.security.twoFactor !== 'unknown',
    'security.recovery': d.security.recoveryEmails.length + d.security.recoveryPhones.length > 0,
    connectedApps: d.connectedApps.length > 0,
    offPlatformActivity: d.offPlatformActivity.length > 0,
    activity: d.activity.length > 0,
    connections: Object.values(d.connections).some((n) => n !== null && n > 0),
  };
  for (const field of COVERAGE_FIELDS)
    d.coverage[field] = present[field]
      ? 'present'
      : empty.includes(field)
        ? 'empty'
        : 'not-in-export';
  return d;
}

export function post(text: string, extra: Partial<Post> = {}): Post {
  return {
    kind: 'post',
    at: '2026-01-10T12:00:00.000Z',
    text,
    media: [],
    links: [],
    source: 'posts.json',
    ...extra,
  };
}

/** ISO time `days` days before NOW at the given UTC hour. */
export function daysAgo(days: number, hourUtc = 12): string {
  const t = new Date(NOW - days * 86_400_000);
  t.setUTCHours(hourUtc, 0, 0, 0);
  return t.toISOString();
}

/**
 * A tiny detector for rule tests: it knows only the phrases below, so a test states exactly what
 * the text engine would have found. Not a detector for real use.
 */
const PHRASES: [RegExp, TextLabel][] = [
  [/\+?\d[\d\s-]{8,}\d/g, 'PHONE'],
  [/[\w.+-]+@[\w-]+\.[\w.]+/g, 'EMAIL'],
  [/\b\d+ [A-Z][a-z]+ (Street|St|Avenue|Ave|Road|Rd)\b/g, 'ADDRESS'],
  [/\b(on vacation|house is empty|away until)\b/gi, 'AWAY_FROM_HOME'],
  [/\b(I'm at|right now at)\b/gi, 'LIVE_LOCATION'],
  [/\b(my (son|daughter) \w+ (is|turns) \d+|first day at \w+ school)\b/gi, 'CHILD_INFO'],
  [
    /\b(my first pet was \w+|my first car was an? \w+|mother's maiden name is \w+)\b/gi,
    'SECURITY_ANSWER',
  ],
  [/\b(password is \S+|code is \d{6})\b/gi, 'CREDENTIAL'],
  [/\b(diagnosed with \w+|my therapist)\b/gi, 'HEALTH'],
  [/\b(my salary|in debt)\b/gi, 'FINANCIAL'],
  [/\b(Muslim|Democrat)\b/g, 'NRP'],
  [/\b4111 1111 1111 1111\b/g, 'CREDIT_CARD'],
  [/\b(boarding pass|booking reference [A-Z0-9]{6})\b/gi, 'TRAVEL_DOCUMENT'],
  [/\bborn on \w+ \d+, \d{4}\b/gi, 'DATE_OF_BIRTH'],
];

export const detectPhrases: DetectText = (text) => {
  const spans: TextSpan[] = [];
  for (const [pattern, label] of PHRASES) {
    for (const m of text.matchAll(pattern)) {
      const start = [...text.slice(0, m.index)].length;
      spans.push({ start, end: start + [...m[0]].length, label, confidence: 0.9 });
    }
  }
  return spans;
};

export function context(detect: DetectText | null = detectPhrases, now = NOW): RuleContext {
  const memo = new Map<string, unknown>();
  return {
    now,
    spans: (text) => (detect ? detect(text) : null),
    memo<T>(key: string, compute: () => T): T {
      if (!memo.has(key)) memo.set(key, compute());
      return memo.get(key) as T;
    },
  };
}

/** Runs one rule the way the scan does, over one dataset (platform rules) or several. */
export function check(rule: Rule, ...datasets: ImportedDataset[]): RuleResult {
  return rule.scope === 'platform'
    ? rule.check(datasets[0] as ImportedDataset, context())
    : rule.check(datasets, context());
}

/** The finding of `check`, failing the test when there is none. */
export function finding(rule: Rule, ...datasets: ImportedDataset[]): RuleFinding {
  const result = check(rule, ...datasets);
  if (result === null || 'notDeterminable' in result)
    throw new Error(`${rule.id} found nothing: ${JSON.stringify(result)}`);
  return result;
}

export const HOME = { lat: 48.1372, lon: 11.5756 };
export const OFFICE = { lat: 48.1501, lon: 11.5402 };

/** Epoch ms of `date` (YYYY-MM-DD) at `hourUtc`. */
export function at(date: string, hourUtc: number): number {
  return Date.parse(`${date}T${String(hourUtc).padStart(2, '0')}:00:00Z`);
}

/** Location-history points at `place` on `days` consecutive days from `start`, at `hourUtc`. */
export function pointsAt(
  place: { lat: number; lon: number },
  start: string,
  days: number,
  hourUtc: number,
  everyDays = 1,
) {
  return Array.from({ length: days }, (_, i) => ({
    lat: place.lat + (i % 3) * 0.0002,
    lon: place.lon - (i % 2) * 0.0002,
    timeMs: at(start, hourUtc) + i * everyDays * 86_400_000,
    origin: 'records',
  }));
}
