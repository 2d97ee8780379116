// Facts the platform guessed rather than the user gave — possible emails and phone numbers, an
// inferred home city, age range or birthday — the raw material of ad targeting.
import type { PlatformRule } from '../types.ts';
import { plural, PLATFORM_NAMES } from '../lib/describe.ts';

export const inferredProfileData: PlatformRule = {
  id: 'privacy.inferred-profile-data',
  version: 1,
  category: 'privacy',
  name: 'Facts the platform inferred about you',
  scope: 'platform',
  needs: ['profile.emails', 'profile.phones', 'profile.locations', 'profile.birthday', 'places'],
  fix: 'adPreferences',
  check(d) {
    const pr = d.profile;
    const facts = [
      ...pr.emails
        .filter((f) => f.kind === 'inferred')
        .map((f) => ({ what: 'email address', source: f.source })),
      ...pr.phones
        .filter((f) => f.kind === 'inferred')
        .map((f) => ({ what: 'phone number', source: f.source })),
      ...pr.locations
        .filter((f) => f.kind === 'inferred')
        .map((f) => ({ what: 'home area', source: f.source })),
      ...pr.addresses
        .filter((f) => f.kind?.startsWith('inferred'))
        .map((f) => ({ what: 'postcode', source: f.source })),
      ...pr.birthdays
        .filter((b) => b.kind === 'inferred')
        .map((b) => ({ what: 'age or birthday', source: b.source })),
      ...d.places
        .filter((pl) => pl.kind === 'inferred-home')
        .map((pl) => ({ what: 'home location', source: pl.source })),
    ];
    if (facts.length === 0) return null;
    const kinds = [...new Set(facts.map((f) => f.what))];
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel:
        kinds.includes('email address') ||
        kinds.includes('phone number') ||
        kinds.includes('home location')
          ? 'medium'
          : 'low',
      title: `${p} inferred ${plural(facts.length, 'fact')} about you`,
      description: `${p} holds ${plural(facts.length, 'fact')} you did not give it (${kinds.join(', ')}), used to target ads and suggest your profile. Review and remove them in your ad and account settings.`,
      count: facts.length,
      evidence: facts.map((f) => ({
        platform: d.platform,
        source: f.source,
        label: `Inferred ${f.what}`,
      })),
    };
  },
};
