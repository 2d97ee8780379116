// Logins from a device family (browser or app on a system) first seen in the last
// NEW_DEVICE_WINDOW_DAYS days before the export, on an account with older login history.
import type { PlatformRule } from '../types.ts';
import { day, DAY_MS, epochMsOf, plural, PLATFORM_NAMES } from '../lib/describe.ts';
import { deviceFamily, referenceTime } from '../lib/accounts.ts';

export const NEW_DEVICE_WINDOW_DAYS = 30;

export const newDeviceLogins: PlatformRule = {
  id: 'security.new-device-logins',
  version: 1,
  category: 'security',
  name: 'Logins from new devices',
  scope: 'platform',
  needs: ['logins'],
  fix: 'loginActivity',
  check(d, ctx) {
    const p = PLATFORM_NAMES[d.platform];
    const logins = d.logins
      .filter((l) => l.action !== 'signup' && deviceFamily(l.userAgent) && epochMsOf(l.at) !== null)
      .sort((a, b) => (epochMsOf(a.at) ?? 0) - (epochMsOf(b.at) ?? 0));
    if (logins.length === 0)
      return { notDeterminable: `The ${p} export lists no logins with a device.` };
    const ref = referenceTime(d, ctx.now);
    const cutoff = ref - NEW_DEVICE_WINDOW_DAYS * DAY_MS;
    const first = new Map<string, (typeof logins)[number]>();
    for (const l of logins) {
      const fam = deviceFamily(l.userAgent)!;
      if (!first.has(fam)) first.set(fam, l);
    }
    // Without history before the window every device would look new: not a signal.
    if ((epochMsOf(logins[0]!.at) ?? 0) >= cutoff) return null;
    const fresh = [...first.entries()].filter(([, l]) => (epochMsOf(l.at) ?? 0) >= cutoff);
    if (fresh.length === 0) return null;
    return {
      riskLevel: fresh.length >= 3 ? 'high' : 'medium',
      title: `${plural(fresh.length, 'new device')} signed in to ${p} recently`,
      description: `In the ${NEW_DEVICE_WINDOW_DAYS} days before the export, ${p} saw logins from ${plural(fresh.length, 'device')} it had not seen before. If one is not yours, sign it out and change your password.`,
      count: fresh.length,
      evidence: fresh.map(([fam, l]) => ({
        platform: d.platform,
        source: l.source,
        at: l.at,
        label: `First login from ${fam} on ${day(l.at)}`,
        excerpt: l.ip,
      })),
    };
  },
};
