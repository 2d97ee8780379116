// CREDIT_CARD: 12-19 digit numbers that pass the Luhn check and start like a real card (IIN), or
// that follow a card cue. Invariant: no number failing Luhn is ever reported as a card.
import type { RawSpan } from '../types.ts';
import { cueBefore, digitCount, digitsOf, luhnValid, matchesOf, span } from './shared.ts';

const CANDIDATE = /(?<![\w.-])\d(?:[ -]?\d){11,18}(?![\w-]|\.\d)/g;
const CARD_CUE =
  /(?:card|visa|master ?card|amex|american express|discover|maestro|jcb|cc|debit|credit)\W{0,4}(?:no\.?|number|num|#)?\W{0,4}(?:is)?\W{0,3}$/i;
/** Issuer prefixes (IIN ranges) of the major networks. */
const ISSUER =
  /^(?:4|5[1-5]|2[2-7]|3[47]|3[0689]|35|6011|64[4-9]|65|62|50|5[6-9]|6[0-9]|2131|1800)/;

export function detectPaymentCards(text: string, digits = digitCount(text)): RawSpan[] {
  // A card number has twelve digits at least; most posts have far fewer.
  if (digits < 12) return [];
  const found: RawSpan[] = [];
  for (const match of matchesOf(text, CANDIDATE)) {
    const digits = digitsOf(match[0]);
    if (digits.length < 12 || digits.length > 19 || !luhnValid(digits)) continue;
    if (/^(\d)\1+$/.test(digits)) continue;
    const cue = cueBefore(text, match.index, CARD_CUE, 30);
    const issuer = ISSUER.test(digits);
    if (!cue && (!issuer || digits.length < 13)) continue;
    found.push(span(match.index, match.index + match[0].length, 'CREDIT_CARD', cue ? 0.98 : 0.85));
  }
  return found;
}
