import { describe, expect, it } from 'vitest';
import { findingSource } from './labels.ts';

describe('where a finding comes from', () => {
  it('says "Across platforms" only when two or more platforms contribute', () => {
    expect(findingSource('multi', ['x', 'x'])).toBe('X (Twitter)');
    expect(findingSource('multi', ['x', 'instagram'])).toBe('Across platforms');
    expect(findingSource('multi', ['web', 'facebook'])).toBe('Facebook');
  });

  it('keeps "Across platforms" when this device has no evidence to tell', () => {
    expect(findingSource('multi', undefined)).toBe('Across platforms');
    expect(findingSource('multi', [])).toBe('Across platforms');
  });

  it('names a single-platform finding by its platform', () => {
    expect(findingSource('linkedin', undefined)).toBe('LinkedIn');
  });
});
