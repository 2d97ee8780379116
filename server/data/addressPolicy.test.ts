import { describe, expect, it } from 'vitest';
import { checkAddress, ipv6Groups } from './addressPolicy.ts';

describe('data endpoint address policy', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'fc12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    '64:ff9b::10.0.0.1',
    '2002:7f00:1::',
    '::127.0.0.1',
    '[::1]',
    'fe80::1%eth0',
  ])('refuses %s', (address) => {
    expect(checkAddress(address).allowed).toBe(false);
  });

  it.each(['93.184.216.34', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(checkAddress(address).allowed).toBe(true);
    },
  );

  it('allows a refused address only when it is listed exactly', () => {
    expect(checkAddress('127.0.0.1', ['127.0.0.1']).allowed).toBe(true);
    expect(checkAddress('::ffff:127.0.0.1', ['127.0.0.1']).allowed).toBe(true);
    expect(checkAddress('127.0.0.2', ['127.0.0.1']).allowed).toBe(false);
    expect(checkAddress('::1', ['127.0.0.1']).allowed).toBe(false);
  });

  it('refuses text that is not an address', () => {
    expect(checkAddress('localhost').allowed).toBe(false);
    expect(checkAddress('1::2::3').allowed).toBe(false);
  });

  it('expands IPv6 forms to eight groups', () => {
    expect(ipv6Groups('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(ipv6Groups('2001:db8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ipv6Groups('1:2:3')).toBeNull();
  });
});
