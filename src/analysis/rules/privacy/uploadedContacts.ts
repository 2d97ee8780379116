// The user's address book was uploaded to the platform: other people's numbers and emails, used to
// suggest the user's profile to them (and them to others).
import type { PlatformRule } from '../types.ts';
import { plural, PLATFORM_NAMES } from '../lib/describe.ts';

export const uploadedContacts: PlatformRule = {
  id: 'privacy.uploaded-contacts',
  version: 1,
  category: 'privacy',
  name: 'Address book uploaded',
  scope: 'platform',
  needs: ['connections'],
  fix: 'discoverability',
  check(d) {
    const n = d.connections.contactsUploaded;
    if (n === null)
      return {
        notDeterminable: `The ${PLATFORM_NAMES[d.platform]} export does not say whether contacts were uploaded.`,
      };
    if (n <= 0) return null;
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel: n >= 100 ? 'medium' : 'low',
      title: `${plural(n, 'contact')} from your address book are stored by ${p}`,
      description: `${p} keeps ${plural(n, 'contact')} from your phone or email address book and uses them to connect you with those people. Remove the uploaded contacts and turn off contact syncing.`,
      count: n,
      evidence: [
        { platform: d.platform, source: 'connections', label: `${plural(n, 'uploaded contact')}` },
      ],
    };
  },
};
