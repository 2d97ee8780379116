// IBAN: international bank account numbers, validated by ISO 7064 mod 97-10 (the IBAN check).
// Invariant: a reported IBAN always passes mod 97; grouped forms are shortened group by group
// until they pass, so a following word never sticks to the number.
import type { RawSpan } from '../types.ts';
import { digitCount, matchesOf, span } from './shared.ts';

const CONTIGUOUS = /\b[A-Za-z]{2}\d{2}[A-Za-z0-9]{11,30}\b/g;
const GROUPED = /\b[A-Z]{2}\d{2}(?: [A-Z0-9]{4}){2,7}(?: [A-Z0-9]{1,4})?\b/g;

export function ibanValid(value: string): boolean {
  const compact = value.replace(/ /g, '').toUpperCase();
  if (compact.length < 15 || compact.length > 34) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + (digit.charCodeAt(0) - 48)) % 97;
  }
  return remainder === 1;
}

export function detectIbans(text: string, digits = digitCount(text)): RawSpan[] {
  // Both patterns need the two check digits; most posts have fewer digits.
  if (digits < 2) return [];
  const found: RawSpan[] = [];
  for (const match of matchesOf(text, CONTIGUOUS)) {
    if (ibanValid(match[0]))
      found.push(span(match.index, match.index + match[0].length, 'IBAN', 0.99));
  }
  for (const match of matchesOf(text, GROUPED)) {
    let value = match[0];
    while (value.length >= 15 && !ibanValid(value)) value = value.replace(/ [A-Z0-9]{1,4}$/, '');
    if (value.length >= 15 && ibanValid(value))
      found.push(span(match.index, match.index + value.length, 'IBAN', 0.99));
  }
  return found;
}
