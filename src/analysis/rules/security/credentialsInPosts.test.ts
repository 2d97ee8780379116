import { describe, expect, it } from 'vitest';
import { check, dataset, finding, post } from '../testing/datasets.ts';
import { credentialsInPosts } from './credentialsInPosts.ts';

describe('credentialsInPosts', () => {
  it('flags posts where the text engine finds it, counting posts and keeping the text in evidence only', () => {
    const d = dataset('x', (x) => {
      x.posts.push(
        post('wifi password is Hunter22 for guests', { at: '2026-02-01T10:00:00.000Z' }),
        post('wifi is down again'),
      );
    });
    const f = finding(credentialsInPosts, d);
    expect(f.count).toBe(1);
    expect(f.riskLevel).toBe('critical');
    expect(f.title).toMatch(/^1 post on X /);
    expect(f.description).toContain('2026-02-01');
    expect(f.evidence).toHaveLength(1);
    expect(f.title + f.description).not.toContain(
      'wifi password is Hunter22 for guests'.slice(0, 12),
    );
  });

  it('finds nothing in posts without it', () => {
    expect(
      check(
        credentialsInPosts,
        dataset('x', (x) => x.posts.push(post('wifi is down again'))),
      ),
    ).toBeNull();
  });

  it('cannot decide without the text engine', () => {
    const d = dataset('x', (x) => x.posts.push(post('wifi password is Hunter22 for guests')));
    expect(
      credentialsInPosts.check(d, { now: 0, spans: () => null, memo: (_k, f) => f() }),
    ).toEqual({
      notDeterminable: 'The text detectors were not loaded.',
    });
  });
});
