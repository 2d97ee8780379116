import { describe, expect, it } from 'vitest';
import { check, dataset, finding, HOME, pointsAt } from '../testing/datasets.ts';
import { locationHistoryEnabled } from './locationHistoryEnabled.ts';

describe('locationHistoryEnabled', () => {
  it('flags a location history still recording when the export was made as high', () => {
    const d = dataset('google', (x) => x.locations.push(...pointsAt(HOME, '2026-05-01', 10, 8)));
    const f = finding(locationHistoryEnabled, d);
    expect(f).toMatchObject({ count: 10, riskLevel: 'high' });
    expect(f.description).toContain('still recording when the export was made');
  });

  it('rates an old, small history medium', () => {
    const d = dataset('google', (x) => x.locations.push(...pointsAt(HOME, '2015-05-01', 10, 8)));
    expect(finding(locationHistoryEnabled, d).riskLevel).toBe('medium');
  });

  it('ignores a single last-known position (another rule covers it)', () => {
    const d = dataset('instagram', (x) =>
      x.locations.push({ lat: 1, lon: 1, timeMs: 0, origin: 'last-location' }),
    );
    expect(check(locationHistoryEnabled, d)).toBeNull();
  });
});
