// Small helpers every detector uses: building spans, looking for cue words near a match, and
// listing a pattern's matches. Invariant: the cue helpers never scan more than a fixed window, so
// a detector stays linear in the text.
import type { RawSpan, TextLabel } from '../types.ts';

export function span(
  start: number,
  end: number,
  label: TextLabel,
  confidence: number,
  detail?: string,
): RawSpan {
  return detail === undefined
    ? { start, end, label, confidence }
    : { start, end, label, confidence, detail };
}

/** True when `cue` matches within `windowChars` characters before `index`. */
export function cueBefore(text: string, index: number, cue: RegExp, windowChars = 40): boolean {
  return cue.test(text.slice(Math.max(0, index - windowChars), index));
}

/** True when `cue` matches within `windowChars` characters after `index`. */
export function cueAfter(text: string, index: number, cue: RegExp, windowChars = 40): boolean {
  return cue.test(text.slice(index, index + windowChars));
}

/** Whether a UTF-16 unit is what `\s` matches and `trim()` removes (ECMAScript's white space and
 * line terminators). */
export function isSpace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

export function digitsOf(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Luhn (mod 10) check used by payment cards and several national ids. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Characters that end a value written in running text but are not part of it. */
export const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"”’>]+$/;

export const HAS_DIGIT = /\d/;

/**
 * How many ASCII digits (what `\d` matches) the text holds. A pattern that needs n digits cannot
 * match a text with fewer, so detectors skip it: most posts hold none or a few (a time, a year),
 * while phones, cards and most identifiers need seven or more. detectSpans counts once per text
 * and passes the count to every detector.
 */
export function digitCount(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 57 && code >= 48) count++;
  }
  return count;
}

/** Words that make a dotted number a version or a numbered part ("firmware 2.4.10.1", "section
 * 3.2.1.4"), when they come just before it. */
const VERSION_CUE =
  /(?:\b(?:v|ver|version|versions|release|rel|build|firmware|fw|update|updated to|upgrade|upgraded to|patch|kernel|driver|bios|ios|android|macos|windows|chrome|firefox|edge|safari|app|sdk|api|section|sections|chapter|clause|para|paragraph|article|art|rule|item|step|figure|fig|table|appendix)|§)\.?\s*(?:to\s+|from\s+|is\s+|no\.?\s*|v\.?\s*)?$/i;

export function versionCueBefore(text: string, index: number): boolean {
  return cueBefore(text, index, VERSION_CUE, 24);
}

/**
 * Every match of a global pattern, in order, as `text.matchAll(pattern)` gives them from index 0,
 * but without the copy of the pattern matchAll makes on each call (measured: the largest cost of
 * several detectors on short posts). The matches are collected before the caller sees any, so
 * the caller may use the same pattern again.
 */
export function matchesOf(text: string, pattern: RegExp): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let hit = pattern.exec(text); hit; hit = pattern.exec(text)) {
    found.push(hit);
    if (hit[0].length === 0) pattern.lastIndex = nextIndex(text, pattern);
  }
  pattern.lastIndex = 0;
  return found;
}

/**
 * Pattern text that is always true where it is placed, right after a literal space. V8 compiles
 * the rest of a pattern once per way through the optional words before it (each way leaves the
 * position at a different known offset), so a run of `(?:the )?(?:next )?(?:of )?` multiplied
 * what follows; a lookbehind there makes it compiled once. Matches are unchanged.
 */
export const SEAM = '(?<= )';

/**
 * The same pattern with each word boundary that follows other pattern text written as a
 * lookahead, `(?=\b)`: it asserts exactly the same thing, so matches, captures and indices are
 * unchanged. V8 copies an inline `\b` into every path its compiler unrolls through the optional
 * parts before it, and a lookahead is compiled once; on the long alternations of the context
 * rules that makes a third or more of their machine code. Once a process has compiled about
 * 1 MB of pattern code and holds 16 MB of executable memory, V8 compiles every later pattern
 * without its optimisations (TooMuchRegExpCode in V8's regexp.cc), and a topic pattern compiled
 * then scanned a long text at a fraction of its speed. A boundary that opens the pattern, an
 * alternative or a group stays inline: it is where the scan for a start tests every position.
 */
export function leanBoundaries(pattern: RegExp): RegExp {
  let lean = LEANED.get(pattern);
  if (lean === undefined) LEANED.set(pattern, (lean = withLeanBoundaries(pattern)));
  return lean;
}

/** One copy per pattern, so a guard many rules share is compiled once. */
const LEANED = new WeakMap<RegExp, RegExp>();

function withLeanBoundaries(pattern: RegExp): RegExp {
  const source = pattern.source;
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === '\\') {
      const escape = source.slice(i, i + 2);
      i++;
      const opens = i === 1 || /(?:[|(]|\(\?(?::|=|!|<=|<!))$/.test(source.slice(0, i - 1));
      out += escape === '\\b' && !inClass && !opens ? '(?=\\b)' : escape;
      continue;
    }
    if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    out += char;
  }
  return out === source ? pattern : new RegExp(out, pattern.flags);
}

/** Where a global pattern resumes after an empty match: past a whole code point when Unicode. */
function nextIndex(text: string, pattern: RegExp): number {
  const index = pattern.lastIndex;
  if (!pattern.unicode) return index + 1;
  const code = text.charCodeAt(index);
  const pair = code >= 0xd800 && code <= 0xdbff && index + 1 < text.length;
  return index + (pair && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00 ? 2 : 1);
}

/**
 * The matches that matchesOf(text, pattern) gives, found by trying `sticky` (the pattern with the
 * `y` flag instead of `g`) only at `starts`, ascending offsets where a match may begin. Same
 * result when `starts` holds every offset at which the pattern matches, none inside a surrogate
 * pair when the pattern is Unicode (the global scan never starts there): the global scan's next
 * match is the pattern's match at the smallest such offset at or after the previous match's end.
 * For patterns that need a rare character near their start (an "@"): a long text otherwise pays
 * for trying the pattern at each of its characters.
 */
export function matchesAt(
  text: string,
  sticky: RegExp,
  starts: readonly number[],
): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  let from = 0;
  for (const start of starts) {
    if (start < from) continue;
    sticky.lastIndex = start;
    const hit = sticky.exec(text);
    if (!hit) continue;
    found.push(hit);
    from = start + Math.max(1, hit[0].length);
  }
  sticky.lastIndex = 0;
  return found;
}

/** Whether `index` falls between the two halves of a surrogate pair. */
export function insidePair(text: string, index: number): boolean {
  return (
    index > 0 &&
    (text.charCodeAt(index) & 0xfc00) === 0xdc00 &&
    (text.charCodeAt(index - 1) & 0xfc00) === 0xd800
  );
}
