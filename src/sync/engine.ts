// The sync engine: pushes the signed-in user's outbox to the server and pulls their latest scan.
// Plain TypeScript — clock, network, locks, session and transport are injected (ports.ts).
// Invariants a change must keep:
// - the queue is pushed strictly in creation order, one request at a time, so parents go before
//   children and a row's writes arrive in order; an entry waiting on backoff blocks those behind;
// - an entry leaves the outbox only after the server acknowledged it (or it was refused and moved
//   to dead letters); a crash between send and acknowledgement resends it, which is harmless
//   because every entry is an idempotent upsert or a full-state PATCH;
// - only the signed-in user's entries are sent, and only while that user is signed in;
// - a failure always leaves a retry scheduled or a trigger (online, sign-in) to wait for: the
//   queue never stalls silently;
// - one engine pushes a user's queue at a time (Web Lock, backed by a lease in IndexedDB).
import { normalizeScan } from '../db/normalize.ts';
import {
  acknowledge,
  acquireFlushLease,
  countPending,
  moveToDeadLetters,
  readQueueHead,
  recordAttempt,
  releaseFlushLease,
} from '../db/repos/outbox.ts';
import { applyPulledRows, dropScansDeletedElsewhere } from '../db/repos/pulled.ts';
import { appendSyncLog } from '../db/repos/syncLog.ts';
import type { FootprintDatabase, OutboxEntry, SyncOutcome } from '../db/schema.ts';
import { classifyFailure, RequestTimeoutError, type Failure } from './failures.ts';
import type {
  Clock,
  OnlineSignal,
  SyncLocks,
  SyncSession,
  SyncTransport,
  WakeSignal,
} from './ports.ts';
import { retryDelayMs } from './retryPolicy.ts';

/**
 * Rows per upsert request. A finding is ~350 bytes of JSON, so 500 rows stay far below the
 * server's 1 MB body limit and its 1,000-row cap, while a phone's round trips (the dominant cost
 * on mobile networks) drop 2.5× against 200.
 */
export const SYNC_BATCH_MAX_ROWS = 500;
/** A request not answered in this time is abandoned and retried. */
export const REQUEST_TIMEOUT_MS = 20_000;
/** The IndexedDB lease outlives one request, so a live holder always renews it in time. */
export const FLUSH_LEASE_TTL_MS = REQUEST_TIMEOUT_MS + 5_000;

/** What the engine is doing (a row's own sync state is schema.ts's SyncState). */
export type SyncEngineState =
  'idle' | 'syncing' | 'retrying' | 'offline' | 'signed-out' | 'stopped';

export interface SyncStatus {
  state: SyncEngineState;
  /** Epoch ms of the next automatic retry, when one is scheduled. */
  nextRetryAt: number | null;
  /** Error class of the last failure ('NETWORK', 'HTTP_503', …), never a server message. */
  lastError: string | null;
  /** Epoch ms when this engine last left the queue empty. */
  lastSyncedAt: number | null;
}

export interface SyncEngineOptions {
  db: FootprintDatabase;
  transport: SyncTransport;
  session: SyncSession;
  clock: Clock;
  online: OnlineSignal;
  locks: SyncLocks;
  /** Identifies this engine's lease; a reloaded tab reuses its id to take its lease back. */
  holderId: string;
  random?: () => number;
  wakeSignals?: WakeSignal[];
  batchMaxRows?: number;
}

interface DrainResult {
  outcome: SyncOutcome;
  sent: number;
  detail: string | null;
}

export class SyncEngine {
  private readonly options: SyncEngineOptions;
  private readonly random: () => number;
  private readonly batchMaxRows: number;
  private userId: string | null = null;
  private running: Promise<void> | null = null;
  private rerun = false;
  private stopped = true;
  private paused = false;
  private pullWanted = false;
  private attempt = 0;
  private retryTimer: unknown = null;
  private unsubscribers: (() => void)[] = [];
  private status: SyncStatus = {
    state: 'stopped',
    nextRetryAt: null,
    lastError: null,
    lastSyncedAt: null,
  };
  private readonly listeners = new Set<(status: SyncStatus) => void>();

