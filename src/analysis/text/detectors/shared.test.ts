// The character tests that stand in for patterns: isSpace is exactly what `\s` matches (and
// trim() removes), digitCount counts exactly what `\d` matches.
import { describe, expect, it } from 'vitest';
import { digitCount, isSpace } from './shared.ts';

describe('character tests', () => {
  it('isSpace agrees with \\s on every UTF-16 unit', () => {
    const differ: number[] = [];
    for (let code = 0; code <= 0xffff; code++)
      if (isSpace(code) !== /\s/.test(String.fromCharCode(code))) differ.push(code);
    expect(differ).toEqual([]);
    expect(isSpace(Number.NaN)).toBe(false);
  });

  it('digitCount counts what \\d matches', () => {
    expect(digitCount('')).toBe(0);
    expect(digitCount('a1b22 ٣ ３')).toBe(3);
  });
});
