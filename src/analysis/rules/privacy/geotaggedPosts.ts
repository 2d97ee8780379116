// Posts that carry exact GPS coordinates. Beyond counting them, it says how many fall at one
// place at night — the pattern that gives a home away even when no single post does.
import type { PlatformRule } from '../types.ts';
import { day, plural, PLATFORM_NAMES } from '../lib/describe.ts';
import { clusterPresences, presences, roughly, CLUSTER_RADIUS_M } from '../lib/geo.ts';
import { datasetTimeZone } from '../lib/time.ts';

export const geotaggedPosts: PlatformRule = {
  id: 'privacy.geotagged-posts',
  version: 1,
  category: 'privacy',
  name: 'Geotagged posts',
  scope: 'platform',
  needs: ['posts'],
  fix: 'locationSharing',
  check(d) {
    const tagged = d.posts.filter((p) => p.place?.point);
    if (tagged.length === 0) return null;
    const postPoints = presences(d).filter((p) => p.origin === 'post');
    const top = clusterPresences(postPoints, datasetTimeZone(d))[0];
    const nightAtOnePlace = top ? top.nights.size : 0;
    const n = tagged.length;
    const level = nightAtOnePlace >= 3 || n >= 20 ? 'high' : n >= 3 ? 'medium' : 'low';
    const p = PLATFORM_NAMES[d.platform];
    const pattern =
      nightAtOnePlace >= 2
        ? `; ${plural(nightAtOnePlace, 'night')} of them place you within ${CLUSTER_RADIUS_M} m of one spot, which likely is your home`
        : '';
    return {
      riskLevel: level,
      title: `${plural(n, 'post')} on ${p} ${n === 1 ? 'carries' : 'carry'} exact GPS coordinates`,
      description:
        `${plural(n, 'post')} on ${p} ${n === 1 ? 'carries' : 'carry'} exact GPS coordinates${pattern}. ` +
        'Anyone who sees them can map where you go; turn off location on posts and remove it from old ones.',
      count: n,
      evidence: tagged.map((post) => ({
        platform: d.platform,
        source: post.source,
        at: post.at,
        label: `Post of ${day(post.at)} at ${roughly(post.place!.point!.lat, post.place!.point!.lon)}${post.place?.name ? ` (${post.place.name})` : ''}`,
        excerpt: post.text.slice(0, 120),
      })),
    };
  },
};
