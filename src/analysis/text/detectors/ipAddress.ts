// IP_ADDRESS: IPv4 (every octet 0-255) and IPv6 (full or '::'-compressed). Private and loopback
// ranges are reported with `detail: 'private'` because they do not locate a person.
// Invariant: dotted version strings with a fifth part ("1.2.3.4.5") are not addresses.
import type { RawSpan } from '../types.ts';
import { HAS_DIGIT, span } from './shared.ts';

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`(?<![\\w.])${OCTET}(?:\\.${OCTET}){3}(?![\\w]|\\.\\d)`, 'g');
const IPV6 =
  /(?<![\w:])(?:[0-9a-f]{1,4}:){2,7}(?::|[0-9a-f]{1,4})(?:(?::[0-9a-f]{1,4}){0,6})?(?![\w:])/gi;
const PRIVATE_V4 = /^(?:10\.|127\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|0\.)/;

function ipv6Valid(value: string): boolean {
  const halves = value.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')));
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return false;
  // A clock time like 12:30:45 has only decimal groups; require a hex letter or '::'.
  if (halves.length === 1 && groups.length !== 8) return false;
  return halves.length === 2 || /[a-f]/i.test(value) || groups.length === 8;
}

export function detectIpAddresses(text: string): RawSpan[] {
  // Every pattern here needs a digit; most posts have none.
  if (!HAS_DIGIT.test(text)) return [];
  const found: RawSpan[] = [];
  for (const match of text.matchAll(IPV4)) {
    const detail = PRIVATE_V4.test(match[0]) ? 'private' : undefined;
    found.push(span(match.index, match.index + match[0].length, 'IP_ADDRESS', 0.95, detail));
  }
  if (text.includes(':')) {
    for (const match of text.matchAll(IPV6)) {
      if (!ipv6Valid(match[0])) continue;
      found.push(span(match.index, match.index + match[0].length, 'IP_ADDRESS', 0.9));
    }
  }
  return found;
}
