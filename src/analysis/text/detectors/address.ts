// ADDRESS and POSTAL_CODE: street addresses in common US/UK/European layouts (number + street +
// street word, or street + number for continental names), unit lines (Apt., Suite), PO boxes and
// military addresses, plus the city/state/postcode lines that follow them; postcodes in US, UK,
// Canadian and Dutch layouts, and any postcode after a "zip"/"postcode" cue.
// Invariant: a bare number becomes an address only with a street word, a unit word or an
// address cue; lines are absorbed only while they look like locality lines.
import type { RawSpan } from '../types.ts';
import { gazetteer } from './gazetteer.ts';
import { digitCount, insidePair, matchesAt, matchesOf, span } from './shared.ts';

export const STREET_WORDS =
  'street|st|avenue|ave|av|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|terrace|parkway|pkwy|highway|hwy|circle|cir|square|sq|crescent|cres|close|gardens|trail|row|mews|walk|alley|grove|hill|heights|park|plaza|point|ridge|view|loop|pike|path|route|rte|expressway|freeway|causeway|esplanade|quay|wharf|green|vale|rise|gate|gateway|pass|union|extensions?|courts|squares|union|crossing|junction|center|centre';
const NAME_WORD = "[\\p{Lu}\\p{Ll}][\\p{L}\\p{M}'.-]*";
const US_STREET = new RegExp(
  `(?<![\\w-])\\d{1,6}(?: \\d{1,5})?[a-zA-Z]? (?:${NAME_WORD} ){0,3}?${NAME_WORD} (?:${STREET_WORDS})\\b\\.?`,
  'giu',
);
export const CONTINENTAL_SUFFIX =
  '(?:straße|strasse|str\\.?|gasse|weg|platz|allee|ring|damm|ufer|katu|tie|kuja|polku|gade|vej|vænget|gatan|vägen|väg|gränd|laan|straat|plein|gracht|ulica|utca|u\\.|út|ul\\.|vagen|veien|vegen|gata)';
