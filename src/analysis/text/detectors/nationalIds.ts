// National identifier layouts that are distinctive enough to be found without a cue word: each
// is a shape plus, where the country defines one, its check digit or letter (Aadhaar's Verhoeff,
// Spain's mod-23 letter, Brazil's CPF digits, France's NIR key, China's ISO 7064 digit, Italy's
// codice fiscale letter, Singapore's NRIC letter, Finland's HETU character, Chile's RUT digit,
// South Africa's Luhn). Invariant: a layout that ordinary numbers share (a bare run of digits)
// is listed only with a check that random digits fail at least nine times in ten, or a date
// inside it that must be real.
import { digitsOf, luhnValid } from './shared.ts';

export interface NationalIdLayout {
  /** What the number is, for tests and comments. */
  name: string;
  /** Global pattern; its whole match is the identifier. */
  pattern: RegExp;
  valid: (value: string) => boolean;
  /** The fewest ASCII digits a match holds: a text with fewer skips the pattern. */
  digits: number;
}

const VERHOEFF_D = [
  '0123456789',
  '1234067895',
  '2340178956',
  '3401289567',
  '4012395678',
  '5987604321',
  '6598710432',
  '7659821043',
  '8765932104',
  '9876543210',
].map((row) => [...row].map(Number));
const VERHOEFF_P = [
  '0123456789',
  '1576283094',
  '5803796142',
  '8916043527',
  '9453126870',
  '4286573901',
  '2793806415',
  '7046913258',
].map((row) => [...row].map(Number));

export function verhoeffValid(digits: string): boolean {
  let check = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    check = VERHOEFF_D[check]?.[VERHOEFF_P[i % 8]?.[digit] ?? 0] ?? 0;
  }
  return check === 0;
}

const MOD23_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Spain's DNI (8 digits + letter) and NIE (X/Y/Z + 7 digits + letter). */
export function spanishIdValid(value: string): boolean {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  const number = compact.slice(0, -1).replace(/^[XYZ]/, (l) => String('XYZ'.indexOf(l)));
  return /^\d{8}$/.test(number) && MOD23_LETTERS[Number(number) % 23] === compact.slice(-1);
}

function cpfValid(value: string): boolean {
  const d = [...digitsOf(value)].map(Number);
  if (d.length !== 11 || d.every((x) => x === d[0])) return false;
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += (d[i] ?? 0) * (length + 1 - i);
    if (((sum * 10) % 11) % 10 !== d[length]) return false;
  }
  return true;
}

function nirValid(value: string): boolean {
  const compact = value.replace(/\s/g, '').replace(/2A/i, '19').replace(/2B/i, '18');
  if (!/^\d{15}$/.test(compact)) return false;
  return 97 - Number(BigInt(compact.slice(0, 13)) % 97n) === Number(compact.slice(13));
}

function chineseIdValid(value: string): boolean {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (value.charCodeAt(i) - 48) * (weights[i] ?? 0);
  return '10X98765432'[sum % 11] === value[17]?.toUpperCase() && realDate(value.slice(6, 14));
}

const CF_ODD = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

function codiceFiscaleValid(value: string): boolean {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = value.charCodeAt(i);
    const index = c <= 57 ? c - 48 : c - 65;
    sum += i % 2 === 0 ? (CF_ODD[index] ?? 0) : index;
  }
  return String.fromCharCode(65 + (sum % 26)) === value[15];
}

function nricValid(value: string): boolean {
  const weights = [2, 7, 6, 5, 4, 3, 2];
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += (value.charCodeAt(i + 1) - 48) * (weights[i] ?? 0);
  const prefix = value[0] ?? '';
  if (prefix === 'T' || prefix === 'G') sum += 4;
  if (prefix === 'M') sum += 3;
  const letters = 'ST'.includes(prefix)
    ? 'JZIHGFEDCBA'
    : prefix === 'M'
      ? 'KLJNPQRTUWX'
      : 'XWUTRQPNMLK';
  return letters[sum % 11] === value[8];
}

function hetuValid(value: string): boolean {
  const number = Number(value.slice(0, 6) + value.slice(7, 10));
  return (
    '0123456789ABCDEFHJKLMNPRSTUVWXY'[number % 31] === value[10] &&
    realDate(value.slice(0, 6), 'DDMMYY')
  );
}

