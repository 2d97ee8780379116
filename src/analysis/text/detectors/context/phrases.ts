// Shared machinery of the context-risk detectors: a label, cue patterns that mark the risky
// statement, and guard patterns that cancel it within the same sentence (hypotheticals, the
// past, someone else's trip); for speed, each cue's anchor words and the scans that use them.
// Invariants: a guard only cancels cues in its own sentence; anchor words and the per-cue scan
// only skip work, never change which spans are found.
import type { ContextLabel, RawSpan } from '../../types.ts';
import { HAS_DIGIT, matchesOf, span } from '../shared.ts';

export interface PhraseRule {
  label: ContextLabel;
  cues: RegExp[];
  /**
   * For each cue, lowercase words of which every match of the cue holds at least one as a whole
   * word (a run of ASCII letters and digits with none on either side, as the cue's `\b` or
   * spaces bound it); '' for a cue with no such words. A sentence without any of them skips the
   * cue (for speed; same result, see anchoredPhrases).
   */
  cueAnchors?: readonly string[];
  /**
   * For each cue, whether every match of it holds a digit (an amount, a score): a text without
   * one skips the cue (for speed; same result). Most posts have no digit, while the cues' anchor
   * words ("i", "my") are in most.
   */
  cueNeedsDigit?: readonly boolean[];
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

/**
 * Characters a case-insensitive cue may read as an ASCII letter although lowercasing does not
 * make them one (ſ and the Kelvin sign under the `u` flag), or that lowercase to a letter and a
 * mark (İ), so that word runs of the lowercased text are not the cue's words: every cue runs.
 */
export const FOLDS_TO_ASCII = /[\u0130\u017F\u212A]/;
const ASCII_WORD = /[a-z0-9]+/g;
const LETTER_OR_DIGIT_RUN = /[\p{L}\d]+/gu;

/**
 * The runs of letters and digits of the lowercased text, what the category rules' anchors are
 * looked up by. `lower`: text.toLowerCase(), when the caller has it already (it is computed once
 * per text for the cues' and the category rules' anchors).
 */
export function lowercaseWords(text: string, lower = text.toLowerCase()): string[] {
  return lower.match(LETTER_OR_DIGIT_RUN) ?? [];
}

/** An anchor word's offset in the lowercased text, and the cues it lets run (PhraseFinder). */
export type CueHit = readonly [number, readonly number[]];

/** The cues of some rules, run only on the sentences that hold one of their anchor words. */
export interface PhraseFinder {
  /** Each anchor word and the cues it lets run (indexes into the rules' cues, in order). */
  cuesByWord: ReadonlyMap<string, readonly number[]>;
  /**
   * The cues found in the text, given its anchor words (ascending offsets; cueHits gives them).
   * Only for a text without FOLDS_TO_ASCII characters: the caller runs every cue on those.
   */
  find(text: string, hits: readonly CueHit[]): RawSpan[];
}

/** The anchor words of a lowercased text: its runs of ASCII letters and digits that are in
 * `cuesByWord`, in order. */
export function cueHits(
  lower: string,
  cuesByWord: ReadonlyMap<string, readonly number[]>,
): CueHit[] {
  const hits: CueHit[] = [];
  ASCII_WORD.lastIndex = 0;
  for (let word = ASCII_WORD.exec(lower); word; word = ASCII_WORD.exec(lower)) {
    const cues = cuesByWord.get(word[0]);
    if (cues) hits.push([word.index, cues]);
  }
  return hits;
}

/**
 * Finds the cues of `rules` in a text's sentences, as detectPhrases over every sentence with
 * every cue would, but running each cue only on the sentences that hold one of its anchor words
 * (PhraseRule.cueAnchors; every sentence for a cue without anchors). Same result: a cue's match
 * in a sentence holds an anchor as a whole word of the sentence, and a sentence ends at
 * punctuation or a line break, so that word is a whole ASCII run of the lowercased text inside
 * the sentence. Measured: scanning the whole text with each cue whose anchors occur somewhere in
 * it (common words such as "at", "in", "my") was the context detectors' largest cost after the
 * category topics; a long text holds nearly every anchor, so every cue scanned all of it.
 */
export function anchoredPhrases(rules: readonly PhraseRule[]): PhraseFinder {
  const all = rules.flatMap((rule) => rule.cues);
  const always: number[] = [];
  const byWord = new Map<string, number[]>();
  /** Per rule, the indexes (into `all`) of its cues, in order. */
  const cuesOfRule: number[][] = [];
  let index = 0;
  for (const rule of rules) {
    const own: number[] = [];
    rule.cues.forEach((_, k) => {
      const words = (rule.cueAnchors?.[k] ?? '').split(' ').filter(Boolean);
      if (words.length === 0) always.push(index);
      for (const word of words) byWord.set(word, [...(byWord.get(word) ?? []), index]);
      own.push(index);
      index++;
    });
    cuesOfRule.push(own);
  }
  const count = all.length;
  const needsDigit = rules.flatMap((rule) =>
    rule.cues.map((_, k) => rule.cueNeedsDigit?.[k] ?? false),
  );
  /** The rule (index into `rules`) of each cue of `all`. */
  const ruleOf = cuesOfRule.flatMap((own, r) => own.map(() => r));
  const find = (text: string, hits: readonly CueHit[]): RawSpan[] => {
    const found: RawSpan[] = [];
    // Most posts hold no anchor word, and need no sentences.
    if (hits.length === 0 && always.length === 0) return found;
    const digits = HAS_DIGIT.test(text);
    const { sentences } = sentencesOf(text);
    // For each sentence and cue, whether the cue may match there (sentence * count + cue), and
    // for each sentence and rule, whether any of the rule's cues may (sentence * rules + rule):
    // most sentences of a post with anchor words let no cue of a given rule run.
    const may = new Uint8Array(sentences.length * count);
    const ruleMay = new Uint8Array(sentences.length * rules.length);
    for (let s = 0; s < sentences.length; s++) {
      for (const i of always) {
        may[s * count + i] = 1;
        ruleMay[s * rules.length + (ruleOf[i] as number)] = 1;
      }
    }
    let s = 0;
    for (const [offset, cues] of hits) {
      while (s + 1 < sentences.length && (sentences[s + 1] as Sentence).start <= offset) s++;
      for (const i of cues) {
        if (!digits && needsDigit[i]) continue;
        may[s * count + i] = 1;
        ruleMay[s * rules.length + (ruleOf[i] as number)] = 1;
      }
    }
    rules.forEach((rule, r) => {
      const own = cuesOfRule[r] as number[];
      for (let s = 0; s < sentences.length; s++) {
        if (!ruleMay[s * rules.length + r]) continue;
        const sentence = sentences[s] as Sentence;
        const value = sentence.text;
        // The guards only once a cue matches: most sentences with an anchor word match no cue,
        // and a guard cancels the sentence's cues all together, so testing them late changes no
        // result (measured: testing them first made short posts slower than the whole-text scan).
        let guarded: boolean | undefined;
        for (const i of own) {
          if (!may[s * count + i]) continue;
          const hit = (all[i] as RegExp).exec(value);
          if (!hit) continue;
          guarded ??= rule.guards?.some((guard) => guard.test(value)) ?? false;
          if (guarded) break;
          const start = sentence.start + hit.index;
          found.push(span(start, start + hit[0].length, rule.label, rule.confidence));
        }
      }
    });
    return found;
  };
  return { cuesByWord: byWord, find };
}
