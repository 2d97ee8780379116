// National ids after the words that name them, in their own layouts without such words, and the
// numbers that only look like them.
import { describe, expect, it } from 'vitest';
import { detectIdNumbers } from './idNumber.ts';

function ids(text: string): string[] {
  return detectIdNumbers(text)
    .sort((a, b) => a.start - b.start)
    .map((s) => text.slice(s.start, s.end))
    .filter((value, i, all) => all.indexOf(value) === i);
}

describe('ids after the words that name them', () => {
  it('reads the value after a cue in many countries and phrasings', () => {
    expect(ids('Passport No: K4729183 - can someone check')).toEqual(['K4729183']);
    expect(ids('my aadhaar is 4103 7829 5614 and PAN ABCPK4821M')).toEqual([
      '4103 7829 5614',
      'ABCPK4821M',
    ]);
    expect(ids('Mi NIE es X4729301H por si hace falta')).toEqual(['X4729301H']);
    expect(ids('Personalausweisnummer L01X00T47, gültig bis 2031')).toEqual(['L01X00T47']);
    expect(ids('My national insurance number is QQ 12 34 56 C if HR asks')).toEqual([
      'QQ 12 34 56 C',
    ]);
    expect(ids('HKID A123456(7) required')).toEqual(['A123456(7)']);
    expect(ids('Got my Social Insurance Number today, 130-629-587, feels official!')).toEqual([
      '130-629-587',
    ]);
  });

  it('reads a value written before its cue, and the other documents that carry a number', () => {
    expect(ids('X1234567 is my passport number')).toEqual(['X1234567']);
    expect(ids('AB1234567 (passport) and')).toEqual(['AB1234567']);
    expect(ids('my licence is D1234567, Residence permit no. RP-4471-2290')).toEqual([
      'D1234567',
      'RP-4471-2290',
    ]);
    expect(ids('license plate ABC 1234, Call 415-555-0132 - passport office')).toEqual([]);
  });

  it('does not read a date, a year or a short number after a cue as an id', () => {
    expect(ids('passport expires 2031, licence renewed 12/03/2026')).toEqual([]);
    expect(ids('my passport photo cost 12.50')).toEqual([]);
  });

  it('leaves the phone number of a passport or licence office to the phone detector', () => {
    expect(ids('Passport office phone 0300 222 0000 opens at 8')).toEqual([]);
    expect(ids('Call the passport helpline on 0300 222 0000')).toEqual([]);
    expect(ids('The DMV licence desk line 555 0134 2210 is busy')).toEqual([]);
  });

  it('does not read an order, app or meeting id as a personal one', () => {
    expect(ids('order ID 4471-2290-118, Zoom meeting ID 812 3456 7890')).toEqual([]);
  });

  it('does not read a common word that is also an acronym as a cue', () => {
    expect(ids('sin 4410 2290 y pan 1200 gramos')).toEqual([]);
  });
});

describe('ids in their national layouts without a cue', () => {
  it('finds layouts whose check digit or letter is right', () => {
    expect(ids('Filled in the form: ABCPK4821M, 739204658135, all done')).toEqual([
      'ABCPK4821M',
      '739204658135',
    ]);
    expect(ids('sent 183.647.290-04 to the accountant')).toEqual(['183.647.290-04']);
    expect(ids('registered with T0312847J at the polyclinic')).toEqual(['T0312847J']);
    expect(ids('card says BNCGLI92M51F205B')).toEqual(['BNCGLI92M51F205B']);
    expect(ids('the clerk read out 536-22-1847 and 912-73-4561')).toEqual([
      '536-22-1847',
      '912-73-4561',
    ]);
  });

  it('leaves the same layouts alone when the check fails', () => {
    expect(ids('order 739204658136 and 183.647.290-05, code T0312847K')).toEqual([]);
    expect(ids('typo: 72650183A')).toEqual([]);
  });
});
