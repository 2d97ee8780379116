// Shared machinery of the context-risk detectors: a label, cue patterns that mark the risky
// statement, and guard patterns that cancel it within the same sentence (hypotheticals, the
// past, someone else's trip). Invariant: a guard only cancels cues in its own sentence.
import type { ContextLabel, RawSpan } from '../../types.ts';
import { matchesOf, span } from '../shared.ts';

export interface PhraseRule {
  label: ContextLabel;
  cues: RegExp[];
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
 * The sentences (indexes, ascending) that any of the cues may match. For speed the cues scan the
 * whole text together first; a cue that matches inside a sentence also matches the whole text
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

/** Finds the rule's cues in the given sentences, skipping a sentence where a guard matches. */
export function detectPhrases(
  { sentences }: SentenceSplit,
  touched: number[],
  rule: PhraseRule,
): RawSpan[] {
  const found: RawSpan[] = [];
  for (const index of touched) {
    const sentence = sentences[index] as Sentence;
    const value = sentence.text;
    if (rule.guards?.some((guard) => guard.test(value))) continue;
    for (const cue of rule.cues) {
      const hit = cue.exec(value);
      if (!hit) continue;
      const start = sentence.start + hit.index;
      found.push(span(start, start + hit[0].length, rule.label, rule.confidence));
    }
  }
  return found;
}
