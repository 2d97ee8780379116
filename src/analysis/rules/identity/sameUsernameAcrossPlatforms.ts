// The same (or nearly the same) username on several platforms: one search links the accounts,
// so what is shared on one adds to the picture of the others (breadcrumbs).
import type { PlatformId } from '../../../shared/tables.ts';
import type { CrossPlatformRule, Evidence } from '../types.ts';
import { listNames, PLATFORM_NAMES } from '../lib/describe.ts';
import { handlesMatch, profileUrl } from '../lib/usernames.ts';

/** Handle kinds that are not a username on that platform (LinkedIn lists a Twitter handle). */
const CURRENT = (kind: string | undefined) => kind === undefined || kind === 'sign-up';

export const sameUsernameAcrossPlatforms: CrossPlatformRule = {
  id: 'identity.same-username-across-platforms',
  version: 1,
  category: 'identity',
  name: 'Same username on several platforms',
  scope: 'multi',
  needs: ['profile.usernames'],
  fix: 'username',
  check(datasets) {
    const handles = datasets.flatMap((d) =>
      d.profile.usernames
        .filter((u) => CURRENT(u.kind))
        .map((u) => ({ platform: d.platform, value: u.value, source: u.source })),
    );
    if (new Set(handles.map((h) => h.platform)).size < 2)
      return { notDeterminable: 'Needs usernames from at least two platforms.' };
    const linked = new Set<PlatformId>();
    const evidence: Evidence[] = [];
    let exact = false;
    for (let i = 0; i < handles.length; i++)
      for (let j = i + 1; j < handles.length; j++) {
        const a = handles[i]!;
        const b = handles[j]!;
        if (a.platform === b.platform) continue;
        const match = handlesMatch(a.value, b.value);
        if (!match) continue;
        if (match === 'same') exact = true;
        for (const h of [a, b])
          if (!linked.has(h.platform)) {
            linked.add(h.platform);
            evidence.push({
              platform: h.platform,
              source: h.source,
              label: `Username on ${PLATFORM_NAMES[h.platform]}`,
              excerpt: h.value,
              url: profileUrl(h.platform, h.value),
            });
          }
      }
    if (linked.size < 2) return null;
    const names = [...linked].map((p) => PLATFORM_NAMES[p]);
    return {
      riskLevel: linked.size >= 3 ? 'high' : 'medium',
      title: `The same username links your accounts on ${linked.size} platforms`,
      description: `Your username on ${listNames(names)} is ${exact ? 'the same' : 'nearly the same'}, so one search connects those accounts and everything shared on them. Use different handles where you want to stay separate.`,
      count: linked.size,
      evidence,
      fixPlatform: [...linked][0],
    };
  },
};
