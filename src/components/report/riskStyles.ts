// Colours for scores and risk levels (product-spec §9): score ≥80 green, 60–79 yellow, 40–59
// orange, <40 red; risk badges critical destructive, high red, medium accent, low green.
import type { RiskLevel } from '../../shared/tables.ts';

export type ScoreColour = 'success' | 'warning' | 'orange' | 'danger';

export function scoreColour(score: number): ScoreColour {
  if (score >= 80) return 'success';
  if (score >= 60) return 'warning';
  if (score >= 40) return 'orange';
  return 'danger';
}

export const RISK_BADGE_CLASS: Record<RiskLevel, string> = {
  critical: 'tag risk-critical',
  high: 'tag is-danger',
  medium: 'tag risk-medium',
  low: 'tag is-success',
};
