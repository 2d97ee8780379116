import { describe, expect, it } from 'vitest';
import { dataset } from '../rules/testing/datasets.ts';
import { runScan } from '../scan.ts';
import { checkupItems, CONFIRMED_BY_YOU, type CheckupAnswer } from './checkup.ts';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const answer = (
  value: CheckupAnswer['answer'],
  platform: CheckupAnswer['platform'] = 'instagram',
): CheckupAnswer => ({
  ruleId: 'security.two-factor-off',
  platform,
  answer: value,
  at: '2026-11-25T10:00:00.000Z',
});
const scan = (answers: CheckupAnswer[], build?: Parameters<typeof dataset>[1]) =>
  runScan([dataset('instagram', build)], {
    now: NOW,
    instant: { usernameChecks: [], checkupAnswers: answers },
  });

describe('checkup', () => {
  it('asks about the settings the export left undetermined, with the platform’s settings page', () => {
    const items = checkupItems(scan([]).coverage);
    expect(items).toContainEqual({
      ruleId: 'security.two-factor-off',
      platform: 'instagram',
      question: 'Is two-factor authentication on for your Instagram account?',
      settingsUrl: 'https://accountscenter.instagram.com/password_and_security/two_factor/',
    });
  });

  it('a "no" lowers the security score with a finding confirmed by you; "yes" counts the check as done', () => {
    const before = scan([]);
    const no = scan([answer('no')]);
    expect(no.scores.security).toBeLessThan(before.scores.security);
    const finding = no.findings.find((f) => f.ruleId === 'security.two-factor-off')!;
    expect(finding).toMatchObject({
      riskLevel: 'critical',
      title: 'Two-factor authentication is off on Instagram (confirmed by you)',
    });
    const yes = scan([answer('yes')]);
    expect(yes.scores.security).toBe(before.scores.security);
    expect(yes.coverage.find((c) => c.ruleId === 'security.two-factor-off')).toMatchObject({
      status: 'ran',
      reason: CONFIRMED_BY_YOU,
    });
    // Still offered, so the answer can be changed.
    expect(checkupItems(yes.coverage).map((i) => i.ruleId)).toContain('security.two-factor-off');
    expect(scan([answer('unsure')]).scores).toEqual(before.scores);
  });

  it('lets an export that states the setting win over an answer', () => {
    const stated = scan([answer('no')], (d) => {
      d.security.twoFactor = 'enabled';
      d.coverage['security.twoFactor'] = 'present';
    });
    expect(stated.findings.find((f) => f.ruleId === 'security.two-factor-off')).toBeUndefined();
    expect(checkupItems(stated.coverage).map((i) => i.ruleId)).not.toContain(
      'security.two-factor-off',
    );
  });
});
