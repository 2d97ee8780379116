import { describe, expect, it } from 'vitest';
import type { RiskLevel } from '../shared/tables.ts';
import { computeScores } from './scoring.ts';

/** The privacy score of findings at these levels, all in privacy. */
const categoryScore = (levels: RiskLevel[]) =>
  computeScores(levels.map((riskLevel) => ({ category: 'privacy', riskLevel }))).privacy;

describe('risk scores', () => {
  it('gives 100 to a category with no findings', () => {
    expect(categoryScore([])).toBe(100);
  });

  it('takes 25 points for one critical finding and 44 for two (100 × 0.75²)', () => {
    expect(categoryScore(['critical'])).toBe(75);
    expect(categoryScore(['critical', 'critical'])).toBe(56);
  });

  it('worked example: high + medium + low = round(100 × 0.85 × 0.92 × 0.97) = 76', () => {
    expect(categoryScore(['high', 'medium', 'low'])).toBe(76);
  });

  it('never goes below 0 however many findings there are', () => {
    expect(categoryScore(Array(200).fill('critical'))).toBe(0);
  });

  it('overall is the rounded mean of the three category scores', () => {
    const scores = computeScores([
      { category: 'privacy', riskLevel: 'high' }, // 85
      { category: 'privacy', riskLevel: 'high' }, // 72.25 → 72
      { category: 'security', riskLevel: 'critical' }, // 75
      { category: 'identity', riskLevel: 'low' }, // 97
    ]);
    expect(scores).toEqual({ privacy: 72, security: 75, identity: 97, overall: 81 });
  });
});
