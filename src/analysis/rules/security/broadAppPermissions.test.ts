import { describe, expect, it } from 'vitest';
import { check, dataset, finding } from '../testing/datasets.ts';
import { broadAppPermissions } from './broadAppPermissions.ts';

const app = (name: string, permissions: string[]) => ({
  name,
  permissions,
  status: 'active' as const,
  source: 'connected-application.js',
});

describe('broadAppPermissions', () => {
  it('is high when an app can read direct messages', () => {
    const d = dataset('x', (x) =>
      x.connectedApps.push(
        app('Hootsuite', ['read', 'write', 'directmessages']),
        app('Reader', ['read']),
      ),
    );
    const f = finding(broadAppPermissions, d);
    expect(f).toMatchObject({ count: 1, riskLevel: 'high' });
    expect(f.description).toContain('1 can read your direct messages');
  });

  it('is medium for write access alone', () => {
    expect(
      finding(
        broadAppPermissions,
        dataset('x', (x) => x.connectedApps.push(app('Poster', ['read', 'write']))),
      ).riskLevel,
    ).toBe('medium');
  });

  it('finds nothing for read-only apps; cannot decide when permissions are not listed', () => {
    expect(
      check(
        broadAppPermissions,
        dataset('x', (x) => x.connectedApps.push(app('Reader', ['read']))),
      ),
    ).toBeNull();
    const unlisted = dataset('instagram', (x) =>
      x.connectedApps.push({ name: 'Later', status: 'expired', source: 'expired.json' }),
    );
    expect(check(broadAppPermissions, unlisted)).toMatchObject({
      notDeterminable: expect.any(String),
    });
  });
});
