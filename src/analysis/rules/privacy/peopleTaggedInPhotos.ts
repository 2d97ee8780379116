// Photos tagged with people's names: each tag ties a face to a name and shows who the user spends
// time with.
import type { PlatformRule } from '../types.ts';
import { day, plural, PLATFORM_NAMES } from '../lib/describe.ts';

export const peopleTaggedInPhotos: PlatformRule = {
  id: 'privacy.people-tagged-in-photos',
  version: 1,
  category: 'privacy',
  name: 'People named in photos',
  scope: 'platform',
  needs: ['media'],
  fix: 'photos',
  check(d) {
    const tagged = d.media.filter((m) => (m.people?.length ?? 0) > 0);
    if (tagged.length === 0) return null;
    const people = new Set(tagged.flatMap((m) => m.people ?? []));
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel: people.size >= 5 ? 'medium' : 'low',
      title: `${plural(tagged.length, 'photo')} on ${p} name ${plural(people.size, 'person', 'people')}`,
      description: `${plural(tagged.length, 'photo')} on ${p} are tagged with ${plural(people.size, 'name')}, linking faces to names and showing who you spend time with. Review tags before sharing albums.`,
      count: tagged.length,
      evidence: tagged.map((m) => ({
        platform: d.platform,
        source: m.source,
        at: m.takenAt ?? m.at,
        label: `Photo of ${day(m.takenAt ?? m.at)} tagged with ${plural(m.people?.length ?? 0, 'person', 'people')}`,
        excerpt: (m.people ?? []).join(', '),
      })),
    };
  },
};
