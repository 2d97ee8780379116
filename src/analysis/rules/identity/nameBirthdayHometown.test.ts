import { describe, expect, it } from 'vitest';
import type { ImportedDataset } from '../../imports/dataset.ts';
import { check, dataset, finding } from '../testing/datasets.ts';
import { nameBirthdayHometown } from './nameBirthdayHometown.ts';

const name = (d: ImportedDataset) =>
  d.profile.names.push({ value: 'Jane Doe', kind: 'full-name', source: 'profile.json' });
const birthday = (d: ImportedDataset) =>
  d.profile.birthdays.push({
    year: 1990,
    month: 1,
    day: 1,
    raw: '1990-1-1',
    kind: 'profile',
    source: 'profile.json',
  });
const hometown = (d: ImportedDataset) =>
  d.profile.locations.push({ value: 'Springfield', kind: 'hometown', source: 'profile.json' });

describe('nameBirthdayHometown', () => {
  it('is critical when one platform holds all three', () => {
    const f = finding(
      nameBirthdayHometown,
      dataset('facebook', (d) => (name(d), birthday(d), hometown(d))),
    );
    expect(f).toMatchObject({ riskLevel: 'critical', fixPlatform: 'facebook' });
    expect(f.title).toBe('Facebook holds your full name, date of birth and hometown together');
  });

  it('is high when the three only come together across platforms', () => {
    const f = finding(
      nameBirthdayHometown,
      dataset('linkedin', name),
      dataset('x', (d) => (birthday(d), hometown(d))),
    );
    expect(f.riskLevel).toBe('high');
  });

  it('finds nothing when a piece is missing or the birth year is not given', () => {
    expect(
      check(
        nameBirthdayHometown,
        dataset('facebook', (d) => (name(d), hometown(d))),
      ),
    ).toBeNull();
    const noYear = dataset('facebook', (d) => {
      name(d);
      hometown(d);
      d.profile.birthdays.push({
        year: null,
        month: 1,
        day: 1,
        raw: 'Jan 1',
        kind: 'profile',
        source: 'p.json',
      });
    });
    expect(check(nameBirthdayHometown, noYear)).toBeNull();
  });
});
