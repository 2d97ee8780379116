// Many devices and sessions still signed in: every forgotten phone, shared computer or old
// browser is a door into the account.
import type { PlatformRule } from '../types.ts';
import { day, DAY_MS, epochMsOf, plural, PLATFORM_NAMES } from '../lib/describe.ts';
import { referenceTime } from '../lib/accounts.ts';

/** A device seen within this window before the export counts as still signed in. */
export const ACTIVE_SESSION_DAYS = 90;
export const MANY_SESSIONS = 4;

export const manyActiveSessions: PlatformRule = {
  id: 'security.many-active-sessions',
  version: 1,
  category: 'security',
  name: 'Active sessions and devices',
  scope: 'platform',
  needs: ['devices'],
  fix: 'loginActivity',
  check(d, ctx) {
    const ref = referenceTime(d, ctx.now);
    const active = d.devices.filter((dv) => {
      const t = epochMsOf(dv.lastSeenAt ?? dv.firstSeenAt);
      return t !== null && ref - t <= ACTIVE_SESSION_DAYS * DAY_MS;
    });
    if (active.length < MANY_SESSIONS) return null;
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel: active.length >= 10 ? 'high' : 'medium',
      title: `${plural(active.length, 'device')} were signed in to ${p} in the last ${ACTIVE_SESSION_DAYS} days`,
      description: `${plural(active.length, 'device or session', 'devices and sessions')} used your ${p} account in the ${ACTIVE_SESSION_DAYS} days before the export. Sign out the ones you do not recognise or no longer use.`,
      count: active.length,
      evidence: active.map((dv) => ({
        platform: d.platform,
        source: dv.source,
        at: dv.lastSeenAt ?? dv.firstSeenAt ?? null,
        label: `${dv.name ?? dv.model ?? 'Device'}${dv.os ? ` (${dv.os})` : ''}, last seen ${day(dv.lastSeenAt ?? dv.firstSeenAt)}`,
      })),
    };
  },
};
