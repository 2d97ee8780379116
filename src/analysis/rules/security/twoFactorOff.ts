// Two-factor authentication turned off: a leaked or guessed password is then enough to take the
// account. Most exports do not state the setting; then the check says so instead of guessing.
import type { PlatformRule } from '../types.ts';
import { PLATFORM_NAMES } from '../lib/describe.ts';

export const twoFactorOff: PlatformRule = {
  id: 'security.two-factor-off',
  version: 1,
  category: 'security',
  name: 'Two-factor authentication',
  scope: 'platform',
  needs: ['security.twoFactor'],
  fix: 'twoFactor',
  check(d) {
    const p = PLATFORM_NAMES[d.platform];
    if (d.security.twoFactor === 'unknown')
      return {
        notDeterminable: `The ${p} export does not say whether two-factor authentication is on; check it in ${p}'s security settings.`,
      };
    if (d.security.twoFactor === 'enabled') return null;
    return {
      riskLevel: 'critical',
      title: `Two-factor authentication is off on ${p}`,
      description: `Your ${p} account signs in with a password alone, so a leaked or guessed password is enough to take it over. Turn on two-factor authentication with an authenticator app.`,
      count: 1,
      evidence: [
        {
          platform: d.platform,
          source: d.security.twoFactorSource ?? 'security settings',
          label: 'Two-factor authentication: off',
        },
      ],
    };
  },
};
