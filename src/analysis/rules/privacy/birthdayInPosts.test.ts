import { describe, expect, it } from 'vitest';
import { check, dataset, finding, post } from '../testing/datasets.ts';
import { birthdayInPosts } from './birthdayInPosts.ts';

describe('birthdayInPosts', () => {
  it('flags posts where the text engine finds it, counting posts and keeping the text in evidence only', () => {
    const d = dataset('x', (x) => {
      x.posts.push(
        post('I was born on May 4, 1990 and feel old', { at: '2026-02-01T10:00:00.000Z' }),
        post('Feeling old today'),
      );
    });
    const f = finding(birthdayInPosts, d);
    expect(f.count).toBe(1);
    expect(f.riskLevel).toBe('medium');
    expect(f.title).toMatch(/^1 post on X /);
    expect(f.description).toContain('2026-02-01');
    expect(f.evidence).toHaveLength(1);
    expect(f.title + f.description).not.toContain(
      'I was born on May 4, 1990 and feel old'.slice(0, 12),
    );
  });

  it('finds nothing in posts without it', () => {
    expect(
      check(
        birthdayInPosts,
        dataset('x', (x) => x.posts.push(post('Feeling old today'))),
      ),
    ).toBeNull();
  });

  it('cannot decide without the text engine', () => {
    const d = dataset('x', (x) => x.posts.push(post('I was born on May 4, 1990 and feel old')));
    expect(birthdayInPosts.check(d, { now: 0, spans: () => null, memo: (_k, f) => f() })).toEqual({
      notDeterminable: 'The text detectors were not loaded.',
    });
  });
});
