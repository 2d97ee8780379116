import { describe, expect, it } from 'vitest';
import { ipIn } from './ip.ts';

describe('ipIn', () => {
  it('finds an address alone or after a label', () => {
    expect(ipIn('192.0.2.44')).toBe('192.0.2.44');
    expect(ipIn('IP Address: 198.51.100.7')).toBe('198.51.100.7');
    expect(ipIn('Adresse IP : 2001:db8::1')).toBe('2001:db8::1');
    expect(ipIn('2001:db8:0:0:0:0:400:11')).toBe('2001:db8:0:0:0:0:400:11');
  });

  it('takes no clock time, date or longer number for an address', () => {
    expect(ipIn('12:55:00')).toBeUndefined();
    expect(ipIn('Jan 5, 2021 12:55:00 PM')).toBeUndefined();
    expect(ipIn('1.192.0.2.44')).toBeUndefined();
    expect(ipIn('no address here')).toBeUndefined();
  });
});
