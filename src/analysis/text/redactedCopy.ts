// The redacted copy: what the person can publish after the check. Every value a warning names is
// replaced by its placeholder; a statement that is itself the risk (the home is empty, where I am
// now, a diagnosis, my salary) is removed with its clause, or the whole sentence when nothing else
// is left of it; inside a statement about a child or a security answer only the identifying
// values go (name → [NAME], school → [SCHOOL], age → [AGE], answer → [ANSWER]); travel-document
// values get their own placeholders ([BOOKING REF], [TICKET]…).
// Invariants: the copy is built from a list of changes that never overlap, in text order, so a
// view can show each change and undo one; characters outside every change stay exactly as typed;
// nothing gets a placeholder unless a detection covers it. Offsets here are UTF-16 units.
import { MESSAGES, VARIANTS } from './messages.ts';
import { TRAVEL_PLACEHOLDERS, type TravelValue } from './detectors/travelValues.ts';
import type { RawSpan, RedactedCopyChange, TextLabel } from './types.ts';
import { isSpace, matchesOf } from './detectors/shared.ts';

/** A change in UTF-16 units; checkText converts to code points for the result. */
export type RedactionChange = RedactedCopyChange;

/** Context risks whose wording is the risk: the copy drops the clause that says it. */
const CLAUSE_RISKS = new Set<TextLabel>(['AWAY_FROM_HOME', 'LIVE_LOCATION', 'HEALTH', 'FINANCIAL']);

interface Range {
  start: number;
  end: number;
}

interface Planned extends Range {
  replacement: string;
  label: TextLabel;
  kind: RedactedCopyChange['kind'];
  /** Higher wins the placeholder when two planned changes overlap and merge. */
  rank: number;
}

const RANK_REMOVAL = 3;
const RANK_CONTEXT_VALUE = 2;
const RANK_ENTITY = 1;

export function planRedaction(text: string, spans: RawSpan[]): RedactionChange[] {
  const planned: Planned[] = [];
  const clauseSpans: RawSpan[] = [];
  for (const s of spans) {
    if (s.end <= s.start) continue;
    if (s.label === 'TRAVEL_DOCUMENT') {
      // The phrase ("boarding pass", "seat") stays; its values carry a detail and are replaced.
      const placeholder = s.detail ? TRAVEL_PLACEHOLDERS[s.detail as TravelValue] : undefined;
      if (placeholder) planned.push(replace(s, placeholder, s.label, RANK_CONTEXT_VALUE));
      continue;
    }
    if (CLAUSE_RISKS.has(s.label)) {
      clauseSpans.push(s);
      continue;
    }
    if (s.label === 'CHILD_INFO' || s.label === 'SECURITY_ANSWER') {
      const values = s.label === 'CHILD_INFO' ? childValues(text, s) : securityAnswer(text, s);
      if (values.length === 0) clauseSpans.push(s);
      planned.push(...values);
      continue;
    }
    const placeholder = placeholderOf(s);
    if (placeholder !== null) planned.push(replace(s, placeholder, s.label, RANK_ENTITY));
  }
  planned.push(...clauseRemovals(text, clauseSpans));
  return settle(text, planned);
}

/** The copy with every change applied except those whose index is in `undone`. */
export function applyRedaction(
  text: string,
  changes: RedactionChange[],
  undone: ReadonlySet<number> = new Set(),
): string {
  let out = '';
  let cursor = 0;
  changes.forEach((change, index) => {
    if (undone.has(index)) return;
    out += text.slice(cursor, change.start) + change.replacement;
    cursor = change.end;
  });
  return out + text.slice(cursor);
}

function replace(range: Range, replacement: string, label: TextLabel, rank: number): Planned {
  return { start: range.start, end: range.end, replacement, label, kind: 'replaced', rank };
}

function placeholderOf(s: RawSpan): string | null {
  // A variant may name the value more precisely ("[RELIGION]" rather than "[GROUP]").
  const variant = s.detail === undefined ? undefined : VARIANTS[`${s.label}:${s.detail}`];
  return variant?.placeholder !== undefined ? variant.placeholder : MESSAGES[s.label].placeholder;
}

