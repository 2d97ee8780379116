import { describe, expect, it } from 'vitest';
import type { RiskLevel } from '../shared/tables.ts';
import { computeScores, dataSufficiency, shownScores } from './scoring.ts';

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

describe('not enough data instead of a false all-clear', () => {
  it('marks a category whose checks mostly could not run, naming what was missing most often', () => {
    const result = dataSufficiency([
      { category: 'privacy', ran: true },
      { category: 'privacy', ran: true },
      { category: 'privacy', ran: false, missing: ['posts'] },
      { category: 'security', ran: true },
      { category: 'security', ran: false, missing: ['logins', 'devices or sessions'] },
      { category: 'security', ran: false, missing: ['logins'] },
    ]);
    expect(result.categories.privacy).toMatchObject({ ran: 2, total: 3, enough: true });
    expect(result.categories.security).toEqual({
      ran: 1,
      total: 3,
      enough: false,
      missing: ['logins', 'devices or sessions'],
    });
    // No check at all is not an all-clear either.
    expect(result.categories.identity).toMatchObject({ ran: 0, total: 0, enough: false });
    expect(result.share).toBeCloseTo(3 / 6);
  });
});

describe('scores as shown', () => {
  const stored = { overall: 100, privacy: 100, security: 100, identity: 100 };

  it('shows no score, the overall included, where too few checks ran on real data', () => {
    const sufficiency = dataSufficiency([
      { category: 'privacy', ran: false, missing: ['posts'] },
      { category: 'privacy', ran: false, missing: ['posts'] },
      { category: 'security', ran: true },
      { category: 'security', ran: true },
      { category: 'identity', ran: false, missing: ['names'] },
      { category: 'identity', ran: false, missing: ['names'] },
    ]);
    expect(shownScores(stored, sufficiency)).toEqual({
      overall: null,
      privacy: null,
      security: 100,
      identity: null,
    });
  });

  it('keeps the overall score when at least half of all checks ran', () => {
    const sufficiency = dataSufficiency([
      { category: 'privacy', ran: true },
      { category: 'security', ran: true },
      { category: 'identity', ran: false, missing: ['names'] },
    ]);
    expect(shownScores(stored, sufficiency)).toEqual({ ...stored, identity: null });
  });

  it('keeps the stored scores of a scan made before sufficiency was recorded', () => {
    expect(shownScores(stored, undefined)).toEqual(stored);
  });
});
