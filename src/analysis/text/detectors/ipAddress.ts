// IP_ADDRESS: IPv4 (every octet 0-255) and IPv6 (full, '::'-compressed, with an IPv4 tail).
// Private, loopback and link-local ranges are reported with `detail: 'private'` because they do
// not locate a person. A port (":8443"), a CIDR prefix ("/24") or a zone ("%eth0") after an
// address is not part of it.
// Invariant: dotted version strings are not addresses — a fifth part ("1.2.3.4.5"), a letter
// glued before ("v1.2.3.4") or a version, build or section word just before ("firmware 2.4.10.1",
// "section 3.2.1.4") rules one out unless a network word ("IP", "server", "ping") is nearer.
import type { RawSpan } from '../types.ts';
import { digitCount, matchesOf, span, versionCueBefore } from './shared.ts';

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`(?<![\\w.])${OCTET}(?:\\.${OCTET}){3}(?![\\w]|\\.\\d)`, 'g');
/** A run of hex groups and colons, with at least two colons, maybe ending in an IPv4 tail. */
const IPV6 =
  /(?<![\w:.])(?:[0-9a-f]{0,4}:){2,7}(?:(?:\d{1,3}\.){3}\d{1,3}|[0-9a-f]{0,4})(?![\w:.]|\.\d)/gi;
const PRIVATE_V4 = /^(?:10\.|127\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|169\.254\.|0\.)/;
const PRIVATE_V6 = /^(?:::1?$|f[cd][0-9a-f]{0,2}:|fe[89ab][0-9a-f]?:)/i;
const IPV4_WHOLE = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);
/** Network words that keep a dotted quad an address even beside a version word. */
const NETWORK_CUE =
  /\b(?:ip|ipv4|address|addr|server|host|router|gateway|dns|ping|ssh|vpn|proxy|subnet|netmask|block(?:ed)?|ban(?:ned)?|allow(?:ed)?|connect(?:ed)?|from ip)\b[^\n.]{0,12}$/i;

function ipv6Valid(value: string): boolean {
  let body = value;
  let tailGroups = 0;
  const lastColon = value.lastIndexOf(':');
  const tail = value.slice(lastColon + 1);
  if (tail.includes('.')) {
    // "::ffff:192.0.2.128": an IPv4 tail counts as two groups.
    if (!IPV4_WHOLE.test(tail)) return false;
    body = value.slice(0, lastColon + 1) + '0';
    tailGroups = 1;
  }
  const halves = body.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')));
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return false;
  const count = groups.length + tailGroups;
  if (halves.length === 1) {
    // Uncompressed: exactly eight groups, and a clock time like 12:30:45 never gets there.
    return count === 8;
  }
  // Compressed: fewer than eight groups, a digit somewhere ("a::b" in code is not an address),
  // and more than "::" plus one short word ("std::vector" never matches: not hex).
  return count < 8 && /\d/.test(value) && (count >= 2 || /^::[0-9a-f]{1,4}$/i.test(value));
}

function isVersion(text: string, start: number): boolean {
  return (
    versionCueBefore(text, start) && !NETWORK_CUE.test(text.slice(Math.max(0, start - 30), start))
  );
}

export function detectIpAddresses(text: string, digits = digitCount(text)): RawSpan[] {
  // Every pattern here needs a digit; most posts have none.
  if (digits === 0) return [];
  const found: RawSpan[] = [];
  const v6: RawSpan[] = [];
  if (text.includes(':')) {
    for (const match of matchesOf(text, IPV6)) {
      if (!ipv6Valid(match[0])) continue;
      const detail = PRIVATE_V6.test(match[0]) ? 'private' : undefined;
      v6.push(span(match.index, match.index + match[0].length, 'IP_ADDRESS', 0.9, detail));
    }
  }
  // Four octets: four digits at least.
  for (const match of digits < 4 ? [] : matchesOf(text, IPV4)) {
    const start = match.index;
    // The IPv4 tail of an IPv6 address ("::ffff:192.0.2.128") is part of that address.
    if (v6.some((s) => start >= s.start && start < s.end)) continue;
    if (isVersion(text, start)) continue;
    const detail = PRIVATE_V4.test(match[0]) ? 'private' : undefined;
    found.push(span(start, start + match[0].length, 'IP_ADDRESS', 0.95, detail));
  }
  return [...found, ...v6];
}
