// The same email address registered on several platforms: a breach of one reveals the login of
// the others, and data brokers join accounts on it.
import type { PlatformId } from '../../../shared/tables.ts';
import type { CrossPlatformRule } from '../types.ts';
import { listNames, PLATFORM_NAMES } from '../lib/describe.ts';

const NOT_OWN = new Set(['inferred', 'autofill']);

export const sameEmailAcrossPlatforms: CrossPlatformRule = {
  id: 'identity.same-email-across-platforms',
  version: 1,
  category: 'identity',
  name: 'Same email on several platforms',
  scope: 'multi',
  needs: ['profile.emails'],
  fix: 'contactInfo',
  check(datasets) {
    const byEmail = new Map<string, Map<PlatformId, string>>();
    for (const d of datasets)
      for (const e of d.profile.emails) {
        if (NOT_OWN.has(e.kind ?? '')) continue;
        const key = e.value.trim().toLowerCase();
        const m = byEmail.get(key) ?? new Map<PlatformId, string>();
        if (!m.has(d.platform)) m.set(d.platform, e.source);
        byEmail.set(key, m);
      }
    if (datasets.filter((d) => d.profile.emails.length > 0).length < 2)
      return { notDeterminable: 'Needs email addresses from at least two platforms.' };
    const shared = [...byEmail.values()].filter((m) => m.size >= 2);
    if (shared.length === 0) return null;
    const platforms = new Set(shared.flatMap((m) => [...m.keys()]));
    const names = [...platforms].map((p) => PLATFORM_NAMES[p]);
    return {
      riskLevel: platforms.size >= 3 ? 'high' : 'medium',
      title: `One email address is registered on ${platforms.size} platforms`,
      description: `${listNames(names)} share ${shared.length === 1 ? 'an email address' : `${shared.length} email addresses`}. A breach of one service gives attackers the login name of the others; consider a separate address (or alias) per service.`,
      count: platforms.size,
      evidence: shared.flatMap((m) =>
        [...m.entries()].map(([platform, source]) => ({
          platform,
          source,
          label: `Same email on ${PLATFORM_NAMES[platform]}`,
        })),
      ),
      fixPlatform: [...platforms][0],
    };
  },
};
