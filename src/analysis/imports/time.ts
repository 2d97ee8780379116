// Timestamps in the shapes exports use (export-formats.md §0): Unix seconds or milliseconds (as
// numbers or strings), ISO-8601, Twitter API style, "YYYY-MM-DD HH:MM:SS" (TikTok, UTC), LinkedIn's
// "6/19/15, 10:16 AM" and "2018/08/18 17:16:55 UTC", "Mon Mar 28 14:17:11 UTC 2022", EXIF
// "2024:05:02 22:47:28", "Jun 2018", "04 Jul 2023". Invariant: returns an ISO string in UTC or null;
// never guesses a date from a value it does not recognise. Zone-less values are read as UTC; a
// zone abbreviation (PDT, EDT, CET…) is resolved when it is in ZONE_OFFSETS_H, else read as UTC; a
// numeric zone after UTC/GMT ("UTC+03", "GMT-05:30") is always applied.

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/** Seconds below this are not plausible export times as milliseconds (1973 in ms). */
const MS_THRESHOLD = 1e11;

function iso(ms: number): string | null {
  if (!Number.isFinite(ms)) return null;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function utc(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): string | null {
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  return iso(Date.UTC(y, mo - 1, d, h, mi, s));
}

function hour12(h: number, ampm: string | undefined): number {
  if (!ampm) return h;
  const pm = ampm.toLowerCase() === 'pm';
  return (h % 12) + (pm ? 12 : 0);
}

/** Epoch seconds or ms (number or numeric string). 0 means "no time" in Meta exports. */
export function fromEpoch(value: unknown): string | null {
  const n =
    typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return null;
  return iso(Math.abs(n) >= MS_THRESHOLD ? n : n * 1000);
}

export function parseTime(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return fromEpoch(value);
  if (typeof value !== 'string') return null;
  const s = value.trim();
  if (!s) return null;
  if (/^\d{9,13}$/.test(s)) return fromEpoch(s);
  let m: RegExpMatchArray | null;
  // ISO 8601 (with zone, or without → UTC); fractions of a second are kept.
  if (
    (m = s.match(
      /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2}(?:\.\d+)?)?\s*(Z|UTC|[+-]\d{2}:?\d{2})?$/i,
    ))
  ) {
    const zone = (m[4] ?? 'Z').toUpperCase();
    const offset =
      zone === 'UTC'
        ? 'Z'
        : /^[+-]\d{4}$/.test(zone)
          ? `${zone.slice(0, 3)}:${zone.slice(3)}`
          : zone;
    return iso(Date.parse(`${m[1]}T${m[2]}${m[3] ?? ':00'}${offset}`));
  }
  if ((m = s.match(/^(\d{4})-(\d{2})-(\d{2})$/))) return utc(+m[1]!, +m[2]!, +m[3]!);
  // EXIF and LinkedIn 2018: 2024:05:02 22:47:28 / 2018/08/18 17:16:55 UTC
  if ((m = s.match(/^(\d{4})[:/](\d{2})[:/](\d{2}) (\d{2}):(\d{2}):(\d{2})(?: UTC)?$/))) {
    return utc(+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
  }
  // Twitter API: Fri Mar 06 13:02:05 +0000 2026
  if ((m = s.match(/^\w{3} (\w{3}) (\d{1,2}) (\d{2}):(\d{2}):(\d{2}) ([+-]\d{4}) (\d{4})$/))) {
    const month = MONTHS[m[1]!.toLowerCase()];
    if (!month) return null;
    const offsetMin =
      (m[6]![0] === '-' ? -1 : 1) * (Number(m[6]!.slice(1, 3)) * 60 + Number(m[6]!.slice(3)));
    const ms = Date.UTC(+m[7]!, month - 1, +m[2]!, +m[3]!, +m[4]!, +m[5]!) - offsetMin * 60_000;
    return iso(ms);
  }
  // LinkedIn 2024: Mon Mar 28 14:17:11 UTC 2022
  if ((m = s.match(/^\w{3} (\w{3}) (\d{1,2}) (\d{2}):(\d{2}):(\d{2}) UTC (\d{4})$/))) {
    const month = MONTHS[m[1]!.toLowerCase()];
    return month ? utc(+m[6]!, month, +m[2]!, +m[3]!, +m[4]!, +m[5]!) : null;
  }
  // LinkedIn: 6/19/15, 10:16 AM  (US month/day/two-digit year)
  if (
    (m = s.match(
      /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))? ?(AM|PM)?$/i,
    ))
  ) {
    const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return utc(year, +m[1]!, +m[2]!, hour12(+m[4]!, m[7]), +m[5]!, +(m[6] ?? 0));
  }
  // Google My Activity HTML and Takeout's archive page: Apr 14, 2022, 4:15:30 PM EDT (the space
  // before AM/PM may be U+202F); zone abbreviations Footprint knows are resolved, others kept as UTC.
  if (
    (m = s.match(
      /^(\w{3})\w* (\d{1,2}), (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?[\s\u202f]*(AM|PM)?\s*([A-Z]{2,5}(?:[+-]\d{1,2}(?::?\d{2})?)?)?/i,
    ))
  ) {
    const month = MONTHS[m[1]!.toLowerCase()];
    return month
      ? zoned(utc(+m[3]!, month, +m[2]!, hour12(+m[4]!, m[7]), +m[5]!, +(m[6] ?? 0)), m[8])
      : null;
  }
  // Dates only: "Feb 17, 1998", "04 Jul 2023", "Jun 2018"
  if ((m = s.match(/^(\w{3})\w* (\d{1,2}), (\d{4})$/))) {
    const month = MONTHS[m[1]!.toLowerCase()];
    return month ? utc(+m[3]!, month, +m[2]!) : null;
  }
  if ((m = s.match(/^(\d{1,2}) (\w{3})\w* (\d{4})$/))) {
    const month = MONTHS[m[2]!.toLowerCase()];
    return month ? utc(+m[3]!, month, +m[1]!) : null;
  }
  if ((m = s.match(/^(\w{3})\w* (\d{4})$/))) {
    const month = MONTHS[m[1]!.toLowerCase()];
    return month ? utc(+m[2]!, month, 1) : null;
  }
  // Facebook HTML 2018: Thursday, January 1, 2015 at 12:05pm EDT (or "UTC+03", 2014)
  if (
    (m = s.match(
      /^\w+, (\w+) (\d{1,2}), (\d{4}) at (\d{1,2}):(\d{2}) ?(am|pm)\s*([A-Z]{2,5}(?:[+-]\d{1,2}(?::?\d{2})?)?)?/i,
    ))
  ) {
    const month = MONTHS[m[1]!.slice(0, 3).toLowerCase()];
    return month ? zoned(utc(+m[3]!, month, +m[2]!, hour12(+m[4]!, m[6]), +m[5]!), m[7]) : null;
  }
  if ((m = s.match(/^(\w+) (\d{1,2}), (\d{4})$/))) {
    const month = MONTHS[m[1]!.slice(0, 3).toLowerCase()];
    return month ? utc(+m[3]!, month, +m[2]!) : null;
  }
  return null;
}

