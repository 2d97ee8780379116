// PHONE: numbers that libphonenumber accepts as valid in one of many countries, or that are
// written in an unmistakable phone layout, or that follow a phone cue ("call me", "mobile:").
// Invariant: card numbers, IPs, dates and times are left to their own detectors (priority in
// resolve.ts), a bare digit run without separators needs a cue or a "+" prefix, and a number
// beside an address word (a street, "Apt", "Suite") is a building number unless a phone cue
// claims it. Nor is a phone a number that continues a code of letters and digits ("1Z 999 AA1
// 0123…"), one after a ticket, booking or order word, or a dotted version after a product or
// version word ("Chrome 120.0.6099.109"). A trailing label ("-Office", "-Fax") ends a number without being part
// of it. A piece of a longer run of digit groups (a tracking number) is a phone only in a phone
// layout or after a phone cue; a run of several numbers is split only where every piece is one.
// Not phones either: ZIP+4 codes, six or more groups of one or two digits (drawn numbers), and
// numbers after a loyalty, library or gift card word.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import type { RawSpan } from '../types.ts';
import { CONTINENTAL_SUFFIX, STREET_WORDS } from './address.ts';
import { cueBefore, digitCount, digitsOf, matchesOf, span, versionCueBefore } from './shared.ts';

/** Words written straight after a number to say what it is ("-Office", "/fax"): they end it. */
const TRAILING_LABEL =
  '(?:office|fax|mobile|mob|cell|home|work|main|direct|tel|phone|landline|whatsapp|personal|private|business|reception|switchboard|hotline|day|evening|night|emergency|sales|support)\\b';
/** An extension however it is written ("x214", ", ext. 12", "extension 4", "#3"). */
const EXTENSION = String.raw`,?[ ]?(?:x|ext\.?:?|extn\.?|extension|#)[ ]?\d{1,5}`;
const CANDIDATE = new RegExp(
  String.raw`(?<![\w+.\-/])(?:(?:\+|00)\d{1,3}[ .-]?|\(\+\d{1,3}\)[ .-]?|[18][ .-]?(?=\(\d{3}\)))?(?:\(\d{1,5}\)[ .-]?)?\d(?:[\d .-]|\/(?=\d)){4,18}\d(?:${EXTENSION})?(?![\w]|\/(?!\d|${TRAILING_LABEL})|-(?!${TRAILING_LABEL})|[.:]\d)`,
  'gi',
);
/** The extension at the end of a candidate: a phone keeps its country code and brackets, not
 * its extension (the structured suites' convention; an extension alone reaches nobody). */
const EXTENSION_AT_END = new RegExp(`${EXTENSION}$`, 'i');
/** A German-style direct-dial suffix ("+49 (0)89 1234567-0", "-0" for the switchboard): an
 * extension written with a dash after a whole number. */
