// The activity log (searches, Maps views) records where the user was or looked: entries with a
// position, or with "From your device"/"From your places (Home)" as the location source.
import type { PlatformRule } from '../types.ts';
import { day, plural, PLATFORM_NAMES } from '../lib/describe.ts';

export const locationInActivity: PlatformRule = {
  id: 'privacy.location-in-activity',
  version: 1,
  category: 'privacy',
  name: 'Locations in the activity log',
  scope: 'platform',
  needs: ['activity'],
  fix: 'managePosts',
  check(d) {
    const located = d.activity.filter((a) => a.point || a.locationSource);
    if (located.length === 0) return null;
    const fromHome = located.filter((a) => /home/i.test(a.locationSource ?? '')).length;
    const n = located.length;
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel: fromHome > 0 ? 'medium' : 'low',
      title: `${plural(n, 'entry', 'entries')} in your ${p} activity log record a location`,
      description:
        `${plural(n, 'search or map entry', 'search and map entries')} in your ${p} activity keep a location` +
        (fromHome > 0 ? `, ${fromHome} of them taken from your saved home` : '') +
        '. Set your activity to delete automatically.',
      count: n,
      evidence: located.map((a) => ({
        platform: d.platform,
        source: a.source,
        at: a.at,
        label: `${a.product} activity of ${day(a.at)}${a.locationSource ? ` (${a.locationSource})` : ''}`,
        excerpt: a.title,
      })),
    };
  },
};
