// The context-risk detectors, run together. Each rule marks the phrase that carries the risk:
// the wording-specific cue rules (one file per label) and the rules by risk category
// (categoryRules.ts); then every span is kept only if the post still stands by it as the
// writer's own disclosure (stance.ts: someone else, negation, retraction, fiction, news).
// Invariant: the cue rules' result is the same as running every rule on every sentence; the
// shared first pass only skips sentences no cue of any rule can match.
import type { RawSpan } from '../../types.ts';
import { AWAY_FROM_HOME_RULE } from './awayFromHome.ts';
import { detectByCategory } from './categoryRules.ts';
import { CHILD_INFO_RULE } from './childInfo.ts';
import { FINANCIAL_RULE } from './financial.ts';
import { HEALTH_RULE } from './health.ts';
import { LIVE_LOCATION_RULE } from './liveLocation.ts';
import { detectPhrases, sentencesOf, touchedSentences, type PhraseRule } from './phrases.ts';
import { SECURITY_ANSWER_RULE } from './securityAnswer.ts';
import { standsAsDisclosure } from './stance.ts';
import { TRAVEL_DOCUMENT_RULE } from './travelDocument.ts';

const CONTEXT_RULES: PhraseRule[] = [
  AWAY_FROM_HOME_RULE,
  LIVE_LOCATION_RULE,
  CHILD_INFO_RULE,
  SECURITY_ANSWER_RULE,
  TRAVEL_DOCUMENT_RULE,
  HEALTH_RULE,
  FINANCIAL_RULE,
];
const ALL_CUES = CONTEXT_RULES.flatMap((rule) => rule.cues);

export function detectContextRisks(text: string): RawSpan[] {
  const split = sentencesOf(text);
  const touched = touchedSentences(split, ALL_CUES);
  const byCue =
    touched.length === 0
      ? []
      : CONTEXT_RULES.flatMap((rule) => detectPhrases(split, touched, rule));
  return [...byCue, ...detectByCategory(text)].filter((found) => standsAsDisclosure(text, found));
}
