// CREDENTIAL: passwords and PINs after their cue, one-time codes, and API keys/tokens with a
// provider's known prefix (AWS, Stripe, GitHub, Slack, Google), JWTs and private key blocks.
// Invariant: the span covers the secret itself, so redaction removes exactly what unlocks.
import type { RawSpan } from '../types.ts';
import { digitCount, matchesOf, span } from './shared.ts';

const CUED_SECRET =
  /\b(?:password|passwd|pwd|passcode|pass code|pin(?: code| number)?|wi-?fi(?: password| pass| code)?|door code|gate code|alarm code|lock code|combination)\s*(?:is|was|=|:|-)\s*['"“]?([^\s'"”]{3,64})/gi;
/** A code that is a place or a price, not a secret: "my zip code is 90210". */
const ONE_TIME_CODE =
  /\b(?<!\b(?:zip|post|postal|area|country|dialling|dialing|dial|sort|promo|discount|coupon|voucher|dress|source|bar|qr|zip\/postal) )(?:code|otp|one[- ]time (?:code|password)|verification code|security code|2fa code|login code|auth(?:entication)? code|confirmation code)\s*(?:is|:|=)?\s*(\d{4,8}|\d{3}[ -]\d{3})\b/gi;
const API_KEYS =
  /\b(?:AKIA[0-9A-Z]{16}|(?:sk|pk|rk)_(?:live|test)_[0-9A-Za-z]{16,}|gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,}|xox[abposr]-[A-Za-z0-9-]{10,}|AIza[0-9A-Za-z_-]{35}|sk-[A-Za-z0-9_-]{32,}|eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,})/g;
const PRIVATE_KEY = /-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP )?PRIVATE KEY(?: BLOCK)?-----/g;

export function detectCredentials(text: string, digits = digitCount(text)): RawSpan[] {
  const found: RawSpan[] = [];
  for (const match of matchesOf(text, CUED_SECRET)) {
    const value = (match[1] ?? '').replace(/[.,;!?)]+$/, '');
    if (value.length < 3) continue;
    // "password is strong/weak/wrong" talks about a password without giving it.
    if (
      /^(?:strong|weak|wrong|incorrect|correct|required|invalid|expired|too|not|the|my|a|an|same|reset|changed)$/i.test(
        value,
      )
    )
      continue;
    const start = match.index + match[0].length - (match[1] ?? '').length;
    found.push(span(start, start + value.length, 'CREDENTIAL', 0.9));
  }
  // A code is four digits at least, which most posts lack; the pattern's lookbehind made it one
  // of the costlier ones to try at every word (profiled).
  for (const match of digits < 4 ? [] : matchesOf(text, ONE_TIME_CODE)) {
    const value = match[1] ?? '';
    const start = match.index + match[0].length - value.length;
    found.push(span(start, start + value.length, 'CREDENTIAL', 0.85, 'code'));
  }
  // Every key holds one of these (its prefix, or the "_" after it); most posts hold none.
  const keyLike =
    text.includes('_') ||
    text.includes('AKIA') ||
    text.includes('AIza') ||
    text.includes('eyJ') ||
    text.includes('sk-') ||
    text.includes('xox');
  for (const match of keyLike ? matchesOf(text, API_KEYS) : []) {
    found.push(span(match.index, match.index + match[0].length, 'CREDENTIAL', 0.97, 'key'));
  }
  for (const match of text.includes('-----BEGIN ') ? matchesOf(text, PRIVATE_KEY) : []) {
    found.push(span(match.index, match.index + match[0].length, 'CREDENTIAL', 0.99, 'key'));
  }
  return found;
}
