import { describe, expect, it } from 'vitest';
import { check, dataset, finding } from '../testing/datasets.ts';
import { discoverability } from './discoverability.ts';

const setting = (name: string, value: string) => ({ name, value, source: 'user_data_tiktok.json' });

describe('discoverability', () => {
  it('counts the find-me settings that are on', () => {
    const d = dataset('tiktok', (x) =>
      x.profile.visibility.push(
        setting('Suggest your account to contacts', 'enabled'),
        setting('Suggest your account to Facebook friends', 'Enabled'),
        setting('Allow Others to Find Me', 'Disabled'),
      ),
    );
    const f = finding(discoverability, d);
    expect(f).toMatchObject({ count: 2, riskLevel: 'medium' });
  });

  it('finds nothing when those settings are off, and cannot decide when the export has none', () => {
    expect(
      check(
        discoverability,
        dataset('tiktok', (x) =>
          x.profile.visibility.push(setting('Allow Others to Find Me', 'Disabled')),
        ),
      ),
    ).toBeNull();
    expect(
      check(
        discoverability,
        dataset('tiktok', (x) => x.profile.visibility.push(setting('Filter Comments', 'Enabled'))),
      ),
    ).toMatchObject({
      notDeterminable: expect.any(String),
    });
  });
});
