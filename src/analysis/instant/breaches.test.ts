import { describe, expect, it } from 'vitest';
import type { Breach } from '../../shared/breaches.ts';
import { runScan } from '../scan.ts';
import { breachFindings, EMAIL_BREACHES_RULE } from './breaches.ts';

const ADOBE: Breach = {
  name: 'Adobe',
  title: 'Adobe',
  domain: 'adobe.com',
  breachDate: '2013-10-04',
  dataClasses: ['Email addresses', 'Password hints', 'Passwords'],
  isVerified: true,
  isSensitive: false,
};
const FORUM: Breach = {
  ...ADOBE,
  name: 'Forum',
  title: 'Forum',
  domain: '',
  breachDate: '2019-01-01',
  dataClasses: ['Email addresses', 'IP addresses'],
};
const check = (breaches: Breach[]) => ({
  email: 'jane@example.com',
  checkedAt: '2026-11-25T10:00:00.000Z',
  breaches,
});

describe('breaches of the user’s email', () => {
  it('is one security finding, high when a breach exposed passwords, with each breach and its fix as evidence', () => {
    const { findings } = breachFindings(check([FORUM, ADOBE]));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      ruleId: EMAIL_BREACHES_RULE.id,
      category: 'security',
      riskLevel: 'high',
      count: 2,
      title: 'Your email is in 2 known data breaches',
    });
    expect(findings[0]!.title + findings[0]!.description).not.toMatch(/Adobe|jane@/);
    expect(findings[0]!.evidence.map((e) => [e.label, e.excerpt])).toEqual([
      [
        'Forum breach of 2019-01-01: Email addresses, IP addresses',
        'Expect phishing that quotes your Forum account; turn on two-factor there.',
      ],
      [
        'Adobe breach of 2013-10-04: Email addresses, Password hints, Passwords',
        'Change the password you used on Adobe and everywhere you reused it; turn on two-factor.',
      ],
    ]);
    expect(breachFindings(check([FORUM])).findings[0]!.riskLevel).toBe('medium');
  });

  it('counts a clean check as a check that ran, and lowers the security score of a scan with no export', () => {
    expect(breachFindings(check([]))).toMatchObject({
      findings: [],
      coverage: [{ status: 'ran' }],
    });
    const scan = runScan([], {
      now: Date.parse('2026-11-25T12:00:00Z'),
      instant: { usernameChecks: [], breachCheck: check([ADOBE]) },
    });
    expect(scan.scores.security).toBe(85);
  });
});
