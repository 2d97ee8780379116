// The context-risk detectors, run together. Each marks the phrase that carries the risk.
import type { RawSpan } from '../../types.ts';

const CONTEXT_DETECTORS: Array<(text: string) => RawSpan[]> = [];

export function detectContextRisks(text: string): RawSpan[] {
  return CONTEXT_DETECTORS.flatMap((detect) => detect(text));
}
