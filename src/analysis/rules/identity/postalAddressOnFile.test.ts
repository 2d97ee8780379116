import { describe, expect, it } from 'vitest';
import { check, dataset, finding } from '../testing/datasets.ts';
import { postalAddressOnFile } from './postalAddressOnFile.ts';

describe('postalAddressOnFile', () => {
  it('flags full street addresses the account stores', () => {
    const d = dataset('instagram', (x) =>
      x.profile.addresses.push({
        value: '100 Example St Unit A, El Cerrito, CA, 94530',
        kind: 'autofill',
        source: 'autofill_information.json',
      }),
    );
    const f = finding(postalAddressOnFile, d);
    expect(f).toMatchObject({ count: 1, riskLevel: 'medium' });
    expect(f.title + f.description).not.toContain('Example St');
  });

  it('ignores a bare postcode and an inferred area', () => {
    const d = dataset('linkedin', (x) => {
      x.profile.addresses.push({ value: '562106', kind: 'zip', source: 'Profile.csv' });
      x.profile.addresses.push({
        value: '902 10 Springfield',
        kind: 'inferred-zip',
        source: 'primary_location.json',
      });
    });
    expect(check(postalAddressOnFile, d)).toBeNull();
  });
});
