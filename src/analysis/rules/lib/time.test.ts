import { describe, expect, it } from 'vitest';
import { dataset } from '../testing/datasets.ts';
import { datasetTimeZone, isNight, isWorkHours, localTime } from './time.ts';

describe('local time of day', () => {
  it('uses the time zone the export states, with daylight saving', () => {
    const summer = localTime(Date.parse('2026-07-01T21:30:00Z'), 'Europe/London');
    expect(summer.hour).toBe(22);
    expect(isNight(summer)).toBe(true);
    expect(localTime(Date.parse('2026-01-15T21:30:00Z'), 'Europe/London').hour).toBe(21);
  });

  it('falls back to the solar offset of the longitude, then to UTC', () => {
    expect(localTime(Date.parse('2026-01-15T14:00:00Z'), null, -122.4).hour).toBe(6);
    expect(localTime(Date.parse('2026-01-15T14:00:00Z'), null).hour).toBe(14);
  });

  it('counts work hours on weekdays only', () => {
    expect(isWorkHours(localTime(Date.parse('2026-01-05T10:00:00Z'), null))).toBe(true); // Monday
    expect(isWorkHours(localTime(Date.parse('2026-01-04T10:00:00Z'), null))).toBe(false); // Sunday
  });

  it('reads only real IANA zones from the profile', () => {
    const d = dataset('facebook', (x) => {
      x.profile.locations.push({ value: 'Athens', kind: 'timezone', source: 'a' });
      x.profile.locations.push({ value: 'Europe/London', kind: 'timezone', source: 'b' });
    });
    expect(datasetTimeZone(d)).toBe('Europe/London');
    expect(datasetTimeZone(dataset('x'))).toBeNull();
  });
});
