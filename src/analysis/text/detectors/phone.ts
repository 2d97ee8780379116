// PHONE: numbers that libphonenumber accepts as valid in one of many countries, or that are
// written in an unmistakable phone layout, or that follow a phone cue ("call me", "mobile:").
// Invariant: card numbers, IPs, dates and times are left to their own detectors (priority in
// resolve.ts), and a bare digit run without separators needs a cue or a "+" prefix.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import type { RawSpan } from '../types.ts';
import { STREET_WORDS } from './address.ts';
import { cueBefore, digitsOf, HAS_DIGIT, span } from './shared.ts';

const CANDIDATE =
  /(?<![\w+.\-/])(?:(?:\+|00)\d{1,3}[ .-]?)?(?:\(\d{1,5}\)[ .-]?)?\d[\d .-]{4,18}\d(?:[ ]?(?:x|ext\.?|#)[ ]?\d{1,5})?(?![\w\-/]|[.:]\d)/g;
/** Countries tried for numbers written without a country code (most social-media users). */
const DEFAULT_COUNTRIES: CountryCode[] = [
  'US',
  'GB',
  'CA',
  'AU',
  'IN',
  'DE',
  'FR',
  'IT',
  'ES',
  'NL',
  'BE',
  'CH',
  'AT',
  'SE',
  'NO',
  'DK',
  'FI',
  'IE',
  'NZ',
  'ZA',
  'BR',
  'MX',
  'PL',
  'PT',
];
const PHONE_CUE =
  /(?:phone|mobile|cell|tel|telephone|fax|desk|call|text|txt|sms|whats ?app|signal|reach me|ring|number|contact|#)\W{0,3}(?:me|us|him|her)?\W{0,3}(?:at|on|:)?\W{0,3}$/i;
const US_LAYOUT =
  /^(?:\+?1[ .-]?)?(?:\(\d{3}\)[ ]?|\d{3}[.-])\d{3}[.-]\d{4}(?:[ ]?(?:x|ext\.?)[ ]?\d{1,5})?$/;
/** A number followed by a street name is a building number ("99449 18 McPherson Road"). */
const STREET_AFTER = new RegExp(`^ (?:[\\p{L}.'-]+ ){0,3}(?:${STREET_WORDS})\\b`, 'iu');
/** Postcodes and other numbers a preceding label claims ("ZIP: 75534-030"). */
const NOT_PHONE_CUE =
  /(?:zip(?: ?code)?|post ?code|postal code|plz|order|invoice|ref(?:erence)?|account|acct|tracking)\W{0,3}(?:no\.?|number|#)?\W{0,3}$/i;
const DATE_LIKE = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/;
const IP_LIKE = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const TIME_RANGE = /^\d{1,2}[.:]\d{2}\s*-\s*\d{1,2}[.:]\d{2}$/;

function validSomewhere(candidate: string): boolean {
  const international = /^(?:\+|00)/.test(candidate);
  const normalized = candidate.replace(/^00/, '+').replace(/(?:x|ext\.?|#)\s?\d{1,5}$/, '');
  if (international) return parsePhoneNumberFromString(normalized)?.isValid() ?? false;
  for (const country of DEFAULT_COUNTRIES) {
    if (parsePhoneNumberFromString(normalized, country)?.isValid()) return true;
  }
  return false;
}

export function detectPhones(text: string): RawSpan[] {
  // Every pattern here needs a digit; most posts have none.
  if (!HAS_DIGIT.test(text)) return [];
  const found: RawSpan[] = [];
  for (const match of text.matchAll(CANDIDATE)) {
    const value = match[0].trim();
    const start = match.index + match[0].indexOf(value);
    const digits = digitsOf(value);
    if (digits.length < 7 || digits.length > 15) continue;
    if (DATE_LIKE.test(value) || IP_LIKE.test(value) || TIME_RANGE.test(value)) continue;
    if (cueBefore(text, start, NOT_PHONE_CUE, 20)) continue;
    if (STREET_AFTER.test(text.slice(start + value.length, start + value.length + 60))) continue;
    const separated = /[ .()-]/.test(value) || /^(?:\+|00)/.test(value);
    const cue = cueBefore(text, start, PHONE_CUE, 30);
    // A valid-looking bare digit run (an order number, a count) needs a cue to be a phone.
    if (!separated && !cue) continue;
    const layout = US_LAYOUT.test(value);
    let confidence = 0;
    if (layout) confidence = cue ? 0.95 : 0.85;
    else if (validSomewhere(value)) confidence = cue ? 0.95 : separated ? 0.75 : 0.5;
    else if (cue && separated) confidence = 0.6;
    else if (cue && digits.length >= 8) confidence = 0.55;
    if (confidence < 0.5) continue;
    found.push(span(start, start + value.length, 'PHONE', confidence));
  }
  return found;
}
