import { describe, expect, it } from 'vitest';
import { check, dataset, finding } from '../testing/datasets.ts';
import { peopleTaggedInPhotos } from './peopleTaggedInPhotos.ts';

describe('peopleTaggedInPhotos', () => {
  it('counts photos tagged with people and the distinct names', () => {
    const d = dataset('google', (x) =>
      x.media.push(
        { uri: 'a.jpg', at: null, source: 'a.jpg.json', people: ['Ann Lee', 'Bo Kim'] },
        { uri: 'b.jpg', at: null, source: 'b.jpg.json', people: ['Ann Lee'] },
      ),
    );
    const f = finding(peopleTaggedInPhotos, d);
    expect(f).toMatchObject({ count: 2, riskLevel: 'low' });
    expect(f.title).toBe('2 photos on Google name 2 people');
  });

  it('finds nothing in photos without tags', () => {
    expect(
      check(
        peopleTaggedInPhotos,
        dataset('google', (x) => x.media.push({ uri: 'a.jpg', at: null, source: 'a', people: [] })),
      ),
    ).toBeNull();
  });
});
