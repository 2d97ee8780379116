import { describe, expect, it } from 'vitest';
import { check, dataset, finding } from '../testing/datasets.ts';
import { locationInActivity } from './locationInActivity.ts';

describe('locationInActivity', () => {
  it('counts activity entries with a location, medium when taken from the saved home', () => {
    const d = dataset('google', (x) =>
      x.activity.push(
        {
          product: 'Maps',
          at: null,
          title: 'Searched for pharmacy',
          point: { lat: 1, lon: 2 },
          source: 'MyActivity.json',
        },
        {
          product: 'Search',
          at: null,
          title: 'Searched for weather',
          locationSource: 'From your places (Home)',
          source: 'MyActivity.json',
        },
        { product: 'Search', at: null, title: 'Searched for news', source: 'MyActivity.json' },
      ),
    );
    const f = finding(locationInActivity, d);
    expect(f).toMatchObject({ count: 2, riskLevel: 'medium' });
    expect(f.description).toContain('1 of them taken from your saved home');
  });

  it('finds nothing in activity without locations', () => {
    const d = dataset('google', (x) =>
      x.activity.push({ product: 'Search', at: null, title: 'news', source: 'a.json' }),
    );
    expect(check(locationInActivity, d)).toBeNull();
  });
});
