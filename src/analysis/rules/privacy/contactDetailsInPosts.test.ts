import { describe, expect, it } from 'vitest';
import { check, dataset, finding, post } from '../testing/datasets.ts';
import { contactDetailsInPosts } from './contactDetailsInPosts.ts';

describe('contactDetailsInPosts', () => {
  it('flags posts where the text engine finds it, counting posts and keeping the text in evidence only', () => {
    const d = dataset('x', (x) => {
      x.posts.push(
        post('Call me on +1 202 555 0143 about the sofa', { at: '2026-02-01T10:00:00.000Z' }),
        post('Sofa still for sale, send me a message'),
      );
    });
    const f = finding(contactDetailsInPosts, d);
    expect(f.count).toBe(1);
    expect(f.riskLevel).toBe('medium');
    expect(f.title).toMatch(/^1 post on X /);
    expect(f.description).toContain('2026-02-01');
    expect(f.evidence).toHaveLength(1);
    expect(f.title + f.description).not.toContain(
      'Call me on +1 202 555 0143 about the sofa'.slice(0, 12),
    );
  });

  it('finds nothing in posts without it', () => {
    expect(
      check(
        contactDetailsInPosts,
        dataset('x', (x) => x.posts.push(post('Sofa still for sale, send me a message'))),
      ),
    ).toBeNull();
  });

  it('cannot decide without the text engine', () => {
    const d = dataset('x', (x) => x.posts.push(post('Call me on +1 202 555 0143 about the sofa')));
    expect(
      contactDetailsInPosts.check(d, { now: 0, spans: () => null, memo: (_k, f) => f() }),
    ).toEqual({
      notDeterminable: 'The text detectors were not loaded.',
    });
  });
});
