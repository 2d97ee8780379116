// The tests every rule that flags what the text engine finds in posts must pass, in one place: it
// counts the posts that say it, keeps the post's text in evidence only (never in the synced title
// or description), finds nothing in a post without it, and cannot decide without the text engine.
import { describe, expect, it } from 'vitest';
import type { RiskLevel } from '../../../shared/tables.ts';
import type { PlatformRule } from '../types.ts';
import { check, dataset, finding, post } from './datasets.ts';

export function describePostTextRule(
  rule: PlatformRule,
  riskLevel: RiskLevel,
  /** A post the rule flags (the tests' stand-in detector knows its phrase), and one it does not. */
  posts: { flagged: string; clean: string },
): void {
  const { flagged, clean } = posts;
  describe(rule.id, () => {
    it('flags posts where the text engine finds it, counting posts and keeping the text in evidence only', () => {
      const d = dataset('x', (x) => {
        x.posts.push(post(flagged, { at: '2026-02-01T10:00:00.000Z' }), post(clean));
      });
      const f = finding(rule, d);
      expect(f.count).toBe(1);
      expect(f.riskLevel).toBe(riskLevel);
      expect(f.title).toMatch(/^1 post on X /);
      expect(f.description).toContain('2026-02-01');
      expect(f.evidence).toHaveLength(1);
      expect(f.title + f.description).not.toContain(flagged.slice(0, 12));
    });

    it('finds nothing in posts without it', () => {
      expect(
        check(
          rule,
          dataset('x', (x) => x.posts.push(post(clean))),
        ),
      ).toBeNull();
    });

    it('cannot decide without the text engine', () => {
      const d = dataset('x', (x) => x.posts.push(post(flagged)));
      expect(rule.check(d, { now: 0, spans: () => null, memo: (_k, f) => f() })).toEqual({
        notDeterminable: 'The text detectors were not loaded.',
      });
    });
  });
}
