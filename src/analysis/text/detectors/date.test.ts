// Dates where a sentence ends right after them, and years after a time word that other
// detectors could mistake for something else.
import { describe, expect, it } from 'vitest';
import { detectAddresses } from './address.ts';
import { detectDatesAndAges } from './date.ts';

function dates(text: string): string[] {
  return detectDatesAndAges(text).map((s) => `${text.slice(s.start, s.end)}:${s.label}`);
}

describe('dates', () => {
  it('reads a date that ends a sentence', () => {
    expect(dates('She was born on 2/8/1935. Her maiden name is Clark')).toEqual([
      '2/8/1935:DATE_OF_BIRTH',
    ]);
    expect(dates('Released 12.3.2024.')).toEqual(['12.3.2024:DATE']);
    expect(dates('Build 12.3.2024.5 is out')).toEqual([]);
  });

  it('reads a year after "during" as a date, not as a street and house number', () => {
    expect(dates('During 1971, the firm invested heavily')).toEqual(['1971:DATE']);
    expect(detectAddresses('During 1971, the firm invested heavily')).toEqual([]);
    expect(detectAddresses('We live at Kaiserring 5')).not.toEqual([]);
  });
});
