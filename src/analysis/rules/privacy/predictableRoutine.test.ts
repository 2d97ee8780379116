import { describe, expect, it } from 'vitest';
import { check, dataset, finding, OFFICE, pointsAt } from '../testing/datasets.ts';
import { predictableRoutine } from './predictableRoutine.ts';

describe('predictableRoutine', () => {
  it('finds the same place at the same weekday and hour in four or more weeks', () => {
    // Every Tuesday (2026-01-06 onwards) at 17:00 UTC = 18:00 local.
    const d = dataset('google', (x) =>
      x.locations.push(...pointsAt(OFFICE, '2026-01-06', 5, 17, 7)),
    );
    const f = finding(predictableRoutine, d);
    expect(f.count).toBe(1);
    expect(f.description).toContain('on Tuesdays around 18:00 in 5 different weeks');
  });

  it('finds nothing in visits on different weekdays', () => {
    const d = dataset('google', (x) =>
      x.locations.push(...pointsAt(OFFICE, '2026-01-06', 5, 17, 8)),
    );
    expect(check(predictableRoutine, d)).toBeNull();
  });
});
