// Where the user works, inferred from presences on weekdays in work hours at one place other than
// home (or a place the platform labels "Work"). With a home, it gives a stranger the daily route.
import type { PlatformRule } from '../types.ts';
import { plural, PLATFORM_NAMES } from '../lib/describe.ts';
import { geoOf, inferHome, inferWork, roughly } from '../lib/geo.ts';

export const likelyWorkplace: PlatformRule = {
  id: 'privacy.likely-workplace',
  version: 1,
  category: 'privacy',
  name: 'Workplace inferred from location data',
  scope: 'platform',
  needs: ['locations', 'places', 'posts', 'media'],
  fix: 'locationHistory',
  check(d, ctx) {
    const { clusters } = geoOf(d, ctx);
    const work = inferWork(clusters, inferHome(clusters));
    const labelled = d.places.filter((pl) => pl.semanticType === 'work');
    if (!work && labelled.length === 0) return null;
    const p = PLATFORM_NAMES[d.platform];
    const days = work?.workDays.size ?? 0;
    return {
      riskLevel: work && work.published > 0 ? 'high' : 'medium',
      title: `Your likely workplace can be worked out from your ${p} data`,
      description: work
        ? `On ${plural(days, 'weekday')} your ${p} location data put you at one place during work hours. Together with a home, that gives away your daily route; pause location history and remove location from posts.`
        : `Your ${p} data marks ${plural(labelled.length, 'place')} as your workplace; remove the label and pause location history.`,
      count: work ? days : labelled.length,
      evidence: [
        ...(work
          ? [
              {
                platform: d.platform,
                source: [...work.sources].slice(0, 3).join(', '),
                label: `${plural(days, 'weekday')} in work hours around ${roughly(work.lat, work.lon)}`,
              },
            ]
          : []),
        ...labelled.map((pl) => ({
          platform: d.platform,
          source: pl.source,
          label: 'Place labelled work',
          excerpt: pl.address ?? pl.name,
        })),
      ],
    };
  },
};
