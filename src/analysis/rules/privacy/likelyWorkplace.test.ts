import { describe, expect, it } from 'vitest';
import { check, dataset, finding, HOME, OFFICE, pointsAt } from '../testing/datasets.ts';
import { likelyWorkplace } from './likelyWorkplace.ts';

describe('likelyWorkplace', () => {
  it('infers a workplace from weekdays in work hours at one place away from home', () => {
    // 2026-01-05 is a Monday; 09:00 UTC is 10:00 local at this longitude.
    const d = dataset('google', (x) => {
      x.locations.push(
        ...pointsAt(HOME, '2026-01-05', 5, 22),
        ...pointsAt(OFFICE, '2026-01-05', 5, 9),
      );
    });
    const f = finding(likelyWorkplace, d);
    expect(f).toMatchObject({ count: 5, riskLevel: 'medium' });
    expect(f.description).toContain('On 5 weekdays');
  });

  it('finds nothing when the weekday presences are at the weekend or at home', () => {
    // 2026-01-03 and -04 are a Saturday and a Sunday.
    const weekend = dataset('google', (x) =>
      x.locations.push(...pointsAt(OFFICE, '2026-01-03', 2, 10)),
    );
    expect(check(likelyWorkplace, weekend)).toBeNull();
  });
});
