// Shared machinery of the context-risk detectors: a label, cue patterns that mark the risky
// statement, and guard patterns that cancel it within the same sentence (hypotheticals, the
// past, someone else's trip); for speed, each cue's anchor words and the scans that use them.
// Invariants: a guard only cancels cues in its own sentence; anchor words and the per-cue scan
// only skip work, never change which spans are found.
import type { ContextLabel, RawSpan } from '../../types.ts';
import { matchesOf, span } from '../shared.ts';

export interface PhraseRule {
  label: ContextLabel;
  cues: RegExp[];
  /**
   * For each cue, lowercase words of which every match of the cue holds at least one as a whole
   * word (a run of ASCII letters and digits with none on either side, as the cue's `\b` or
   * spaces bound it); '' for a cue with no such words. A text without any of them skips the cue
   * (for speed; same result, see activeCues).
   */
  cueAnchors?: readonly string[];
  guards?: RegExp[];
  confidence: number;
}

const SENTENCE = /[^.!?\n]+[.!?\n]*/g;

export interface Sentence {
  start: number;
  text: string;
}

/** A text and its sentences, split once per text and shared by every context rule. */
export interface SentenceSplit {
  text: string;
  sentences: Sentence[];
}

export function sentencesOf(text: string): SentenceSplit {
  return {
    text,
    sentences: Array.from(matchesOf(text, SENTENCE), (m) => ({ start: m.index, text: m[0] })),
  };
}

const COMBINED_CUES = new WeakMap<RegExp[], RegExp[]>();

/**
 * The cues joined into one global regex per flag set, so a text is scanned a few times instead
 * of once per cue. Cues use no numbered back-references, so joining them changes no match.
 */
function combined(cues: RegExp[]): RegExp[] {
  let joined = COMBINED_CUES.get(cues);
  if (!joined) {
    const byFlags = new Map<string, string[]>();
    for (const cue of cues) {
      const flags = cue.flags.replace(/[gy]/g, '');
      byFlags.set(flags, [...(byFlags.get(flags) ?? []), `(?:${cue.source})`]);
    }
    joined = [...byFlags].map(([flags, sources]) => new RegExp(sources.join('|'), `${flags}g`));
    COMBINED_CUES.set(cues, joined);
  }
  return joined;
}

