// The platform stores the device's last known precise location (Instagram, Facebook): a position
// that outlives the session and ships in every export.
import type { PlatformRule } from '../types.ts';
import { day, PLATFORM_NAMES } from '../lib/describe.ts';
import { roughly } from '../lib/geo.ts';

export const lastKnownLocation: PlatformRule = {
  id: 'privacy.last-known-location',
  version: 1,
  category: 'privacy',
  name: 'Last known location stored',
  scope: 'platform',
  needs: ['places', 'locations'],
  fix: 'locationSharing',
  check(d) {
    const last = d.places.filter((pl) => pl.kind === 'last-known' && pl.point);
    const points = d.locations.filter((l) => l.origin === 'last-location');
    const n = Math.max(last.length, points.length);
    if (n === 0) return null;
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel: 'medium',
      title: `${p} stores your device's last known location`,
      description: `Your ${p} account keeps the last precise position your device reported. Turn off location access for the app in your phone's settings and in ${p}.`,
      count: n,
      evidence: last.map((pl) => ({
        platform: d.platform,
        source: pl.source,
        at: pl.startAt ?? null,
        label: `Last known location of ${day(pl.startAt)} at ${roughly(pl.point!.lat, pl.point!.lon)}`,
      })),
    };
  },
};