function rutValid(value: string): boolean {
  const [body = '', check = ''] = value.replace(/\./g, '').split('-');
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += (body.charCodeAt(i) - 48) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  return (rest === 11 ? '0' : rest === 10 ? 'K' : String(rest)) === check.toUpperCase();
}

/** A real calendar date in the digits: YYYYMMDD, YYMMDD or DDMMYY. */
function realDate(digits: string, order: 'YYYYMMDD' | 'YYMMDD' | 'DDMMYY' = 'YYYYMMDD'): boolean {
  const [month, day] =
    order === 'YYYYMMDD'
      ? [Number(digits.slice(4, 6)), Number(digits.slice(6, 8))]
      : order === 'YYMMDD'
        ? [Number(digits.slice(2, 4)), Number(digits.slice(4, 6))]
        : [Number(digits.slice(2, 4)), Number(digits.slice(0, 2))];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

const BEFORE = String.raw`(?<![\w+.\-/@])`;
const AFTER = String.raw`(?![\w\-/@]|[.,]\d)`;
const layout = (body: string) => new RegExp(`${BEFORE}(?:${body})${AFTER}`, 'g');

export const NATIONAL_ID_LAYOUTS: NationalIdLayout[] = [
  // India: PAN's fourth letter says who holds it (P person, C company …).
  {
    name: 'PAN',
    digits: 4,
    pattern: layout('[A-Z]{3}[PCHFATBLJG][A-Z]\\d{4}[A-Z]'),
    valid: () => true,
  },
  {
    name: 'Aadhaar',
    digits: 12,
    pattern: layout('[2-9]\\d{3}([ -]?)\\d{4}\\1\\d{4}'),
    valid: (value) => verhoeffValid(digitsOf(value)),
  },
  {
    name: 'codice fiscale',
    digits: 7,
    pattern: layout('[A-Z]{6}\\d{2}[A-EHLMPR-T]\\d{2}[A-Z]\\d{3}[A-Z]'),
    valid: codiceFiscaleValid,
  },
  {
    name: 'DNI / NIE',
    digits: 7,
    pattern: layout('(?:\\d{8}|[XYZ]-?\\d{7})-?[A-Z]'),
    valid: spanishIdValid,
  },
  { name: 'CPF', digits: 11, pattern: layout('\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}'), valid: cpfValid },
  {
    name: 'NIR',
    digits: 14,
    pattern: layout('[12] ?\\d{2} ?\\d{2} ?(?:\\d{2}|2[AB]) ?\\d{3} ?\\d{3} ?\\d{2}'),
    valid: nirValid,
  },
  {
    name: 'Chinese resident id',
    digits: 17,
    pattern: layout('\\d{17}[\\dX]'),
    valid: chineseIdValid,
  },
  {
    name: 'South African id',
    digits: 13,
    pattern: layout('\\d{13}'),
    valid: (value) => luhnValid(value) && realDate(value.slice(0, 6), 'YYMMDD'),
  },
  { name: 'NRIC / FIN', digits: 7, pattern: layout('[STFGM]\\d{7}[A-Z]'), valid: nricValid },
  { name: 'HKID', digits: 6, pattern: layout('[A-Z]{1,2}\\d{6}\\([\\dA]\\)'), valid: () => true },
  {
    name: 'UK driving licence',
    digits: 7,
    pattern: layout('[A-Z9]{5}\\d[0156]\\d{4}[A-Z9]{2}\\d[A-Z]{2}'),
    valid: () => true,
  },
  {
    name: 'CURP',
    digits: 7,
    pattern: layout('[A-Z]{4}\\d{6}[HM][A-Z]{5}[A-Z\\d]\\d'),
    valid: (value) => realDate(value.slice(4, 10), 'YYMMDD'),
  },
  { name: 'HETU', digits: 9, pattern: layout('\\d{6}[-+A]\\d{3}[\\dA-Y]'), valid: hetuValid },
  {
    name: 'RUT',
    digits: 7,
    pattern: layout('\\d{1,2}\\.\\d{3}\\.\\d{3}-[\\dkK]'),
    valid: rutValid,
  },
  { name: 'Emirates id', digits: 15, pattern: layout('784-\\d{4}-\\d{7}-\\d'), valid: () => true },
  {
    name: 'Korean resident number',
    digits: 13,
    pattern: layout('\\d{6}-[1-4]\\d{6}'),
    valid: (value) => realDate(value.slice(0, 6), 'YYMMDD'),
  },
];