  constructor(options: SyncEngineOptions) {
    this.options = options;
    this.random = options.random ?? Math.random;
    this.batchMaxRows = options.batchMaxRows ?? SYNC_BATCH_MAX_ROWS;
  }

  /** Starts syncing: pushes and pulls now, and again on every trigger. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.pullWanted = true;
    this.unsubscribers = [
      this.options.online.subscribe((online) => {
        if (online) this.wake();
        else this.setStatus({ state: 'offline' });
      }),
      ...(this.options.wakeSignals ?? []).map((signal) => signal(() => this.wake())),
    ];
    this.wake();
  }

  /** Stops all activity; nothing is written after this (as if the page had been closed). */
  stop(): void {
    this.stopped = true;
    this.clearRetry();
    for (const unsubscribe of this.unsubscribers) unsubscribe();
    this.unsubscribers = [];
    this.setStatus({ state: 'stopped', nextRetryAt: null });
  }

  /** Sign-in, sign-out or a different user: re-reads the session and syncs for it. */
  onSessionChanged(): void {
    this.paused = false;
    this.wake();
  }

  /** A fresh access token: a paused queue resumes. */
  onTokenRefreshed(): void {
    this.paused = false;
    this.wake();
  }

  /** A local write was queued; pushes it unless a retry is already waiting its turn. */
  onLocalWrite(): void {
    if (this.retryTimer == null) void this.requestFlush();
  }

  /** Another device changed data (realtime hint) or a scan finished: pull after pushing. */
  requestPull(): Promise<void> {
    this.pullWanted = true;
    return this.requestFlush();
  }

  /** True while a flush or pull is running. */
  get busy(): boolean {
    return this.running != null;
  }

  getStatus(): SyncStatus {
    return this.status;
  }