/** "Word 12": a street written name-first, checked against the suffixes below. */
export const WORD_THEN_NUMBER =
  /(?<![\w-])(?:([\p{Lu}\p{Ll}][\p{L}\p{M}'-]*) )?([\p{L}\p{M}-]+\.?) \d{1,4}[a-zA-Z]?\b\.?/gu;
const CONTINENTAL_STREET = new RegExp(`${CONTINENTAL_SUFFIX}$`, 'iu');
/** WORD_THEN_NUMBER tried at one offset (matchesAt). */
const WORD_THEN_NUMBER_AT = new RegExp(WORD_THEN_NUMBER.source, 'uy');

/**
 * Offsets where WORD_THEN_NUMBER may start: before each space that a digit follows, back over
 * at most one more space and no character its words cannot hold (an ASCII digit, line break,
 * or ASCII mark other than "'", "-" and "."); skipping, by ASCII alone, offsets where its
 * first word or its lookbehind cannot start. Its matches are two words at most before " 12",
 * so a long text tries it at these few offsets instead of at every letter (profiled: the
 * pattern was most of this detector's time on the corpus as one text).
 */
export function wordThenNumberStarts(text: string): number[] {
  const starts: number[] = [];
  let previous = -1;
  for (let space = text.indexOf(' '); space !== -1; space = text.indexOf(' ', space + 1)) {
    if (!isDigit(text.charCodeAt(space + 1))) continue;
    let from = space;
    let spaces = 0;
    while (from - 1 > previous) {
      const code = text.charCodeAt(from - 1);
      if (code === 32 && ++spaces > 1) break;
      if (code < 128 && code !== 32 && !wordCharacter(code)) break;
      from--;
    }
    for (let index = from; index < space; index++) {
      const code = text.charCodeAt(index);
      if (code < 128 && !(asciiLetter(code) || code === 45)) continue;
      const before = index > 0 ? text.charCodeAt(index - 1) : 128;
      // The lookbehind (?<![\w-]): no ASCII letter, digit, "_" or "-" before.
      if (
        before < 128 &&
        (asciiLetter(before) || isDigit(before) || before === 95 || before === 45)
      )
        continue;
      if (!insidePair(text, index)) starts.push(index);
    }
    previous = space;
  }
  return starts;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function asciiLetter(code: number): boolean {
  return (code | 32) >= 97 && (code | 32) <= 122;
}

/** ASCII characters the words of WORD_THEN_NUMBER may hold: letters, "'", "-" and ".". */
function wordCharacter(code: number): boolean {
  return asciiLetter(code) || code === 39 || code === 45 || code === 46;
}

/**
 * What every kept WORD_THEN_NUMBER match holds: its street word ends with a continental suffix
 * (CONTINENTAL_STREET, same flags) and is followed by a space and the house number. A text
 * without it skips that pattern, which otherwise is tried at every letter (profiled: the
 * detector's largest cost); same result.
 */
const CONTINENTAL_SUFFIX_NUMBER = new RegExp(`${CONTINENTAL_SUFFIX} \\d`, 'iu');
const ROMANCE_STREET = new RegExp(
  `(?<![\\w-])(?:\\d{1,5},? )?(?:via|viale|vicolo|piazza|corso|strada(?: provinciale)?|rue|boulevard|avenue|chemin|allée|place|calle|avenida|paseo|plaza|carrer|rua|travessa|largo|rúa)(?: (?:de|del|della|di|da|do|dos|das|la|le|les|des|du)\\b| (?!(?:and|or|the|to|at|in|on|near|by|with|for)\\b)${NAME_WORD}){1,4}(?:,? \\d{1,5}[a-zA-Z]?)?`,
  'giu',
);
/** "the corner of Maple Avenue and 5th Street", "junction of Mill Lane & Station Road". */
const CAPITALISED_WORD = "(?:\\p{Lu}[\\p{L}\\p{M}'.-]*|\\d{1,3}(?:st|nd|rd|th))";
const INTERSECTION = new RegExp(
  `\\b(?:[Cc]orner (?:of|between)|[Jj]unction of|[Ii]ntersection of|[Cc]rossroads of)\\s+(${CAPITALISED_WORD}(?: ${CAPITALISED_WORD}){0,3} (?:and|&|\\/) ${CAPITALISED_WORD}(?: ${CAPITALISED_WORD}){0,3})`,
  'gu',
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
  /^[ \t]*\n?[ \t]*,?[ \t]*[\p{L}\p{M}0-9][\p{L}\p{M}0-9 .,'()-]{0,58}?(?=\n|$|[.?!](?:\s|$))/u;
/** Each postcode layout with its confidence and the digits a match holds at least. */
const POSTCODE_PATTERNS: Array<[RegExp, number, number]> = [
  [/\b(?:GIR 0AA|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2})\b/g, 0.85, 1],
  [/\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d\b/g, 0.85, 3],
  [/(?<=\b[A-Z]{2},? )\d{5}(?:-\d{4})?\b/g, 0.9, 5],
];
const POSTCODE_CUE =
  /\b(?:zip(?: ?code)?|post ?code|postal code|plz|cap)\s*(?:is)?\s*[:#]?\s*([A-Z0-9]{1,5}(?:[ -][A-Z0-9]{2,4})?)\b/gi;

/**
 * Extends an address over its locality parts. An address quoted inside a sentence ("we moved to
 * 12 Oak Road\nLeeds\nLS1 4AB") is one value and takes its continuation lines; an address that
 * starts its own line is a letter-style block, whose lines stay separate parts (street, unit,
 * town, postcode; see detectAddressBlocks) so each part is highlighted where it is.
 */
function absorbLocalityLines(text: string, start: number, end: number): number {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  // Words before it on its line: the address is quoted in a sentence.
  const inline = /\p{L}/u.test(text.slice(lineStart, start));
  let cursor = end;
  for (let parts = 0; parts < 3; parts++) {
    const rest = text.slice(cursor, cursor + 80);
    if (!(inline ? /^[ \t]*(?:\n|,)/ : /^[ \t]*,/).test(rest)) break;
    const line = LOCALITY_LINE.exec(rest);
    if (!line || line[0].trim().length === 0) break;
    // Stop at a line that reads like prose rather than a place.
    if (/\b(?:the|is|was|and then|please|could|would|i|you)\b/i.test(line[0])) break;
    cursor += line[0].replace(/[ \t,]+$/, '').length;
  }
  return cursor;
}

/** Characters that start a quoted or bulleted line in a post ("> ", "??? ", "- "). */
const LINE_PREFIX = /^[ \t>?*•-]*/;
/**
 * A block line "12345 Name Words 67": a leading number (building, PO box or company mailbox),
 * then a street written name-first with its house number, optionally a unit. The street's first
 * word is capitalised or an abbreviation ("ul.", "Avda.").
 */
const BLOCK_STREET_LINE =
  /^(\d{1,6}) ((?:\p{Lu}|\p{Ll}{1,5}\. )[\p{L}\p{M}'’.-]*(?: [\p{L}\p{M}'’.-]+){0,3}? \d{1,5}[a-zA-Z]?\.?)(?=,|$| (?:apt|apartment|suite|ste|unit|flat)\b)/iu;
const UNIT_AHEAD = /^[^\n]{0,40}(?:\n[ \t>?*•-]*)?(?:apt|apartment|suite|ste|unit|flat)\.? ?#?\d/i;
/** A postcode alone on a block line, or after the town or country ("Estonia 62488"). */
const BLOCK_POSTCODE_LINE =
  /^(?:[\p{L}\p{M}() .'-]{2,40}?[ \t]+)?(\d{4,6}|\d{2}-\d{3}|\d{3} \d{2}|[A-Z]\d[A-Z] ?\d[A-Z]\d)[ \t]*$/u;
/** A town, region or country line: at most four words of letters, no sentence punctuation. */
const PLACE_LINE = /^,?\s*[\p{L}\p{M}][\p{L}\p{M}'’.()-]*(?: [\p{L}\p{M}'’.()-]+){0,3}$/u;
/** How many lines after a street or unit line still belong to the same address block. */
const BLOCK_LINES_AFTER = 5;

interface Line {
  start: number;
  /** Offset of the line's content after its prefix. */
  contentStart: number;
  content: string;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const raw = text.slice(start, end);
    const prefix = LINE_PREFIX.exec(raw)?.[0].length ?? 0;
    lines.push({ start, contentStart: start + prefix, content: raw.slice(prefix).trimEnd() });
    start = end + 1;
  }
  return lines;
}

/**
 * Address blocks (one part per line, as in signatures, letters and forms): a street line with a
 * leading number, and the postcode on one of the lines that follow a street or unit line.
 */
function detectAddressBlocks(text: string, found: RawSpan[]): void {
  if (!text.includes('\n')) return;
  const lines = linesOf(text);
  // Address spans found before this pass, walked once in line order (linear in the text).
  const earlier = found.filter((f) => f.label === 'ADDRESS').sort((a, b) => a.start - b.start);
  let next = 0;
  let reach = -1;
  let lastAnchor = -Infinity;
  lines.forEach((line, index) => {
    const { content, contentStart } = line;
    while (next < earlier.length && (earlier[next] as RawSpan).start < contentStart) {
      reach = Math.max(reach, (earlier[next] as RawSpan).end);
      next++;
    }
    if (content.length === 0 || content.length > 80) return;
    // Lines already taken by an inline address are part of it.
    if (reach > contentStart) return;
    const street = BLOCK_STREET_LINE.exec(content);
    if (street && (UNIT_AHEAD.test(text.slice(contentStart, contentStart + 120)) || index > 0)) {
      const [, building = '', name = ''] = street;
      const nameStart = contentStart + building.length + 1;
      found.push(span(contentStart, contentStart + building.length, 'ADDRESS', 0.7));
      found.push(span(nameStart, nameStart + name.replace(/\.$/, '').length, 'ADDRESS', 0.8));
      lastAnchor = index;
      return;
    }
    const nextAddress = earlier[next];
    if (
      /^(?:apt|apartment|suite|ste|unit|flat)\.? ?#?\d/i.test(content) ||
      (nextAddress !== undefined && nextAddress.start < contentStart + content.length)
    ) {
      lastAnchor = index;
      return;
    }
    if (index - lastAnchor > BLOCK_LINES_AFTER) return;
    const postcode = BLOCK_POSTCODE_LINE.exec(content);
    let place = content;
    if (postcode?.[1]) {
      const start = contentStart + content.length - postcode[1].length;
      found.push(span(start, start + postcode[1].length, 'POSTAL_CODE', 0.75));
      place = content.slice(0, content.length - postcode[1].length).trimEnd();
    }
    // The town, region or country line of the block.
    if (PLACE_LINE.test(place)) {
      const start = contentStart + (/^,?\s*/.exec(place)?.[0].length ?? 0);
      found.push(span(start, contentStart + place.length, 'LOCATION', 0.7));
    } else if (!postcode) lastAnchor = -Infinity;
  });
}

/** An address from `start` to `end`, with the locality lines that follow it. A function of its
 * own rather than a closure made per call (measured: closures made per post were a visible cost
 * under tsx, which names each one). */
function add(found: RawSpan[], text: string, start: number, end: number, confidence: number) {
  found.push(span(start, absorbLocalityLines(text, start, end), 'ADDRESS', confidence));
}

export function detectAddresses(text: string, digits = digitCount(text)): RawSpan[] {
  const found: RawSpan[] = [];
  // A street corner names a place to the metre without a number. The test is the pattern's cue
  // words past their first letter, which alone may be a capital; most posts hold none.
  const crossing =
    text.includes('orner ') ||
    text.includes('unction of') ||
    text.includes('ntersection of') ||
    text.includes('rossroads of');
  for (const match of crossing ? matchesOf(text, INTERSECTION) : []) {
    const corner = match[1] ?? '';
    const start = match.index + match[0].length - corner.length;
    found.push(span(start, start + corner.length, 'ADDRESS', 0.8));
  }
  // Every other pattern here needs a digit; most posts have none.
  if (digits === 0) return found;
  const continental = CONTINENTAL_SUFFIX_NUMBER.test(text);
  for (const match of continental
    ? matchesAt(text, WORD_THEN_NUMBER_AT, wordThenNumberStarts(text))
    : []) {
    const [whole, previous, street = ''] = match;
    if (!CONTINENTAL_STREET.test(street)) continue;
    // "During 1971", "Spring 2024", "a tie 1-1": English words that end like a street name.
    if (gazetteer().commonWords.has(street.toLowerCase())) continue;
    // Keep the word before only when it is part of the name ("Villacher Strasse 89").
    const start =
      previous && /^\p{Lu}/u.test(previous) && !/^(?:in|at|on|is|the)$/i.test(previous)
        ? match.index
        : match.index + whole.length - whole.slice(whole.indexOf(street)).length;
    add(found, text, start, match.index + whole.length, 0.85);
  }
  for (const pattern of [US_STREET, ROMANCE_STREET]) {
    for (const match of matchesOf(text, pattern)) {
      const value = match[0].replace(/[ ,]+$/, '');
      if (!/\d/.test(value)) continue;
      let end = match.index + value.length;
      const unit = /^,?\s*(?:apt|apartment|suite|ste|unit|flat|#)\.? ?#?\d{1,5}[a-zA-Z]?\b/i.exec(
        text.slice(end, end + 24),
      );
      if (unit) end += unit[0].length;
      add(found, text, match.index, end, 0.85);
    }
  }
  // Every PO box pattern holds "box" (in any case, ASCII only: the pattern has no u flag).
  const box =
    text.includes('ox') || text.includes('oX') || text.includes('Ox') || text.includes('OX');
  for (const match of box ? matchesOf(text, PO_BOX) : [])
    add(found, text, match.index, match.index + match[0].length, 0.9);
  for (const match of matchesOf(text, UNIT)) {
    found.push(span(match.index, match.index + match[0].length, 'ADDRESS', 0.7));
  }
  // After an explicit address cue, the rest of the clause is the address.
  for (const cue of matchesOf(text, ADDRESS_CUE)) {
    const start = cue.index + cue[0].length;
    const clause = CLAUSE.exec(text.slice(start, start + 120));
    if (!clause || !/\d/.test(clause[0])) continue;
    add(found, text, start, start + clause[0].replace(/[ ,]+$/, '').length, 0.6);
  }
  detectAddressBlocks(text, found);
  for (const [pattern, confidence, fewestDigits] of POSTCODE_PATTERNS) {
    if (digits < fewestDigits) continue;
    for (const match of matchesOf(text, pattern)) {
      found.push(span(match.index, match.index + match[0].length, 'POSTAL_CODE', confidence));
    }
  }
  for (const match of matchesOf(text, POSTCODE_CUE)) {
    const value = match[1] ?? '';
    if (!/\d/.test(value)) continue;
    const start = match.index + match[0].length - value.length;
    found.push(span(start, start + value.length, 'POSTAL_CODE', 0.9));
  }
  return joinInlineParts(text, found);
}

/**
 * Joins the parts of an address written on one line into one value when it is quoted in a
 * sentence or goes on with its town after a comma ("located at 12 Gewerbepark 45 Apt. 8, Brú,
 * Iceland 82407"). Parts of a letter-style block stay separate (see absorbLocalityLines).
 */
function joinInlineParts(text: string, found: RawSpan[]): RawSpan[] {
  const parts = found
    .filter((f) => f.label === 'ADDRESS' || f.label === 'POSTAL_CODE')
    .sort((a, b) => a.start - b.start || b.end - a.end);
  if (parts.length < 2) return found;
  const out = found.filter((f) => f.label !== 'ADDRESS' && f.label !== 'POSTAL_CODE');
  let group: RawSpan[] = [];
  let reach = -1;
  for (const part of parts) {
    if (
      group.length > 0 &&
      !(part.start <= reach || /^[ \t,]*$/.test(text.slice(reach, part.start)))
    ) {
      flushGroup(text, group, out);
      group = [];
    }
    group.push(part);
    reach = Math.max(group.length > 1 ? reach : 0, part.end);
  }
  flushGroup(text, group, out);
  return out;
}

/** Adds a group of address parts to `out`: joined into one address, or part by part. A function
 * of its own, not a closure made per call (see add). */
function flushGroup(text: string, group: RawSpan[], out: RawSpan[]): void {
  const first = group[0];
  if (!first) return;
  const end = Math.max(...group.map((g) => g.end));
  const lineStart = text.lastIndexOf('\n', first.start - 1) + 1;
  const inSentence = /\p{L}/u.test(text.slice(lineStart, first.start));
  const goesOn = /^[ \t]*,/.test(text.slice(end, end + 4));
  if (group.length > 1 && (inSentence || goesOn)) {
    const confidence = Math.max(...group.map((g) => g.confidence));
    out.push(span(first.start, absorbLocalityLines(text, first.start, end), 'ADDRESS', confidence));
  } else out.push(...group);
}
