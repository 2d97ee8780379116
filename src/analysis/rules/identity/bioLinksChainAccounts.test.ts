import { describe, expect, it } from 'vitest';
import { check, dataset, finding } from '../testing/datasets.ts';
import { bioLinksChainAccounts } from './bioLinksChainAccounts.ts';

describe('bioLinksChainAccounts', () => {
  it('counts profile links, bio handles and listed handles of other networks', () => {
    const d = dataset('linkedin', (x) => {
      x.profile.links.push({ value: 'https://github.com/janedoe/', source: 'Profile.csv' });
      x.profile.bios.push({ value: 'Photos → IG: @jane.doe', source: 'Profile.csv' });
      x.profile.usernames.push({ value: 'janedoe', kind: 'twitter', source: 'Profile.csv' });
    });
    expect(finding(bioLinksChainAccounts, d)).toMatchObject({ count: 3, riskLevel: 'medium' });
  });

  it('does not count links to the same platform as other accounts', () => {
    const d = dataset('facebook', (x) => {
      x.profile.links.push({
        value: 'https://www.facebook.com/bean.doe.9',
        source: 'profile_information.json',
      });
      x.profile.usernames.push({
        value: 'bean.doe.9',
        kind: 'Facebook',
        source: 'accounts_center.json',
      });
      x.profile.usernames.push({
        value: 'example_handle',
        kind: 'Instagram',
        source: 'accounts_center.json',
      });
    });
    expect(finding(bioLinksChainAccounts, d)).toMatchObject({ count: 1, riskLevel: 'low' });
  });

  it('ignores links to sites that are not accounts', () => {
    const d = dataset('x', (x) => {
      x.profile.links.push({ value: 'https://portfolio.example.com', source: 'profile.js' });
      x.profile.bios.push({ value: 'Writer. Views my own.', source: 'profile.js' });
    });
    expect(check(bioLinksChainAccounts, d)).toBeNull();
  });
});
