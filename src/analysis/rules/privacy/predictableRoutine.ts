// A routine someone could wait for: the same place at the same weekday and hour in many weeks
// (the Tuesday gym class, the Saturday market).
import type { PlatformRule } from '../types.ts';
import { plural, PLATFORM_NAMES } from '../lib/describe.ts';
import { geoOf, inferRoutines, roughly, WEEKDAYS } from '../lib/geo.ts';

export const predictableRoutine: PlatformRule = {
  id: 'privacy.predictable-routine',
  version: 1,
  category: 'privacy',
  name: 'Routine inferred from location data',
  scope: 'platform',
  needs: ['locations', 'places', 'posts', 'media'],
  fix: 'locationHistory',
  check(d, ctx) {
    const routines = inferRoutines(geoOf(d, ctx).clusters);
    if (routines.length === 0) return null;
    const top = routines[0]!;
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel: routines.length >= 3 ? 'high' : 'medium',
      title: `Your ${p} location data show ${plural(routines.length, 'weekly routine')}`,
      description:
        `Your ${p} data place you at the same spot at the same time of the week again and again — ` +
        `the most regular one on ${WEEKDAYS[top.weekday]}s around ${String(top.hour).padStart(2, '0')}:00 in ${plural(top.weeks, 'different week')}. ` +
        'Someone could wait for you there; pause location history and vary what you share.',
      count: routines.length,
      evidence: routines.map((r) => ({
        platform: d.platform,
        source: [...r.cluster.sources].slice(0, 3).join(', '),
        label: `${WEEKDAYS[r.weekday]}s ${String(r.hour).padStart(2, '0')}:00 around ${roughly(r.cluster.lat, r.cluster.lon)}, ${plural(r.weeks, 'week')}`,
      })),
    };
  },
};
