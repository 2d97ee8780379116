import { describe, expect, it } from 'vitest';
import { check, dataset, daysAgo, finding } from '../testing/datasets.ts';
import { signInThroughOtherAccount } from './signInThroughOtherAccount.ts';

describe('signInThroughOtherAccount', () => {
  it('flags linked accounts and third-party logins', () => {
    const d = dataset('linkedin', (x) => {
      x.security.linkedAccounts.push({ value: 'jane', kind: 'Google', source: 'sso.json' });
      x.logins.push({
        action: 'login',
        at: daysAgo(3),
        detail: 'Third Party Login',
        source: 'Logins.csv',
      });
    });
    const f = finding(signInThroughOtherAccount, d);
    expect(f).toMatchObject({ riskLevel: 'low', count: 2 });
  });

  it('ignores a link to the same platform and plain logins', () => {
    const d = dataset('facebook', (x) => {
      x.security.linkedAccounts.push({
        value: 'bean.doe.9',
        kind: 'Facebook',
        source: 'accounts_center.json',
      });
      x.logins.push({ action: 'login', at: daysAgo(3), detail: 'Website Login', source: 'a.json' });
    });
    expect(check(signInThroughOtherAccount, d)).toBeNull();
  });
});
