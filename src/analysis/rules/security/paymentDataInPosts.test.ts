import { describe, expect, it } from 'vitest';
import { check, dataset, finding, post } from '../testing/datasets.ts';
import { paymentDataInPosts } from './paymentDataInPosts.ts';

describe('paymentDataInPosts', () => {
  it('flags posts where the text engine finds it, counting posts and keeping the text in evidence only', () => {
    const d = dataset('x', (x) => {
      x.posts.push(
        post('test card 4111 1111 1111 1111 works', { at: '2026-02-01T10:00:00.000Z' }),
        post('card declined again'),
      );
    });
    const f = finding(paymentDataInPosts, d);
    expect(f.count).toBe(1);
    expect(f.riskLevel).toBe('critical');
    expect(f.title).toMatch(/^1 post on X /);
    expect(f.description).toContain('2026-02-01');
    expect(f.evidence).toHaveLength(1);
    expect(f.title + f.description).not.toContain(
      'test card 4111 1111 1111 1111 works'.slice(0, 12),
    );
  });

  it('finds nothing in posts without it', () => {
    expect(
      check(
        paymentDataInPosts,
        dataset('x', (x) => x.posts.push(post('card declined again'))),
      ),
    ).toBeNull();
  });

  it('cannot decide without the text engine', () => {
    const d = dataset('x', (x) => x.posts.push(post('test card 4111 1111 1111 1111 works')));
    expect(
      paymentDataInPosts.check(d, { now: 0, spans: () => null, memo: (_k, f) => f() }),
    ).toEqual({
      notDeterminable: 'The text detectors were not loaded.',
    });
  });
});
