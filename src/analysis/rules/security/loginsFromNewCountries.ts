// Logins from countries other than the one the account is normally used from, and whether a
// country first appeared in the last LOGIN_NEW_WINDOW_DAYS days before the export. Needs the
// platform's own resolved login locations: an IP address alone would need a network lookup, which
// the scan never makes.
import type { PlatformRule } from '../types.ts';
import { day, DAY_MS, listNames, epochMsOf, plural, PLATFORM_NAMES } from '../lib/describe.ts';
import { loginCountry, referenceTime } from '../lib/accounts.ts';

export const LOGIN_NEW_WINDOW_DAYS = 30;

export const loginsFromNewCountries: PlatformRule = {
  id: 'security.logins-from-new-countries',
  version: 1,
  category: 'security',
  name: 'Logins from other countries',
  scope: 'platform',
  needs: ['logins'],
  fix: 'loginActivity',
  check(d, ctx) {
    const located = d.logins.filter((l) => loginCountry(l));
    const p = PLATFORM_NAMES[d.platform];
    if (located.length === 0)
      return {
        notDeterminable: `The ${p} export lists logins without their location; looking up IP addresses would need a network service, which the scan does not use.`,
      };
    const perCountry = new Map<string, { count: number; first: number }>();
    for (const l of located) {
      const c = loginCountry(l)!;
      const t = epochMsOf(l.at) ?? Infinity;
      const e = perCountry.get(c);
      if (e) {
        e.count++;
        e.first = Math.min(e.first, t);
      } else perCountry.set(c, { count: 1, first: t });
    }
    if (perCountry.size < 2) return null;
    const sorted = [...perCountry.entries()].sort(
      (a, b) => b[1].count - a[1].count || (a[0] < b[0] ? -1 : 1),
    );
    const home = sorted[0]![0];
    const others = sorted.slice(1);
    const ref = referenceTime(d, ctx.now);
    const fresh = others.filter(([, e]) => ref - e.first <= LOGIN_NEW_WINDOW_DAYS * DAY_MS);
    const foreign = located.filter((l) => loginCountry(l) !== home);
    return {
      riskLevel: fresh.length > 0 ? 'high' : 'medium',
      title: `${plural(foreign.length, 'login')} to ${p} came from ${plural(others.length, 'other country', 'other countries')}`,
      description:
        `Most ${p} logins come from ${home}, but ${plural(foreign.length, 'login')} came from ${listNames(others.map(([c]) => c))}` +
        (fresh.length > 0
          ? `, ${plural(fresh.length, 'country', 'countries')} seen for the first time in the ${LOGIN_NEW_WINDOW_DAYS} days before the export`
          : '') +
        '. If you were not there, change your password and sign out other sessions.',
      count: foreign.length,
      evidence: foreign.map((l) => ({
        platform: d.platform,
        source: l.source,
        at: l.at,
        label: `Login of ${day(l.at)} from ${l.location}`,
        excerpt: l.ip,
      })),
    };
  },
};
