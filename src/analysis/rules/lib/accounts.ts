// Account-level facts several security rules share: the reference time of an export (when it was
// made, else its newest event), login countries and device families from user agents.
// Invariant: all pure; "now" for an export is the export's own date, so an old export is judged
// as of the day it was made, not as of today.
import type { ImportedDataset, LoginEvent } from '../../imports/dataset.ts';
import { epochMsOf } from './describe.ts';

/** When the export was made, else the newest dated event in it, else the scan's now. */
export function referenceTime(d: ImportedDataset, now: number): number {
  const exported = epochMsOf(d.exportDate);
  if (exported !== null) return exported;
  let newest = -Infinity;
  const see = (iso: string | null | undefined) => {
    const t = epochMsOf(iso);
    if (t !== null && t > newest) newest = t;
  };
  for (const l of d.logins) see(l.at);
  for (const p of d.posts) see(p.at);
  for (const dv of d.devices) see(dv.lastSeenAt);
  return Number.isFinite(newest) ? newest : now;
}

/** Country from a resolved login location ("Bratislava, Bratislava Region, SK" → "SK"). */
export function loginCountry(l: LoginEvent): string | null {
  if (!l.location) return null;
  const last = l.location.split(',').pop()?.trim();
  return last ? last.toUpperCase() : null;
}

const OS: [RegExp, string][] = [
  [/iPhone|iOS/i, 'iPhone'],
  [/iPad/i, 'iPad'],
  [/Android/i, 'Android'],
  [/Windows/i, 'Windows'],
  [/Mac OS X|Macintosh/i, 'Mac'],
  [/CrOS/i, 'ChromeOS'],
  [/Linux/i, 'Linux'],
];
const CLIENT: [RegExp, string][] = [
  [/FBAN|FB4A|FBAV/i, 'Facebook app'],
  [/Instagram/i, 'Instagram app'],
  [/LIAuthLibrary|com\.linkedin/i, 'LinkedIn app'],
  [/Edg\//i, 'Edge'],
  [/Firefox\//i, 'Firefox'],
  [/Chrome\//i, 'Chrome'],
  [/Safari\//i, 'Safari'],
];

/** "Chrome on Mac" from a user agent: coarse on purpose, so browser updates are not new devices. */
export function deviceFamily(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const os = OS.find(([re]) => re.test(userAgent))?.[1];
  const client = CLIENT.find(([re]) => re.test(userAgent))?.[1];
  if (!os && !client) return null;
  return `${client ?? 'Unknown app'} on ${os ?? 'unknown system'}`;
}
