import { describe, expect, it } from 'vitest';
import {
  editDistance,
  handlesMatch,
  lookalikeHandles,
  MAX_LOOKALIKES,
  profileUrl,
} from './usernames.ts';

describe('usernames', () => {
  it('matches handles regardless of case, "@" and separators', () => {
    expect(handlesMatch('@Jane_Doe', 'jane.doe')).toBe('same');
    expect(handlesMatch('janedoe', 'janedoe1')).toBe('similar');
    expect(handlesMatch('jane', 'jana')).toBeNull();
    expect(handlesMatch('janedoe', 'bobsmith')).toBeNull();
  });

  it('bounds the edit distance', () => {
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('abc', 'abcdef', 1)).toBe(2);
  });

  it('generates distinct, bounded lookalikes that never equal the handle', () => {
    const list = lookalikeHandles('janedoe');
    expect(list.length).toBeLessThanOrEqual(MAX_LOOKALIKES);
    expect(new Set(list).size).toBe(list.length);
    expect(list).not.toContain('janedoe');
    expect(list).toEqual(expect.arrayContaining(['jan3doe', 'janedoe_', 'realjanedoe']));
    expect(lookalikeHandles('ab')).toEqual([]);
  });

  it('builds profile links on each platform', () => {
    expect(profileUrl('tiktok', '@jane')).toBe('https://www.tiktok.com/@jane');
    expect(profileUrl('linkedin', 'jane')).toBe('https://www.linkedin.com/in/jane/');
  });
});
