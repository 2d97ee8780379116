// Earlier usernames: they stay in old mentions, screenshots and archives, and once released anyone
// can register them and inherit the links that point there.
import type { PlatformRule } from '../types.ts';
import { day, plural, PLATFORM_NAMES } from '../lib/describe.ts';
import { profileUrl } from '../lib/usernames.ts';

export const usernameHistory: PlatformRule = {
  id: 'identity.username-history',
  version: 1,
  category: 'identity',
  name: 'Released usernames',
  scope: 'platform',
  needs: ['profile.usernames'],
  fix: 'username',
  check(d) {
    const previous = d.profile.usernames.filter((u) => u.kind === 'previous');
    if (previous.length === 0) return null;
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel: 'medium',
      title: `${plural(previous.length, 'former username')} on ${p} can be claimed by someone else`,
      description: `You changed your ${p} username ${plural(previous.length, 'time')}. Old mentions and links still point at the former ${previous.length === 1 ? 'name' : 'names'}, which anyone can register to pose as you; check them and consider holding them with a placeholder account.`,
      count: previous.length,
      evidence: previous.map((u) => ({
        platform: d.platform,
        source: u.source,
        at: u.at ?? null,
        label: `Former username, changed ${day(u.at)}`,
        excerpt: u.value,
        url: profileUrl(d.platform, u.value),
      })),
    };
  },
};
