// The digit gates: a detector told how many digits its text holds (digitCount) finds exactly what
// it finds with every gate open, and every national layout's match holds at least the digits its
// gate assumes. Texts are built at random from the pieces the gated patterns read: digits and
// short numbers, separators, capitals, cue words, dates and month names.
import { describe, expect, it } from 'vitest';
import { piecedTexts } from '../../../test/seededRandom.ts';
import type { RawSpan } from '../types.ts';
import { detectAddresses } from './address.ts';
import { detectCoordinates } from './coordinates.ts';
import { detectCredentials } from './credential.ts';
import { detectDatesAndAges } from './date.ts';
import { detectIbans } from './iban.ts';
import { detectIdNumbers } from './idNumber.ts';
import { detectIpAddresses } from './ipAddress.ts';
import { detectLicensePlates } from './licensePlate.ts';
import { NATIONAL_ID_LAYOUTS } from './nationalIds.ts';
import { detectPaymentCards } from './paymentCard.ts';
import { detectPhones } from './phone.ts';
import { digitCount, digitsOf, matchesOf } from './shared.ts';

const PIECES = [
  '1',
  '7',
  '0',
  '12',
  '45',
  '784',
  '1999',
  '2024',
  ' ',
  ' ',
  '-',
  '.',
  '/',
  ':',
  ',',
  '(',
  ')',
  '+',
  '°',
  'N',
  'E',
  'X',
  'AB',
  'GB',
  'QQ',
  'ABCDE',
  'K',
  'A',
  'Jan ',
  'March ',
  ' in ',
  'born ',
  'age ',
  ' years old',
  'passport ',
  'id ',
  'code ',
  'call me ',
  'card ',
  'plate ',
  'Apt ',
  ' Main St',
  'Via Roma ',
  'PO Box ',
  '\n',
  'é',
  '😀',
];

function texts(seed: number, count: number): string[] {
  return piecedTexts(PIECES, seed, count, 20);
}

const OPEN = Number.MAX_SAFE_INTEGER;

describe('digit gates', () => {
  const detectors: Array<[string, (text: string, digits?: number) => RawSpan[]]> = [
    ['addresses', detectAddresses],
    ['coordinates', detectCoordinates],
    ['credentials', detectCredentials],
    ['dates and ages', detectDatesAndAges],
    ['IBANs', detectIbans],
    ['id numbers', detectIdNumbers],
    ['IP addresses', detectIpAddresses],
    ['licence plates', detectLicensePlates],
    ['payment cards', detectPaymentCards],
    ['phones', detectPhones],
  ];
  for (const [name, detect] of detectors) {
    it(`leave what the ${name} detector finds unchanged`, () => {
      for (const text of texts(20261128, 3000))
        expect([text, detect(text, digitCount(text))]).toEqual([text, detect(text, OPEN)]);
    });
  }

  it('never skip a national layout that could match', () => {
    for (const text of texts(20261129, 3000)) {
      for (const layout of NATIONAL_ID_LAYOUTS) {
        for (const match of matchesOf(text, layout.pattern))
          expect(digitsOf(match[0]).length).toBeGreaterThanOrEqual(layout.digits);
      }
    }
  });
});
