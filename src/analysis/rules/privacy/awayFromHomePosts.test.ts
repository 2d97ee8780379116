import { describe, expect, it } from 'vitest';
import { check, dataset, finding, post } from '../testing/datasets.ts';
import { awayFromHomePosts } from './awayFromHomePosts.ts';

describe('awayFromHomePosts', () => {
  it('flags posts where the text engine finds it, counting posts and keeping the text in evidence only', () => {
    const d = dataset('x', (x) => {
      x.posts.push(
        post('Off on vacation until the 12th, see you!', { at: '2026-02-01T10:00:00.000Z' }),
        post('Back home after a great week'),
      );
    });
    const f = finding(awayFromHomePosts, d);
    expect(f.count).toBe(1);
    expect(f.riskLevel).toBe('medium');
    expect(f.title).toMatch(/^1 post on X /);
    expect(f.description).toContain('2026-02-01');
    expect(f.evidence).toHaveLength(1);
    expect(f.title + f.description).not.toContain(
      'Off on vacation until the 12th, see you!'.slice(0, 12),
    );
  });

  it('finds nothing in posts without it', () => {
    expect(
      check(
        awayFromHomePosts,
        dataset('x', (x) => x.posts.push(post('Back home after a great week'))),
      ),
    ).toBeNull();
  });

  it('cannot decide without the text engine', () => {
    const d = dataset('x', (x) => x.posts.push(post('Off on vacation until the 12th, see you!')));
    expect(awayFromHomePosts.check(d, { now: 0, spans: () => null, memo: (_k, f) => f() })).toEqual(
      {
        notDeterminable: 'The text detectors were not loaded.',
      },
    );
  });
});
