import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  countInRange,
  passwordBreachCount,
  pwnedRangeFetcher,
  sha1Hex,
} from './pwnedPasswordsClient.ts';

afterEach(() => vi.unstubAllGlobals());

describe('Pwned Passwords range check', () => {
  it('sends only the first five characters of the SHA-1 hash, never the password or the rest', async () => {
    const password = 'correct horse battery staple';
    const hash = await sha1Hex(password);
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        sent.push(url, JSON.stringify(init ?? {}));
        // A padded range: the real suffix among others, and padding lines that count 0.
        return new Response(
          `0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n${hash.slice(5)}:3303\r\n00D4F6E8FA6EECAD2A3AA415EEC418D38EC:0`,
        );
      }),
    );
    const count = await passwordBreachCount(
      password,
      pwnedRangeFetcher('https://app.example', 'footprint', 'tok'),
    );
    expect(count).toBe(3303);
    expect(sent[0]).toBe(
      `https://app.example/api/data/footprint/pwned-passwords/range/${hash.slice(0, 5)}`,
    );
    const everything = sent.join(' ');
    expect(everything).not.toContain(password);
    expect(everything).not.toContain(hash.slice(5, 10));
    expect(everything.toUpperCase()).not.toContain(hash.slice(0, 6));
  });

  it('hashes as Pwned Passwords does and ignores padding entries', async () => {
    expect(await sha1Hex('password')).toBe('5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8');
    expect(
      countInRange(
        '1E4C9B93F3F0682250B6CF8331B7EE68FD8:0\n',
        '1E4C9B93F3F0682250B6CF8331B7EE68FD8',
      ),
    ).toBe(0);
    expect(countInRange('ABC:2', '1E4C9B93F3F0682250B6CF8331B7EE68FD8')).toBe(0);
  });
});
