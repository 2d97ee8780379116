import { describe, expect, it } from 'vitest';
import { check, dataset, finding } from '../testing/datasets.ts';
import { photoGps } from './photoGps.ts';

const photo = (gps?: { lat: number; lon: number }) => ({
  uri: 'media/p.jpg',
  at: '2026-01-01T10:00:00.000Z',
  source: 'posts_1.json',
  ...(gps ? { gps, gpsFrom: 'json' as const } : {}),
});

describe('photoGps', () => {
  it('counts photos that keep the GPS position, out of all photos', () => {
    const d = dataset('instagram', (x) =>
      x.media.push(photo({ lat: 37.8, lon: -122.27 }), photo()),
    );
    const f = finding(photoGps, d);
    expect(f).toMatchObject({ count: 1, riskLevel: 'medium' });
    expect(f.description).toContain('1 photo of 2');
  });

  it('rates five or more located photos high', () => {
    const d = dataset('instagram', (x) => {
      for (let i = 0; i < 5; i++) x.media.push(photo({ lat: 37.8, lon: -122.27 }));
    });
    expect(finding(photoGps, d).riskLevel).toBe('high');
  });

  it('finds nothing when no photo has a position', () => {
    expect(
      check(
        photoGps,
        dataset('instagram', (x) => x.media.push(photo())),
      ),
    ).toBeNull();
  });
});
