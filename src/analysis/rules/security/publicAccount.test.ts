import { describe, expect, it } from 'vitest';
import { check, dataset, finding } from '../testing/datasets.ts';
import { publicAccount } from './publicAccount.ts';

describe('publicAccount', () => {
  it('flags a public account with the setting as evidence', () => {
    const d = dataset('tiktok', (x) => {
      x.profile.privateAccount = false;
      x.profile.visibility.push({
        name: 'Private Account',
        value: 'Disabled',
        source: 'user_data_tiktok.json',
      });
    });
    const f = finding(publicAccount, d);
    expect(f).toMatchObject({ riskLevel: 'medium', title: 'Your TikTok account is public' });
    expect(f.evidence[0]?.label).toBe('Private Account: Disabled');
  });

  it('finds nothing for a private account; cannot decide when the export does not say', () => {
    expect(
      check(
        publicAccount,
        dataset('instagram', (x) => (x.profile.privateAccount = true)),
      ),
    ).toBeNull();
    expect(check(publicAccount, dataset('x'))).toMatchObject({
      notDeterminable: expect.any(String),
    });
  });
});
