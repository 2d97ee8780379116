import { describe, expect, it } from 'vitest';
import { check, dataset, finding } from '../testing/datasets.ts';
import { offPlatformActivity } from './offPlatformActivity.ts';

const source = (name: string, types: string[], events: number | null = 2) => ({
  name,
  events,
  lastAt: '2026-01-01T00:00:00.000Z',
  types,
  source: 'off.json',
});

describe('offPlatformActivity', () => {
  it('counts reporting apps and events, medium when purchases are reported', () => {
    const d = dataset('facebook', (x) =>
      x.offPlatformActivity.push(
        source('shop.example', ['PURCHASE'], 3),
        source('news.example', ['PAGE_VIEW']),
      ),
    );
    const f = finding(offPlatformActivity, d);
    expect(f).toMatchObject({ count: 2, riskLevel: 'medium' });
    expect(f.description).toContain('sent Facebook 5 events');
  });

  it('rates page views alone from a few sites low', () => {
    const d = dataset('facebook', (x) =>
      x.offPlatformActivity.push(source('news.example', ['PAGE_VIEW'])),
    );
    expect(finding(offPlatformActivity, d).riskLevel).toBe('low');
  });

  it('does not call businesses listed without their events "0 events" (HTML export)', () => {
    const d = dataset('facebook', (x) =>
      x.offPlatformActivity.push(source('game.example', [], null), source('app.example', [], null)),
    );
    const f = finding(offPlatformActivity, d);
    expect(f.description).toContain('sent Facebook what they recorded');
    expect(f.description).not.toMatch(/\b0 events/);
    expect(f.evidence.map((e) => e.label)).toEqual([
      'game.example (events not in this export)',
      'app.example (events not in this export)',
    ]);
  });

  it('finds nothing when no outside activity is listed', () => {
    expect(
      check(
        offPlatformActivity,
        dataset('facebook', () => undefined, ['offPlatformActivity']),
      ),
    ).toBeNull();
  });
});
