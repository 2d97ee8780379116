import { describe, expect, it } from 'vitest';
import { check, dataset, finding, HOME, OFFICE, pointsAt, post } from '../testing/datasets.ts';
import { likelyHome } from './likelyHome.ts';

describe('likelyHome', () => {
  it('infers a home from location history at one place on many nights (high: private data)', () => {
    const d = dataset('google', (x) => x.locations.push(...pointsAt(HOME, '2026-01-05', 6, 22)));
    const f = finding(likelyHome, d);
    expect(f.riskLevel).toBe('high');
    expect(f.count).toBe(6);
    expect(f.description).toContain(
      '6 nights of Google location data fall within 200 m of one place',
    );
    expect(f.description).not.toMatch(/48\.1/);
  });

  it('is critical when published posts give the home away', () => {
    const d = dataset('instagram', (x) => {
      for (const day of ['2026-01-05', '2026-01-06', '2026-01-07'])
        x.posts.push(post('night', { at: `${day}T23:00:00.000Z`, place: { point: HOME } }));
    });
    expect(finding(likelyHome, d).riskLevel).toBe('critical');
  });

  it('reports a place the platform labels home', () => {
    const d = dataset('google', (x) =>
      x.places.push({
        kind: 'visit',
        semanticType: 'home',
        point: HOME,
        source: 'Semantic/2026_JANUARY.json',
      }),
    );
    expect(finding(likelyHome, d).title).toBe(
      'Google has your home labelled in your location data',
    );
  });

  it('finds nothing when presences are only in the daytime, or on too few nights', () => {
    const daytime = dataset('google', (x) =>
      x.locations.push(...pointsAt(OFFICE, '2026-01-05', 10, 11)),
    );
    expect(check(likelyHome, daytime)).toBeNull();
    const twoNights = dataset('google', (x) =>
      x.locations.push(...pointsAt(HOME, '2026-01-05', 2, 22)),
    );
    expect(check(likelyHome, twoNights)).toBeNull();
  });
});
