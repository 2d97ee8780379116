import { describe, expect, it } from 'vitest';
import { check, dataset, finding } from '../testing/datasets.ts';
import { usernameHistory } from './usernameHistory.ts';

describe('usernameHistory', () => {
  it('lists former usernames with a link to check whether someone took them', () => {
    const d = dataset('x', (x) => {
      x.profile.usernames.push({ value: 'now_name', source: 'account.js' });
      x.profile.usernames.push({
        value: 'OldName1',
        kind: 'previous',
        at: '2025-09-06T13:03:00.000Z',
        source: 'screen-name-change.js',
      });
    });
    const f = finding(usernameHistory, d);
    expect(f).toMatchObject({ count: 1, riskLevel: 'medium' });
    expect(f.evidence[0]?.url).toBe('https://x.com/OldName1');
  });

  it('finds nothing without a former username', () => {
    expect(
      check(
        usernameHistory,
        dataset('x', (x) => x.profile.usernames.push({ value: 'now_name', source: 'a' })),
      ),
    ).toBeNull();
  });
});
