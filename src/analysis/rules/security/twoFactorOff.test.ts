import { describe, expect, it } from 'vitest';
import { check, dataset, finding } from '../testing/datasets.ts';
import { twoFactorOff } from './twoFactorOff.ts';

describe('twoFactorOff', () => {
  it('is critical when the export says two-factor authentication is off', () => {
    const d = dataset('facebook', (x) => {
      x.security.twoFactor = 'disabled';
      x.security.twoFactorSource = 'two-factor_authentication.json';
    });
    expect(finding(twoFactorOff, d)).toMatchObject({
      riskLevel: 'critical',
      title: 'Two-factor authentication is off on Facebook',
    });
  });

  it('finds nothing when it is on, and says it cannot tell when the export does not state it', () => {
    expect(
      check(
        twoFactorOff,
        dataset('facebook', (x) => (x.security.twoFactor = 'enabled')),
      ),
    ).toBeNull();
    expect(check(twoFactorOff, dataset('x'))).toMatchObject({
      notDeterminable: expect.stringContaining('does not say'),
    });
  });
});
