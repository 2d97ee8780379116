// Full name + full date of birth + hometown or city together: the three facts identity thieves
// need to pass "verify it's you" checks and open accounts. Critical when one platform holds all
// three; high when they only come together across platforms.
import type { PlatformId } from '../../../shared/tables.ts';
import type { ImportedDataset } from '../../imports/dataset.ts';
import type { CrossPlatformRule, Evidence } from '../types.ts';
import { listNames, PLATFORM_NAMES } from '../lib/describe.ts';

type Piece = 'name' | 'birthday' | 'place';

function pieces(d: ImportedDataset): Map<Piece, Evidence> {
  const out = new Map<Piece, Evidence>();
  const name = d.profile.names.find(
    (n) => n.kind === 'full-name' || (n.kind === 'display-name' && /\S+\s+\S+/.test(n.value)),
  );
  if (name) out.set('name', { platform: d.platform, source: name.source, label: 'Full name' });
  const b = d.profile.birthdays.find(
    (x) => x.kind === 'profile' && x.year !== null && x.month !== null && x.day !== null,
  );
  if (b)
    out.set('birthday', { platform: d.platform, source: b.source, label: 'Full date of birth' });
  const place = d.profile.locations.find((l) =>
    /hometown|current-city|profile|birth/i.test(l.kind ?? ''),
  );
  if (place)
    out.set('place', {
      platform: d.platform,
      source: place.source,
      label: `${place.kind === 'hometown' ? 'Hometown' : 'City'}`,
    });
  return out;
}

export const nameBirthdayHometown: CrossPlatformRule = {
  id: 'identity.name-birthday-hometown',
  version: 1,
  category: 'identity',
  name: 'Name, birthday and hometown together',
  scope: 'multi',
  needs: ['profile.names', 'profile.birthday', 'profile.locations'],
  fix: 'editProfile',
  check(datasets) {
    const per = datasets.map((d) => ({ platform: d.platform, found: pieces(d) }));
    const complete = per.filter((x) => x.found.size === 3);
    const combined = new Map<Piece, Evidence>();
    for (const x of per) for (const [k, v] of x.found) if (!combined.has(k)) combined.set(k, v);
    if (combined.size < 3) return null;
    const platforms: PlatformId[] =
      complete.length > 0
        ? complete.map((c) => c.platform)
        : [...new Set([...combined.values()].map((e) => e.platform))];
    const names = listNames(platforms.map((p) => PLATFORM_NAMES[p]));
    return {
      riskLevel: complete.length > 0 ? 'critical' : 'high',
      title:
        complete.length > 0
          ? `${names} hold${platforms.length === 1 ? 's' : ''} your full name, date of birth and hometown together`
          : 'Your full name, date of birth and hometown can be joined across platforms',
      description: `Together these three facts pass most "verify it's you" checks and are enough to open accounts in your name. Hide the birth year and hometown, or remove them, on ${names}.`,
      count: 3,
      evidence:
        complete.length > 0
          ? complete.flatMap((c) => [...c.found.values()])
          : [...combined.values()],
      fixPlatform: platforms[0],
    };
  },
};
