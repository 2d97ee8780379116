// The patterns tried only at candidate offsets (matchesAt) find exactly what a scan of every
// offset finds, on texts built at random from the pieces their candidates depend on: "@",
// " at ", quotes, long local parts, astral letters and emoji, line breaks, numbers after words.
import { describe, expect, it } from 'vitest';
import { piecedTexts } from '../../../test/seededRandom.ts';
import { WORD_THEN_NUMBER, wordThenNumberStarts } from './address.ts';
import { atSigns, EMAIL, localStarts, spacedAts, WORD_AT } from './email.ts';
import { matchesAt, matchesOf } from './shared.ts';

const PIECES = [
  '@',
  ' at ',
  ' AT ',
  ' At ',
  '"',
  '"john doe"',
  'a',
  'Zé',
  'x.y',
  "o'connor",
  '-',
  '_',
  '%',
  '+',
  '.',
  ' ',
  '  ',
  '\n',
  'example.com',
  'jo@example.com',
  'a.b+c@mail.co.uk',
  'tom at example.org',
  'mail.co.uk',
  'ex-ample.de',
  '😀',
  '𝐀𝐛',
  'ǅ',
  'ß',
  '12',
  ' 4',
  ' 12a',
  'Hauptstraße',
  'straße 5',
  'Via Roma 3',
  'Rue-de 7.',
  'ul. 9',
  'Jürgen',
  'अजय',
  'x'.repeat(70),
  'y'.repeat(64),
];

function texts(seed: number, count: number): string[] {
  return piecedTexts(PIECES, seed, count, 24);
}

const shape = (matches: RegExpExecArray[]) => matches.map((m) => [m.index, m[0]]);
const sticky = (pattern: RegExp) => new RegExp(pattern.source, pattern.flags.replace('g', 'y'));

describe('patterns tried at candidate offsets', () => {
  const cases: Array<[string, RegExp, (text: string) => number[]]> = [
    ['e-mail addresses', EMAIL, (text) => localStarts(text, atSigns(text))],
    ['addresses with "at" for "@"', WORD_AT, (text) => localStarts(text, spacedAts(text))],
    ['streets written name first', WORD_THEN_NUMBER, wordThenNumberStarts],
  ];
  for (const [name, pattern, starts] of cases) {
    it(`find the same ${name} as a scan of every offset`, () => {
      const at = sticky(pattern);
      let matched = 0;
      for (const text of texts(20261128, 4000)) {
        const expected = shape(matchesOf(text, pattern));
        matched += expected.length;
        expect([text, shape(matchesAt(text, at, starts(text)))]).toEqual([text, expected]);
      }
      // The texts reach the patterns' matches, not only their misses.
      expect(matched).toBeGreaterThan(100);
    });
  }
});
