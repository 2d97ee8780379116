import { describe, expect, it } from 'vitest';
import { check, dataset, daysAgo, finding, post } from '../testing/datasets.ts';
import { dormantAccount } from './dormantAccount.ts';

describe('dormantAccount', () => {
  it('flags an account with no posts or logins for two years before the export', () => {
    const d = dataset('x', (x) => {
      x.exportDate = daysAgo(0);
      x.posts.push(post('last words', { at: daysAgo(3 * 365) }));
    });
    const f = finding(dormantAccount, d);
    expect(f).toMatchObject({
      riskLevel: 'low',
      title: 'Your X account has been idle for 3 years',
    });
  });

  it('finds nothing for recent activity; cannot decide without an export date', () => {
    expect(
      check(
        dormantAccount,
        dataset('x', (x) => x.posts.push(post('hi', { at: daysAgo(10) }))),
      ),
    ).toBeNull();
    const undated = dataset('x', (x) => {
      x.exportDate = null;
      x.posts.push(post('old', { at: daysAgo(4000) }));
    });
    expect(check(dormantAccount, undated)).toMatchObject({
      notDeterminable: expect.stringContaining('when it was made'),
    });
  });
});
