// IP addresses in the layouts people paste (ports, compressed IPv6, IPv4 tails) and the dotted
// numbers that are not addresses (versions, numbered sections, clock times, code).
import { describe, expect, it } from 'vitest';
import { detectIpAddresses } from './ipAddress.ts';

function ips(text: string): string[] {
  return detectIpAddresses(text).map((s) => text.slice(s.start, s.end));
}

describe('IP addresses', () => {
  it('ends an address before its port', () => {
    expect(ips('The server is at 203.0.113.45:8443 now')).toEqual(['203.0.113.45']);
    expect(ips('IP:192.168.1.10')).toEqual(['192.168.1.10']);
  });

  it('finds compressed IPv6 forms, loopback and IPv4 tails', () => {
    expect(ips('Bound to ::1 and fe80::1ff:fe23:4567:890a only')).toEqual([
      '::1',
      'fe80::1ff:fe23:4567:890a',
    ]);
    expect(ips('Allow 2001:db8:: and ::ffff:192.0.2.128 please')).toEqual([
      '2001:db8::',
      '::ffff:192.0.2.128',
    ]);
    expect(ips('Home is 2001:db8:85a3::8a2e:370:7334, do not share')).toEqual([
      '2001:db8:85a3::8a2e:370:7334',
    ]);
  });

  it('marks loopback and link-local IPv6 as private', () => {
    expect(detectIpAddresses('::1 and fe80::1').map((s) => s.detail)).toEqual([
      'private',
      'private',
    ]);
  });

  it('does not read versions or numbered sections as addresses', () => {
    expect(ips('Updated the firmware to version 2.4.10.1 last night')).toEqual([]);
    expect(ips('Running build 10.0.19.2, release 4.2.0.1 next week')).toEqual([]);
    expect(ips('v1.2.3.4 and ver. 1.2.3.4 of the plugin')).toEqual([]);
    expect(ips('See section 3.2.1.4 of the agreement, and § 1.1.2.3')).toEqual([]);
    expect(ips('OID 1.3.6.1.4.1 is not an address')).toEqual([]);
  });

  it('keeps an address after a network word even beside a version word', () => {
    expect(ips('ssh into build 10.0.0.5 tonight')).toEqual(['10.0.0.5']);
  });

  it('does not read clock times or code as IPv6', () => {
    expect(ips('Meet at 12:30:45 sharp, std::vector and a::b again')).toEqual([]);
  });
});
