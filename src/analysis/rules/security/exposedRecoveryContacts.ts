// The email address or phone number an account uses for sign-in and recovery appears in public
// text — a post or bio on any of the connected platforms. Attackers then know where to aim
// phishing and SIM-swap attempts. Cross-platform: the address of one platform may be posted on
// another. Plain matching, no text engine: an exact address or the last 9 digits of a number.
import type { ImportedDataset } from '../../imports/dataset.ts';
import type { CrossPlatformRule, Evidence } from '../types.ts';
import { day, plural, PLATFORM_NAMES } from '../lib/describe.ts';

const MIN_PHONE_DIGITS = 7;
const NOT_OWN = new Set(['inferred', 'autofill', 'job-application']);

function contactsOf(d: ImportedDataset) {
  const emails = [...d.profile.emails, ...d.security.recoveryEmails]
    .filter((f) => !NOT_OWN.has(f.kind ?? ''))
    .map((f) => f.value.toLowerCase());
  const phones = [...d.profile.phones, ...d.security.recoveryPhones]
    .filter((f) => !NOT_OWN.has(f.kind ?? ''))
    .map((f) => f.value.replace(/\D/g, '').slice(-9))
    .filter((digits) => digits.length >= MIN_PHONE_DIGITS);
  return { emails: [...new Set(emails)], phones: [...new Set(phones)] };
}

export const exposedRecoveryContacts: CrossPlatformRule = {
  id: 'security.exposed-recovery-contacts',
  version: 1,
  category: 'security',
  name: 'Sign-in email or phone published',
  scope: 'multi',
  needs: ['profile.emails', 'profile.phones', 'security.recovery'],
  fix: 'contactInfo',
  check(datasets) {
    const evidence: Evidence[] = [];
    const exposedOwners = new Set<string>();
    const owners = datasets.map((d) => ({ d, ...contactsOf(d) }));
    for (const reader of datasets) {
      const texts = [
        ...reader.profile.bios.map((b) => ({
          text: b.value,
          source: b.source,
          at: b.at ?? null,
          kind: 'Bio',
        })),
        ...reader.posts.map((p) => ({ text: p.text, source: p.source, at: p.at, kind: 'Post' })),
      ];
      for (const t of texts) {
        if (!t.text) continue;
        const lower = t.text.toLowerCase();
        const digits = /\d{3}/.test(t.text) ? t.text.replace(/\D/g, '') : '';
        for (const o of owners) {
          const hit =
            o.emails.some((e) => lower.includes(e)) ||
            (digits !== '' && o.phones.some((ph) => digits.includes(ph)));
          if (!hit) continue;
          exposedOwners.add(o.d.platform);
          evidence.push({
            platform: reader.platform,
            source: t.source,
            at: t.at,
            label: `${t.kind} on ${PLATFORM_NAMES[reader.platform]} of ${day(t.at)} shows the ${PLATFORM_NAMES[o.d.platform]} sign-in contact`,
          });
        }
      }
    }
    if (evidence.length === 0) return null;
    const accounts = [...exposedOwners].map(
      (p) => PLATFORM_NAMES[p as keyof typeof PLATFORM_NAMES],
    );
    return {
      riskLevel: 'high',
      title: `The email or phone you sign in with is published ${plural(evidence.length, 'time')}`,
      description: `The sign-in email address or phone number of your ${accounts.join(', ')} account appears in ${plural(evidence.length, 'post or bio', 'posts and bios')}. Attackers use it to aim phishing and SIM-swap attempts; remove it, or use a separate address for sign-in.`,
      count: evidence.length,
      evidence,
      fixPlatform: [...exposedOwners][0] as ImportedDataset['platform'],
    };
  },
};