/** Overlapping changes merge into one covering both, keeping the higher-ranked replacement. */
function settle(text: string, planned: Planned[]): RedactionChange[] {
  planned.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Planned[] = [];
  for (const p of planned) {
    const last = merged[merged.length - 1];
    if (last && p.start < last.end) {
      if (p.rank > last.rank) {
        last.replacement = p.replacement;
        last.label = p.label;
        last.kind = p.kind;
        last.rank = p.rank;
      }
      last.end = Math.max(last.end, p.end);
    } else merged.push({ ...p });
  }
  return merged
    .map(({ start, end, replacement, label, kind }) => ({ start, end, replacement, label, kind }))
    .filter((c) => c.replacement !== text.slice(c.start, c.end));
}

// ---- clauses ----------------------------------------------------------------------------------

const CLAUSE_BREAK = /\s*(?:[,;:]|\s[-–—]\s)\s*/g;

interface Clause extends Range {
  /** Where the break before this clause starts (its comma and spaces); equals start for the first. */
  breakStart: number;
}

interface Sentence extends Range {
  /** End of the words, before the closing punctuation and spaces. */
  bodyEnd: number;
}

/** ".", "!" or "?". */
function isStop(code: number): boolean {
  return code === 46 || code === 33 || code === 63;
}

/**
 * The sentences of the text, as the global pattern /[^.!?\n]+[.!?]*\s*|\n+/ splits it, each from
 * its first word (its match without leading spaces) to its match's end; a match with no words is
 * no sentence. By character code rather than with the pattern: on a long text every sentence was
 * a match, a trimmed copy and a clause scan, while only the few a clause risk touches need their
 * clauses (profiled: a tenth of the engine's time on the corpus as one text).
 */
function sentencesOf(text: string): Sentence[] {
  const out: Sentence[] = [];
  const length = text.length;
  let index = 0;
  while (index < length) {
    const first = text.charCodeAt(index);
    if (isStop(first)) {
      index++; // No match starts at a stop: the pattern is tried at the next character.
      continue;
    }
    const start = index;
    if (first === 10) {
      while (index < length && text.charCodeAt(index) === 10) index++;
      continue; // Line breaks alone: no words.
    }
    while (index < length) {
      const code = text.charCodeAt(index);
      if (code === 10 || isStop(code)) break;
      index++;
    }
    while (index < length && isStop(text.charCodeAt(index))) index++;
    while (index < length && isSpace(text.charCodeAt(index))) index++;
    let bodyStart = start;
    while (bodyStart < index && isSpace(text.charCodeAt(bodyStart))) bodyStart++;
    let bodyEnd = index;
    while (bodyEnd > bodyStart && isSpace(text.charCodeAt(bodyEnd - 1))) bodyEnd--;
    while (bodyEnd > bodyStart && isStop(text.charCodeAt(bodyEnd - 1))) bodyEnd--;
    while (bodyEnd > bodyStart && isSpace(text.charCodeAt(bodyEnd - 1))) bodyEnd--;
    if (bodyEnd > bodyStart) out.push({ start: bodyStart, end: index, bodyEnd });
  }
  return out;
}

/** A sentence's clauses: its words split at commas, semicolons, colons and spaced dashes. */
function clausesOf(text: string, sentence: Sentence): Clause[] {
  const body = text.slice(sentence.start, sentence.bodyEnd);
  const clauses: Clause[] = [];
  let clauseStart = sentence.start;
  let breakStart = sentence.start;
  for (const b of matchesOf(body, CLAUSE_BREAK)) {
    const at = sentence.start + b.index;
    if (at > clauseStart) clauses.push({ start: clauseStart, end: at, breakStart });
    breakStart = at;
    clauseStart = at + b[0].length;
  }
  if (sentence.bodyEnd > clauseStart)
    clauses.push({ start: clauseStart, end: sentence.bodyEnd, breakStart });
  return clauses;
}

/**
 * Removals for the clauses the spans touch: a whole sentence goes with its closing punctuation
 * and following spaces; leading clauses go up to the first clause kept (which is re-capitalised);
 * later clauses go with the break before them, so "A, B, C." without B reads "A, C.".
 */
