// The account signs in through, or is linked to, another account (Google or Apple sign-in, an
// Accounts Center link, a third-party login): whoever takes that account gets this one too.
import type { PlatformRule } from '../types.ts';
import { day, plural, PLATFORM_NAMES } from '../lib/describe.ts';

export const signInThroughOtherAccount: PlatformRule = {
  id: 'security.sign-in-through-other-account',
  version: 1,
  category: 'security',
  name: 'Linked sign-in accounts',
  scope: 'platform',
  needs: ['logins'],
  fix: 'connectedApps',
  check(d) {
    const own = PLATFORM_NAMES[d.platform].toLowerCase();
    const linked = d.security.linkedAccounts.filter((a) => (a.kind ?? '').toLowerCase() !== own);
    const thirdParty = d.logins.filter((l) =>
      /third.?party|oauth|sso|google|apple/i.test(l.detail ?? ''),
    );
    const n = linked.length + (thirdParty.length > 0 ? 1 : 0);
    if (n === 0) return null;
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel: 'low',
      title: `Your ${p} account is linked to ${plural(n, 'other account')}`,
      description:
        `Your ${p} account is connected to ${plural(linked.length, 'linked account')}` +
        (thirdParty.length
          ? ` and was signed in to ${plural(thirdParty.length, 'time')} through another service`
          : '') +
        '. Whoever takes over a linked account can get into this one: protect those accounts with two-factor authentication too.',
      count: n,
      evidence: [
        ...linked.map((a) => ({
          platform: d.platform,
          source: a.source,
          label: `Linked ${a.kind ?? 'account'}`,
        })),
        ...thirdParty.slice(0, 5).map((l) => ({
          platform: d.platform,
          source: l.source,
          at: l.at,
          label: `${l.detail} on ${day(l.at)}`,
        })),
      ],
    };
  },
};
