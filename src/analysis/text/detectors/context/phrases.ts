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

export function detectPhrases(text: string, rule: PhraseRule): RawSpan[] {
  const found: RawSpan[] = [];
  for (const sentence of text.matchAll(SENTENCE)) {
    const value = sentence[0];
    if (rule.guards?.some((guard) => guard.test(value))) continue;
    for (const cue of rule.cues) {
      const hit = cue.exec(value);
      if (!hit) continue;
      const start = sentence.index + hit.index;
      found.push(span(start, start + hit[0].length, rule.label, rule.confidence));
    }
  }
  return found;
}
