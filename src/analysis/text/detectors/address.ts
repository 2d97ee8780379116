// ADDRESS and POSTAL_CODE: street addresses in common US/UK/European layouts (number + street +
// street word, or street + number for continental names), unit lines (Apt., Suite), PO boxes and
// military addresses, plus the city/state/postcode lines that follow them; postcodes in US, UK,
// Canadian and Dutch layouts, and any postcode after a "zip"/"postcode" cue.
// Invariant: a bare number becomes an address only with a street word, a unit word or an
// address cue; lines are absorbed only while they look like locality lines.
import type { RawSpan } from '../types.ts';
import { HAS_DIGIT, span } from './shared.ts';

const STREET_WORDS =
  'street|st|avenue|ave|av|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|terrace|parkway|pkwy|highway|hwy|circle|cir|square|sq|crescent|cres|close|gardens|trail|row|mews|walk|alley|grove|hill|heights|park|plaza|point|ridge|view|loop|pike|path|route|rte|expressway|freeway|causeway|esplanade|quay|wharf|green|vale|rise|gate|gateway|pass|union|extensions?|courts|squares|union|crossing|junction|center|centre';
const NAME_WORD = "[\\p{Lu}\\p{Ll}][\\p{L}\\p{M}'.-]*";
const US_STREET = new RegExp(
  `(?<![\\w-])\\d{1,6}(?: \\d{1,5})?[a-zA-Z]? (?:${NAME_WORD} ){0,3}?${NAME_WORD} (?:${STREET_WORDS})\\b\\.?`,
  'giu',
);
const CONTINENTAL_SUFFIX =
  '(?:straße|strasse|str\\.?|gasse|weg|platz|allee|ring|damm|ufer|katu|tie|kuja|polku|gade|vej|vænget|gatan|vägen|väg|gränd|laan|straat|plein|gracht|ulica|utca|u\\.|út|ul\\.|vagen|veien|vegen|gata)';