/** Hours ahead of UTC of the zone abbreviations exports print after a local time. */
const ZONE_OFFSETS_H: Record<string, number> = {
  UTC: 0,
  GMT: 0,
  PST: -8,
  PDT: -7,
  MST: -7,
  MDT: -6,
  CST: -6,
  CDT: -5,
  EST: -5,
  EDT: -4,
  AKST: -9,
  AKDT: -8,
  HST: -10,
  BST: 1,
  CET: 1,
  CEST: 2,
  EET: 2,
  EEST: 3,
  IST: 5.5,
  // As Google prints them in other languages: German, Russian, Indonesian, Brazilian, Korean.
  MEZ: 1,
  MESZ: 2,
  MSK: 3,
  WIB: 7,
  WITA: 8,
  WIT: 9,
  BRT: -3,
  KST: 9,
  JST: 9,
  AEST: 10,
  AEDT: 11,
};

/** Hours ahead of UTC of a zone as exports print it: an abbreviation or "UTC+03" / "GMT-05:30". */
function zoneOffsetH(zone: string): number | undefined {
  const numeric = zone.match(/^(?:UTC|GMT)([+-])(\d{1,2})(?::?(\d{2}))?$/i);
  if (!numeric) return ZONE_OFFSETS_H[zone.toUpperCase()];
  const hours = +numeric[2]! + +(numeric[3] ?? 0) / 60;
  return numeric[1] === '-' ? -hours : hours;
}

/** A wall-clock time read as UTC, moved to UTC by its zone when Footprint can tell the offset. */
function zoned(wallClockAsUtc: string | null, zone: string | undefined): string | null {
  const offset = zone ? zoneOffsetH(zone) : undefined;
  if (!wallClockAsUtc || offset === undefined) return wallClockAsUtc;
  return iso(Date.parse(wallClockAsUtc) - offset * 3_600_000);
}

/** A wall-clock time in a zone (abbreviation or "GMT+03:00"; unknown: read as UTC), as UTC ISO. */
export function zonedTime(
  y: number,
  mo: number,
  d: number,
  h: number,
  mi: number,
  sec: number,
  zone: string | undefined,
): string | null {
  return zoned(utc(y, mo, d, h, mi, sec), zone);
}

export function parseMonth(name: string): number | null {
  return MONTHS[name.slice(0, 3).toLowerCase()] ?? null;
}
