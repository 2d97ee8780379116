import { describe, expect, it } from 'vitest';
import { categoryScore, computeScores, scoreColour } from './scoring.ts';

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

  it('colours scores as the spec: ≥80 green, 60–79 yellow, 40–59 orange, <40 red', () => {
    expect([100, 80, 79, 60, 59, 40, 39, 0].map(scoreColour)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'orange',
      'orange',
      'red',
      'red',
    ]);
  });
});
