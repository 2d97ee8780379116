import { describe, expect, it } from 'vitest';
import { check, dataset, daysAgo, finding } from '../testing/datasets.ts';
import { oldPassword } from './oldPassword.ts';

describe('oldPassword', () => {
  it('flags a password last changed more than three years before the export', () => {
    const d = dataset('instagram', (x) =>
      x.security.passwordChanges.push(daysAgo(4 * 365 + 30), daysAgo(6 * 365)),
    );
    expect(finding(oldPassword, d)).toMatchObject({
      riskLevel: 'low',
      title: 'Your Instagram password is 4 years old',
    });
  });

  it('finds nothing for a recent change; cannot decide without a change history', () => {
    expect(
      check(
        oldPassword,
        dataset('instagram', (x) => x.security.passwordChanges.push(daysAgo(100))),
      ),
    ).toBeNull();
    expect(check(oldPassword, dataset('instagram'))).toMatchObject({
      notDeterminable: expect.any(String),
    });
  });
});
