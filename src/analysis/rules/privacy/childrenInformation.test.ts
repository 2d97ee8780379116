import { describe, expect, it } from 'vitest';
import { check, dataset, finding, post } from '../testing/datasets.ts';
import { childrenInformation } from './childrenInformation.ts';

describe('childrenInformation', () => {
  it('flags posts where the text engine finds it, counting posts and keeping the text in evidence only', () => {
    const d = dataset('x', (x) => {
      x.posts.push(
        post('First day at Hillside school for the little one', { at: '2026-02-01T10:00:00.000Z' }),
        post('First day of spring'),
      );
    });
    const f = finding(childrenInformation, d);
    expect(f.count).toBe(1);
    expect(f.riskLevel).toBe('medium');
    expect(f.title).toMatch(/^1 post on X /);
    expect(f.description).toContain('2026-02-01');
    expect(f.evidence).toHaveLength(1);
    expect(f.title + f.description).not.toContain(
      'First day at Hillside school for the little one'.slice(0, 12),
    );
  });

  it('finds nothing in posts without it', () => {
    expect(
      check(
        childrenInformation,
        dataset('x', (x) => x.posts.push(post('First day of spring'))),
      ),
    ).toBeNull();
  });

  it('cannot decide without the text engine', () => {
    const d = dataset('x', (x) =>
      x.posts.push(post('First day at Hillside school for the little one')),
    );
    expect(
      childrenInformation.check(d, { now: 0, spans: () => null, memo: (_k, f) => f() }),
    ).toEqual({
      notDeterminable: 'The text detectors were not loaded.',
    });
  });
});
