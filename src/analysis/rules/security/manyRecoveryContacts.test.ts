import { describe, expect, it } from 'vitest';
import { check, dataset, finding } from '../testing/datasets.ts';
import { manyRecoveryContacts } from './manyRecoveryContacts.ts';

const fact = (value: string, kind?: string) => ({
  value,
  source: 'profile.json',
  ...(kind ? { kind } : {}),
});

describe('manyRecoveryContacts', () => {
  it('counts distinct emails and phones that can reset the password', () => {
    const d = dataset('facebook', (x) => {
      x.profile.emails.push(
        fact('a@example.com'),
        fact('b@example.com'),
        fact('c@example.com', 'inferred'),
      );
      x.security.recoveryEmails.push(fact('A@example.com'));
      x.profile.phones.push(fact('+1 202 555 0143'));
      x.security.recoveryPhones.push(fact('(202) 555-0143'));
    });
    const f = finding(manyRecoveryContacts, d);
    expect(f).toMatchObject({ count: 3, riskLevel: 'low' });
    expect(f.description).toContain('2 email addresses and 1 phone number');
  });

  it('finds nothing with one email and one phone', () => {
    const d = dataset('facebook', (x) => {
      x.profile.emails.push(fact('a@example.com'));
      x.profile.phones.push(fact('+1 202 555 0143'));
    });
    expect(check(manyRecoveryContacts, d)).toBeNull();
  });
});
