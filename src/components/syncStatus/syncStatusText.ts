// The words of the sync status indicator, as pure functions so they are tested without a browser.
// Invariant: every state a person can be in has a sentence that says what happens next.
import { STORAGE_MESSAGES } from '../../db/storageErrors.ts';
import type { SyncStatusView } from '../../hooks/useSyncStatus.ts';

/** Warn about unsynced changes on non-persistent storage after this long. */
export const UNSYNCED_WARNING_AFTER_MS = 24 * 60 * 60_000;

export interface SyncSummary {
  tone: 'success' | 'info' | 'warning' | 'danger';
  headline: string;
  detail: string | null;
}

export function formatTime(epochMs: number, now: number): string {
  const date = new Date(epochMs);
  const sameDay = new Date(now).toDateString() === date.toDateString();
  return sameDay
    ? date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
}

function changes(n: number): string {
  return n === 1 ? '1 change' : `${n} changes`;
}

export function summarizeSync(view: SyncStatusView, now: number): SyncSummary {
  const last = view.lastSyncedAt ? `Last synced ${formatTime(view.lastSyncedAt, now)}.` : null;
  const state = view.engine?.state;
  if (view.engine?.lastError === 'QUOTA')
    return {
      tone: 'danger',
      headline: 'This device is out of storage',
      detail: STORAGE_MESSAGES.quota,
    };
  if (state === 'signed-out' && view.pending > 0)
    return {
      tone: 'warning',
      headline: `${changes(view.pending)} waiting: sign in again to send them`,
      detail: 'They are kept on this device until you do.',
    };
  if (!view.online || state === 'offline')
    return {
      tone: view.pending > 0 ? 'warning' : 'info',
      headline:
        view.pending > 0 ? `Offline — ${changes(view.pending)} saved on this device` : 'Offline',
      detail: view.pending > 0 ? 'They will sync when you are back online.' : last,
    };
  if (view.pending > 0) {
    const retryAt = view.engine?.nextRetryAt;
    return {
      tone: 'info',
      headline:
        state === 'retrying'
          ? `${changes(view.pending)} waiting to sync`
          : `Syncing ${changes(view.pending)}…`,
      detail:
        state === 'retrying' && retryAt
          ? `The server could not be reached; trying again at ${formatTime(retryAt, now)}.`
          : last,
    };
  }
  return { tone: 'success', headline: 'All changes synced', detail: last };
}

/** A warning when unsynced data sits on storage the browser may evict, else null. */
export function evictionWarning(view: SyncStatusView, now: number): string | null {
  if (view.storagePersisted !== false || view.pending === 0 || !view.oldestPendingAt) return null;
  const age = now - new Date(view.oldestPendingAt).getTime();
  if (!(age > UNSYNCED_WARNING_AFTER_MS)) return null;
  return 'Some changes have not reached your account for over a day, and this browser may clear its storage. Go online soon to keep them.';
}
