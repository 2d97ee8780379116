import { describe, expect, it } from 'vitest';
import { check, dataset, daysAgo, finding } from '../testing/datasets.ts';
import { manyActiveSessions } from './manyActiveSessions.ts';

const device = (days: number) => ({
  name: 'Chrome on Android',
  lastSeenAt: daysAgo(days),
  source: 'authorized_logins.json',
});

describe('manyActiveSessions', () => {
  it('counts devices seen in the 90 days before the export once there are four or more', () => {
    const d = dataset('facebook', (x) => {
      x.exportDate = daysAgo(0);
      x.devices.push(device(1), device(10), device(30), device(80), device(400));
    });
    expect(finding(manyActiveSessions, d)).toMatchObject({ count: 4, riskLevel: 'medium' });
  });

  it('finds nothing with few recent devices', () => {
    const d = dataset('facebook', (x) => {
      x.exportDate = daysAgo(0);
      x.devices.push(device(1), device(2), device(500), device(600));
    });
    expect(check(manyActiveSessions, d)).toBeNull();
  });
});
