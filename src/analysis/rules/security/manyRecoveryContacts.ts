// Several email addresses and phone numbers that can reset the password: each one is a way in if
// that mailbox is hacked, that number is recycled, or that old address expires.
import type { PlatformRule } from '../types.ts';
import { plural, PLATFORM_NAMES } from '../lib/describe.ts';

export const MANY_RECOVERY_CONTACTS = 3;
/** Emails and phones the platform lists that it cannot use to reset a password. */
const NOT_RECOVERY = new Set(['inferred', 'autofill', 'job-application']);

export const manyRecoveryContacts: PlatformRule = {
  id: 'security.many-recovery-contacts',
  version: 1,
  category: 'security',
  name: 'Recovery emails and phones',
  scope: 'platform',
  needs: ['security.recovery', 'profile.emails', 'profile.phones'],
  fix: 'contactInfo',
  check(d) {
    const seen = new Map<string, { kind: 'email' | 'phone'; source: string }>();
    const add = (value: string, kind: 'email' | 'phone', source: string) => {
      const key = kind === 'email' ? value.toLowerCase() : value.replace(/\D/g, '').slice(-9);
      if (key && !seen.has(key)) seen.set(key, { kind, source });
    };
    for (const f of d.security.recoveryEmails) add(f.value, 'email', f.source);
    for (const f of d.security.recoveryPhones) add(f.value, 'phone', f.source);
    for (const f of d.profile.emails)
      if (!NOT_RECOVERY.has(f.kind ?? '')) add(f.value, 'email', f.source);
    for (const f of d.profile.phones)
      if (!NOT_RECOVERY.has(f.kind ?? '')) add(f.value, 'phone', f.source);
    const n = seen.size;
    if (n < MANY_RECOVERY_CONTACTS) return null;
    const emails = [...seen.values()].filter((v) => v.kind === 'email').length;
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel: n >= 5 ? 'medium' : 'low',
      title: `${plural(n, 'email address or phone number', 'email addresses and phone numbers')} can reach your ${p} account`,
      description: `Your ${p} account lists ${plural(emails, 'email address', 'email addresses')} and ${plural(n - emails, 'phone number')}. Each can be used to reset the password; remove the ones you no longer use.`,
      count: n,
      evidence: [...seen.entries()].map(([, v]) => ({
        platform: d.platform,
        source: v.source,
        label: `A contact ${v.kind === 'email' ? 'email address' : 'phone number'}`,
      })),
    };
  },
};
