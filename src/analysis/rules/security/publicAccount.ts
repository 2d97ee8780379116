// The account is public: every post, follower list and profile field is visible to anyone,
// including scrapers. (LinkedIn profiles are public by design and have no such flag.)
import type { PlatformRule } from '../types.ts';
import { PLATFORM_NAMES } from '../lib/describe.ts';

export const publicAccount: PlatformRule = {
  id: 'security.public-account',
  version: 1,
  category: 'security',
  name: 'Public account',
  scope: 'platform',
  needs: ['profile.privateAccount'],
  fix: 'accountPrivacy',
  check(d) {
    const p = PLATFORM_NAMES[d.platform];
    if (d.profile.privateAccount === null)
      return { notDeterminable: `The ${p} export does not state whether the account is private.` };
    if (d.profile.privateAccount) return null;
    const setting = d.profile.visibility.find((v) => /private|protected/i.test(v.name));
    return {
      riskLevel: 'medium',
      title: `Your ${p} account is public`,
      description: `Anyone, signed in or not, can see your ${p} posts, followers and profile, and tools can copy them in bulk. Make the account private unless you need the reach.`,
      count: 1,
      evidence: [
        {
          platform: d.platform,
          source: setting?.source ?? 'profile',
          label: `${setting?.name ?? 'Private account'}: ${setting?.value ?? 'off'}`,
        },
      ],
    };
  },
};
