// The character tests that stand in for patterns: isSpace is exactly what `\s` matches (and
// trim() removes), digitCount counts exactly what `\d` matches; leanBoundaries rewrites a
// pattern's inner word boundaries without changing what it matches.
import { describe, expect, it } from 'vitest';
import { digitCount, isSpace, leanBoundaries } from './shared.ts';

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

describe('leanBoundaries', () => {
  it('writes inner boundaries as lookaheads and leaves opening ones, classes and escapes', () => {
    expect(leanBoundaries(/\b(?:a|\bb)c?\b|\bd\b/gi).source).toBe(
      '\\b(?:a|\\bb)c?(?=\\b)|\\bd(?=\\b)',
    );
    expect(leanBoundaries(/x[\b]\\b(?=\b)/).source).toBe('x[\\b]\\\\b(?=\\b)');
    expect(leanBoundaries(/x\by/u).flags).toBe('u');
    const plain = /\bword\B/;
    expect(leanBoundaries(plain)).toBe(plain);
    const shared = /x\b/;
    expect(leanBoundaries(shared)).toBe(leanBoundaries(shared));
  });

  it('finds the same matches at the same places', () => {
    const pattern = /\b(?:for (?:the )?(?:\d{1,2} )?(?:days?|weeks?)\b|back (?:on )?\w+\b)/gi;
    const text = 'Away for the 12 days. back on Monday, for weeks-long, forthe days back onx';
    const spans = (re: RegExp) => [...text.matchAll(re)].map((m) => [m.index, m[0]]);
    expect(spans(leanBoundaries(pattern))).toEqual(spans(pattern));
  });
});
