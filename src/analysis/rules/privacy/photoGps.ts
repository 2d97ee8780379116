// Photos whose metadata (the platform's copy of EXIF, or the image itself) holds the GPS position
// where they were taken — often the user's home, since that is where most photos are taken.
import type { PlatformRule } from '../types.ts';
import { day, plural, PLATFORM_NAMES } from '../lib/describe.ts';
import { roughly } from '../lib/geo.ts';

export const photoGps: PlatformRule = {
  id: 'privacy.photo-gps',
  version: 1,
  category: 'privacy',
  name: 'GPS in photos',
  scope: 'platform',
  needs: ['media'],
  fix: 'photos',
  check(d) {
    const located = d.media.filter((m) => m.gps);
    if (located.length === 0) return null;
    const n = located.length;
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel: n >= 5 ? 'high' : 'medium',
      title: `${plural(n, 'photo')} in your ${p} data ${n === 1 ? 'carries the GPS position where it was taken' : 'carry the GPS positions where they were taken'}`,
      description:
        `${plural(n, 'photo')} of ${d.media.length} in your ${p} export ${n === 1 ? 'keeps the exact place it was taken' : 'keep the exact places they were taken'}. ` +
        'Copies downloaded or shared can reveal where you live; strip location from photos before posting.',
      count: n,
      evidence: located.map((m) => ({
        platform: d.platform,
        source: m.source,
        at: m.takenAt ?? m.at,
        label: `Photo of ${day(m.takenAt ?? m.at)} at ${roughly(m.gps!.lat, m.gps!.lon)} (from ${m.gpsFrom === 'exif' ? 'the image' : 'the platform’s metadata'})`,
        excerpt: m.uri,
      })),
    };
  },
};
