// Local time of day for events stored in UTC, so "at night" and "during work hours" mean the
// user's night, not Greenwich's. Order of trust: the time zone the export states (an IANA name
// such as "Europe/London"), else the solar offset of the event's own longitude (round(lon / 15)
// hours; a deliberate simplification that is off by at most an hour or two around zone borders and
// DST), else UTC. Invariant: pure and cached per hour, so a million points cost a few thousand
// Intl calls.
import type { ImportedDataset } from '../../imports/dataset.ts';

const HOUR_MS = 3_600_000;
/** Night runs from 22:00 to 05:59 local time. */
export const NIGHT_START_HOUR = 22;
export const NIGHT_END_HOUR = 6;
/** Work hours: Monday to Friday, 09:00 to 16:59 local time. */
export const WORK_START_HOUR = 9;
export const WORK_END_HOUR = 17;

export interface LocalTime {
  hour: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Local calendar day "YYYY-MM-DD", to count distinct days. */
  day: string;
  /** Local ISO week number since the epoch, to count distinct weeks. */
  week: number;
}

function isZone(name: string): boolean {
  if (!name.includes('/')) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The IANA time zone the export states for the account, or null. */
export function datasetTimeZone(d: ImportedDataset): string | null {
  for (const fact of d.profile.locations) {
    if (fact.kind === 'timezone' && isZone(fact.value)) return fact.value;
  }
  return null;
}

const offsetCache = new Map<string, Map<number, number>>();

/** Offset of `zone` from UTC in minutes at the hour containing `timeMs`. */
function zoneOffsetMinutes(zone: string, timeMs: number): number {
  let perZone = offsetCache.get(zone);
  if (!perZone) {
    perZone = new Map();
    offsetCache.set(zone, perZone);
  }
  const hourKey = Math.floor(timeMs / HOUR_MS);
  const cached = perZone.get(hourKey);
  if (cached !== undefined) return cached;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(hourKey * HOUR_MS));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  const offset = Math.round((asUtc - hourKey * HOUR_MS) / 60_000);
  perZone.set(hourKey, offset);
  return offset;
}

export function localTime(timeMs: number, zone: string | null, lon?: number): LocalTime {
  let offsetMin = 0;
  if (zone) offsetMin = zoneOffsetMinutes(zone, timeMs);
  else if (lon !== undefined) offsetMin = Math.round(lon / 15) * 60;
  const local = new Date(timeMs + offsetMin * 60_000);
  const dayNumber = Math.floor(local.getTime() / 86_400_000);
  return {
    hour: local.getUTCHours(),
    weekday: local.getUTCDay(),
    day: local.toISOString().slice(0, 10),
    // Day 0 (1970-01-01) was a Thursday; +3 makes weeks start on Monday.
    week: Math.floor((dayNumber + 3) / 7),
  };
}

export function isNight(t: LocalTime): boolean {
  return t.hour >= NIGHT_START_HOUR || t.hour < NIGHT_END_HOUR;
}

export function isWorkHours(t: LocalTime): boolean {
  return t.weekday >= 1 && t.weekday <= 5 && t.hour >= WORK_START_HOUR && t.hour < WORK_END_HOUR;
}
