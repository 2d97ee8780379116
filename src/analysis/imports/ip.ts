// IP addresses found inside export text: a page's cell, a CSV cell, a JSON value written with a
// label ("IP Address: 192.0.2.1"). Shared by every importer that reads addresses by shape (Facebook
// and Instagram pages, Google's access log). Invariant: a clock time ("12:55:00") is never taken
// for an IPv6 address, nor digits run on from a longer number for an IPv4 one.

const IPV4 = /(?<![\d.])(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?![\d.])/;
const IPV6_CANDIDATE = /(?<![\w:.])[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}(?![\w:.])/gi;

/** An IPv6 address: eight groups, or fewer with one "::" (a clock time "12:55:00" is neither). */
function isIpv6(candidate: string): boolean {
  const groups = candidate.split(':');
  const gaps = candidate.split('::').length - 1;
  if (gaps > 1) return false;
  return gaps === 1 ? groups.length <= 8 && /[0-9a-f]/i.test(candidate) : groups.length === 8;
}

/** The IP address a piece of text holds (alone or after a label: "IP Address: …"), if any. */
export function ipIn(text: string): string | undefined {
  const v4 = text.match(IPV4)?.[0];
  if (v4) return v4;
  return [...text.matchAll(IPV6_CANDIDATE)].map((m) => m[0]).find(isIpv6);
}