const DIAL_SUFFIX = /-\d{1,3}$/;
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
  /(?:phone|mobile|mob|cell|tel|telephone|fax|desk|call|text|txt|sms|whats ?app|signal|reach me|ring|number|contact|handy|tél|teléfono|telefono|telefon|móvil|movil|celular|portable|#|\b[TMFHCWOP][:.])\W{0,3}(?:me|us|him|her)?\W{0,3}(?:at|on|:)?\W{0,3}$/i;
const US_LAYOUT =
  /^(?:\+?1[ .-]?)?(?:\(\d{3}\)[ ]?|\d{3}[.-])\d{3}[.-]\d{4}(?:,?[ ]?(?:x|ext\.?:?|extn\.?|extension)[ ]?\d{1,5})?$/i;
/** A number followed by a street name is a building number ("99449 18 McPherson Road"), in
 * English, continental ("Hauptstraße") or Romance order ("636 1812 Rue De La Gare"). */
const STREET_AFTER = new RegExp(
  `^ (?:(?:[\\p{L}.'-]+ ){0,3}(?:${STREET_WORDS})\\b|(?:[\\p{L}.'-]+ ){0,2}[\\p{L}.'-]*${CONTINENTAL_SUFFIX}(?![\\p{L}])|(?:rue|calle|carrer|avenida|avenue|av\\.|rua|via|viale|corso|piazza|largo|strada|chemin|allée|boulevard|bd|place|plaza|praça|travessa|rambla|ulica|ul\\.|aleja|al\\.|utca|caddesi|sokak|jalan|jl\\.)\\b)`,
  'iu',
);
/** A flat or suite number, or a number that follows one ("Apt. 271", "Suite 12 4410"). */
const UNIT_BEFORE =
  /\b(?:apt|apartment|suite|ste|unit|flat|floor|fl|bldg|building|room|rm)\.?\s*#?\s*$/i;
/** Postcodes and other numbers a preceding label claims ("ZIP: 75534-030"). */
const NOT_PHONE_CUE =
  /(?:zip(?: ?code)?|post ?code|postal code|plz|order|invoice|ref(?:erence)?|account|acct|tracking|passport|licen[cs]e|\bdl|\bid|id card|national insurance|social security|ssn|membership|member|policy|customer|student|employee|badge|serial|case|part|lot|model|reg(?:istration)?|p\.?o\.? box|box|pin|score|population|isbn|issn|doi|isin|ean|upc|gtin|ticket|booking|reservation|confirmation|transaction|receipt|parcel|shipment|sku|model|item|(?:loyalty|library|gift|member(?:ship)?|rewards?|club|points|bonus|store|discount|customer|insurance|health|bank|debit|credit) ?card)\W{0,3}(?:no\.?|number|num|#)?\W{0,3}(?:is)?\W{0,3}$/i;
/** The end of a code that mixes letters and digits ("1Z 999 AA1 "): a number after it goes on
 * with that code (a parcel or a serial number), not a phone. */
const CODE_BEFORE = /(?:^|\s)(?=[A-Z\d]*[A-Z])(?=[A-Z\d]*\d)[A-Z\d]{2,} $/;
const DOTTED = /^\d+(?:\.\d+)+$/;
/** Money and counts written with thousands separators ("2.500.000", "1,250,000"). */
const THOUSANDS = /^(?:[1-9]\d{0,2}(?:([.,])\d{3})(?:\1\d{3})*|[1-9]\d?(?: \d{3}){2,})$/;
/** Two decimal numbers: a latitude and a longitude ("51.5074 -0.1278"). */
const DECIMAL_PAIR = /^-?\d{1,3}\.\d{3,}[ ,]+-?\d{1,3}\.\d{3,}$/;
/** A date written with spaces ("25 11 2026"). */
const SPACED_DATE = /^\d{1,2} \d{1,2} (?:19|20)\d{2}$/;
const CURRENCY_BEFORE = /(?:[$€£¥₹]|\b(?:eur|usd|gbp|chf|rs|inr)\.?)\s?$/i;
/** Spans of years ("2019-2023", "1998 – 2004"). */
const YEAR_RANGE = /^(?:19|20)\d{2}\s?[-–]\s?(?:19|20)\d{2}$/;
const DATE_LIKE = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/;
const IP_LIKE = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const TIME_RANGE = /^\d{1,2}[.:]\d{2}\s*-\s*\d{1,2}[.:]\d{2}$/;

const INTERNATIONAL = /^(?:\+|00|\(\+)/;
/** A US ZIP+4 code ("CA 94043-1351"): five digits, a dash, four. */
const ZIP_PLUS_FOUR = /^\d{5}-\d{4}$/;
/** Six or more groups of one or two digits: drawn lottery numbers, scores, a list of days. No
 * national layout splits a number that finely (French numbers have five pairs). */
const NUMBER_LIST = /^\d{1,2}(?:[ .-]\d{1,2}){5,}$/;
/** A separator and a digit: the run of groups goes on past the candidate (a tracking number). */
const RUN_GOES_ON_AFTER = /^[ .-]\d/;
const RUN_GOES_ON_BEFORE = /\d[ .-]$/;

/** The number as libphonenumber reads it: "+" for "00" or "(+44)", no extension. */
function normalise(candidate: string): string {
  return candidate
    .replace(/^00/, '+')
    .replace(/^\((\+\d{1,3})\)/, '$1')
    .replace(EXTENSION_AT_END, '');
}

function validSomewhere(candidate: string): boolean {
  const normalized = normalise(candidate);
  if (INTERNATIONAL.test(candidate))
    return parsePhoneNumberFromString(normalized)?.isValid() ?? false;
  for (const country of DEFAULT_COUNTRIES) {
    if (parsePhoneNumberFromString(normalized, country)?.isValid()) return true;
  }
  return false;
}

/** A number that could stand alone in a run of several: a valid length and, without a cue, a
 * layout that only phones have (a US layout, a country code, or a trunk "0"). */
function plausiblePart(part: string, cue: boolean): boolean {
  if (digitsOf(part).length < 7) return false;
  if (!cue && !US_LAYOUT.test(part) && !INTERNATIONAL.test(part) && !part.startsWith('0'))
    return false;
  return US_LAYOUT.test(part) || validSomewhere(part);
}

/** Several numbers written one after the other ("020 7946 0958 07700 900123",
 * "07700900461/07700900462"): split where every piece is a plausible number, or nothing. The
 * longest first piece is tried first, and a piece after one written with a trunk "0" starts
 * the same way, so "020 7946 | 0958 …" is not a split. */
function splitRun(value: string, start: number, cue: boolean, depth = 0): RawSpan[] {
  if (depth > 3) return [];
  for (let at = value.length - 1; at > 0; at--) {
    const separator = value.charAt(at);
    if (separator !== ' ' && separator !== '/') continue;
    const left = value.slice(0, at);
    if (digitsOf(left).length > 15 || !plausiblePart(left, cue)) continue;
    const right = value.slice(at + 1).replace(/^[ /]+/, '');
    if (left.startsWith('0') && !/^[0+(]/.test(right)) continue;
    const rightStart = start + value.length - right.length;
    const rest = plausiblePart(right, cue)
      ? [span(rightStart, rightStart + right.length, 'PHONE', 0.7)]
      : splitRun(right, rightStart, cue, depth + 1);
    if (rest.length > 0) return [span(start, start + at, 'PHONE', 0.7), ...rest];
  }
  return [];
}

/** An extension glued to the number ("345-899-3560x4587"): one token, which a redaction takes
 * whole rather than leave "x4587" standing alone. */
const GLUED_EXTENSION = /\dx\d{1,5}$/i;

/** The number without an extension after it, written as a word or as a dash suffix. */
function withoutExtension(candidate: string): string {
  const value = GLUED_EXTENSION.test(candidate)
    ? candidate
    : candidate.replace(EXTENSION_AT_END, '');
  const beforeSuffix = value.replace(DIAL_SUFFIX, '');
  // Only a dash suffix after a number that has no other dash and is whole without it: dashes
  // that group digits ("123-45-67", "555-0123") are part of the number.
  if (beforeSuffix !== value && !beforeSuffix.includes('-') && validSomewhere(beforeSuffix))
    return beforeSuffix;
  return value;
}

/** The whole run of digit groups that a candidate starts, past the pattern's length cap. */
const RUN = /(?:[ .\-/]?\d)+/y;

export function detectPhones(text: string, digits = digitCount(text)): RawSpan[] {
  // Every number kept has seven digits at least (a run of several, more than fifteen), all of
  // them the text's; most posts have fewer.
  if (digits < 7) return [];
  const found: RawSpan[] = [];
  let coveredUntil = 0;
  for (const match of matchesOf(text, CANDIDATE)) {
    let value = withoutExtension(match[0].trim());
    const start = match.index + match[0].indexOf(value);
    if (start < coveredUntil) continue;
    let end = start + value.length;
    if (RUN_GOES_ON_AFTER.test(text.slice(end, end + 2)) || text.startsWith('/', end)) {
      RUN.lastIndex = end;
      const more = RUN.exec(text)?.[0] ?? '';
      const after = text.slice(end + more.length, end + more.length + 2);
      // Only to split several numbers: a run that stays short or ends in a time stays as it was.
      if (digitsOf(value + more).length > 15 && !/^(?:[\w/]|[.:]\d)/.test(after)) {
        value += more;
        end += more.length;
      }
    }
    const digits = digitsOf(value);
    // A piece of a longer run of digit groups (a tracking or serial number cut by the pattern's
    // length) is a phone only in an unmistakable layout or after a phone cue.
    const inLongerRun =
      RUN_GOES_ON_AFTER.test(text.slice(end, end + 2)) ||
      RUN_GOES_ON_BEFORE.test(text.slice(Math.max(0, start - 2), start));
    if (cueBefore(text, start, NOT_PHONE_CUE, 20)) continue;
    if (inLongerRun && !INTERNATIONAL.test(value) && !US_LAYOUT.test(value)) {
      if (!cueBefore(text, start, PHONE_CUE, 30)) continue;
    }
    if (digits.length > 15) {
      const pieces = splitRun(value, start, cueBefore(text, start, PHONE_CUE, 30));
      found.push(...pieces);
      if (pieces.length > 0) coveredUntil = end;
      continue;
    }
    if (digits.length < 7) continue;
    if (DATE_LIKE.test(value) || IP_LIKE.test(value) || TIME_RANGE.test(value)) continue;
    if (YEAR_RANGE.test(value) || (value.match(/\//g)?.length ?? 0) > 1) continue;
    if (DECIMAL_PAIR.test(value) || SPACED_DATE.test(value)) continue;
    if (cueBefore(text, start, CURRENCY_BEFORE, 6)) continue;
    const cue = cueBefore(text, start, PHONE_CUE, 30);
    if (!cue && (ZIP_PLUS_FOUR.test(value) || NUMBER_LIST.test(value))) continue;
    // What follows the whole candidate, past an extension dropped from the span ("… extension 4").
    const after = Math.max(end, match.index + match[0].length);
    const rest = text.slice(after, after + 60);
    if (!cue && (STREET_AFTER.test(rest) || cueBefore(text, start, UNIT_BEFORE, 14))) continue;
    if (!cue && (cueBefore(text, start, CODE_BEFORE, 14) || THOUSANDS.test(value))) continue;
    // "Chrome 120.0.6099.109": a dotted number after a product or version word is a version.
    if (!cue && DOTTED.test(value) && versionCueBefore(text, start)) continue;
    const international = INTERNATIONAL.test(value);
    const separated = /[ .()/-]/.test(value) || international;
    // A valid-looking bare digit run (an order number, a count) needs a cue to be a phone.
    if (!separated && !cue) continue;
    const layout = US_LAYOUT.test(value);
    let confidence = 0;
    if (layout) confidence = cue ? 0.95 : 0.85;
    else if (validSomewhere(value)) confidence = cue ? 0.95 : separated ? 0.75 : 0.5;
    // A number written with its country code has a plausible length for that country even when
    // its digits are made up ("+420 123 456 789"): the "+" says what it is.
    else if (international && parsePhoneNumberFromString(normalise(value))?.isPossible())
      confidence = 0.6;
    else if (cue && separated) confidence = 0.6;
    else if (cue && digits.length >= 8) confidence = 0.55;
    if (confidence < 0.5) continue;
    found.push(span(start, start + value.length, 'PHONE', confidence));
  }
  return found;
}
