import { describe, expect, it } from 'vitest';
import { check, dataset, finding } from '../testing/datasets.ts';
import { contactDetailsInBio } from './contactDetailsInBio.ts';

describe('contactDetailsInBio', () => {
  it('flags a phone number in the bio as high and names what kind of detail it is', () => {
    const d = dataset('instagram', (x) =>
      x.profile.bios.push({
        value: 'Bookings: +1 202 555 0143',
        source: 'personal_information.json',
      }),
    );
    const f = finding(contactDetailsInBio, d);
    expect(f.riskLevel).toBe('high');
    expect(f.title).toBe('Your Instagram bio shows your phone number');
    expect(f.title + f.description).not.toContain('555');
  });

  it('ignores previous bios and bios without contact details', () => {
    const d = dataset('instagram', (x) => {
      x.profile.bios.push({ value: 'Coffee and code', source: 'p.json' });
      x.profile.bios.push({ value: 'call +1 202 555 0143', source: 'p.json', kind: 'previous' });
    });
    expect(check(contactDetailsInBio, d)).toBeNull();
  });
});