function clauseRemovals(text: string, spans: RawSpan[]): Planned[] {
  if (spans.length === 0) return [];
  const removals: Planned[] = [];
  const sentences = sentencesOf(text);
  const ordered = [...spans].sort((a, b) => a.start - b.start);
  let next = 0;
  sentences.forEach((sentence, sentenceIndex) => {
    // Sentences come in order, so the spans that can touch this one are a window of `ordered`.
    while (next < ordered.length && (ordered[next] as RawSpan).end <= sentence.start) next++;
    let last = next;
    while (last < ordered.length && (ordered[last] as RawSpan).start < sentence.end) last++;
    if (last === next) return;
    const near = ordered.slice(next, last);
    // A statement's span may run a few words into the next clause (cues end after a fixed
    // reach); that clause goes only when the span covers it to its end.
    const hitBy = (c: Range) =>
      near.find(
        (s) => (s.start >= c.start && s.start < c.end) || (s.start < c.start && s.end >= c.end),
      );
    const clauses = clausesOf(text, sentence);
    const removed = clauses.map(hitBy);
    const first = removed.find((s) => s !== undefined);
    if (!first) return;
    const removal = (start: number, end: number, replacement = ''): Planned => ({
      start,
      end,
      replacement,
      label: first.label,
      kind: 'removed',
      rank: RANK_REMOVAL,
    });
    if (removed.every((s) => s !== undefined)) {
      // The last sentence also takes the spaces before it, so no trailing gap is left.
      const isLast = sentenceIndex === sentences.length - 1;
      const previous = sentences[sentenceIndex - 1];
      const start =
        isLast && previous ? previous.bodyEnd + punctuationAfter(text, previous) : sentence.start;
      removals.push(removal(start, isLast ? text.trimEnd().length : sentence.end));
      return;
    }
    let leading = 0;
    while (removed[leading] !== undefined) leading++;
    if (leading > 0) {
      const kept = clauses[leading] as Clause;
      const letter = text.charAt(kept.start);
      const startsUpper = /\p{Lu}/u.test(text.charAt(sentence.start));
      removals.push(
        startsUpper && letter !== letter.toUpperCase()
          ? removal(sentence.start, kept.start + 1, letter.toUpperCase())
          : removal(sentence.start, kept.start),
      );
    }
    clauses.forEach((clause, index) => {
      if (index >= leading && removed[index] !== undefined)
        removals.push(removal(clause.breakStart, clause.end));
    });
  });
  return removals;
}

function punctuationAfter(text: string, sentence: Sentence): number {
  const tail = /^[.!?]*/.exec(text.slice(sentence.bodyEnd)) as RegExpExecArray;
  return tail[0].length;
}

// ---- values inside a statement ----------------------------------------------------------------

const CHILD_WORD =
  '(?:son|daughter|kid|kids|child|children|boy|girl|little one|baby|toddler|twins|grandson|granddaughter|stepson|stepdaughter|niece|nephew)';
const NUMBER_WORD = '(?:\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
const NOT_A_NAME = new Set(
  'The A An And But Is Was Has Had Just Starts Started Turns Turned Goes Went At In On To From Who Will Can Today Tomorrow Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split(
    ' ',
  ),
);
const SCHOOL_WORDS =
  '(?:School|Primary|Academy|Elementary|Kindergarten|Nursery|Preschool|Pre-School|College|High|Middle|Montessori|Prep|Infants|Juniors|Daycare|Day Care)';
const PROPER = "[\\p{Lu}][\\p{L}'’.-]*";
const SCHOOL_NAME = new RegExp(
  `(?:\\b(?:at|from|to|attends|attend|attending|joins|joined)\\s+(?:the\\s+)?)(${PROPER}(?:\\s+(?:of|the|and|&|${PROPER}))*)`,
  'gu',
);
const NAMED_SCHOOL = new RegExp(`(${PROPER}(?:\\s+${PROPER})*\\s+${SCHOOL_WORDS})\\b`, 'gu');
const CHILD_NAME = new RegExp(`\\b${CHILD_WORD}(?:'s)?,?\\s+(\\p{Lu}\\p{Ll}+)`, 'giu');
const NAME_FIRST = /^(\p{Lu}\p{Ll}+) (?:just )?(?:is|turns|turned|starts|started)\b/u;
const AGE = new RegExp(
  `\\b(?:is|turns|turned|just turned|aged?)\\s+(${NUMBER_WORD})\\b|\\b(\\d{1,2})\\s*(?:years? old|yo|y\\.o\\.)`,
  'gi',
);
const SCHOOL_CLASS =
  /\b(?:year|grade|class|form)\s+\d{1,2}[A-Z]?\b|\b\d{1,2}(?:st|nd|rd|th) grade\b/gi;
const WEEKDAY_OR_MONTH =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Easter)$/;

