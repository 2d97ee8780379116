import { describe, expect, it } from 'vitest';
import { check, dataset, finding, HOME, post } from '../testing/datasets.ts';
import { geotaggedPosts } from './geotaggedPosts.ts';

const tagged = (day: string, hourUtc: number) =>
  post('Evening', {
    at: `${day}T${hourUtc}:00:00.000Z`,
    place: { point: { lat: HOME.lat, lon: HOME.lon } },
  });

describe('geotaggedPosts', () => {
  it('counts posts with exact coordinates and says how many nights fall at one place', () => {
    const d = dataset('x', (x) => {
      x.posts.push(
        tagged('2026-01-05', 22),
        tagged('2026-01-06', 22),
        tagged('2026-01-07', 21),
        post('no place'),
      );
    });
    const f = finding(geotaggedPosts, d);
    expect(f.count).toBe(3);
    expect(f.riskLevel).toBe('high');
    expect(f.title).toBe('3 posts on X carry exact GPS coordinates');
    expect(f.description).toContain('3 nights of them place you within 200 m of one spot');
    expect(f.description).not.toContain('48.137');
    expect(f.evidence[0]?.label).toContain('48.137, 11.576');
  });

  it('rates a single daytime geotag low', () => {
    const d = dataset('x', (x) => x.posts.push(tagged('2026-01-05', 12)));
    expect(finding(geotaggedPosts, d)).toMatchObject({ riskLevel: 'low', count: 1 });
  });

  it('finds nothing when no post has coordinates', () => {
    expect(
      check(
        geotaggedPosts,
        dataset('x', (x) => x.posts.push(post('hi'))),
      ),
    ).toBeNull();
  });
});
