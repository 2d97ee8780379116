import { describe, expect, it } from 'vitest';
import { check, dataset, finding, post } from '../testing/datasets.ts';
import { travelDocumentsInPosts } from './travelDocumentsInPosts.ts';

describe('travelDocumentsInPosts', () => {
  it('flags posts where the text engine finds it, counting posts and keeping the text in evidence only', () => {
    const d = dataset('x', (x) => {
      x.posts.push(
        post('Got my boarding pass, Lisbon here I come', { at: '2026-02-01T10:00:00.000Z' }),
        post('Lisbon here I come'),
      );
    });
    const f = finding(travelDocumentsInPosts, d);
    expect(f.count).toBe(1);
    expect(f.riskLevel).toBe('high');
    expect(f.title).toMatch(/^1 post on X /);
    expect(f.description).toContain('2026-02-01');
    expect(f.evidence).toHaveLength(1);
    expect(f.title + f.description).not.toContain(
      'Got my boarding pass, Lisbon here I come'.slice(0, 12),
    );
  });

  it('finds nothing in posts without it', () => {
    expect(
      check(
        travelDocumentsInPosts,
        dataset('x', (x) => x.posts.push(post('Lisbon here I come'))),
      ),
    ).toBeNull();
  });

  it('cannot decide without the text engine', () => {
    const d = dataset('x', (x) => x.posts.push(post('Got my boarding pass, Lisbon here I come')));
    expect(
      travelDocumentsInPosts.check(d, { now: 0, spans: () => null, memo: (_k, f) => f() }),
    ).toEqual({
      notDeterminable: 'The text detectors were not loaded.',
    });
  });
});
