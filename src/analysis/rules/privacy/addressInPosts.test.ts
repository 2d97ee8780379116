import { describe, expect, it } from 'vitest';
import { check, dataset, finding, post } from '../testing/datasets.ts';
import { addressInPosts } from './addressInPosts.ts';

describe('addressInPosts', () => {
  it('flags posts where the text engine finds it, counting posts and keeping the text in evidence only', () => {
    const d = dataset('x', (x) => {
      x.posts.push(
        post('Party at 42 Maple Street tonight', { at: '2026-02-01T10:00:00.000Z' }),
        post('Party tonight, message me for details'),
      );
    });
    const f = finding(addressInPosts, d);
    expect(f.count).toBe(1);
    expect(f.riskLevel).toBe('high');
    expect(f.title).toMatch(/^1 post on X /);
    expect(f.description).toContain('2026-02-01');
    expect(f.evidence).toHaveLength(1);
    expect(f.title + f.description).not.toContain('Party at 42 Maple Street tonight'.slice(0, 12));
  });

  it('finds nothing in posts without it', () => {
    expect(
      check(
        addressInPosts,
        dataset('x', (x) => x.posts.push(post('Party tonight, message me for details'))),
      ),
    ).toBeNull();
  });

  it('cannot decide without the text engine', () => {
    const d = dataset('x', (x) => x.posts.push(post('Party at 42 Maple Street tonight')));
    expect(addressInPosts.check(d, { now: 0, spans: () => null, memo: (_k, f) => f() })).toEqual({
      notDeterminable: 'The text detectors were not loaded.',
    });
  });
});
