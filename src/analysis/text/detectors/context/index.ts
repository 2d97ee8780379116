// The context-risk detectors, run together. Each rule marks the phrase that carries the risk:
// the wording-specific cue rules (one file per label) and the rules by risk category
// (categoryRules.ts); then every span is kept only if the post still stands by it as the
// writer's own disclosure (stance.ts: someone else, negation, retraction, fiction, news).
// Invariant: the cue rules' result is the same as running every rule on every sentence; the
// anchor words only skip the sentences where a cue cannot match (anchoredPhrases).
import type { RawSpan } from '../../types.ts';
import { AWAY_FROM_HOME_RULE } from './awayFromHome.ts';
import { detectByCategory } from './categoryRules.ts';
import { CHILD_INFO_RULE } from './childInfo.ts';
import { FINANCIAL_RULE } from './financial.ts';
import { HEALTH_RULE } from './health.ts';
import { LIVE_LOCATION_RULE } from './liveLocation.ts';
import {
  anchoredPhrases,
  detectPhrases,
  lowercaseWords,
  sentencesOf,
  touchedByEach,
  type PhraseRule,
} from './phrases.ts';
import { SECURITY_ANSWER_RULE } from './securityAnswer.ts';
import { standsAsDisclosure } from './stance.ts';
import { TRAVEL_DOCUMENT_RULE } from './travelDocument.ts';

export const CONTEXT_RULES: PhraseRule[] = [
  AWAY_FROM_HOME_RULE,
  LIVE_LOCATION_RULE,
  CHILD_INFO_RULE,
  SECURITY_ANSWER_RULE,
  TRAVEL_DOCUMENT_RULE,
  HEALTH_RULE,
  FINANCIAL_RULE,
];
const findPhrases = anchoredPhrases(CONTEXT_RULES);

/** Every cue of every rule on every sentence its joined scan touches (the reference the anchor
 * words must not change). */
function everyCue(text: string): RawSpan[] {
  const split = sentencesOf(text);
  const cues = CONTEXT_RULES.flatMap((rule) => rule.cues);
  const touched = touchedByEach(split, cues);
  if (touched.length === 0) return [];
  return CONTEXT_RULES.flatMap((rule) => detectPhrases(split, touched, rule));
}

/** `anchors: false` runs every cue and category rule on every text (to check that the anchor
 * words change no result). */
export function detectContextRisks(text: string, anchors = true): RawSpan[] {
  // Lowercased once for the cues' anchors and the category rules' anchors.
  const lower = anchors ? text.toLowerCase() : '';
  const byCue = (anchors ? findPhrases(text, lower) : null) ?? everyCue(text);
  const words = anchors ? lowercaseWords(text, lower) : undefined;
  return [...byCue, ...detectByCategory(text, anchors, words)].filter((found) =>
    standsAsDisclosure(text, found),
  );
}
