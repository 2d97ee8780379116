// ID_NUMBER: national and official identifiers. US SSN (SSA allocation rules), UK National
// Insurance number (prefix rules), NHS number (mod 11), Swedish personnummer (Luhn), and
// passport, driver licence and generic "ID number" values that follow their cue words.
// Invariant: a bare digit run is an id only with a checksum or a cue; never on its own.
import type { RawSpan } from '../types.ts';
import { cueBefore, digitsOf, HAS_DIGIT, luhnValid, matchesOf, span } from './shared.ts';

const SSN = /(?<![\w-])(\d{3})([- ])(\d{2})\2(\d{4})(?![\w-])/g;
const SSN_PLAIN = /(?<![\w-])\d{9}(?![\w-])/g;
const SSN_CUE =
  /(?:ssn|social security(?: number| no\.?| #)?|social sec\.?)\W{0,5}(?:is|:|#)?\W{0,3}$/i;
const NINO =
  /\b(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b/g;
const NHS = /(?<![\w-])\d{3}[ -]?\d{3}[ -]?\d{4}(?![\w-])/g;
const NHS_CUE = /nhs\W{0,4}(?:no\.?|number|#)?\W{0,3}(?:is)?\W{0,3}$/i;
const PERSONNUMMER = /(?<![\w-])(?:\d{2})?(\d{6})[-+](\d{4})(?![\w-])/g;
const CUED_ID =
  /\b(?:passport|driver'?s? ?licen[cs]e|driving licen[cs]e|licen[cs]e (?:no|number)|\bDL|national id|id card|identity card|id number|id no|tax id|tin|personal number|personnummer|medicare|student id|employee id|badge)\W{0,4}(?:no\.?|number|num|#)?\W{0,4}(?:is)?\W{0,3}(\d{2,6}(?: \d{2,6}){1,3}(?![\w-])|[A-Z0-9][A-Z0-9-]{4,17}\b)/gi;

function ssnAllocated(area: string, group: string, serial: string): boolean {
  return area !== '000' && area !== '666' && area[0] !== '9' && group !== '00' && serial !== '0000';
}

function nhsValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (digits.charCodeAt(i) - 48) * (10 - i);
  const check = 11 - (sum % 11);
  const expected = check === 11 ? 0 : check;
  return expected !== 10 && expected === digits.charCodeAt(9) - 48;
}

export function detectIdNumbers(text: string): RawSpan[] {
  // Every pattern here needs a digit; most posts have none.
  if (!HAS_DIGIT.test(text)) return [];
  const found: RawSpan[] = [];
  for (const match of matchesOf(text, SSN)) {
    const [, area = '', separator, group = '', serial = ''] = match;
    if (!ssnAllocated(area, group, serial)) continue;
    const cue = cueBefore(text, match.index, SSN_CUE, 30);
    if (separator === ' ' && !cue) continue;
    found.push(span(match.index, match.index + match[0].length, 'ID_NUMBER', cue ? 0.98 : 0.85));
  }
  for (const match of matchesOf(text, SSN_PLAIN)) {
    const digits = match[0];
    if (!cueBefore(text, match.index, SSN_CUE, 30)) continue;
    if (!ssnAllocated(digits.slice(0, 3), digits.slice(3, 5), digits.slice(5))) continue;
    found.push(span(match.index, match.index + 9, 'ID_NUMBER', 0.95));
  }
  for (const match of matchesOf(text, NINO)) {
    found.push(span(match.index, match.index + match[0].length, 'ID_NUMBER', 0.9));
  }
  for (const match of matchesOf(text, NHS)) {
    const digits = digitsOf(match[0]);
    if (digits.length !== 10 || !nhsValid(digits)) continue;
    if (!cueBefore(text, match.index, NHS_CUE, 30)) continue;
    found.push(span(match.index, match.index + match[0].length, 'ID_NUMBER', 0.95));
  }
  for (const match of matchesOf(text, PERSONNUMMER)) {
    const digits = (match[1] ?? '') + (match[2] ?? '');
    if (!luhnValid(digits)) continue;
    const month = Number(digits.slice(2, 4));
    const day = Number(digits.slice(4, 6));
    if (month < 1 || month > 12 || day < 1 || day > 91) continue;
    found.push(span(match.index, match.index + match[0].length, 'ID_NUMBER', 0.8));
  }
  for (const match of matchesOf(text, CUED_ID)) {
    const value = match[1] ?? '';
    if (!/\d/.test(value) || digitsOf(value).length < 4) continue;
    const start = match.index + match[0].length - value.length;
    found.push(span(start, start + value.length, 'ID_NUMBER', 0.85));
  }
  return found;
}
