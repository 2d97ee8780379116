// Settings that let people find the account from a phone number, email or contact list, or that
// suggest it to friends on other apps: they connect an anonymous handle to a real identity.
import type { PlatformRule } from '../types.ts';
import { plural, PLATFORM_NAMES } from '../lib/describe.ts';

const FIND_ME =
  /(suggest (your )?account|find (me|you)|discoverab|look (you|me) up|search engines?)/i;
const ON = /^(enabled|on|true|yes|everyone|public|all)$/i;

export const discoverability: PlatformRule = {
  id: 'privacy.discoverability',
  version: 1,
  category: 'privacy',
  name: 'Found by phone, email or contacts',
  scope: 'platform',
  needs: ['profile.visibility'],
  fix: 'discoverability',
  check(d) {
    const settings = d.profile.visibility.filter((v) => FIND_ME.test(v.name));
    if (settings.length === 0)
      return {
        notDeterminable: `The ${PLATFORM_NAMES[d.platform]} export does not include discoverability settings.`,
      };
    const on = settings.filter((v) => ON.test(v.value.trim()));
    if (on.length === 0) return null;
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel: on.length >= 2 ? 'medium' : 'low',
      title: `${plural(on.length, 'setting')} let people find your ${p} account from your contacts`,
      description: `${plural(on.length, 'discoverability setting')} on ${p} are on, so people who have your phone number or email — or their apps — are shown your profile. Turn them off to keep your account separate from your real-world contacts.`,
      count: on.length,
      evidence: on.map((v) => ({
        platform: d.platform,
        source: v.source,
        label: `${v.name}: ${v.value}`,
      })),
    };
  },
};
