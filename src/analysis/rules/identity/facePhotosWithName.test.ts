import { describe, expect, it } from 'vitest';
import { check, dataset, finding } from '../testing/datasets.ts';
import { facePhotosWithName } from './facePhotosWithName.ts';

describe('facePhotosWithName', () => {
  it('pairs a profile photo and photos tagged with the user with their full name', () => {
    const d = dataset('google', (x) => {
      x.profile.names.push({ value: 'Jane Doe', kind: 'full-name', source: 'profile.json' });
      x.media.push(
        { uri: 'profile_photo.jpg', at: null, source: 'profile.json' },
        { uri: 'beach.jpg', at: null, source: 'beach.jpg.json', people: ['Jane Doe'] },
        { uri: 'dog.jpg', at: null, source: 'dog.jpg.json', people: ['Rex'] },
      );
    });
    const f = finding(facePhotosWithName, d);
    expect(f).toMatchObject({ count: 2, riskLevel: 'medium' });
  });

  it('finds nothing without such photos; cannot decide without a full name', () => {
    const noMatch = dataset('google', (x) => {
      x.profile.names.push({ value: 'Jane Doe', kind: 'full-name', source: 'p' });
      x.media.push({ uri: 'dog.jpg', at: null, source: 'd', people: ['Rex'] });
    });
    expect(check(facePhotosWithName, noMatch)).toBeNull();
    const noName = dataset('instagram', (x) =>
      x.media.push({ uri: 'profile_photo.jpg', at: null, source: 'p' }),
    );
    expect(check(facePhotosWithName, noName)).toMatchObject({
      notDeterminable: expect.any(String),
    });
  });
});
