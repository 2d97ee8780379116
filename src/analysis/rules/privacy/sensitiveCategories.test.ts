import { describe, expect, it } from 'vitest';
import { check, dataset, finding, post } from '../testing/datasets.ts';
import { sensitiveCategories } from './sensitiveCategories.ts';

describe('sensitiveCategories', () => {
  it('flags posts where the text engine finds it, counting posts and keeping the text in evidence only', () => {
    const d = dataset('x', (x) => {
      x.posts.push(
        post('Just diagnosed with diabetes, any tips?', { at: '2026-02-01T10:00:00.000Z' }),
        post('Any tips for running?'),
      );
    });
    const f = finding(sensitiveCategories, d);
    expect(f.count).toBe(1);
    expect(f.riskLevel).toBe('low');
    expect(f.title).toMatch(/^1 post on X /);
    expect(f.description).toContain('2026-02-01');
    expect(f.evidence).toHaveLength(1);
    expect(f.title + f.description).not.toContain(
      'Just diagnosed with diabetes, any tips?'.slice(0, 12),
    );
  });

  it("counts posts that say the writer's religion or party, keeping the value in evidence only", () => {
    const d = dataset('x', (x) => {
      x.posts.push(
        post('As a practising Muslim I fast this month'),
        post("I'm a registered Democrat and I still disagree"),
        post('Any tips for running?'),
      );
    });
    const f = finding(sensitiveCategories, d);
    expect(f.count).toBe(2);
    expect(f.riskLevel).toBe('medium');
    expect(f.title).toBe('2 posts on X mention health, money, faith or politics');
    expect(f.evidence.map((e) => e.label)).toEqual([
      expect.stringContaining(': NRP'),
      expect.stringContaining(': NRP'),
    ]);
    expect(f.title + f.description).not.toMatch(/Muslim|Democrat/);
  });

  it('finds nothing in posts without it', () => {
    expect(
      check(
        sensitiveCategories,
        dataset('x', (x) => x.posts.push(post('Any tips for running?'))),
      ),
    ).toBeNull();
  });

  it('cannot decide without the text engine', () => {
    const d = dataset('x', (x) => x.posts.push(post('Just diagnosed with diabetes, any tips?')));
    expect(
      sensitiveCategories.check(d, { now: 0, spans: () => null, memo: (_k, f) => f() }),
    ).toEqual({
      notDeterminable: 'The text detectors were not loaded.',
    });
  });
});
