import { describe, expect, it } from 'vitest';
import { check, dataset, finding } from '../testing/datasets.ts';
import { lookalikeHandles } from './lookalikeHandles.ts';

describe('lookalikeHandles', () => {
  it('lists lookalike handles of the current username with links to check on the platform', () => {
    const d = dataset('tiktok', (x) =>
      x.profile.usernames.push({ value: 'janedoe', source: 'user_data_tiktok.json' }),
    );
    const f = finding(lookalikeHandles, d);
    expect(f.riskLevel).toBe('low');
    expect(f.count).toBe(f.evidence.length);
    expect(f.evidence.map((e) => e.excerpt)).toContain('jane_doe');
    expect(f.evidence.find((e) => e.excerpt === 'janedoe_')?.url).toBe(
      'https://www.tiktok.com/@janedoe_',
    );
  });

  it('skips former usernames and too-short handles', () => {
    const d = dataset('x', (x) => {
      x.profile.usernames.push({
        value: 'oldname',
        kind: 'previous',
        source: 'screen-name-change.js',
      });
      x.profile.usernames.push({ value: 'ab', source: 'account.js' });
    });
    expect(check(lookalikeHandles, d)).toBeNull();
  });
});
