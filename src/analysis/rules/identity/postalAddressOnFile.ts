// Postal addresses the account holds (profile address, autofill, voting location): an account
// breach or a shared export then hands over where the user lives.
import type { PlatformRule } from '../types.ts';
import { plural, PLATFORM_NAMES } from '../lib/describe.ts';

/** Fragments too short to place anyone (a postcode alone, an inferred area). */
const isFullAddress = (value: string) =>
  /\d/.test(value) && /[a-z]{3,}/i.test(value) && value.length >= 10;

export const postalAddressOnFile: PlatformRule = {
  id: 'identity.postal-address-on-file',
  version: 1,
  category: 'identity',
  name: 'Postal address stored',
  scope: 'platform',
  needs: ['profile.names', 'profile.emails', 'profile.locations'],
  fix: 'contactInfo',
  check(d) {
    const addresses = d.profile.addresses.filter(
      (a) => isFullAddress(a.value) && !a.kind?.startsWith('inferred'),
    );
    if (addresses.length === 0) return null;
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel: 'medium',
      title: `${p} stores ${plural(addresses.length, 'postal address', 'postal addresses')} of yours`,
      description: `Your ${p} account holds ${plural(addresses.length, 'street address', 'street addresses')} (profile, autofill or voting details). Whoever gets into the account or this export learns where you live; delete the ones the service does not need.`,
      count: addresses.length,
      evidence: addresses.map((a) => ({
        platform: d.platform,
        source: a.source,
        label: `Address${a.kind ? ` (${a.kind})` : ''}`,
        excerpt: a.value,
      })),
    };
  },
};
