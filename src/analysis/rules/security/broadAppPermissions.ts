// Third-party apps allowed to post, or to read direct messages: far more than most apps need,
// and what account hijackers and spam networks use.
import type { PlatformRule } from '../types.ts';
import { plural, PLATFORM_NAMES } from '../lib/describe.ts';

const WRITE = /write|post|publish|manage/i;
const MESSAGES = /direct ?messages?|dm|inbox|messag/i;

export const broadAppPermissions: PlatformRule = {
  id: 'security.broad-app-permissions',
  version: 1,
  category: 'security',
  name: 'Apps that can post or read messages',
  scope: 'platform',
  needs: ['connectedApps'],
  fix: 'connectedApps',
  check(d) {
    const active = d.connectedApps.filter((a) => a.status === 'active' && a.permissions?.length);
    if (active.length === 0 && d.connectedApps.every((a) => !a.permissions))
      return {
        notDeterminable: `The ${PLATFORM_NAMES[d.platform]} export lists apps without their permissions.`,
      };
    const broad = active.filter((a) =>
      a.permissions!.some((x) => WRITE.test(x) || MESSAGES.test(x)),
    );
    if (broad.length === 0) return null;
    const dm = broad.filter((a) => a.permissions!.some((x) => MESSAGES.test(x)));
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel: dm.length > 0 ? 'high' : 'medium',
      title: `${plural(broad.length, 'app')} can post as you on ${p}${dm.length ? ' or read your messages' : ''}`,
      description:
        `${plural(broad.length, 'connected app')} hold write access to your ${p} account` +
        (dm.length ? `, and ${dm.length} can read your direct messages` : '') +
        '. Remove access you do not need; a breached app can post or read in your name.',
      count: broad.length,
      evidence: broad.map((a) => ({
        platform: d.platform,
        source: a.source,
        at: a.approvedAt ?? null,
        label: `${a.name}: ${a.permissions!.join(', ')}`,
      })),
    };
  },
};
