import { describe, expect, it } from 'vitest';
import { trendTickLabel } from './trendAxis.ts';

const AT = Date.UTC(2026, 10, 25, 14, 5) / 1000;

describe('trend chart axis', () => {
  it('shows a date, and the time too when the scans span less than two days', () => {
    const label = trendTickLabel(AT, 40 * 60, 'en-GB');
    expect(label).toMatch(/Nov/);
    expect(label).toMatch(/\d{2}:\d{2}/);
  });

  it('shows dates alone over a longer span', () => {
    const label = trendTickLabel(AT, 30 * 24 * 60 * 60, 'en-GB');
    expect(label).toMatch(/Nov/);
    expect(label).not.toMatch(/:/);
  });
});
