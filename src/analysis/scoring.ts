// Risk scores (DESIGN.md §6). Each finding takes a share of what is left of its category's
// 100 points, by level: score = round(100 × Π (1 − w)), w = 0.03 low, 0.08 medium, 0.15 high,
// 0.25 critical. So one critical finding leaves 75, two leave 56 (100 × 0.75²), and no number of
// findings ever takes a category below 0 or makes a low finding outweigh a critical one. Overall
// is the rounded mean of the three category scores (computed from the unrounded ones would
// disagree with what the cards show, so it uses the rounded ones). A category with no findings
// scores 100. (A score's colour is the report's: components/report/riskStyles.ts.)
import type { RiskCategory, RiskLevel } from '../shared/tables.ts';

export const RISK_WEIGHTS: Record<RiskLevel, number> = {
  low: 0.03,
  medium: 0.08,
  high: 0.15,
  critical: 0.25,
};

export interface Scores {
  privacy: number;
  security: number;
  identity: number;
  overall: number;
}

function categoryScore(levels: readonly RiskLevel[]): number {
  let remaining = 1;
  for (const level of levels) remaining *= 1 - RISK_WEIGHTS[level];
  return Math.round(100 * remaining);
}

export function computeScores(
  findings: readonly { category: RiskCategory; riskLevel: RiskLevel }[],
): Scores {
  const of = (category: RiskCategory) =>
    categoryScore(findings.filter((f) => f.category === category).map((f) => f.riskLevel));
  const privacy = of('privacy');
  const security = of('security');
  const identity = of('identity');
  return { privacy, security, identity, overall: Math.round((privacy + security + identity) / 3) };
}
