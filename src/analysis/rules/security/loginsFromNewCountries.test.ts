import { describe, expect, it } from 'vitest';
import { check, dataset, daysAgo, finding } from '../testing/datasets.ts';
import { loginsFromNewCountries } from './loginsFromNewCountries.ts';

const login = (location: string, days: number) => ({
  action: 'login' as const,
  at: daysAgo(days),
  location,
  ip: '192.0.2.1',
  source: 'account_activity.json',
});

describe('loginsFromNewCountries', () => {
  it('flags logins outside the usual country, high when a country is new in the last 30 days', () => {
    const d = dataset('facebook', (x) => {
      x.exportDate = daysAgo(1);
      x.logins.push(
        login('Berlin, DE', 200),
        login('Munich, DE', 100),
        login('Hamburg, DE', 50),
        login('Lagos, NG', 5),
      );
    });
    const f = finding(loginsFromNewCountries, d);
    expect(f).toMatchObject({ count: 1, riskLevel: 'high' });
    expect(f.description).toContain('Most Facebook logins come from DE, but 1 login came from NG');
  });

  it('rates an old second country medium', () => {
    const d = dataset('facebook', (x) => {
      x.exportDate = daysAgo(1);
      x.logins.push(login('Berlin, DE', 200), login('Berlin, DE', 100), login('Paris, FR', 150));
    });
    expect(finding(loginsFromNewCountries, d).riskLevel).toBe('medium');
  });

  it('finds nothing when all logins come from one country; cannot decide without locations', () => {
    expect(
      check(
        loginsFromNewCountries,
        dataset('facebook', (x) => x.logins.push(login('Berlin, DE', 5), login('Bonn, DE', 2))),
      ),
    ).toBeNull();
    const noLocation = dataset('x', (x) =>
      x.logins.push({ action: 'login', at: daysAgo(1), ip: '192.0.2.2', source: 'ip-audit.js' }),
    );
    expect(check(loginsFromNewCountries, noLocation)).toMatchObject({
      notDeterminable: expect.stringContaining('network service'),
    });
  });
});
