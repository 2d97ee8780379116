// The words of the sync status indicator, as pure functions so they are tested without a browser.
// Invariant: every state a person can be in has a sentence that says what happens next.
import { STORAGE_MESSAGES } from '../../db/storageErrors.ts';
import type { PendingWork } from '../../db/repos/outbox.ts';
import type { SyncStatusView } from '../../hooks/useSyncStatus.ts';
import { plural } from '../../shared/plural.ts';

/** Warn about unsynced changes on non-persistent storage after this long. */
export const UNSYNCED_WARNING_AFTER_MS = 24 * 60 * 60_000;

export interface SyncSummary {
  tone: 'success' | 'info' | 'warning' | 'danger';
  headline: string;
  detail: string | null;
  /** The last sync time for the one-line indicator ("11:05"), when that line has room for it. */
  when: string | null;
}

export function formatTime(epochMs: number, now: number): string {
  const date = new Date(epochMs);
  const sameDay = new Date(now).toDateString() === date.toDateString();
  return sameDay
    ? date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
}

function count(n: number, one: string, many: string): string {
  return plural(n, { one: `# ${one}`, other: `# ${many}` });
}

/**
 * The writes waiting for the server, in things a person knows: "1 scan and its 14 findings",
 * "2 scans", "3 findings". Refused changes are not counted here (they are listed apart). The one
 * place these words are made: the status line and the sign-out dialog both use it.
 */
export function describePendingWork(work: PendingWork): string {
  const parts: string[] = [];
  const ownFindings = work.findingsOfWaitingScans;
  if (work.scans > 0) {
    const scans = count(work.scans, 'scan', 'scans');
    parts.push(
      ownFindings > 0
        ? `${scans} and ${work.scans === 1 ? 'its' : 'their'} ${count(ownFindings, 'finding', 'findings')}`
        : scans,
    );
  }
  const otherFindings = work.findings - (work.scans > 0 ? ownFindings : 0);
  if (otherFindings > 0)
    parts.push(
      parts.length > 0
        ? count(otherFindings, 'other finding', 'other findings')
        : count(otherFindings, 'finding', 'findings'),
    );
  return parts.join(' and ') || 'nothing';
}

/** Whether the phrase from describePendingWork takes "is" or "are" ("it" or "them"). */
export function isPlural(work: PendingWork): boolean {
  return work.scans + work.findings > 1;
}

/** "1 scan and its 14 findings are not on your account yet" (the sign-out dialog). */
export function notOnAccountYet(work: PendingWork): string {
  return `${describePendingWork(work)} ${isPlural(work) ? 'are' : 'is'} not on your account yet`;
}

/** "The server refused 2 changes" (refused writes, kept for the user to retry or discard). */
export function describeRefused(refused: number): string {
  return `The server refused ${plural(refused, { one: 'a change', other: '# changes' })}`;
}

export function summarizeSync(view: SyncStatusView, now: number): SyncSummary {
  const when = view.lastSyncedAt ? formatTime(view.lastSyncedAt, now) : null;
  const last = when ? `Last synced ${when}.` : null;
  const state = view.engine?.state;
  if (view.engine?.lastError === 'QUOTA')
    return {
      tone: 'danger',
      headline: 'This device is out of storage',
      detail: STORAGE_MESSAGES.quota,
      when: null,
    };
  const waiting = describePendingWork(view.work);
  if (state === 'signed-out' && view.pending > 0)
    return {
      tone: 'warning',
      headline: `${waiting} waiting: sign in again to send ${isPlural(view.work) ? 'them' : 'it'}`,
      detail: 'Kept on this device until you do.',
      when: null,
    };
  if (!view.online || state === 'offline')
    return {
      tone: view.pending > 0 ? 'warning' : 'info',
      headline: view.pending > 0 ? `Offline — ${waiting} saved on this device` : 'Offline',
      detail: view.pending > 0 ? 'Sent to your account when you are back online.' : last,
      when: view.pending > 0 ? null : when,
    };
  if (view.pending > 0) {
    const retryAt = view.engine?.nextRetryAt;
    return {
      tone: 'info',
      headline: state === 'retrying' ? `${waiting} waiting to sync` : `Syncing ${waiting}…`,
      detail:
        state === 'retrying' && retryAt
          ? `The server could not be reached; trying again at ${formatTime(retryAt, now)}.`
          : last,
      when: null,
    };
  }
  return { tone: 'success', headline: 'All changes synced', detail: last, when };
}

/** A warning when unsynced data sits on storage the browser may evict, else null. */
export function evictionWarning(view: SyncStatusView, now: number): string | null {
  if (view.storagePersisted !== false || view.pending === 0 || !view.oldestPendingAt) return null;
  const age = now - new Date(view.oldestPendingAt).getTime();
  if (!(age > UNSYNCED_WARNING_AFTER_MS)) return null;
  return 'Some changes have not reached your account for over a day, and this browser may clear its storage. Go online soon to keep them.';
}
