import { describe, expect, it } from 'vitest';
import { check, dataset, finding } from '../testing/datasets.ts';
import { socialEngineeringKit } from './socialEngineeringKit.ts';

describe('socialEngineeringKit', () => {
  it('is high with name, employer, job title and city on one profile', () => {
    const d = dataset('linkedin', (x) => {
      x.profile.names.push({ value: 'Alex Sample', kind: 'full-name', source: 'Profile.csv' });
      x.profile.employers.push({
        value: 'Example Infotech',
        kind: 'BI intern',
        source: 'Positions.csv',
      });
      x.profile.locations.push({ value: 'Bengaluru', kind: 'profile', source: 'Profile.csv' });
    });
    expect(finding(socialEngineeringKit, d)).toMatchObject({ riskLevel: 'high', count: 4 });
  });

  it('finds nothing without a job title or a city', () => {
    const noTitle = dataset('facebook', (x) => {
      x.profile.employers.push({ value: 'Acme', source: 'p.json' });
      x.profile.locations.push({ value: 'Akron', kind: 'current-city', source: 'p.json' });
    });
    expect(check(socialEngineeringKit, noTitle)).toBeNull();
    const onlyTimezone = dataset('facebook', (x) => {
      x.profile.employers.push({ value: 'Acme', kind: 'Driver', source: 'p.json' });
      x.profile.locations.push({ value: 'Europe/London', kind: 'timezone', source: 'p.json' });
    });
    expect(check(socialEngineeringKit, onlyTimezone)).toBeNull();
  });
});
