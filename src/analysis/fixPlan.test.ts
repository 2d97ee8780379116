import { describe, expect, it } from 'vitest';
import { fixMinutes, fixPlan, type PlannableFinding } from './fixPlan.ts';
import { fixUrl } from './rules/fixUrls.ts';
import { computeScores } from './scoring.ts';

function finding(id: string, overrides: Partial<PlannableFinding> = {}): PlannableFinding {
  return {
    id,
    ruleId: `rule.${id}`,
    title: id,
    category: 'security',
    riskLevel: 'medium',
    fixUrl: null,
    ...overrides,
  };
}

describe('fix these first', () => {
  it('picks the fixes that raise the overall score most per minute, with the score after each', () => {
    const findings = [
      finding('handles', {
        category: 'privacy',
        riskLevel: 'critical',
        ruleId: 'identity.username-public-on-many-sites',
      }),
      finding('twofa', { riskLevel: 'critical', fixUrl: fixUrl('instagram', 'twoFactor') }),
      finding('private', {
        category: 'identity',
        riskLevel: 'high',
        fixUrl: fixUrl('instagram', 'accountPrivacy'),
      }),
      // +1 point for 10 minutes: the least worth it, left out of the three.
      finding('low', { category: 'privacy', riskLevel: 'low' }),
    ];
    const plan = fixPlan(findings);
    // Per point gained, a 1-minute privacy switch beats a 5-minute two-factor fix, which beats 20 minutes of closing accounts.
    expect(plan.map((s) => [s.finding.id, s.minutes])).toEqual([
      ['private', 1],
      ['twofa', 5],
      ['handles', 20],
    ]);
    let open = [...findings];
    for (const step of plan) {
      const before = computeScores(open).overall;
      open = open.filter((f) => f !== step.finding);
      expect(step.overallAfter).toBe(computeScores(open).overall);
      expect(step.gain).toBe(step.overallAfter - before);
      expect(step.gain).toBeGreaterThan(0);
    }
  });

  it('lists nothing when no fix would change the score, and estimates fixes without a settings page', () => {
    expect(fixPlan([])).toEqual([]);
    expect(fixMinutes({ ruleId: 'security.email-in-breaches', fixUrl: null })).toBe(15);
    expect(fixMinutes({ ruleId: 'other', fixUrl: null })).toBe(10);
  });

  it('plans a report of 10,000 findings in linear time', () => {
    const levels = ['low', 'medium', 'high', 'critical'] as const;
    const categories = ['privacy', 'security', 'identity'] as const;
    const many = Array.from({ length: 10_000 }, (_, i) =>
      finding(`f${i}`, { category: categories[i % 3], riskLevel: levels[i % 4] }),
    );
    const started = performance.now();
    const plan = fixPlan(many);
    // Quadratic work (a score over every other finding for each one) takes tens of seconds here.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(plan.every((step) => step.gain >= 0)).toBe(true);
  });
});
