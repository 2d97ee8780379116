import { describe, expect, it } from 'vitest';
import { check, dataset, finding } from '../testing/datasets.ts';
import { samePhoneAcrossPlatforms } from './samePhoneAcrossPlatforms.ts';

const withPhone = (platform: 'x' | 'facebook' | 'linkedin', value: string) =>
  dataset(platform, (d) => d.profile.phones.push({ value, source: 'account' }));

describe('samePhoneAcrossPlatforms', () => {
  it('matches one number written in different formats on two platforms', () => {
    expect(
      finding(
        samePhoneAcrossPlatforms,
        withPhone('x', '+1 202 555 0143'),
        withPhone('facebook', '(202) 555-0143'),
      ),
    ).toMatchObject({
      count: 2,
      riskLevel: 'medium',
    });
  });

  it('ignores different numbers; needs numbers from two platforms', () => {
    expect(
      check(
        samePhoneAcrossPlatforms,
        withPhone('x', '+1 202 555 0143'),
        withPhone('linkedin', '+91 55555 50102'),
      ),
    ).toBeNull();
    expect(check(samePhoneAcrossPlatforms, withPhone('x', '+1 202 555 0143'))).toMatchObject({
      notDeterminable: expect.any(String),
    });
  });
});
