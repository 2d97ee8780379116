import { describe, expect, it } from 'vitest';
import { HOME, OFFICE, pointsAt } from '../testing/datasets.ts';
import {
  clusterPresences,
  distanceM,
  inferHome,
  inferRoutines,
  inferWork,
  type Presence,
} from './geo.ts';

const asPresences = (points: ReturnType<typeof pointsAt>): Presence[] =>
  points.map((p) => ({ ...p, origin: 'location-history', published: false, source: 'records' }));

describe('geo clustering', () => {
  it('measures distances in metres', () => {
    expect(distanceM(HOME.lat, HOME.lon, OFFICE.lat, OFFICE.lon)).toBeGreaterThan(2500);
    expect(distanceM(HOME.lat, HOME.lon, HOME.lat + 0.001, HOME.lon)).toBeCloseTo(111, 0);
  });

  it('groups points within 200 m into one cluster and keeps far points apart', () => {
    const clusters = clusterPresences(
      asPresences([
        ...pointsAt(HOME, '2026-01-05', 5, 22),
        ...pointsAt(OFFICE, '2026-01-05', 3, 10),
      ]),
      null,
    );
    expect(clusters.map((c) => c.size)).toEqual([5, 3]);
    expect(clusters[0]!.nights.size).toBe(5);
  });

  it('infers home, work and weekly routines from the clusters', () => {
    const clusters = clusterPresences(
      asPresences([
        ...pointsAt(HOME, '2026-01-05', 5, 22),
        ...pointsAt(OFFICE, '2026-01-05', 5, 9),
        ...pointsAt(OFFICE, '2026-01-12', 4, 9, 7),
      ]),
      null,
    );
    const home = inferHome(clusters);
    expect(home && distanceM(home.lat, home.lon, HOME.lat, HOME.lon)).toBeLessThan(100);
    const work = inferWork(clusters, home);
    expect(work && distanceM(work.lat, work.lon, OFFICE.lat, OFFICE.lon)).toBeLessThan(100);
    expect(inferRoutines(clusters)[0]).toMatchObject({ weekday: 1, hour: 10 });
  });

  it('puts a point just past midnight on the night it started', () => {
    const clusters = clusterPresences(asPresences(pointsAt(HOME, '2026-01-05', 1, 23)), 'UTC');
    expect([...clusters[0]!.nights]).toEqual(['2026-01-05']);
  });
});
