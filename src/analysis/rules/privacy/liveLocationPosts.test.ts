import { describe, expect, it } from 'vitest';
import { check, dataset, finding, post } from '../testing/datasets.ts';
import { liveLocationPosts } from './liveLocationPosts.ts';

describe('liveLocationPosts', () => {
  it('flags posts where the text engine finds it, counting posts and keeping the text in evidence only', () => {
    const d = dataset('x', (x) => {
      x.posts.push(
        post('Waiting right now at Central Station waiting for the 8:15', {
          at: '2026-02-01T10:00:00.000Z',
        }),
        post('Trains are late again'),
      );
    });
    const f = finding(liveLocationPosts, d);
    expect(f.count).toBe(1);
    expect(f.riskLevel).toBe('medium');
    expect(f.title).toMatch(/^1 post on X /);
    expect(f.description).toContain('2026-02-01');
    expect(f.evidence).toHaveLength(1);
    expect(f.title + f.description).not.toContain(
      'Waiting right now at Central Station waiting for the 8:15'.slice(0, 12),
    );
  });

  it('finds nothing in posts without it', () => {
    expect(
      check(
        liveLocationPosts,
        dataset('x', (x) => x.posts.push(post('Trains are late again'))),
      ),
    ).toBeNull();
  });

  it('cannot decide without the text engine', () => {
    const d = dataset('x', (x) =>
      x.posts.push(post('Waiting right now at Central Station waiting for the 8:15')),
    );
    expect(liveLocationPosts.check(d, { now: 0, spans: () => null, memo: (_k, f) => f() })).toEqual(
      {
        notDeterminable: 'The text detectors were not loaded.',
      },
    );
  });
});
