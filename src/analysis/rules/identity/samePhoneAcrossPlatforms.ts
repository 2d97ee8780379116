// The same phone number on several platforms: a phone number is a stable identifier that links
// accounts and is the target of SIM-swap attacks. Compared on the last 9 digits, so "+1 202…"
// and "(202)…" match.
import type { PlatformId } from '../../../shared/tables.ts';
import type { CrossPlatformRule } from '../types.ts';
import { listNames, PLATFORM_NAMES } from '../lib/describe.ts';

const DIGITS_COMPARED = 9;

export const samePhoneAcrossPlatforms: CrossPlatformRule = {
  id: 'identity.same-phone-across-platforms',
  version: 1,
  category: 'identity',
  name: 'Same phone number on several platforms',
  scope: 'multi',
  needs: ['profile.phones'],
  fix: 'contactInfo',
  check(datasets) {
    if (datasets.filter((d) => d.profile.phones.length > 0).length < 2)
      return { notDeterminable: 'Needs phone numbers from at least two platforms.' };
    const byPhone = new Map<string, Map<PlatformId, string>>();
    for (const d of datasets)
      for (const ph of d.profile.phones) {
        if (ph.kind === 'inferred') continue;
        const key = ph.value.replace(/\D/g, '').slice(-DIGITS_COMPARED);
        if (key.length < 7) continue;
        const m = byPhone.get(key) ?? new Map<PlatformId, string>();
        if (!m.has(d.platform)) m.set(d.platform, ph.source);
        byPhone.set(key, m);
      }
    const shared = [...byPhone.values()].filter((m) => m.size >= 2);
    if (shared.length === 0) return null;
    const platforms = new Set(shared.flatMap((m) => [...m.keys()]));
    return {
      riskLevel: 'medium',
      title: `One phone number is on ${platforms.size} platforms`,
      description: `${listNames([...platforms].map((p) => PLATFORM_NAMES[p]))} hold the same phone number, which links the accounts and makes the number worth a SIM-swap. Ask your carrier for a port-out PIN and prefer app-based two-factor codes.`,
      count: platforms.size,
      evidence: shared.flatMap((m) =>
        [...m.entries()].map(([platform, source]) => ({
          platform,
          source,
          label: `Same phone number on ${PLATFORM_NAMES[platform]}`,
        })),
      ),
      fixPlatform: [...platforms][0],
    };
  },
};
