// Plain-language helpers for finding titles and descriptions: numbers with the right noun, dates
// as days, platform names. Invariant: no personal data is ever formatted into a title or
// description (they sync to the server); excerpts belong in evidence only.
import { plural as countedWords } from '../../../shared/plural.ts';
import type { PlatformId } from '../../../shared/tables.ts';

export const PLATFORM_NAMES: Record<PlatformId, string> = {
  google: 'Google',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  x: 'X',
};

/** "1 post", "37 posts"; irregular plurals passed explicitly. The app's one plural helper. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return countedWords(n, { one: `# ${one}`, other: `# ${many}` });
}

/** "1 post carries", "3 posts carry": the noun phrase with a verb that agrees. */
export function counted(
  n: number,
  one: string,
  verbOne: string,
  verbMany: string,
  many = `${one}s`,
): string {
  return `${plural(n, one, many)} ${n === 1 ? verbOne : verbMany}`;
}

export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function day(iso: string | null | undefined): string {
  return iso ? iso.slice(0, 10) : 'an unknown date';
}

export const DAY_MS = 86_400_000;

/** An ISO time as epoch milliseconds (imports/time.ts made it ISO), or null when absent. */
export function epochMsOf(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : t;
}

/** Shortens an excerpt for evidence, on code points so emoji are never cut in half. */
export function excerpt(text: string, max = 160): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}
