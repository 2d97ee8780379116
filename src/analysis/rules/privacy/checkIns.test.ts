import { describe, expect, it } from 'vitest';
import { check, dataset, finding, post } from '../testing/datasets.ts';
import { checkIns } from './checkIns.ts';

describe('checkIns', () => {
  it('counts check-ins and flags places visited 3 or more times as habits', () => {
    const d = dataset('facebook', (x) => {
      for (let i = 0; i < 3; i++)
        x.posts.push(post('', { kind: 'check-in', place: { name: 'Gym on Main' } }));
      x.places.push({ kind: 'check-in', name: 'Café Blue', source: 'places.json' });
    });
    const f = finding(checkIns, d);
    expect(f.count).toBe(4);
    expect(f.riskLevel).toBe('medium');
    expect(f.description).toContain('2 named places, 1 place of them 3 or more times');
  });

  it('finds nothing in posts without places', () => {
    expect(
      check(
        checkIns,
        dataset('facebook', (x) => x.posts.push(post('hello'))),
      ),
    ).toBeNull();
  });
});
