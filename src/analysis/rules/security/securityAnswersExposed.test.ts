import { describe, expect, it } from 'vitest';
import { check, dataset, finding, post } from '../testing/datasets.ts';
import { securityAnswersExposed } from './securityAnswersExposed.ts';

describe('securityAnswersExposed', () => {
  it('counts the recovery questions the profiles and posts answer across platforms', () => {
    const fb = dataset('facebook', (x) => {
      x.profile.birthdays.push({
        year: 1990,
        month: 1,
        day: 1,
        raw: '1990-1-1',
        kind: 'profile',
        source: 'profile_information.json',
      });
      x.profile.locations.push({
        value: 'Oklahoma City',
        kind: 'hometown',
        source: 'profile_information.json',
      });
    });
    const linkedin = dataset('linkedin', (x) =>
      x.profile.schools.push({ value: 'Example Public School', source: 'Education.csv' }),
    );
    const twitter = dataset('x', (x) => x.posts.push(post('Miss him: my first pet was Rex')));
    const f = finding(securityAnswersExposed, fb, linkedin, twitter);
    expect(f).toMatchObject({ count: 4, riskLevel: 'high', fixPlatform: 'facebook' });
    expect(f.description).toContain(
      'date of birth, birthplace or hometown, first school and pet, first car or street',
    );
  });

  it('ignores an inferred birthday and a birthday without a day', () => {
    const d = dataset('tiktok', (x) => {
      x.profile.birthdays.push({
        year: null,
        month: 12,
        day: null,
        raw: 'Dec',
        kind: 'profile',
        source: 'u.json',
      });
      x.profile.birthdays.push({
        year: 1990,
        month: 1,
        day: 1,
        raw: '1990-01-01',
        kind: 'inferred',
        source: 'u.json',
      });
    });
    expect(check(securityAnswersExposed, d)).toBeNull();
  });
});
