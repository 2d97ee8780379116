// Profile links and bio text that point to the user's other social accounts (or to a link hub):
// they chain otherwise separate identities together for anyone who follows them.
import type { PlatformRule } from '../types.ts';
import { plural, PLATFORM_NAMES } from '../lib/describe.ts';
import { PLATFORM_DOMAINS } from '../fixUrls.ts';

const SOCIAL =
  /\b(instagram\.com|facebook\.com|fb\.com|tiktok\.com|x\.com|twitter\.com|linkedin\.com|youtube\.com|threads\.net|github\.com|reddit\.com|snapchat\.com|linktr\.ee|beacons\.ai|bio\.link|about\.me|codefights\.com)\//i;
const HANDLE_NOTE = /\b(ig|insta|instagram|tiktok|tt|twitter|snap|sc)\s*[:@]\s*@?[\w.]+/i;

export const bioLinksChainAccounts: PlatformRule = {
  id: 'identity.bio-links-chain-accounts',
  version: 1,
  category: 'identity',
  name: 'Bio links to your other accounts',
  scope: 'platform',
  needs: ['profile.links', 'profile.bio', 'profile.usernames'],
  fix: 'editProfile',
  check(d) {
    // A link to the same platform (the profile's own URL) chains nothing.
    const own = PLATFORM_DOMAINS[d.platform].split('.')[0] as string;
    const elsewhere = (text: string) => !text.toLowerCase().includes(`${own}.com/`);
    const found = [
      ...d.profile.links
        .filter((l) => SOCIAL.test(l.value) && elsewhere(l.value))
        .map((l) => ({ source: l.source, excerpt: l.value })),
      ...d.profile.bios
        .filter(
          (b) =>
            b.kind !== 'previous' &&
            ((SOCIAL.test(b.value) && elsewhere(b.value)) || HANDLE_NOTE.test(b.value)),
        )
        .map((b) => ({ source: b.source, excerpt: b.value.slice(0, 120) })),
      // Some exports list the handles of other networks on the profile (LinkedIn's Twitter and IM
      // fields, Meta's Accounts Center).
      ...d.profile.usernames
        .filter(
          (u) =>
            u.kind &&
            u.kind.toLowerCase() !== own &&
            /twitter|instagram|facebook|skype|tiktok|im$/i.test(u.kind),
        )
        .map((u) => ({ source: u.source, excerpt: `${u.kind}: ${u.value}` })),
    ];
    if (found.length === 0) return null;
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel: found.length >= 3 ? 'medium' : 'low',
      title: `Your ${p} profile links to ${plural(found.length, 'other account')}`,
      description: `${plural(found.length, 'link or handle', 'links and handles')} on your ${p} profile lead to your accounts elsewhere, so each account adds to what someone can learn about you from the others. Keep separate what you want kept separate.`,
      count: found.length,
      evidence: found.map((f) => ({
        platform: d.platform,
        source: f.source,
        label: 'Profile link to another account',
        excerpt: f.excerpt,
      })),
    };
  },
};
