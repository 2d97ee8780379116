// EMAIL: addresses with a dotted domain and an alphabetic top-level domain, in any script
// ("jürgen.müller@beispiel.de", "support@例え.jp"), with plus addressing, subdomains and an
// apostrophe inside the local part ("o'connor.k@…"); and addresses written so that scrapers
// miss them: "priya [at] example [dot] in", "tom(at)example.org", "anna dot berg at example dot
// se". Invariants: the local part and the domain are matched without nested quantifiers, so no
// input backtracks badly; an address spelt with plain words ("at", "dot") needs at least one
// " dot ", a known top-level domain and a dotted name, a mail provider or a word such as "email"
// before it, so a sentence ("meet at noon dot com") is not one.
import type { RawSpan } from '../types.ts';
import { insidePair, matchesAt, matchesOf, span } from './shared.ts';

// \p{M}: the vowel signs and other combining marks of Devanagari, Thai, Tamil … inside a name
// ("अजय@डाटा.भारत").
const LOCAL = String.raw`[\p{L}\p{N}_](?:[\p{L}\p{M}\p{N}._%+'-]{0,63}[\p{L}\p{M}\p{N}_%+-])?`;
const LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?`;
const TLD = String.raw`(?:\p{L}[\p{L}\p{M}]{1,23}|xn--[a-z0-9-]{2,59})`;
/** A quoted local part may hold spaces ("\"john doe\"@example.com", RFC 5321). */
const QUOTED_LOCAL = String.raw`"[^"\n@]{1,64}"`;
export const EMAIL = new RegExp(
  String.raw`(?:(?<![\p{L}\p{M}\p{N}._%+-])${LOCAL}|${QUOTED_LOCAL})@(?:${LABEL}\.){1,8}${TLD}(?![\p{L}\p{M}\p{N}_-])`,
  'gu',
);

/** The longest local part: LOCAL's 65 characters, QUOTED_LOCAL's 66. */
const LOCAL_REACH = 66;
/** EMAIL tried at one offset (matchesAt). */
const EMAIL_AT = new RegExp(EMAIL.source, 'uy');

/**
 * Whether an address's local part may start at `index`: false only where EMAIL and WORD_AT
 * cannot start, told by ASCII alone (not a letter, digit, "_" or a quote; or after a character
 * their lookbehinds exclude), and inside a surrogate pair.
 */
function mayStartLocal(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code === 34) return true; // '"' opens a quoted local part, which has no lookbehind.
  if (code < 128 && !(alphanumeric(code) || code === 95)) return false;
  const before = index > 0 ? text.charCodeAt(index - 1) : 128;
  // Both lookbehinds exclude ASCII letters, digits and "._%+-" before a local part.
  if (before < 128 && (alphanumeric(before) || '._%+-'.includes(text[index - 1] ?? ' ')))
    return false;
  return !insidePair(text, index);
}

function alphanumeric(code: number): boolean {
  return (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122);
}

/**
 * Offsets where a local part may start that ends at one of `ends` (ascending): within
 * LOCAL_REACH before it and after the end before it (no local part holds an "@" or a space,
 * which the ends are). A long text then tries the address patterns at a few offsets near each
 * "@" or " at " instead of at every character (profiled: most of the time of this detector, a
 * tenth of the engine's, on the corpus as one text).
 */
export function localStarts(text: string, ends: readonly number[]): number[] {
  const starts: number[] = [];
  let previous = -1;
  for (const end of ends) {
    for (let index = Math.max(previous + 1, end - LOCAL_REACH); index < end; index++) {
      if (mayStartLocal(text, index)) starts.push(index);
    }
    previous = end;
  }
  return starts;
}

/** Offsets of every "@". */
export function atSigns(text: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) found.push(at);
  return found;
}

/** Offsets of every " at " in any case (overlapping ones too: " at at "). No other character
 * matches "a" or "t" case-insensitively, even under the `u` flag. */
export function spacedAts(text: string): number[] {
  const found: number[] = [];
  for (let space = text.indexOf(' '); space !== -1; space = text.indexOf(' ', space + 1)) {
    if (
      (text.charCodeAt(space + 1) | 32) === 97 &&
      (text.charCodeAt(space + 2) | 32) === 116 &&
      text.charCodeAt(space + 3) === 32
    )
      found.push(space);
  }
  return found;
}

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
export const WORD_AT = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])${LOCAL} at (?:${LABEL}\.){1,8}${TLD}(?![\p{L}\p{N}_-])`,
  'giu',
);
/** WORD_AT tried at one offset (matchesAt). */
const WORD_AT_AT = new RegExp(WORD_AT.source, 'iuy');

const MAIL_PROVIDER =
  /^(?:gmail|googlemail|yahoo|hotmail|outlook|live|icloud|me|proton|protonmail|pm|aol|gmx|web|mail|yandex|zoho|fastmail|hey|tutanota|orange|free|libero|rediffmail|qq|163|naver)\b/i;

const LOGIN_IN_URL = /:\/\/[^\s/@]*:$/;

export function detectEmails(text: string): RawSpan[] {
  const found: RawSpan[] = [];
  if (text.includes('@')) {
    for (const match of matchesAt(text, EMAIL_AT, localStarts(text, atSigns(text)))) {
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
    for (const match of matchesAt(text, WORD_AT_AT, localStarts(text, spacedAts(text)))) {
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
