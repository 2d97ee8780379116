// Third-party apps that still have access, approved long ago: forgotten apps keep tokens that
// can read (or post) for years, and get sold or breached.
import type { PlatformRule } from '../types.ts';
import { day, DAY_MS, epochMsOf, plural, PLATFORM_NAMES } from '../lib/describe.ts';
import { referenceTime } from '../lib/accounts.ts';

export const STALE_APP_DAYS = 365;

export const staleThirdPartyApps: PlatformRule = {
  id: 'security.stale-third-party-apps',
  version: 1,
  category: 'security',
  name: 'Old third-party app access',
  scope: 'platform',
  needs: ['connectedApps'],
  fix: 'connectedApps',
  check(d, ctx) {
    const ref = referenceTime(d, ctx.now);
    const stale = d.connectedApps.filter((a) => {
      const t = epochMsOf(a.approvedAt);
      return a.status === 'active' && t !== null && ref - t > STALE_APP_DAYS * DAY_MS;
    });
    if (stale.length === 0) return null;
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel: stale.length >= 5 ? 'high' : 'medium',
      title: `${plural(stale.length, 'app')} approved over a year ago can still access ${p}`,
      description: `${plural(stale.length, 'third-party app')} you approved more than ${STALE_APP_DAYS} days before the export still hold access to your ${p} account. Remove the ones you no longer use.`,
      count: stale.length,
      evidence: stale.map((a) => ({
        platform: d.platform,
        source: a.source,
        at: a.approvedAt ?? null,
        label: `${a.name}, approved ${day(a.approvedAt)}${a.permissions?.length ? ` (${a.permissions.join(', ')})` : ''}`,
      })),
    };
  },
};
