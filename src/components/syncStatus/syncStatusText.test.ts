import { describe, expect, it } from 'vitest';
import type { SyncStatusView } from '../../hooks/useSyncStatus.ts';
import { evictionWarning, summarizeSync } from './syncStatusText.ts';

const NOW = Date.UTC(2026, 2, 1, 12);

function view(overrides: Partial<SyncStatusView> = {}): SyncStatusView {
  return {
    online: true,
    engine: { state: 'idle', nextRetryAt: null, lastError: null, lastSyncedAt: null },
    pending: 0,
    oldestPendingAt: null,
    lastSyncedAt: NOW - 60_000,
    refused: [],
    storagePersisted: true,
    ...overrides,
  };
}

describe('sync status wording', () => {
  it('says everything is synced when the queue is empty', () => {
    expect(summarizeSync(view(), NOW)).toMatchObject({
      tone: 'success',
      headline: 'All changes synced',
    });
  });

  it('counts changes kept on the device while offline', () => {
    expect(summarizeSync(view({ online: false, pending: 3 }), NOW).headline).toBe(
      'Offline — 3 changes saved on this device',
    );
  });

  it('asks for sign-in when the queue is paused by an expired session', () => {
    const summary = summarizeSync(
      view({
        pending: 1,
        engine: {
          state: 'signed-out',
          nextRetryAt: null,
          lastError: 'HTTP_401',
          lastSyncedAt: null,
        },
      }),
      NOW,
    );
    expect(summary.headline).toBe('1 change waiting: sign in again to send them');
  });

  it('says when the next retry happens', () => {
    const summary = summarizeSync(
      view({
        pending: 2,
        engine: {
          state: 'retrying',
          nextRetryAt: NOW + 30_000,
          lastError: 'HTTP_503',
          lastSyncedAt: null,
        },
      }),
      NOW,
    );
    expect(summary.headline).toBe('2 changes waiting to sync');
    expect(summary.detail).toMatch(/trying again at/);
  });

  it('warns about eviction only for day-old changes on non-persistent storage', () => {
    const old = new Date(NOW - 25 * 60 * 60_000).toISOString();
    expect(
      evictionWarning(view({ pending: 1, oldestPendingAt: old, storagePersisted: false }), NOW),
    ).toMatch(/may clear its storage/);
    expect(
      evictionWarning(view({ pending: 1, oldestPendingAt: old, storagePersisted: true }), NOW),
    ).toBeNull();
    const recent = new Date(NOW - 60_000).toISOString();
    expect(
      evictionWarning(view({ pending: 1, oldestPendingAt: recent, storagePersisted: false }), NOW),
    ).toBeNull();
  });

  it('explains a full device instead of a silent stall', () => {
    const summary = summarizeSync(
      view({
        pending: 1,
        engine: { state: 'retrying', nextRetryAt: null, lastError: 'QUOTA', lastSyncedAt: null },
      }),
      NOW,
    );
    expect(summary).toMatchObject({ tone: 'danger', headline: 'This device is out of storage' });
    expect(summary.detail).toMatch(/Free some space/);
  });
});
