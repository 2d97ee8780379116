// The public profile check: what a stranger sees on a user's public profile page, read through our
// server's data service, weighed by the text engine and against what the user's own exports say.
// Pure functions: the page and the detector come in, a report goes out.
// Invariants: only the page's visible text and its title/description are read (never its links'
// targets); every exposure quotes the value the page shows, cut to EVIDENCE_MAX characters; a value
// from the user's exports is only said to match when the page shows it (normalised), never the
// other way round; a page behind a sign-in wall or missing is reported as such, with no exposures.
import type { PlatformId } from '../../shared/tables.ts';
import type { ImportedDataset, ProfileFact } from '../imports/dataset.ts';
import { FIX_URLS } from '../rules/fixUrls.ts';
import type { TextLabel, TextSpan } from '../text/types.ts';

/** The page as the data service returns it (only the fields the check reads). */
export interface PublicPageSnapshot {
  url: string;
  status: number;
  markdown: string;
  metadata: { title: string | null; description: string | null };
}

/** What the user's own exports say about them: the values a profile page should not show. */
export interface KnownIdentity {
  emails: string[];
  phones: string[];
  addresses: string[];
  birthdays: string[];
  locations: string[];
}

export type ExposureLevel = 'high' | 'medium' | 'low';

export interface ProfileExposure {
  label: string;
  level: ExposureLevel;
  /** The value as the page shows it. */
  evidence: string;
  /** The value is also in the user's own exports: it is theirs, not someone else's on the page. */
  fromYourExports: boolean;
}

export type ProfileVisibility = 'visible' | 'sign-in-wall' | 'not-found';

export interface PublicProfileReport {
  url: string;
  platform: PlatformId | null;
  visibility: ProfileVisibility;
  title: string | null;
  description: string | null;
  exposures: ProfileExposure[];
  /** Where to change the profile (the platform's own page), when the platform is known. */
  fixUrl: string | null;
}

export interface ProfileSuggestion {
  platform: PlatformId;
  url: string;
}

/** Most characters of page text read: a profile's visible text is far shorter. */
export const PAGE_TEXT_MAX = 100_000;
const EVIDENCE_MAX = 80;

const EXPOSURE_OF: Partial<Record<TextLabel, { label: string; level: ExposureLevel }>> = {
  EMAIL: { label: 'Email address', level: 'high' },
  PHONE: { label: 'Phone number', level: 'high' },
  ADDRESS: { label: 'Street address', level: 'high' },
  DATE_OF_BIRTH: { label: 'Date of birth', level: 'high' },
  ID_NUMBER: { label: 'ID number', level: 'high' },
  CREDIT_CARD: { label: 'Card number', level: 'high' },
  IBAN: { label: 'Bank account number', level: 'high' },
  CREDENTIAL: { label: 'Password or key', level: 'high' },
  TRAVEL_DOCUMENT: { label: 'Travel document', level: 'high' },
  COORDINATES: { label: 'Exact coordinates', level: 'high' },
  POSTAL_CODE: { label: 'Postal code', level: 'medium' },
  AGE: { label: 'Age', level: 'medium' },
  AWAY_FROM_HOME: { label: 'Says you are away from home', level: 'medium' },
  LIVE_LOCATION: { label: 'Live location', level: 'medium' },
  CHILD_INFO: { label: "A child's details", level: 'medium' },
  SECURITY_ANSWER: { label: 'Answer to a security question', level: 'medium' },
  HEALTH: { label: 'Health information', level: 'medium' },
  FINANCIAL: { label: 'Financial information', level: 'medium' },
  NRP: { label: 'Religion, politics or nationality', level: 'medium' },
  LOCATION: { label: 'Place', level: 'low' },
};

const PLATFORM_HOSTS: [RegExp, PlatformId][] = [
  [/(^|\.)(x|twitter)\.com$/, 'x'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
  [/(^|\.)linkedin\.com$/, 'linkedin'],
  [/(^|\.)(facebook|fb)\.com$/, 'facebook'],
  [/(^|\.)(youtube|google)\.com$/, 'google'],
];

export function platformOfUrl(url: string): PlatformId | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  return PLATFORM_HOSTS.find(([pattern]) => pattern.test(host))?.[1] ?? null;
}

const HANDLE = /^@?([A-Za-z0-9._-]{1,64})$/;

