// What the sync engine needs from the world, injected so it runs the same in the browser, in Node
// and in tests: a clock, an online signal, locks, the signed-in session and the transport.
// Invariant: the engine reads time, connectivity and identity only through these ports.
import type { SyncedTable } from '../shared/tables.ts';

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface OnlineSignal {
  isOnline(): boolean;
  /** Called with the new value whenever connectivity changes. */
  subscribe(listener: (online: boolean) => void): () => void;
}

/** Moments worth retrying at: the app became visible, the page was shown again, … */
export type WakeSignal = (wake: () => void) => () => void;

export type LockResult<T> = { ran: true; value: T } | { ran: false };

export interface SyncLocks {
  /** Runs `task` holding the named lock, or reports that the lock could not be had in time. */
  run<T>(name: string, task: () => Promise<T>): Promise<LockResult<T>>;
}

export type RefreshOutcome = 'refreshed' | 'signed-out' | 'unavailable';

export interface SyncSession {
  /** The signed-in user whose token the transport sends, or null when signed out. */
  userId(): string | null;
  /** Refreshes the access token once: 'unavailable' means it could not be tried (offline). */
  refresh(): Promise<RefreshOutcome>;
}

/**
 * The server as the engine sees it. Errors carry `status` (0 for a network failure) and may carry
 * `retryAfterMs`, as RestError does. `asUser` is the user whose queue or rows the call concerns:
 * a transport sends it only with that user's token, and fails as unauthorized (401) when the
 * signed-in user changed meanwhile — so a write is never delivered under another account.
 */
export interface SyncTransport {
  upsert(
    table: SyncedTable,
    rows: Record<string, unknown>[],
    signal: AbortSignal,
    asUser: string,
  ): Promise<void>;
  update(
    table: SyncedTable,
    id: string,
    patch: Record<string, unknown>,
    signal: AbortSignal,
    asUser: string,
  ): Promise<void>;
  /** Deletes the row by id; deleting a row that is not there succeeds. */
  remove(table: SyncedTable, id: string, signal: AbortSignal, asUser: string): Promise<void>;
  /** The user's newest scan (camelCase, as the server has it) or null. */
  latestScan(signal: AbortSignal, asUser: string): Promise<unknown>;
  /** The ids of every scan the user has on the server (to drop the ones deleted elsewhere). */
  scanIds(signal: AbortSignal, asUser: string): Promise<string[]>;
  /** That scan's findings, newest first. */
  findingsOf(scanId: string, signal: AbortSignal, asUser: string): Promise<unknown[]>;
}
