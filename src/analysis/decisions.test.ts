import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FindingDecision } from './decisions.ts';
import { decidedReport, decisionsByKey, findingKey } from './decisions.ts';
import { dataset, detectPhrases, NOW, post } from './rules/testing/datasets.ts';
import { runScan } from './scan.ts';
import { computeScores } from './scoring.ts';

// Two exports of different dates, so a decision can fall between them: a finding marked fixed
// between the two comes back on the newer platform and on cross-platform rules only.
const datasets = () => [
  dataset('instagram', (d) => {
    d.exportDate = '2026-05-20T00:00:00.000Z';
    d.profile.privateAccount = false;
    d.profile.usernames.push({ value: 'jane.doe', source: 'personal_information.json' });
  }),
  dataset('x', (d) => {
    d.exportDate = '2026-05-30T00:00:00.000Z';
    d.profile.privateAccount = false;
    d.profile.usernames.push({ value: 'jane.doe', source: 'account.js' });
    d.posts.push(post('On vacation until Sunday, house is empty!', { source: 'tweets.js' }));
  }),
];
const DECISION_TIMES = [
  '2026-05-10T00:00:00.000Z', // before both exports
  '2026-05-25T00:00:00.000Z', // between them
  '2026-06-02T00:00:00.000Z', // after the scan
];
const options = { now: NOW, detectText: detectPhrases };
const keys = (items: readonly { ruleId: string; platform: string }[]) =>
  items.map((f) => `${f.ruleId}@${f.platform}`).sort();

describe('decisions: the dashboard applies them as the engine does', () => {
  const stored = runScan(datasets(), options);

  it('finds findings on both platforms and across them (the cases the property covers)', () => {
    const platforms = new Set(stored.findings.map((f) => f.platform));
    expect([...platforms].sort()).toEqual(['instagram', 'multi', 'x']);
  });

  it('shows the stored scan with any later decisions as a new scan of the same exports would', () => {
    const decisionFor = fc.option(
      fc.record({
        decision: fc.constantFrom('dismissed' as const, 'fixed' as const),
        at: fc.constantFrom(...DECISION_TIMES),
      }),
      { nil: undefined },
    );
    fc.assert(
      fc.property(fc.array(decisionFor, { minLength: stored.findings.length }), (choices) => {
        const decisions: FindingDecision[] = stored.findings.flatMap((f, i) => {
          const choice = choices[i];
          return choice ? [{ ruleId: f.ruleId, platform: f.platform, ...choice }] : [];
        });
        const rescan = runScan(datasets(), { ...options, decisions });
        const dashboard = decidedReport(
          { findings: stored.findings, keptOut: [], exports: stored.summary.platforms },
          decisionsByKey(decisions),
        );
        expect(keys(dashboard.open)).toEqual(keys(rescan.findings));
        expect(keys(dashboard.setAside)).toEqual(keys(rescan.suppressed));
        expect(dashboard.setAside.map((s) => s.decision).sort()).toEqual(
          rescan.summary.suppressed.map((s) => s.decision).sort(),
        );
        expect([...dashboard.reappeared].sort()).toEqual(
          rescan.summary.reappeared.map((r) => [findingKey(r), r.exportDate]).sort(),
        );
        expect(computeScores(dashboard.open)).toEqual(rescan.scores);
      }),
      { numRuns: 200 },
    );
  });

  it('lists what the engine kept out while its decision stands, and drops it once undone', () => {
    const decision: FindingDecision = {
      ruleId: 'security.public-account',
      platform: 'x',
      decision: 'dismissed',
      at: DECISION_TIMES[0]!,
    };
    const scan = runScan(datasets(), { ...options, decisions: [decision] });
    const stored = {
      findings: scan.findings,
      keptOut: scan.suppressed,
      exports: scan.summary.platforms,
    };
    expect(decidedReport(stored, decisionsByKey([decision])).setAside).toEqual([
      expect.objectContaining({ key: findingKey(decision), decidedAfterScan: false }),
    ]);
    expect(decidedReport(stored, decisionsByKey([])).setAside).toEqual([]);
  });
});