/** The child's name, school, age and class inside a CHILD_INFO statement (and its sentence). */
function childValues(text: string, s: RawSpan): Planned[] {
  // From the statement to the end of its sentence: a school name may run past the cue's reach,
  // while words before the statement ("I'm at Tesco, my son…") are not the child's.
  const sentence = { start: s.start, end: sentenceAround(text, s).end };
  const value = text.slice(sentence.start, sentence.end);
  const out: Planned[] = [];
  const at = (start: number, found: string, placeholder: string) => {
    const begin = sentence.start + start;
    out.push(
      replace(
        { start: begin, end: begin + found.length },
        placeholder,
        'CHILD_INFO',
        RANK_CONTEXT_VALUE,
      ),
    );
  };
  for (const m of matchesOf(value, CHILD_NAME)) {
    const name = m[1] as string;
    // The child word matches in any case, the name only capitalised ("my son from…" is no name).
    if (/^\p{Lu}/u.test(name) && !NOT_A_NAME.has(name))
      at(m.index + m[0].length - name.length, name, '[NAME]');
  }
  const first = NAME_FIRST.exec(text.slice(s.start, s.end));
  if (first && !NOT_A_NAME.has(first[1] as string))
    at(s.start - sentence.start, first[1] as string, '[NAME]');
  for (const m of matchesOf(value, SCHOOL_NAME)) {
    const school = trimSchool(m[1] as string);
    if (school && !WEEKDAY_OR_MONTH.test(school))
      at(m.index + m[0].length - (m[1] as string).length, school, '[SCHOOL]');
  }
  for (const m of matchesOf(value, NAMED_SCHOOL)) at(m.index, m[1] as string, '[SCHOOL]');
  for (const m of matchesOf(value, AGE)) {
    // "turns 7": the number ends the match; "7 years old": it starts it.
    if (m[1]) at(m.index + m[0].length - m[1].length, m[1], '[AGE]');
    else if (m[2]) at(m.index, m[2], '[AGE]');
  }
  for (const m of matchesOf(value, SCHOOL_CLASS)) at(m.index, m[0], '[CLASS]');
  return out;
}

function trimSchool(found: string): string {
  return found.replace(/(?:\s+(?:of|the|and|&))+$/u, '').replace(/[.'’-]+$/u, '');
}

const ANSWER_VERB =
  /\b(?:was|is|were|called|named|met (?:in|at)|born in|grew up on|went to|attended)\s+(?:(?:a|an|the)\s+)?/gi;
/** "My first pet, Rex": without a verb, the answer follows the first comma or colon. */
const ANSWER_AFTER_BREAK = /[,:]\s*/;

/** The answer part of a SECURITY_ANSWER statement, to the end of its clause. */
function securityAnswer(text: string, s: RawSpan): Planned[] {
  const value = text.slice(s.start, s.end);
  let answerStart = -1;
  for (const m of matchesOf(value, ANSWER_VERB)) answerStart = m.index + m[0].length;
  if (answerStart < 0) {
    const brk = ANSWER_AFTER_BREAK.exec(value);
    if (brk) answerStart = brk.index + brk[0].length;
  }
  if (answerStart < 0 || answerStart >= value.length) return [];
  const start = s.start + answerStart;
  const rest = text.slice(start);
  const clauseEnd = /[,;:.!?\n]|\s[-–—]\s|\s(?:and|but|so)\s/.exec(rest);
  const end = start + (clauseEnd ? clauseEnd.index : rest.length);
  if (text.slice(start, end).trim() === '') return [];
  return [
    replace(
      { start, end: start + text.slice(start, end).trimEnd().length },
      '[ANSWER]',
      s.label,
      RANK_CONTEXT_VALUE,
    ),
  ];
}

/** The sentence around a range, looking at most a few hundred characters either side. */
function sentenceAround(text: string, s: Range): Range {
  const reach = 400;
  const from = Math.max(0, s.start - reach);
  const before = text.slice(from, s.start);
  const lastBreak = Math.max(
    before.lastIndexOf('.'),
    before.lastIndexOf('!'),
    before.lastIndexOf('?'),
    before.lastIndexOf('\n'),
  );
  const after = /[.!?\n]/.exec(text.slice(s.end, s.end + reach));
  return {
    start: lastBreak < 0 ? from : from + lastBreak + 1,
    end: after ? s.end + after.index : Math.min(text.length, s.end + reach),
  };
}
