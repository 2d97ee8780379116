// Which network addresses the data endpoints may reach: public unicast only. Loopback, private,
// link-local (incl. the 169.254.169.254 cloud metadata service), carrier-grade NAT, multicast,
// reserved and documentation ranges are refused, for IPv4, IPv6 and IPv4 embedded in IPv6
// (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16). Invariant: an address is allowed
// only if no rule refuses it, or it is listed exactly in the test/operator allowlist.
import net from 'node:net';

const BLOCKED = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2001::', 23], // IETF protocol assignments, incl. Teredo 2001::/32
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(prefix, bits, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (any textual form, incl. a dotted IPv4 tail). */
export function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().replace(/^\[|\]$/g, '');
  const zone = text.indexOf('%');
  if (zone !== -1) text = text.slice(0, zone);
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    if (net.isIPv4(dotted[1]!) === false) return null;
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 0) return null;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

function embeddedIpv4(groups: number[]): string | null {
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (zeros(0, 5) && groups[5] === 0xffff) return v4(groups[6]!, groups[7]!); // ::ffff:a.b.c.d
  if (zeros(0, 6) && (groups[6] !== 0 || groups[7]! > 1)) return v4(groups[6]!, groups[7]!); // ::a.b.c.d
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return v4(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return v4(groups[1]!, groups[2]!); // 6to4
  return null;
}

export type AddressVerdict = { allowed: true } | { allowed: false; reason: string };

export function checkAddress(address: string, allowlist: readonly string[] = []): AddressVerdict {
  const bare = address.replace(/^\[|\]$/g, '');
  if (allowlist.includes(bare)) return { allowed: true };
  if (net.isIPv4(bare)) {
    return BLOCKED.check(bare, 'ipv4')
      ? { allowed: false, reason: `${bare} is a private, loopback or reserved address` }
      : { allowed: true };
  }
  const groups = ipv6Groups(bare);
  if (!groups) return { allowed: false, reason: 'not an IP address' };
  const inner = embeddedIpv4(groups);
  if (inner != null) {
    if (allowlist.includes(inner)) return { allowed: true };
    if (BLOCKED.check(inner, 'ipv4')) {
      return { allowed: false, reason: `${bare} embeds the private or reserved address ${inner}` };
    }
  }
  const canonical = groups.map((g) => g.toString(16)).join(':');
  return BLOCKED.check(canonical, 'ipv6')
    ? { allowed: false, reason: `${bare} is a private, loopback or reserved address` }
    : { allowed: true };
}
