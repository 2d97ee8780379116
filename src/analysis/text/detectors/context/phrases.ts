// Shared machinery of the context-risk detectors: a label, cue patterns that mark the risky
// statement, and guard patterns that cancel it within the same sentence (hypotheticals, the
// past, someone else's trip). Invariant: a guard only cancels cues in its own sentence.
import type { ContextLabel, RawSpan } from '../../types.ts';
import { span } from '../shared.ts';

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

/** Splits once per text; every context rule reuses the sentences. */
export function sentencesOf(text: string): Sentence[] {
  return Array.from(text.matchAll(SENTENCE), (m) => ({ start: m.index, text: m[0] }));
}

export function detectPhrases(sentences: Sentence[], rule: PhraseRule): RawSpan[] {
  const found: RawSpan[] = [];
  for (const sentence of sentences) {
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
