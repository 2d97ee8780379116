import { describe, expect, it } from 'vitest';
import { check, dataset, finding, HOME } from '../testing/datasets.ts';
import { lastKnownLocation } from './lastKnownLocation.ts';

describe('lastKnownLocation', () => {
  it('flags a stored last known position', () => {
    const d = dataset('facebook', (x) =>
      x.places.push({
        kind: 'last-known',
        point: HOME,
        startAt: '2026-04-01T10:00:00.000Z',
        source: 'last_location.json',
      }),
    );
    expect(finding(lastKnownLocation, d)).toMatchObject({ riskLevel: 'medium', count: 1 });
  });

  it('finds nothing in visits that are not a last known position', () => {
    const d = dataset('facebook', (x) =>
      x.places.push({ kind: 'visit', point: HOME, source: 'history.json' }),
    );
    expect(check(lastKnownLocation, d)).toBeNull();
  });
});