/** Index of the last sentence starting at or before `offset` (0 when none does). */
function sentenceAt(sentences: Sentence[], offset: number): number {
  let low = 0;
  let high = sentences.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((sentences[middle] as Sentence).start <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The sentences (indexes, ascending) that any of the cues may match, by one joined pattern per
 * flag set: the reference that touchedByEach, which the engine uses, must equal (a unit test
 * checks it). The cues scan the whole text together first; a cue that matches inside a sentence also matches the whole text
 * there, or an earlier whole-text hit overlaps that sentence, so no sentence with a match is
 * skipped.
 */
export function touchedSentences({ text, sentences }: SentenceSplit, cues: RegExp[]): number[] {
  if (sentences.length === 0) return [];
  const touched = new Set<number>();
  for (const pattern of combined(cues)) {
    pattern.lastIndex = 0;
    for (let hit = pattern.exec(text); hit; hit = pattern.exec(text)) {
      const end = hit.index + Math.max(1, hit[0].length);
      for (let i = sentenceAt(sentences, hit.index); i < sentences.length; i++) {
        const sentence = sentences[i] as Sentence;
        if (sentence.start >= end) break;
        touched.add(i);
      }
      if (hit[0].length === 0) pattern.lastIndex++;
    }
  }
  return [...touched].sort((a, b) => a - b);
}

/** A global copy of each cue, for scanning a whole text from a given offset. */
const GLOBAL_CUES = new WeakMap<RegExp, RegExp>();
function globalCopy(cue: RegExp): RegExp {
  let copy = GLOBAL_CUES.get(cue);
  if (!copy) {
    copy = new RegExp(cue.source, `${cue.flags.replace(/[gy]/g, '')}g`);
    GLOBAL_CUES.set(cue, copy);
  }
  return copy;
}

/**
 * The same sentences as touchedSentences, found by scanning the text with each cue on its own
 * instead of with their joined pattern, so a text's own share of the cues (cueSelector) needs no
 * pattern of its own. Measured: a pattern compiled per share, or the joined pattern compiled late
 * (first used by a long text after other libraries' patterns), ran several times slower, as V8
 * stops optimising patterns once a process has compiled much pattern code; the cues themselves
 * are compiled on the first post. It yields the joined pattern's matches exactly: that pattern,
 * from an offset, matches at the leftmost offset where any cue of its flag set matches, with the
 * first such cue in order, and resumes at the match's end; each cue's next match is kept until the
 * scan passes its start, as a cue with no match from one offset has none from a later one.
 */
export function touchedByEach({ text, sentences }: SentenceSplit, cues: RegExp[]): number[] {
  if (sentences.length === 0 || cues.length === 0) return [];
  const touched = new Set<number>();
  const byFlags = new Map<string, RegExp[]>();
  for (const cue of cues) {
    const flags = cue.flags.replace(/[gy]/g, '');
    byFlags.set(flags, [...(byFlags.get(flags) ?? []), globalCopy(cue)]);
  }
  for (const group of byFlags.values()) {
    const next: Array<RegExpExecArray | null | undefined> = new Array(group.length);
    let at = 0;
    for (;;) {
      let hit: RegExpExecArray | null = null;
      for (let i = 0; i < group.length; i++) {
        let own = next[i];
        if (own === undefined || (own !== null && own.index < at)) {
          const pattern = group[i] as RegExp;
          pattern.lastIndex = at;
          own = pattern.exec(text);
          next[i] = own;
        }
        if (own && (!hit || own.index < hit.index)) hit = own;
      }
      if (!hit) break;
      const end = hit.index + Math.max(1, hit[0].length);
      for (let i = sentenceAt(sentences, hit.index); i < sentences.length; i++) {
        const sentence = sentences[i] as Sentence;
        if (sentence.start >= end) break;
        touched.add(i);
      }
      at = hit.index + hit[0].length + (hit[0].length === 0 ? 1 : 0);
      if (at > text.length) break;
    }
  }
  return [...touched].sort((a, b) => a - b);
}

/**
 * Finds the rule's cues (or those of them given) in the given sentences, skipping a sentence
 * where a guard matches.
 */
export function detectPhrases(
  { sentences }: SentenceSplit,
  touched: number[],
  rule: PhraseRule,
  cues: readonly RegExp[] = rule.cues,
): RawSpan[] {
  const found: RawSpan[] = [];
  if (cues.length === 0) return found;
  for (const index of touched) {
    const sentence = sentences[index] as Sentence;
    const value = sentence.text;
    if (rule.guards?.some((guard) => guard.test(value))) continue;
    for (const cue of cues) {
      const hit = cue.exec(value);
      if (!hit) continue;
      const start = sentence.start + hit.index;
      found.push(span(start, start + hit[0].length, rule.label, rule.confidence));
    }
  }
  return found;
}

/** The cues that may match in one text: all of them, and each rule's share in rule order. */
export interface ActiveCues {
  cues: RegExp[];
  byRule: RegExp[][];
}

/**
 * Characters a case-insensitive cue may read as an ASCII letter although lowercasing does not
 * make them one (ſ and the Kelvin sign under the `u` flag), or that lowercase to a letter and a
 * mark (İ), so that word runs of the lowercased text are not the cue's words: every cue runs.
 */
export const FOLDS_TO_ASCII = /[\u0130\u017F\u212A]/;
const ASCII_WORD = /[a-z0-9]+/g;
const LETTER_OR_DIGIT_RUN = /[\p{L}\d]+/gu;

/**
 * The runs of letters and digits of the lowercased text: what the category rules' anchors are
 * looked up by, and, split further into ASCII runs, what the cues' anchors are. Computed once per
 * text for both (profiled: lowercasing and splitting each text twice was a tenth of the context
 * detectors' own time).
 */
export function lowercaseWords(text: string): string[] {
  return text.toLowerCase().match(LETTER_OR_DIGIT_RUN) ?? [];
}

/** True when a run of lowercase letters and digits is all ASCII (so its own ASCII run). */
function isAsciiRun(word: string): boolean {
  // A lowercased run of letters and digits holds nothing at or below 'z' but a-z and 0-9.
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) > 0x7a) return false;
  return true;
}
/**
 * A function giving, for a text, the cues of `rules` that can match in it: those whose anchor
 * words (PhraseRule.cueAnchors) occur in the text, and those without anchors. A skipped cue
 * cannot match anywhere in the text, nor in any of its sentences, so leaving it out of the
 * scan (touchedByEach) and of detectPhrases changes no result: a cue that never matches never
 * wins a position of the joined pattern. One lowercasing and one pass over the words, instead
 * of every cue's pattern over the whole text.
 */
export function cueSelector(
  rules: readonly PhraseRule[],
): (text: string, words?: readonly string[]) => ActiveCues {
  const all = rules.flatMap((rule) => rule.cues);
  const ruleOf = rules.flatMap((rule, r) => rule.cues.map(() => r));
  const always: number[] = [];
  const byWord = new Map<string, number[]>();
  let index = 0;
  for (const rule of rules) {
    rule.cues.forEach((_, k) => {
      const words = (rule.cueAnchors?.[k] ?? '').split(' ').filter(Boolean);
      if (words.length === 0) always.push(index);
      for (const word of words) byWord.set(word, [...(byWord.get(word) ?? []), index]);
      index++;
    });
  }
  const setOf = (on: Uint8Array): ActiveCues => {
    const set: ActiveCues = { cues: [], byRule: rules.map(() => []) };
    for (let i = 0; i < all.length; i++) {
      if (!on[i]) continue;
      set.cues.push(all[i] as RegExp);
      set.byRule[ruleOf[i] as number]?.push(all[i] as RegExp);
    }
    return set;
  };
  const mark = (on: Uint8Array, word: string) => {
    const cues = byWord.get(word);
    if (cues) for (const i of cues) on[i] = 1;
  };
  /** `words`: lowercaseWords(text), when the caller has them already. The ASCII runs of the
   * lowercased text are exactly the ASCII runs inside its runs of letters and digits. */
  return (text, words = lowercaseWords(text)) => {
    const on = new Uint8Array(all.length);
    if (FOLDS_TO_ASCII.test(text)) return setOf(on.fill(1));
    for (const i of always) on[i] = 1;
    for (const word of words) {
      if (isAsciiRun(word)) mark(on, word);
      else for (const part of word.match(ASCII_WORD) ?? []) mark(on, part);
    }
    return setOf(on);
  };
}
