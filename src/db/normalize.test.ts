import { describe, expect, it } from 'vitest';
import { makeFinding, makeScan } from '../test/factories.ts';
import { normalizeFinding, normalizeLocalScan, normalizeScan } from './normalize.ts';

describe('normalising rows read from the device or the server', () => {
  it('drops unknown fields and keeps the known ones as they are', () => {
    const { syncState: _s, ...scan } = makeScan();
    expect(normalizeScan({ ...scan, somethingNew: 1 })).toEqual(scan);
  });

  it('fills defaults for fields a server or older app did not send', () => {
    expect(normalizeFinding({ id: 'f1', scanId: 's1', userId: 'u1', title: 'T' })).toEqual({
      id: 'f1',
      scanId: 's1',
      userId: 'u1',
      ruleId: '',
      platform: 'multi',
      category: 'privacy',
      riskLevel: 'medium',
      title: 'T',
      description: '',
      fixUrl: null,
      count: 1,
      createdAt: '',
      updatedAt: null,
    });
  });

  it('reads a finding about a platform this app does not know as a cross-platform one', () => {
    expect(normalizeFinding(makeFinding({ platform: 'x' }))?.platform).toBe('x');
    const fromNewerApp = { ...makeFinding(), platform: 'mastodon' };
    expect(normalizeFinding(fromNewerApp)?.platform).toBe('multi');
  });

  it('rejects a record without an id or an owner instead of guessing', () => {
    expect(normalizeScan({ userId: 'u' })).toBeNull();
    expect(normalizeScan({ id: 's' })).toBeNull();
    expect(normalizeFinding({ id: 'f', userId: 'u' })).toBeNull();
    expect(normalizeScan('nonsense')).toBeNull();
    expect(normalizeScan(null)).toBeNull();
  });

  it('turns server timestamps into UTC ISO strings so newest-first ordering holds', () => {
    const scan = normalizeScan({ ...makeScan(), createdAt: '2026-03-01 12:00:00.5+02:00' });
    expect(scan!.createdAt).toBe('2026-03-01T10:00:00.500Z');
  });

  it('treats impossible scores as unknown and an unknown status as scanning', () => {
    const scan = normalizeScan({
      ...makeScan(),
      privacyScore: 140,
      securityScore: '55',
      identityScore: Number.NaN,
      scanStatus: 'weird',
    });
    expect(scan).toMatchObject({
      privacyScore: null,
      securityScore: 55,
      identityScore: null,
      scanStatus: 'scanning',
    });
  });

  it('shows an error message only on failed scans', () => {
    expect(normalizeScan({ ...makeScan(), errorMessage: 'x' })!.errorMessage).toBeNull();
    expect(
      normalizeScan({ ...makeScan(), scanStatus: 'failed', errorMessage: 'x' })!.errorMessage,
    ).toBe('x');
  });

  it('treats a local row without a sync state as synced', () => {
    const { syncState: _s, ...scan } = makeScan();
    expect(normalizeLocalScan(scan)!.syncState).toBe('synced');
    expect(normalizeFinding({ ...makeFinding(), count: -3 })!.count).toBe(0);
  });
});
