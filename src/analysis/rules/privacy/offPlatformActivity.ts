// Apps and websites that report the user's visits and purchases to the platform (Facebook's
// off-platform activity): a record of life outside the platform, used for ad targeting.
import type { PlatformRule } from '../types.ts';
import { day, plural, PLATFORM_NAMES } from '../lib/describe.ts';

export const offPlatformActivity: PlatformRule = {
  id: 'privacy.off-platform-activity',
  version: 1,
  category: 'privacy',
  name: 'Activity reported by other apps and sites',
  scope: 'platform',
  needs: ['offPlatformActivity'],
  fix: 'offPlatformActivity',
  check(d) {
    const sources = d.offPlatformActivity;
    if (sources.length === 0) return null;
    // An HTML export names each business without its events: those are not counted as none.
    const counted = sources.filter((s) => s.events !== null);
    const events = counted.reduce((sum, s) => sum + (s.events ?? 0), 0);
    const purchases = sources.filter((s) =>
      s.types.some((t) => /purchase|add_to_cart|checkout/i.test(t)),
    ).length;
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel: sources.length >= 20 || purchases > 0 ? 'medium' : 'low',
      title: `${plural(sources.length, 'app or website', 'apps and websites')} report your activity to ${p}`,
      description:
        `${plural(sources.length, 'outside app or website', 'outside apps and websites')} sent ${p} ${counted.length > 0 ? plural(events, 'event') : 'what they recorded'} about what you did there` +
        (purchases > 0 ? `, ${purchases} of them including purchases` : '') +
        '. Clear this history and turn off future activity.',
      count: sources.length,
      evidence: sources.map((s) => ({
        platform: d.platform,
        source: s.source,
        at: s.lastAt,
        label:
          s.events === null
            ? `${s.name} (events not in this export)`
            : `${s.name}: ${plural(s.events, 'event')} (${s.types.join(', ') || 'unspecified'}), last ${day(s.lastAt)}`,
      })),
    };
  },
};
