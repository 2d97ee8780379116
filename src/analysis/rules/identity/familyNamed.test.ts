import { describe, expect, it } from 'vitest';
import { check, dataset, finding } from '../testing/datasets.ts';
import { familyNamed } from './familyNamed.ts';

describe('familyNamed', () => {
  it('counts relatives named on the profile, medium when a parent is named', () => {
    const d = dataset('facebook', (x) => {
      x.profile.names.push({ value: 'Jane Doe', kind: 'full-name', source: 'p.json' });
      x.profile.relations.push(
        { value: 'Mary Roe', kind: 'Mother', source: 'p.json' },
        { value: 'Sam Doe', kind: 'Brother', source: 'p.json' },
      );
    });
    const f = finding(familyNamed, d);
    expect(f).toMatchObject({ count: 2, riskLevel: 'medium' });
    expect(f.title + f.description).not.toContain('Mary');
  });

  it('finds nothing when no relative is named', () => {
    expect(
      check(
        familyNamed,
        dataset('facebook', (x) => x.profile.names.push({ value: 'Jane Doe', source: 'p' })),
      ),
    ).toBeNull();
  });
});
