// Handles across platforms: how to compare them (breadcrumbs linking accounts), and which
// lookalike handles an impersonator could register (homoglyphs, added digits and underscores,
// "official"/"real" affixes), each with the profile URL on each platform so the user can check by
// hand. Invariant: candidate generation is deterministic and bounded (MAX_LOOKALIKES), and never
// contacts a platform — the user opens the links.
import type { PlatformId } from '../../../shared/tables.ts';

export const MAX_LOOKALIKES = 12;

/** Lower case, without "@" and the separators platforms treat differently (".", "_", "-"). */
export function normaliseHandle(handle: string): string {
  return handle
    .trim()
    .replace(/^@+/, '')
    .toLowerCase()
    .replace(/[._\-\s]/g, '');
}

/** Edit distance, bounded: returns max+1 as soon as the distance exceeds `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length] ?? max + 1;
}

/**
 * Same handle once separators and case are ignored, or one edit apart for handles of 6+
 * characters ("janedoe" / "janedoe1"): short handles are too common to link accounts by.
 */
export function handlesMatch(a: string, b: string): 'same' | 'similar' | null {
  const x = normaliseHandle(a);
  const y = normaliseHandle(b);
  if (x.length < 3 || y.length < 3) return null;
  if (x === y) return 'same';
  if (Math.min(x.length, y.length) >= 6 && editDistance(x, y, 1) <= 1) return 'similar';
  return null;
}

const PROFILE_URLS: Record<PlatformId, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}/`,
  tiktok: (h) => `https://www.tiktok.com/@${h}`,
  facebook: (h) => `https://www.facebook.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  google: (h) => `https://www.youtube.com/@${h}`,
};

export function profileUrl(platform: PlatformId, handle: string): string {
  return PROFILE_URLS[platform](encodeURIComponent(handle.replace(/^@+/, '')));
}

/** Characters an impersonator swaps for one that looks the same in most fonts. */
const HOMOGLYPHS: Record<string, string> = { o: '0', l: 'i', i: 'l', e: '3', a: '4', s: '5' };

/** Lookalike handles worth checking for `handle`, most convincing first. */
export function lookalikeHandles(handle: string): string[] {
  const h = handle.replace(/^@+/, '').toLowerCase();
  if (h.length < 3) return [];
  const out: string[] = [];
  const add = (c: string) => {
    if (c !== h && !out.includes(c) && /^[a-z0-9._]{2,30}$/.test(c)) out.push(c);
  };
  // A doubled letter and a swapped homoglyph are the hardest to spot in a feed.
  for (let i = 0; i < h.length && out.length < 4; i++) {
    const ch = h[i] as string;
    const swap = HOMOGLYPHS[ch];
    if (swap) add(h.slice(0, i) + swap + h.slice(i + 1));
  }
  add(`${h}_`);
  add(`_${h}`);
  add(`${h}1`);
  add(`${h}.official`);
  add(`real${h}`);
  add(`${h}_real`);
  const dotless = h.replace(/[._]/g, '');
  add(dotless);
  if (!h.includes('_') && h.length > 4)
    add(`${h.slice(0, Math.ceil(h.length / 2))}_${h.slice(Math.ceil(h.length / 2))}`);
  const lastLetter = h.search(/[a-z](?!.*[a-z])/);
  if (lastLetter >= 0) add(h.slice(0, lastLetter + 1) + h[lastLetter] + h.slice(lastLetter + 1));
  return out.slice(0, MAX_LOOKALIKES);
}
