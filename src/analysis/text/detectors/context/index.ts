// The context-risk detectors, run together. Each marks the phrase that carries the risk.
import type { RawSpan } from '../../types.ts';
import { detectAwayFromHome } from './awayFromHome.ts';
import { detectChildInfo } from './childInfo.ts';
import { detectFinancial } from './financial.ts';
import { detectHealth } from './health.ts';
import { detectLiveLocation } from './liveLocation.ts';
import { detectSecurityAnswers } from './securityAnswer.ts';
import { sentencesOf, type Sentence } from './phrases.ts';
import { detectTravelDocuments } from './travelDocument.ts';

const CONTEXT_DETECTORS: Array<(sentences: Sentence[]) => RawSpan[]> = [
  detectAwayFromHome,
  detectLiveLocation,
  detectChildInfo,
  detectSecurityAnswers,
  detectTravelDocuments,
  detectHealth,
  detectFinancial,
];

export function detectContextRisks(text: string): RawSpan[] {
  const sentences = sentencesOf(text);
  return CONTEXT_DETECTORS.flatMap((detect) => detect(sentences));
}
