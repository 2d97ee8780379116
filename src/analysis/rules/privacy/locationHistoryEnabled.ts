// The account records a location history (Google Timeline, Facebook location history): a
// continuous trace of where the user has been, kept by the platform and in every export.
import type { PlatformRule } from '../types.ts';
import { DAY_MS, plural, PLATFORM_NAMES } from '../lib/describe.ts';

/** History whose newest point is this recent counts as still being recorded. */
const ACTIVE_WITHIN_MS = 90 * DAY_MS;
const HISTORY_ORIGINS = new Set(['records', 'semantic-path', 'timeline', 'location-history']);

export const locationHistoryEnabled: PlatformRule = {
  id: 'privacy.location-history',
  version: 1,
  category: 'privacy',
  name: 'Location history recorded',
  scope: 'platform',
  needs: ['locations', 'places'],
  fix: 'locationHistory',
  check(d) {
    const points = d.locations.filter((l) => HISTORY_ORIGINS.has(l.origin));
    const visits = d.places.filter((pl) => pl.kind === 'visit');
    const n = points.length + visits.length;
    if (n === 0) return null;
    let first = Infinity;
    let last = -Infinity;
    for (const l of points)
      if (l.timeMs !== null) {
        first = Math.min(first, l.timeMs);
        last = Math.max(last, l.timeMs);
      }
    for (const v of visits) {
      const t = v.startAt ? Date.parse(v.startAt) : NaN;
      if (!Number.isNaN(t)) {
        first = Math.min(first, t);
        last = Math.max(last, t);
      }
    }
    // Without an export date nobody can tell whether it is still recording; say only what is known.
    const recent =
      d.exportDate !== null &&
      Number.isFinite(last) &&
      Date.parse(d.exportDate) - last <= ACTIVE_WITHIN_MS;
    const spanDays = Number.isFinite(first) ? Math.max(1, Math.round((last - first) / DAY_MS)) : 0;
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel: recent || n >= 1000 ? 'high' : 'medium',
      title: `${p} keeps a location history of ${plural(n, 'record')}`,
      description:
        // Only the kinds it holds: never "and 0 visited places".
        `Your ${p} account holds ${[
          points.length > 0 ? plural(points.length, 'location point') : null,
          visits.length > 0 ? plural(visits.length, 'visited place') : null,
        ]
          .filter(Boolean)
          .join(' and ')}` +
        (spanDays ? ` over ${plural(spanDays, 'day')}` : '') +
        (recent ? ', and it was still recording when the export was made' : '') +
        '. Turn location history off and set it to delete automatically.',
      count: n,
      evidence: [
        {
          platform: d.platform,
          source: [...new Set([...points.map((l) => l.origin), ...visits.map((v) => v.source)])]
            .slice(0, 5)
            .join(', '),
          label: `${plural(n, 'record')}${Number.isFinite(first) ? ` from ${new Date(first).toISOString().slice(0, 10)} to ${new Date(last).toISOString().slice(0, 10)}` : ''}`,
        },
      ],
    };
  },
};
