// The password has not changed for OLD_PASSWORD_YEARS years (per the platform's own
// password-change log): an old password has had years to leak in someone else's breach.
import type { PlatformRule } from '../types.ts';
import { day, DAY_MS, epochMsOf, PLATFORM_NAMES } from '../lib/describe.ts';
import { referenceTime } from '../lib/accounts.ts';

export const OLD_PASSWORD_YEARS = 3;

export const oldPassword: PlatformRule = {
  id: 'security.old-password',
  version: 1,
  category: 'security',
  name: 'Password age',
  scope: 'platform',
  needs: [],
  fix: 'password',
  check(d, ctx) {
    const p = PLATFORM_NAMES[d.platform];
    const times = d.security.passwordChanges.map(epochMsOf).filter((t): t is number => t !== null);
    if (times.length === 0)
      return { notDeterminable: `The ${p} export has no password-change history.` };
    const last = Math.max(...times);
    const years = (referenceTime(d, ctx.now) - last) / (365 * DAY_MS);
    if (years < OLD_PASSWORD_YEARS) return null;
    const at = new Date(last).toISOString();
    return {
      riskLevel: years >= 6 ? 'medium' : 'low',
      title: `Your ${p} password is ${Math.floor(years)} years old`,
      description: `Your ${p} password was last changed on ${day(at)}. Change it to a unique one from a password manager, especially if you used it elsewhere.`,
      count: 1,
      evidence: [
        {
          platform: d.platform,
          source: 'password change history',
          at,
          label: `Last password change on ${day(at)}`,
        },
      ],
    };
  },
};