/** Public profile addresses of the user's accounts, from the usernames their exports hold. */
export function profileSuggestions(datasets: readonly ImportedDataset[]): ProfileSuggestion[] {
  const found = new Map<string, ProfileSuggestion>();
  for (const dataset of datasets) {
    const platform = dataset.platform;
    for (const fact of dataset.profile.usernames) {
      const handle = HANDLE.exec(fact.value.trim())?.[1];
      if (!handle) continue;
      const url =
        platform === 'x'
          ? `https://x.com/${handle}`
          : platform === 'instagram'
            ? `https://www.instagram.com/${handle}/`
            : platform === 'tiktok'
              ? `https://www.tiktok.com/@${handle}`
              : platform === 'facebook'
                ? `https://www.facebook.com/${handle}`
                : platform === 'linkedin'
                  ? `https://www.linkedin.com/in/${handle}/`
                  : null;
      if (url) found.set(url.toLowerCase(), { platform, url });
    }
    // A LinkedIn export names its public profile address among the profile's links.
    for (const fact of dataset.profile.links) {
      if (/^https:\/\/([a-z]+\.)?linkedin\.com\/in\/[^/?#\s]+\/?$/i.test(fact.value.trim())) {
        const url = fact.value.trim();
        found.set(url.toLowerCase(), { platform: 'linkedin', url });
      }
    }
  }
  return [...found.values()];
}

const values = (facts: readonly ProfileFact[]) => facts.map((fact) => fact.value);

export function knownIdentityOf(datasets: readonly ImportedDataset[]): KnownIdentity {
  const known: KnownIdentity = {
    emails: [],
    phones: [],
    addresses: [],
    birthdays: [],
    locations: [],
  };
  for (const { profile } of datasets) {
    known.emails.push(...values(profile.emails));
    known.phones.push(...values(profile.phones));
    known.addresses.push(...values(profile.addresses));
    known.birthdays.push(...profile.birthdays.map((birthday) => birthday.raw));
    known.locations.push(...values(profile.locations));
  }
  return known;
}

const digits = (value: string) => value.replace(/\D/g, '');
const words = (value: string) => value.toLowerCase().replace(/\s+/g, ' ').trim();

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

interface DateParts {
  year: number | null;
  month: number | null;
  day: number | null;
}

/**
 * A written date's year, month and day, whichever it gives: "March 3, 1990", "3 Mar 1990",
 * "1990-03-03", "03/03/1990" (day and month both ≤ 12 stay ambiguous and give no month or day).
 */
export function dateParts(written: string): DateParts {
  const text = written.toLowerCase();
  const iso = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/.exec(text);
  if (iso) return { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  const year = /\b(19|20)\d{2}\b/.exec(text);
  const monthIndex = MONTHS.findIndex((name) => new RegExp(`\\b${name}[a-z]*\\.?`).test(text));
  if (monthIndex >= 0) {
    const day = /\b(\d{1,2})(st|nd|rd|th)?\b/.exec(text.replace(/\b(19|20)\d{2}\b/g, ''));
    return {
      year: year ? Number(year[0]) : null,
      month: monthIndex + 1,
      day: day ? Number(day[1]) : null,
    };
  }
  const numeric = /\b(\d{1,2})[/.](\d{1,2})[/.](\d{4})\b/.exec(text);
  if (numeric) {
    const [a, b] = [Number(numeric[1]), Number(numeric[2])];
    const ambiguous = a <= 12 && b <= 12 && a !== b;
    return {
      year: Number(numeric[3]),
      month: ambiguous ? null : a > 12 ? b : a,
      day: ambiguous ? null : a > 12 ? a : b,
    };
  }
  return { year: year ? Number(year[0]) : null, month: null, day: null };
}

/** Whether the page's date is one of the birthdays the exports hold: every part both give agrees. */
function sameDate(shown: string, birthdays: readonly string[]): boolean {
  const page = dateParts(shown);
  return birthdays.some((birthday) => {
    const own = dateParts(birthday);
    const parts = (['year', 'month', 'day'] as const).filter(
      (part) => page[part] !== null && own[part] !== null,
    );
    // A bare year or month says too little to call it the person's own birthday.
    return (
      parts.length >= 2 &&
      parts.includes('month') &&
      parts.every((part) => page[part] === own[part])
    );
  });
}

/** Words before a date that make it the day an account was made, not a birthday. */
const JOINED_BEFORE =
  /\b(joined|member since|since|created|started|active since|on \w+ since)\s*(on|in)?\s*$/i;

/** Whether the date at `start` in `text` is a join date ("Joined April 2012"). */
export function isJoinDate(text: string, start: number): boolean {
  const before = Array.from(text)
    .slice(Math.max(0, start - 24), start)
    .join('');
  return JOINED_BEFORE.test(before);
}

/** Labels whose evidence is a whole statement: a fragment of it ("Off to") says nothing. */
const STATEMENT_LABELS = new Set<TextLabel>([
  'AWAY_FROM_HOME',
  'LIVE_LOCATION',
  'CHILD_INFO',
  'SECURITY_ANSWER',
  'HEALTH',
  'FINANCIAL',
]);

/** The sentence (or line) around a span, so a statement shows what it says. */
function sentenceAround(points: readonly string[], start: number, end: number): string {
  let from = start;
  while (from > 0 && !/[.!?\n]/.test(points[from - 1]!)) from--;
  let to = end;
  while (to < points.length && !/[.!?\n]/.test(points[to]!)) to++;
  if (to < points.length && points[to] !== '\n') to++;
  return points.slice(from, to).join('').trim();
}

/** Whether `shown` (a value on the page) is one the user's exports hold. */
function fromExports(label: TextLabel, shown: string, known: KnownIdentity): boolean {
  switch (label) {
    case 'EMAIL':
      return known.emails.some((email) => words(email) === words(shown));
    case 'PHONE': {
      // Country codes differ in how they are written: the last 9 digits identify a number.
      const tail = digits(shown).slice(-9);
      return tail.length >= 7 && known.phones.some((phone) => digits(phone).endsWith(tail));
    }
    case 'ADDRESS':
    case 'POSTAL_CODE':
      return known.addresses.some((address) => words(address).includes(words(shown)));
    case 'DATE_OF_BIRTH':
      return sameDate(shown, known.birthdays);
    case 'LOCATION':
      return known.locations.some((place) => words(place).includes(words(shown)));
    default:
      return false;
  }
}

const SIGN_IN_WALL =
  /\b(log ?in|sign ?in|sign up|create an account|join now)\b.{0,40}\b(to (see|view|continue)|instagram|tiktok|facebook|linkedin|x)\b|^(log ?in|sign ?in)\b/i;

function visibilityOf(page: PublicPageSnapshot): ProfileVisibility {
  if (page.status === 404 || page.status === 410) return 'not-found';
  if (page.status === 401 || page.status === 403) return 'sign-in-wall';
  const title = page.metadata.title ?? '';
  const opening = page.markdown.slice(0, 400);
  // A short page whose title or opening asks to sign in shows strangers nothing of the profile.
  if (page.markdown.length < 3000 && (SIGN_IN_WALL.test(title) || SIGN_IN_WALL.test(opening))) {
    return 'sign-in-wall';
  }
  return 'visible';
}

function cut(value: string): string {
  const clean = value.replace(/\s+/g, ' ').trim();
  return clean.length > EVIDENCE_MAX ? `${clean.slice(0, EVIDENCE_MAX - 1)}…` : clean;
}

export function analysePublicProfile(
  page: PublicPageSnapshot,
  detect: (text: string) => TextSpan[],
  known: KnownIdentity,
): PublicProfileReport {
  const platform = platformOfUrl(page.url);
  const visibility = visibilityOf(page);
  const report: PublicProfileReport = {
    url: page.url,
    platform,
    visibility,
    title: page.metadata.title,
    description: page.metadata.description,
    exposures: [],
    fixUrl: platform ? FIX_URLS[platform].editProfile.url : null,
  };
  if (visibility !== 'visible') return report;

  // Title and description first: platforms put the bio there even when the page body is a shell.
  const text = [page.metadata.title, page.metadata.description, page.markdown]
    .filter((part): part is string => Boolean(part))
    .join('\n')
    .slice(0, PAGE_TEXT_MAX);
  const points = Array.from(text);
  const seen = new Set<string>();
  for (const span of detect(text)) {
    const kind = EXPOSURE_OF[span.label];
    if (!kind) continue;
    if (span.label === 'DATE_OF_BIRTH' && isJoinDate(text, span.start)) continue;
    let shown = points.slice(span.start, span.end).join('');
    if (STATEMENT_LABELS.has(span.label)) {
      shown = sentenceAround(points, span.start, span.end);
      // Two words or fewer, even with its sentence, is a fragment, not something the page says.
      if (shown.split(/\s+/).filter(Boolean).length < 3) continue;
    }
    const fromYourExports = fromExports(span.label, shown, known);
    // A place name alone is only worth saying when it is where the exports say the user lives.
    if (kind.level === 'low' && !fromYourExports) continue;
    const key = `${span.label}:${words(shown)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    report.exposures.push({ ...kind, evidence: cut(shown), fromYourExports });
  }
  const rank = { high: 0, medium: 1, low: 2 } as const;
  report.exposures.sort(
    (a, b) =>
      rank[a.level] - rank[b.level] || Number(b.fromYourExports) - Number(a.fromYourExports),
  );
  return report;
}
