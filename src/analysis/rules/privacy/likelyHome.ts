// Where the user sleeps, inferred from their own data: location points, geotags and photos that
// keep returning to one place at night, or a place the platform itself labels "Home". Worse when
// the nights come from published posts or photos (anyone can do this inference) than from the
// account's private location history (only the platform, or whoever gets the export).
import type { PlatformRule } from '../types.ts';
import { plural, PLATFORM_NAMES } from '../lib/describe.ts';
import { geoOf, inferHome, roughly, CLUSTER_RADIUS_M } from '../lib/geo.ts';

export const likelyHome: PlatformRule = {
  id: 'privacy.likely-home',
  version: 1,
  category: 'privacy',
  name: 'Home inferred from location data',
  scope: 'platform',
  needs: ['locations', 'places', 'posts', 'media'],
  fix: 'locationHistory',
  check(d, ctx) {
    const p = PLATFORM_NAMES[d.platform];
    const labelled = d.places.filter(
      (pl) => pl.semanticType === 'home' || pl.kind === 'inferred-home',
    );
    const home = inferHome(geoOf(d, ctx).clusters);
    if (!home && labelled.length === 0) return null;
    const evidence = labelled.map((pl) => ({
      platform: d.platform,
      source: pl.source,
      at: pl.startAt ?? null,
      label: `Place labelled home${pl.point ? ` at ${roughly(pl.point.lat, pl.point.lon)}` : ''}`,
      excerpt: pl.address ?? pl.name,
    }));
    if (!home) {
      return {
        riskLevel: 'high',
        title: `${p} has your home labelled in your location data`,
        description: `Your ${p} data marks ${plural(labelled.length, 'place')} as your home. Anyone with access to the account or this export sees where you live; remove the label and pause location history.`,
        count: labelled.length,
        evidence,
      };
    }
    const fromPublished = home.published > 0;
    return {
      riskLevel: fromPublished ? 'critical' : 'high',
      title: `Your likely home can be worked out from your ${p} data`,
      description:
        `${plural(home.nights.size, 'night')} of ${p} location data fall within ${CLUSTER_RADIUS_M} m of one place` +
        (fromPublished
          ? `, ${plural(home.published, 'of them from a published post or photo', 'of them from published posts or photos')}`
          : '') +
        '. That is very likely where you live; ' +
        (fromPublished
          ? 'remove location from those posts and photos.'
          : 'pause and delete location history.'),
      count: home.nights.size,
      evidence: [
        {
          platform: d.platform,
          source: [...home.sources].slice(0, 3).join(', '),
          label: `${plural(home.size, 'location record')} around ${roughly(home.lat, home.lon)}, ${plural(home.nights.size, 'night')}`,
        },
        ...evidence,
      ],
    };
  },
};