  subscribe(listener: (status: SyncStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Retry now: cancels any backoff wait (online, visible, start, token refresh). */
  private wake(): void {
    this.clearRetry();
    void this.requestFlush();
  }

  /** Runs a flush, or asks the running one to go round once more. */
  requestFlush(): Promise<void> {
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    // `running` is cleared in the same synchronous step as the last `rerun` check: clearing it in
    // a later .finally() left a few microtasks in which a request (e.g. the session arriving just
    // after a flush that saw nobody) set `rerun` on a loop that had already ended, and was lost.
    const loop = async () => {
      try {
        do {
          this.rerun = false;
          await this.flushOnce();
        } while (this.rerun && !this.stopped);
      } catch (error: unknown) {
        // A local database failure (quota, closed connection): keep the queue, try again later.
        this.setStatus({ lastError: errorClass(error) });
        this.scheduleRetry(null);
      } finally {
        this.running = null;
      }
    };
    // The loop awaits before it can end, so `running` is set before its finally clears it.
    this.running = loop();
    return this.running;
  }

  private setStatus(patch: Partial<SyncStatus>): void {
    this.status = { ...this.status, ...patch };
    for (const listener of this.listeners) listener(this.status);
  }

  private clearRetry(): void {
    if (this.retryTimer != null) this.options.clock.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (this.status.nextRetryAt != null) this.setStatus({ nextRetryAt: null });
  }

  private scheduleRetry(retryAfterMs: number | null): void {
    if (this.stopped) return;
    const delay = retryDelayMs(this.attempt, this.random, retryAfterMs);
    this.attempt += 1;
    if (this.retryTimer != null) this.options.clock.clearTimeout(this.retryTimer);
    this.retryTimer = this.options.clock.setTimeout(() => {
      this.retryTimer = null;
      void this.requestFlush();
    }, delay);
    this.setStatus({ state: 'retrying', nextRetryAt: this.options.clock.now() + delay });
  }

  private switchUser(userId: string | null): void {
    this.userId = userId;
    this.attempt = 0;
    this.paused = false;
    this.pullWanted = true;
    this.clearRetry();
  }

  private async flushOnce(): Promise<void> {
    if (this.stopped) return;
    const { db, clock, locks, session, online, holderId } = this.options;
    const userId = session.userId();
    if (userId !== this.userId) this.switchUser(userId);
    if (!userId) return this.setStatus({ state: 'signed-out' });
    if (this.paused) return this.setStatus({ state: 'signed-out' });
    if (!online.isOnline()) return this.setStatus({ state: 'offline' });

    this.setStatus({ state: 'syncing' });
    const startedAt = clock.now();
    const locked = await locks.run(`footprint-sync:${userId}`, async (): Promise<DrainResult> => {
      if (!(await acquireFlushLease(db, userId, holderId, clock.now(), FLUSH_LEASE_TTL_MS)))
        return { outcome: 'busy-elsewhere', sent: 0, detail: null };
      try {
        const pushed = await this.drain(userId);
        if (drained(pushed.outcome) && this.pullWanted && !this.stopped)
          return this.pull(userId, pushed);
        return pushed;
      } finally {
        if (!this.stopped) await releaseFlushLease(db, userId, holderId);
      }
    });
    const result: DrainResult = locked.ran
      ? locked.value
      : { outcome: 'busy-elsewhere', sent: 0, detail: null };
    if (this.stopped) return;
    if (result.outcome === 'busy-elsewhere') this.scheduleRetry(null);

    const queueLength = await countPending(db, userId);
    await appendSyncLog(db, {
      userId,
      startedAt,
      endedAt: clock.now(),
      outcome: result.outcome,
      sent: result.sent,
      queueLength,
      detail: result.detail,
    });
    if (drained(result.outcome)) {
      this.setStatus({
        state: 'idle',
        lastError: null,
        lastSyncedAt: clock.now(),
        nextRetryAt: this.retryTimer == null ? null : this.status.nextRetryAt,
      });
      // Written while this flush held the lease (e.g. by another tab): go round again.
      if (queueLength > 0) this.rerun = true;
    } else if (result.outcome === 'signed-out') {
      this.setStatus({ state: 'signed-out', lastError: result.detail });
    } else if (result.outcome === 'offline') {
      this.setStatus({ state: 'offline', lastError: result.detail });
    } else if (result.detail) {
      this.setStatus({ lastError: result.detail });
    }
  }

  /** Sends the queue head by head until it is empty or a failure stops it. */
  private async drain(userId: string): Promise<DrainResult> {
    const { db, clock, session, holderId } = this.options;
    let sent = 0;
    let refreshed = false;
    let deadLettered = false;
    // After a refused batch, its entries are sent one by one to find the one the server refuses.
    let isolateThroughSeq = -1;
    for (;;) {
      if (this.stopped || session.userId() !== userId)
        return { outcome: 'retrying', sent, detail: null };
      const head = await readQueueHead(db, userId, this.batchMaxRows);
      if (head.length === 0) {
        this.attempt = 0;
        return { outcome: deadLettered ? 'dead-letter' : 'synced', sent, detail: null };
      }
      if (!(await acquireFlushLease(db, userId, holderId, clock.now(), FLUSH_LEASE_TTL_MS)))
        return { outcome: 'busy-elsewhere', sent, detail: null };
      const batch = head[0]!.seq! <= isolateThroughSeq ? [head[0]!] : takeBatch(head);
      try {
        await this.send(batch);
      } catch (error) {
        if (this.stopped) return { outcome: 'retrying', sent, detail: null };
        const failure = classifyFailure(error);
        const detail = failureDetail(failure);
        if (failure.kind === 'retry') {
          await recordAttempt(db, batch, detail);
          this.scheduleRetry(failure.retryAfterMs);
          return {
            outcome:
              failure.status === 0 && !this.options.online.isOnline() ? 'offline' : 'retrying',
            sent,
            detail,
          };
        }
        if (failure.kind === 'unauthorized') {
          if (!refreshed) {
            refreshed = true;
            const outcome = await session.refresh();
            if (outcome === 'refreshed') continue;
            if (outcome === 'unavailable') {
              this.scheduleRetry(null);
              return { outcome: 'retrying', sent, detail };
            }
          }
          // Paused, not dropped: sign-in (onSessionChanged) or a new token resumes it.
          this.paused = true;
          return { outcome: 'signed-out', sent, detail };
        }
        if (batch.length > 1) {
          isolateThroughSeq = batch[batch.length - 1]!.seq!;
          continue;
        }
        await moveToDeadLetters(db, batch[0]!, failure, new Date(clock.now()));
        deadLettered = true;
        continue;
      }
      if (this.stopped) return { outcome: 'retrying', sent, detail: null };
      await acknowledge(db, batch);
      sent += batch.length;
      this.attempt = 0;
    }
  }

  private async send(batch: OutboxEntry[]): Promise<void> {
    const { transport } = this.options;
    const first = batch[0]!;
    await this.withTimeout((signal) =>
      first.op === 'upsert'
        ? transport.upsert(
            first.table,
            batch.map((entry) => entry.payload),
            signal,
            first.userId,
          )
        : first.op === 'delete'
          ? transport.remove(first.table, first.rowId, signal, first.userId)
          : transport.update(first.table, first.rowId, first.payload, signal, first.userId),
    );
  }

  /**
   * Pulls the latest scan and its findings, and drops the synced scans another device deleted;
   * rows with queued writes keep their local values.
   */
  private async pull(userId: string, pushed: DrainResult): Promise<DrainResult> {
    const { db, transport, session } = this.options;
    try {
      const rawScan = await this.withTimeout((signal) => transport.latestScan(signal, userId));
      const scan = rawScan == null ? null : normalizeScan(rawScan);
      const rawFindings = scan
        ? await this.withTimeout((signal) => transport.findingsOf(scan.id, signal, userId))
        : [];
      const onServer = await this.withTimeout((signal) => transport.scanIds(signal, userId));
      if (this.stopped || session.userId() !== userId) return pushed;
      await applyPulledRows(db, userId, rawScan, rawFindings);
      await dropScansDeletedElsewhere(db, userId, onServer);
      this.pullWanted = false;
      return pushed;
    } catch (error) {
      if (this.stopped) return pushed;
      const failure = classifyFailure(error);
      const detail = failureDetail(failure);
      if (failure.kind === 'rejected') {
        this.pullWanted = false;
        return { ...pushed, detail };
      }
      if (failure.kind === 'unauthorized') {
        const outcome = await session.refresh();
        if (outcome === 'signed-out') {
          this.paused = true;
          return { outcome: 'signed-out', sent: pushed.sent, detail };
        }
      }
      this.scheduleRetry(failure.retryAfterMs);
      return { outcome: 'retrying', sent: pushed.sent, detail };
    }
  }

  private async withTimeout<T>(request: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const { clock } = this.options;
    const controller = new AbortController();
    let timer: unknown = null;
    const timeout = new Promise<never>((_, reject) => {
      timer = clock.setTimeout(() => {
        controller.abort();
        reject(new RequestTimeoutError());
      }, REQUEST_TIMEOUT_MS);
    });
    const pending = request(controller.signal);
    pending.catch(() => undefined);
    try {
      return await Promise.race([pending, timeout]);
    } finally {
      clock.clearTimeout(timer);
    }
  }
}

/** Up to SYNC_BATCH_MAX_ROWS leading upserts of one table into one request, one row id once. */
export function takeBatch(head: OutboxEntry[]): OutboxEntry[] {
  const first = head[0]!;
  if (first.op !== 'upsert') return [first];
  const batch = [first];
  const ids = new Set([first.rowId]);
  for (const entry of head.slice(1)) {
    if (entry.op !== 'upsert' || entry.table !== first.table || ids.has(entry.rowId)) break;
    ids.add(entry.rowId);
    batch.push(entry);
  }
  return batch;
}

/** The queue was emptied (some entries may have gone to dead letters). */
function drained(outcome: SyncOutcome): boolean {
  return outcome === 'synced' || outcome === 'dead-letter';
}

function failureDetail(failure: Failure): string {
  return failure.status === 0 ? failure.code : `HTTP_${failure.status}`;
}

function errorClass(error: unknown): string {
  const inner = (error as { inner?: { name?: unknown } } | null)?.inner?.name;
  const name = (error as { name?: unknown } | null)?.name;
  if (inner === 'QuotaExceededError' || name === 'QuotaExceededError') return 'QUOTA';
  return typeof name === 'string' ? name : 'LOCAL_ERROR';
}
