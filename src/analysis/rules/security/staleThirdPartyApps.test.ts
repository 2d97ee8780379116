import { describe, expect, it } from 'vitest';
import { check, dataset, daysAgo, finding } from '../testing/datasets.ts';
import { staleThirdPartyApps } from './staleThirdPartyApps.ts';

const app = (name: string, days: number, status: 'active' | 'removed' = 'active') => ({
  name,
  approvedAt: daysAgo(days),
  status,
  permissions: ['read'],
  source: 'connected-application.js',
});

describe('staleThirdPartyApps', () => {
  it('counts active apps approved more than a year before the export', () => {
    const d = dataset('x', (x) => {
      x.exportDate = daysAgo(0);
      x.connectedApps.push(
        app('Old scheduler', 800),
        app('New tool', 30),
        app('Removed', 900, 'removed'),
      );
    });
    const f = finding(staleThirdPartyApps, d);
    expect(f).toMatchObject({ count: 1, riskLevel: 'medium' });
    expect(f.evidence[0]?.label).toContain('Old scheduler');
  });

  it('finds nothing when every active app is recent', () => {
    const d = dataset('x', (x) => x.connectedApps.push(app('New tool', 30)));
    expect(check(staleThirdPartyApps, d)).toBeNull();
  });
});
