import { describe, expect, it } from 'vitest';
import { handlers } from './handlers.ts';
import { dataset, NOW } from './rules/testing/datasets.ts';

describe("worker handler 'scan.run'", () => {
  it('scans the posted datasets, reports progress and respects dismissed findings', async () => {
    const instagram = dataset('instagram', (d) => (d.profile.privateAccount = false));
    const progress: (number | null)[] = [];
    const result = await handlers['scan.run'](
      {
        datasets: [instagram],
        now: NOW,
        decisions: [
          {
            ruleId: 'security.public-account',
            platform: 'instagram',
            decision: 'dismissed',
            at: '2026-06-01T00:00:00Z',
          },
        ],
      },
      (done) => progress.push(done),
    );
    expect(result.suppressed.map((f) => f.ruleId)).toEqual(['security.public-account']);
    expect(result.findings.map((f) => f.ruleId)).not.toContain('security.public-account');
    expect(progress.length).toBeGreaterThan(40);
    // The result crosses the worker boundary by structured clone: plain data only.
    expect(structuredClone(result)).toEqual(result);
  });
});
