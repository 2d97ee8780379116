// The context-risk detectors, run together. Each rule marks the phrase that carries the risk:
// the wording-specific cue rules (one file per label) and the rules by risk category
// (categoryRules.ts); then every span is kept only if the post still stands by it as the
// writer's own disclosure (stance.ts: someone else, negation, retraction, fiction, news).
// Invariant: the cue rules' result is the same as running every rule on every sentence; the
// anchor words only skip cues that cannot match in the text, and the shared first pass only
// skips sentences no remaining cue can match.
import type { RawSpan } from '../../types.ts';
import { AWAY_FROM_HOME_RULE } from './awayFromHome.ts';
import { detectByCategory } from './categoryRules.ts';
import { CHILD_INFO_RULE } from './childInfo.ts';
import { FINANCIAL_RULE } from './financial.ts';
import { HEALTH_RULE } from './health.ts';
import { LIVE_LOCATION_RULE } from './liveLocation.ts';
import {
  cueSelector,
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
const ALL_CUES = {
  cues: CONTEXT_RULES.flatMap((rule) => rule.cues),
  byRule: CONTEXT_RULES.map((rule) => rule.cues),
};
const activeCues = cueSelector(CONTEXT_RULES);

/** `anchors: false` runs every cue and category rule on every text (to check that the anchor
 * words change no result). */
export function detectContextRisks(text: string, anchors = true): RawSpan[] {
  // Lowercased and split once for the cues' anchors and the category rules' anchors.
  const words = anchors ? lowercaseWords(text) : [];
  const active = anchors ? activeCues(text, words) : ALL_CUES;
  let byCue: RawSpan[] = [];
  if (active.cues.length > 0) {
    const split = sentencesOf(text);
    const touched = touchedByEach(split, active.cues);
    if (touched.length > 0)
      byCue = CONTEXT_RULES.flatMap((rule, i) =>
        detectPhrases(split, touched, rule, active.byRule[i]),
      );
  }
  return [...byCue, ...detectByCategory(text, anchors, anchors ? words : undefined)].filter(
    (found) => standsAsDisclosure(text, found),
  );
}
