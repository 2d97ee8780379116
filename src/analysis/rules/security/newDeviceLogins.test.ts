import { describe, expect, it } from 'vitest';
import { check, dataset, daysAgo, finding } from '../testing/datasets.ts';
import { newDeviceLogins } from './newDeviceLogins.ts';

const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/103.0 Safari/537.36';
const WIN_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; rv:120.0) Gecko/20100101 Firefox/120.0';
const login = (userAgent: string, days: number) => ({
  action: 'login' as const,
  at: daysAgo(days),
  userAgent,
  source: 'Logins.csv',
});

describe('newDeviceLogins', () => {
  it('flags a device family first seen in the 30 days before the export', () => {
    const d = dataset('linkedin', (x) => {
      x.exportDate = daysAgo(0);
      x.logins.push(login(MAC_CHROME, 200), login(MAC_CHROME, 10), login(WIN_FIREFOX, 3));
    });
    const f = finding(newDeviceLogins, d);
    expect(f).toMatchObject({ count: 1, riskLevel: 'medium' });
    expect(f.evidence[0]?.label).toContain('Firefox on Windows');
  });

  it('finds nothing when every device was seen before, or when there is no older history', () => {
    const known = dataset('linkedin', (x) => {
      x.exportDate = daysAgo(0);
      x.logins.push(login(MAC_CHROME, 200), login(MAC_CHROME, 2));
    });
    expect(check(newDeviceLogins, known)).toBeNull();
    const allRecent = dataset('linkedin', (x) => {
      x.exportDate = daysAgo(0);
      x.logins.push(login(MAC_CHROME, 5), login(WIN_FIREFOX, 2));
    });
    expect(check(newDeviceLogins, allRecent)).toBeNull();
  });
});
