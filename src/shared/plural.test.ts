import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';

describe('plural', () => {
  const photos = { '=0': 'no photos', one: '# photo', other: '# photos' };

  it('picks the singular for one and the plural for every other count', () => {
    expect(plural(1, photos)).toBe('1 photo');
    expect(plural(2, photos)).toBe('2 photos');
    expect(plural(0, { one: '# place', other: '# places' })).toBe('0 places');
  });

  it('uses the exact zero form when one is given', () => {
    expect(plural(0, photos)).toBe('no photos');
  });

  it('writes large numbers with separators and replaces every #', () => {
    expect(plural(12345, photos)).toBe('12,345 photos');
    expect(plural(2, { other: '# of # checks' })).toBe('2 of 2 checks');
  });

  it('falls back to the other form when a category is missing', () => {
    expect(plural(1, { other: '# items' })).toBe('1 items');
  });
});
