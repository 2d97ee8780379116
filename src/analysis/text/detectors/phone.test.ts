// Phone numbers where they are easy to confuse with building numbers, carry a trailing label,
// or share a line with another number.
import { describe, expect, it } from 'vitest';
import { detectPhones } from './phone.ts';

function phones(text: string): string[] {
  return detectPhones(text).map((s) => text.slice(s.start, s.end));
}

describe('phone numbers', () => {
  it('does not take a house number before a street in any word order for a phone number', () => {
    expect(phones('We moved to 636 1812 Rue De La Gare last week')).toEqual([]);
    expect(phones('Parcel for 4410 220 Calle Mayor, Madrid')).toEqual([]);
    expect(phones('Send it to 12 4410 Hauptstraße please')).toEqual([]);
    expect(phones('Apt. 2210 4410 is on the third floor')).toEqual([]);
  });

  it('still reads a number after a phone cue next to an address as a phone', () => {
    expect(phones('phone no. 020 7946 0958, office at 12 High Street')).toEqual(['020 7946 0958']);
  });

  it('ends a number at a trailing label', () => {
    expect(phones('Reach me on 415-555-0132-Office or 415-555-0199-Fax')).toEqual([
      '415-555-0132',
      '415-555-0199',
    ]);
    expect(phones('+44 20 7946 0958 (mobile)')).toEqual(['+44 20 7946 0958']);
    expect(phones('Ring 020 7946 0958-Landline or 07700 900123-WhatsApp')).toEqual([
      '020 7946 0958',
      '07700 900123',
    ]);
  });

  it('finds two numbers written one after the other on a line', () => {
    expect(phones('Call 415-555-0132 415-555-0199 after six')).toEqual([
      '415-555-0132',
      '415-555-0199',
    ]);
  });
});

describe('phone layouts and labels', () => {
  it('reads a slash between area code and number, and one-letter labels', () => {
    expect(phones('Handy 0171/2345678, Büro 089/12345678')).toEqual([
      '0171/2345678',
      '089/12345678',
    ]);
    expect(phones('T: +44 161 496 0735 M: 07700900461')).toEqual([
      '+44 161 496 0735',
      '07700900461',
    ]);
    expect(phones('Mob 0044 7700 900461')).toEqual(['0044 7700 900461']);
  });

  it('reads a country code in brackets, and a made-up number of a plausible length after one', () => {
    expect(phones('(+44) 20 7946 0321 is the switchboard')).toEqual(['(+44) 20 7946 0321']);
    expect(phones('Prague desk +420 123 456 789')).toEqual(['+420 123 456 789']);
    expect(phones('Prague desk +420 123')).toEqual([]);
  });
});

describe('several numbers in one run', () => {
  it('splits a run of numbers written one after the other, with spaces or a slash', () => {
    expect(phones('ring 020 7946 0958 07700 900123 0161 496 0000 ok')).toEqual([
      '020 7946 0958',
      '07700 900123',
      '0161 496 0000',
    ]);
    expect(phones('Call 07700900461/07700900462 anytime')).toEqual(['07700900461', '07700900462']);
  });

  it('keeps the trunk 1 or 8 before an area code in brackets', () => {
    expect(phones('Call us at 1 (800) 555-0199.')).toEqual(['1 (800) 555-0199']);
    expect(phones('Москва: тел 8 (495) 123-45-67')).toEqual(['8 (495) 123-45-67']);
  });

  it('leaves an extension out of the number however it is written', () => {
    expect(phones('Call 020 7946 0958 extension 22 today')).toEqual(['020 7946 0958']);
    expect(phones('Tel 415-555-0132, ext. 4 or (415) 555-0199 Ext: 4410')).toEqual([
      '415-555-0132',
      '(415) 555-0199',
    ]);
    expect(phones('My cell is 415-555-0132 x214 or +1 202 555 0107#3')).toEqual([
      '415-555-0132',
      '+1 202 555 0107',
    ]);
    expect(phones('Reach Dana at +1-646-555-0110 extension 4 or email')).toEqual([
      '+1-646-555-0110',
    ]);
  });

  it('keeps an extension glued to the number as one token', () => {
    expect(phones('Phone 345-899-3560x4587')).toEqual(['345-899-3560x4587']);
  });

  it('leaves a dash direct-dial suffix out of a whole number', () => {
    expect(phones('Tel. +49 (0)89 1234567-0')).toEqual(['+49 (0)89 1234567']);
    expect(phones('Moscow +7 (495) 123-45-67')).toEqual(['+7 (495) 123-45-67']);
  });

  it('ends a number at a label after a slash', () => {
    expect(phones('Office/fax: +49 30 1234567/fax')).toEqual(['+49 30 1234567']);
  });
});

describe('numbers that only look like phones', () => {
  it('does not read pieces of a long tracking or serial number as phones', () => {
    expect(phones('tracking 9400 1118 9922 3756 1234 56 arrives')).toEqual([]);
    expect(phones('got 9400 1118 9922 3756 1234 56 in the mail')).toEqual([]);
  });

  it('does not read a ZIP+4 code, drawn lottery numbers or a loyalty card as phones', () => {
    expect(phones('Mountain View, CA 94043-1351')).toEqual([]);
    expect(phones('Winning numbers 04 11 23 35 42 48, bonus 07')).toEqual([]);
    expect(phones('Loyalty card 6001 2345, points 12,480')).toEqual([]);
    expect(phones('Paris +33 6 12 34 56 78 et 06 12 34 56 78')).toEqual([
      '+33 6 12 34 56 78',
      '06 12 34 56 78',
    ]);
  });

  it('does not read the rest of a parcel or serial code as a phone', () => {
    expect(phones('tracking 1Z 999 AA1 0123 4567 84 arrives Monday')).toEqual([]);
  });

  it('does not read a dotted version after a product or version word as a phone', () => {
    expect(phones('Chrome 120.0.6099.109 fixed it')).toEqual([]);
    expect(phones('call me on 415.555.0132')).toEqual(['415.555.0132']);
  });

  it('does not read money, book numbers or year ranges as phones', () => {
    expect(phones('Asking € 2.500.000, the flat went for 1,250,000')).toEqual([]);
    expect(phones('ISBN 978-3-16-148410-0, worked on it 2019-2023')).toEqual([]);
  });

  it('does not read spaced dates, counts, coordinates or labelled part numbers as phones', () => {
    expect(phones('Meeting 25 11 2026 at 10 30')).toEqual([]);
    expect(phones('Population 8 336 817 in 2020')).toEqual([]);
    expect(phones('GPS 51.5074 -0.1278 near the river')).toEqual([]);
    expect(phones('PO Box 4410 2290, part no 4410-2290-118, lot 4410 2290')).toEqual([]);
  });

  it('does not read a ticket or booking number as a phone', () => {
    expect(phones('support ticket 5521 0093 is still open')).toEqual([]);
    expect(phones('booking reference: 4410 2290 118')).toEqual([]);
  });
});
