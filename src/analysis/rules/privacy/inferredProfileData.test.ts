import { describe, expect, it } from 'vitest';
import { check, dataset, finding } from '../testing/datasets.ts';
import { inferredProfileData } from './inferredProfileData.ts';

describe('inferredProfileData', () => {
  it('counts facts the platform guessed, medium when it guessed contact details', () => {
    const d = dataset('instagram', (x) => {
      x.profile.emails.push({
        value: 'a@example.com',
        kind: 'inferred',
        source: 'possible_emails.json',
      });
      x.profile.locations.push({
        value: 'New York',
        kind: 'inferred',
        source: 'account_based_in.json',
      });
      x.profile.emails.push({
        value: 'b@example.com',
        kind: 'primary',
        source: 'personal_information.json',
      });
    });
    const f = finding(inferredProfileData, d);
    expect(f).toMatchObject({ count: 2, riskLevel: 'medium' });
    expect(f.description).toContain('email address, home area');
  });

  it('finds nothing when every fact came from the user', () => {
    const d = dataset('instagram', (x) =>
      x.profile.emails.push({ value: 'b@example.com', kind: 'primary', source: 'p.json' }),
    );
    expect(check(inferredProfileData, d)).toBeNull();
  });
});
