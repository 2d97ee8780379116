// Check-ins and posts tagged with a named place (a café, a gym, an address): they say where the
// user goes even without coordinates, and repeated places show habits.
import type { PlatformRule } from '../types.ts';
import { day, plural, PLATFORM_NAMES } from '../lib/describe.ts';

export const checkIns: PlatformRule = {
  id: 'privacy.check-ins',
  version: 1,
  category: 'privacy',
  name: 'Check-ins and tagged places',
  scope: 'platform',
  needs: ['posts', 'places'],
  fix: 'locationSharing',
  check(d) {
    const tagged = d.posts.filter(
      (p) => p.kind === 'check-in' || p.place?.name || p.place?.address,
    );
    const places = d.places.filter((p) => p.kind === 'check-in');
    const n = tagged.length + places.length;
    if (n === 0) return null;
    const names = new Map<string, number>();
    for (const x of [
      ...tagged.map((t) => t.place?.name ?? t.place?.address),
      ...places.map((p) => p.name ?? p.address),
    ])
      if (x) names.set(x, (names.get(x) ?? 0) + 1);
    const repeated = [...names.values()].filter((v) => v >= 3).length;
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel: repeated > 0 || n >= 10 ? 'medium' : 'low',
      title: `${plural(n, 'check-in')} on ${p} name where you were`,
      description:
        `${plural(n, 'post')} on ${p} are tagged with ${plural(names.size, 'named place')}` +
        (repeated > 0
          ? `, ${plural(repeated, 'place')} of them 3 or more times, which shows your habits`
          : '') +
        '. Tag places after you have left, and review who can see past check-ins.',
      count: n,
      evidence: [
        ...tagged.map((t) => ({
          platform: d.platform,
          source: t.source,
          at: t.at,
          label: `Check-in of ${day(t.at)}${t.place?.name ? ` at ${t.place.name}` : ''}`,
        })),
        ...places.map((pl) => ({
          platform: d.platform,
          source: pl.source,
          at: pl.startAt ?? null,
          label: `Check-in of ${day(pl.startAt)}${pl.name ? ` at ${pl.name}` : ''}`,
        })),
      ],
    };
  },
};
