import { describe, expect, it } from 'vitest';
import type { SyncStatusView } from '../../hooks/useSyncStatus.ts';
import {
  describePendingWork,
  evictionWarning,
  notOnAccountYet,
  summarizeSync,
} from './syncStatusText.ts';

const NOW = Date.UTC(2026, 2, 1, 12);

function waiting(scans: number, findingsOfWaitingScans: number, otherFindings = 0) {
  const work = {
    scans,
    findings: findingsOfWaitingScans + otherFindings,
    findingsOfWaitingScans,
    refused: 0,
  };
  return { pending: work.scans + work.findings, work };
}

function view(overrides: Partial<SyncStatusView> = {}): SyncStatusView {
  return {
    online: true,
    engine: { state: 'idle', nextRetryAt: null, lastError: null, lastSyncedAt: null },
    pending: 0,
    work: { scans: 0, findings: 0, findingsOfWaitingScans: 0, refused: 0 },
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

  it('counts the scans and findings kept on the device while offline', () => {
    expect(summarizeSync(view({ online: false, ...waiting(1, 14) }), NOW).headline).toBe(
      'Offline — 1 scan and its 14 findings saved on this device',
    );
  });

  it('words waiting work as scans and findings, never as raw queue entries', () => {
    expect(describePendingWork(waiting(1, 0).work)).toBe('1 scan');
    expect(describePendingWork(waiting(2, 30).work)).toBe('2 scans and their 30 findings');
    expect(describePendingWork(waiting(0, 0, 3).work)).toBe('3 findings');
    expect(describePendingWork(waiting(1, 1, 2).work)).toBe(
      '1 scan and its 1 finding and 2 other findings',
    );
    expect(notOnAccountYet(waiting(1, 14).work)).toBe(
      '1 scan and its 14 findings are not on your account yet',
    );
    expect(notOnAccountYet(waiting(1, 0).work)).toBe('1 scan is not on your account yet');
  });

  it('asks for sign-in when the queue is paused by an expired session', () => {
    const summary = summarizeSync(
      view({
        ...waiting(1, 0),
        engine: {
          state: 'signed-out',
          nextRetryAt: null,
          lastError: 'HTTP_401',
          lastSyncedAt: null,
        },
      }),
      NOW,
    );
    expect(summary.headline).toBe('1 scan waiting: sign in again to send it');
  });

  it('says when the next retry happens', () => {
    const summary = summarizeSync(
      view({
        ...waiting(2, 0),
        engine: {
          state: 'retrying',
          nextRetryAt: NOW + 30_000,
          lastError: 'HTTP_503',
          lastSyncedAt: null,
        },
      }),
      NOW,
    );
    expect(summary.headline).toBe('2 scans waiting to sync');
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

describe('the one-line sync indicator', () => {
  it('gives the last sync time for the line only when everything is synced', () => {
    const synced = summarizeSync(view(), NOW);
    expect(synced.when).toMatch(/\d/);
    expect(synced.detail).toBe(`Last synced ${synced.when}.`);
    expect(summarizeSync(view({ online: false, ...waiting(1, 14) }), NOW).when).toBeNull();
  });
});