/** "Word 12": a street written name-first, checked against the suffixes below. */
const WORD_THEN_NUMBER =
  /(?<![\w-])(?:([\p{Lu}\p{Ll}][\p{L}\p{M}'-]*) )?([\p{L}\p{M}-]+\.?) \d{1,4}[a-zA-Z]?\b\.?/gu;
const CONTINENTAL_STREET = new RegExp(`${CONTINENTAL_SUFFIX}$`, 'iu');
const ROMANCE_STREET = new RegExp(
  `(?<![\\w-])(?:\\d{1,5},? )?(?:via|viale|vicolo|piazza|corso|strada(?: provinciale)?|rue|boulevard|avenue|chemin|allée|place|calle|avenida|paseo|plaza|carrer|rua|travessa|largo|rúa)(?: (?:de|del|della|di|da|do|dos|das|la|le|les|des|du)| ${NAME_WORD}){1,4}(?:,? \\d{1,5}[a-zA-Z]?)?`,
  'giu',
);
const UNIT = /\b(?:apt|apartment|suite|ste|unit|flat|room|rm)\.? ?#?\d{1,5}[a-zA-Z]?\b/gi;
const PO_BOX =
  /\b(?:(?:PSC|Unit|CMR) \d{1,5},? Box \d{1,5}\s*\n?\s*[AF]PO [A-Z]{2} \d{5}|P\.? ?O\.? Box \d{1,6}|Unit \d{1,5} Box \d{1,5}\s*\n?\s*DPO [A-Z]{2} \d{5})/gi;
const ADDRESS_CUE =
  /\b(?:(?:home |billing |shipping |postal |mailing |street |new )?address(?: is| to)?|i live (?:at|on)|lives? (?:at|on)|lived in|located at|meet (?:me|us|you) at|sent to|send (?:it|this|them) to|moved to|deliver(?:ed)? to|drops? you off at|stop at|taxi to|arrived at)\s*:?\s*/gi;
/** The clause after a cue: up to a line break, '?', '!' or a sentence-ending full stop. */
const CLAUSE = /^[^\n?!]{3,80}?(?=\.(?:\s+[\p{Lu}]|\s*$)|[\n?!]|$)/u;
/** A locality line after a street: words, commas, a region code or a postcode, ≤ 60 chars. */
const LOCALITY_LINE =
  /^[ \t]*\n?[ \t]*,?[ \t]*[\p{L}\p{M}0-9][\p{L}\p{M}0-9 .,'()-]{0,58}(?=\n|$|[.?!](?:\s|$))/u;
const POSTCODE_PATTERNS: Array<[RegExp, number]> = [
  [/\b(?:GIR 0AA|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2})\b/g, 0.85],
  [/\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d\b/g, 0.85],
  [/(?<=\b[A-Z]{2},? )\d{5}(?:-\d{4})?\b/g, 0.9],
];
const POSTCODE_CUE =
  /\b(?:zip(?: ?code)?|post ?code|postal code|plz|cap)\s*(?:is)?\s*[:#]?\s*([A-Z0-9]{1,5}(?:[ -][A-Z0-9]{2,4})?)\b/gi;

function absorbLocalityLines(text: string, end: number): number {
  let cursor = end;
  for (let lines = 0; lines < 3; lines++) {
    const rest = text.slice(cursor, cursor + 80);
    if (!/^[ \t]*(?:\n|,)/.test(rest)) break;
    const line = LOCALITY_LINE.exec(rest);
    if (!line || line[0].trim().length === 0) break;
    // Stop at a line that reads like prose rather than a place.
    if (/\b(?:the|is|was|and then|please|could|would|i|you)\b/i.test(line[0])) break;
    cursor += line[0].replace(/[ \t,]+$/, '').length;
  }
  return cursor;
}

export function detectAddresses(text: string): RawSpan[] {
  // Every pattern here needs a digit; most posts have none.
  if (!HAS_DIGIT.test(text)) return [];
  const found: RawSpan[] = [];
  const add = (start: number, end: number, confidence: number) =>
    found.push(span(start, absorbLocalityLines(text, end), 'ADDRESS', confidence));
  for (const match of text.matchAll(WORD_THEN_NUMBER)) {
    const [whole, previous, street = ''] = match;
    if (!CONTINENTAL_STREET.test(street)) continue;
    // Keep the word before only when it is part of the name ("Villacher Strasse 89").
    const start =
      previous && /^\p{Lu}/u.test(previous) && !/^(?:in|at|on|is|the)$/i.test(previous)
        ? match.index
        : match.index + whole.length - whole.slice(whole.indexOf(street)).length;
    add(start, match.index + whole.length, 0.85);
  }
  for (const pattern of [US_STREET, ROMANCE_STREET]) {
    for (const match of text.matchAll(pattern)) {
      const value = match[0].replace(/[ ,]+$/, '');
      if (!/\d/.test(value)) continue;
      let end = match.index + value.length;
      const unit = /^,?\s*(?:apt|apartment|suite|ste|unit|flat|#)\.? ?#?\d{1,5}[a-zA-Z]?\b/i.exec(
        text.slice(end, end + 24),
      );
      if (unit) end += unit[0].length;
      add(match.index, end, 0.85);
    }
  }
  for (const match of text.matchAll(PO_BOX)) add(match.index, match.index + match[0].length, 0.9);
  for (const match of text.matchAll(UNIT)) {
    found.push(span(match.index, match.index + match[0].length, 'ADDRESS', 0.7));
  }
  // After an explicit address cue, the rest of the clause is the address.
  for (const cue of text.matchAll(ADDRESS_CUE)) {
    const start = cue.index + cue[0].length;
    const clause = CLAUSE.exec(text.slice(start, start + 120));
    if (!clause || !/\d/.test(clause[0])) continue;
    add(start, start + clause[0].replace(/[ ,]+$/, '').length, 0.6);
  }
  for (const [pattern, confidence] of POSTCODE_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      found.push(span(match.index, match.index + match[0].length, 'POSTAL_CODE', confidence));
    }
  }
  for (const match of text.matchAll(POSTCODE_CUE)) {
    const value = match[1] ?? '';
    if (!/\d/.test(value)) continue;
    const start = match.index + match[0].length - value.length;
    found.push(span(start, start + value.length, 'POSTAL_CODE', 0.9));
  }
  return found;
}
