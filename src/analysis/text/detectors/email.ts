// EMAIL: addresses with a dotted domain and an alphabetic top-level domain, in any script
// ("jürgen.müller@beispiel.de", "support@例え.jp"), with plus addressing, subdomains and an
// apostrophe inside the local part ("o'connor.k@…"); and addresses written so that scrapers
// miss them: "priya [at] example [dot] in", "tom(at)example.org", "anna dot berg at example dot
// se". Invariants: the local part and the domain are matched without nested quantifiers, so no
// input backtracks badly; an address spelt with plain words ("at", "dot") needs at least one
// " dot ", a known top-level domain and a dotted name, a mail provider or a word such as "email"
// before it, so a sentence ("meet at noon dot com") is not one.
import type { RawSpan } from '../types.ts';
import { matchesOf, span } from './shared.ts';

// \p{M}: the vowel signs and other combining marks of Devanagari, Thai, Tamil … inside a name
// ("अजय@डाटा.भारत").
const LOCAL = String.raw`[\p{L}\p{N}_](?:[\p{L}\p{M}\p{N}._%+'-]{0,63}[\p{L}\p{M}\p{N}_%+-])?`;
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?`;
const TLD = String.raw`(?:\p{L}[\p{L}\p{M}]{1,23}|xn--[a-z0-9-]{2,59})`;
/** A quoted local part may hold spaces ("\"john doe\"@example.com", RFC 5321). */
const QUOTED_LOCAL = String.raw`"[^"\n@]{1,64}"`;
const EMAIL = new RegExp(
  String.raw`(?:(?<![\p{L}\p{M}\p{N}._%+-])${LOCAL}|${QUOTED_LOCAL})@(?:${LABEL}\.){1,8}${TLD}(?![\p{L}\p{M}\p{N}_-])`,
  'gu',
);

/** "[at]", "(at)", "{at}", "<at>", with or without spaces; "[dot]" likewise. */
const BRACKETED_AT = String.raw`\s?[[({<]\s?at\s?[\])}>]\s?`;
const BRACKETED_DOT = String.raw`\s?[[({<]\s?dot\s?[\])}>]\s?`;
const OBFUSCATED_BRACKETS = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}_](?:[\p{L}\p{N}._%+-]|${BRACKETED_DOT}){0,63}(?:${BRACKETED_AT})(?:${LABEL}(?:${BRACKETED_DOT}|\.)){1,6}${TLD}(?![\p{L}\p{N}_-])`,
  'giu',
);
/** Top-level domains an address spelt in words may end with (the wordy form needs a known one). */
const WORD_TLDS =
  'com|org|net|edu|gov|io|co|uk|de|fr|es|it|nl|be|se|no|dk|fi|ie|pl|pt|ch|at|ca|au|nz|in|jp|br|mx|ar|za|ru|info|biz|me|dev|app';
const WORD_PART = String.raw`[\p{L}\p{N}_%+-]{1,30}`;
const OBFUSCATED_WORDS = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])${WORD_PART}(?:(?: dot |\.)${WORD_PART}){0,3} at ${WORD_PART}(?: dot ${WORD_PART}){0,3} dot (?:${WORD_TLDS})(?![\p{L}\p{N}_-])`,
  'giu',
);

/** "jane.k at example.com": the word "at" for "@" before a real domain, only after a word that
 * says an address follows ("email", "write to"); otherwise "find us at example.com" is a site. */
const MAIL_CUE =
  /\b(?:e-?mail(?:ed|ing|s)?|mail|inbox|write|contact|reach|drop|message|dm|send)\b(?:\W{1,3}[a-z]+){0,4}\W{1,3}$/i;
const MAIL_WORD = /\b(?:e-?mail|mail|inbox|write|contact|reach|drop|message|dm|send)/i;
// Up to four words may stand between ("my email address is", "drop me a line at").
const WORD_AT = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])${LOCAL} at (?:${LABEL}\.){1,8}${TLD}(?![\p{L}\p{N}_-])`,
  'giu',
);

const MAIL_PROVIDER =
  /^(?:gmail|googlemail|yahoo|hotmail|outlook|live|icloud|me|proton|protonmail|pm|aol|gmx|web|mail|yandex|zoho|fastmail|hey|tutanota|orange|free|libero|rediffmail|qq|163|naver)\b/i;

const LOGIN_IN_URL = /:\/\/[^\s/@]*:$/;

export function detectEmails(text: string): RawSpan[] {
  const found: RawSpan[] = [];
  if (text.includes('@')) {
    for (const match of matchesOf(text, EMAIL)) {
      // "https://bob:hunter2@example.com" is a login inside a web address (url.ts), not an e-mail.
      if (LOGIN_IN_URL.test(text.slice(Math.max(0, match.index - 80), match.index))) continue;
      found.push(span(match.index, match.index + match[0].length, 'EMAIL', 0.98));
    }
  }
  // "at" is a common word: each spelt-out form runs only when its other sign is in the post
  // (a bracketed "at", a mail word, the word "dot"), which most posts lack.
  if (!/\bat\b/i.test(text)) return found;
  if (/[[({<]\s?at\s?[\])}>]/i.test(text)) {
    for (const match of matchesOf(text, OBFUSCATED_BRACKETS)) {
      found.push(span(match.index, match.index + match[0].length, 'EMAIL', 0.9));
    }
  }
  if (MAIL_WORD.test(text)) {
    for (const match of matchesOf(text, WORD_AT)) {
      if (!MAIL_CUE.test(text.slice(Math.max(0, match.index - 40), match.index))) continue;
      found.push(span(match.index, match.index + match[0].length, 'EMAIL', 0.8));
    }
  }
  if (!/\bdot\b/i.test(text)) return found;
  for (const match of matchesOf(text, OBFUSCATED_WORDS)) {
    // "meet at noon dot com" has the shape too: a dotted name, a mail provider or a cue decides.
    const [local = '', domain = ''] = match[0].split(/ at /i);
    const cued = MAIL_CUE.test(text.slice(Math.max(0, match.index - 40), match.index));
    if (!cued && !/ dot |\./i.test(local) && !MAIL_PROVIDER.test(domain)) continue;
    found.push(span(match.index, match.index + match[0].length, 'EMAIL', 0.75));
  }
  return found;
}
