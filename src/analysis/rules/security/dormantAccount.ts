// An account with no posts or logins for DORMANT_YEARS years before the export: nobody watches
// it, so a takeover goes unnoticed and the old posts stay up.
import type { PlatformRule } from '../types.ts';
import { day, DAY_MS, epochMsOf, PLATFORM_NAMES } from '../lib/describe.ts';
import { referenceTime } from '../lib/accounts.ts';

export const DORMANT_YEARS = 2;

export const dormantAccount: PlatformRule = {
  id: 'security.dormant-account',
  version: 1,
  category: 'security',
  name: 'Dormant account',
  scope: 'platform',
  needs: ['posts', 'logins'],
  fix: 'loginActivity',
  check(d, ctx) {
    let newest: { t: number; at: string; source: string } | null = null;
    const see = (at: string | null | undefined, source: string) => {
      const t = epochMsOf(at);
      if (t !== null && at && (!newest || t > newest.t)) newest = { t, at, source };
    };
    for (const p of d.posts) see(p.at, p.source);
    for (const l of d.logins) if (l.action !== 'signup') see(l.at, l.source);
    const last = newest as { t: number; at: string; source: string } | null;
    const p = PLATFORM_NAMES[d.platform];
    if (!last) return { notDeterminable: `The ${p} export has no dated posts or logins.` };
    // Idle is measured up to the day the export was made; without that date an old export of an
    // active account would look dormant.
    if (!d.exportDate) return { notDeterminable: `The ${p} export does not say when it was made.` };
    const ref = referenceTime(d, ctx.now);
    const years = (ref - last.t) / (365 * DAY_MS);
    if (years < DORMANT_YEARS) return null;
    return {
      riskLevel: years >= 5 ? 'medium' : 'low',
      title: `Your ${p} account has been idle for ${Math.floor(years)} years`,
      description: `The last post or login in your ${p} export is from ${day(last.at)}. Unwatched accounts are easy to take over unnoticed; secure it or delete it.`,
      count: 1,
      evidence: [
        {
          platform: d.platform,
          source: last.source,
          at: last.at,
          label: `Last activity on ${day(last.at)}`,
        },
      ],
    };
  },
};
