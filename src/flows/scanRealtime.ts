// Scans seen across the user's open devices (issue 5): the page running a scan publishes its
// progress, completion or failure on the user's private 'scans' channel (backend/scanEvents.ts);
// every other open page of the same user shows that progress and, when the scan completed,
// failed or was deleted from the history, asks its sync engine to pull, so its dashboard shows
// the new scan (or drops the deleted one) without a reload.
// Invariants a change must keep:
// - Nothing here ever throws into the scan or the page: without a connection (offline, signed out,
//   the server unreachable) publishing does nothing and no progress is shown.
// - 'scan.completed' goes out only once this device's sync pushed the scan, so a device that
//   pulls on hearing it finds the scan on the server.
// - Events carry a scan id, a percentage and a stage word — never findings or evidence.
// - A page ignores the events of the scans it runs itself (the server echoes them back).
import type { ScanEvent, ScanEvents } from '../backend/scanEvents.ts';
import { reconnectDelayMs } from '../backend/realtimeClient.ts';
import type { LiveScan } from './scanFlow.ts';

/** A scan running on another device (or tab) of this user, as its events describe it. */
export interface RemoteScan {
  scanId: string;
  /** 0 to 100 */
  progress: number;
  stage: string;
}

/** A remote scan without news for this long is no longer shown (its page was closed). */
export const REMOTE_SCAN_STALE_MS = 30_000;
/**
 * At most one progress event per this interval: the server allows 20 messages a second per
 * user, and a progress bar on another device needs no more than two updates a second.
 */
export const PROGRESS_PUBLISH_INTERVAL_MS = 500;
/** How long a completed scan may wait for this device's sync before its event is dropped. */
export const COMPLETION_PUSH_WAIT_MS = 10 * 60_000;

/** What the scan flow tells the other devices. Never throws, never waits. */
export interface ScanEventSink {
  progress(scanId: string, live: LiveScan): void;
  completed(scanId: string): void;
  failed(scanId: string): void;
}

/** The part of the sync engine this needs. */
export interface ScanSync {
  /** Pushes the queue, then pulls the latest scan. */
  requestPull(): Promise<void>;
  /** Called on every change of the engine's status; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface ScanRealtimeOptions {
  /** True while this device still has writes of the scan waiting for the server. */
  hasPendingWrites(scanId: string): Promise<boolean>;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  random?: () => number;
}

/** Percentage of a live scan: checks done out of the total, 0 while the total is unknown. */
export function scanPercent(live: LiveScan): number {
  if (live.done == null || !live.total) return 0;
  return Math.max(0, Math.min(100, Math.round((live.done / live.total) * 100)));
}

export class ScanRealtime implements ScanEventSink {
  private events: ScanEvents | null = null;
  private sync: ScanSync | null = null;
  private readonly own = new Set<string>();
  private readonly lastProgressAt = new Map<string, number>();
  private remote: RemoteScan | null = null;
  private staleTimer: unknown = null;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;
  private readonly setTimer: (callback: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly options: ScanRealtimeOptions) {
    this.now = options.now ?? Date.now;
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer =
      options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  }

  // ---- the scan another device runs, for useSyncExternalStore ----

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): RemoteScan | null => this.remote;

  private setRemote(next: RemoteScan | null): void {
    if (this.staleTimer != null) this.clearTimer(this.staleTimer);
    this.staleTimer = next ? this.setTimer(() => this.setRemote(null), REMOTE_SCAN_STALE_MS) : null;
    this.remote = next;
    for (const listener of this.listeners) listener();
  }

  // ---- wiring ----

  /** The page's sync engine (null while there is none). */
  setSync(sync: ScanSync | null): void {
    this.sync = sync;
  }

  /**
   * Listens to the user's scan events and publishes through `events` until the returned function
   * is called. A subscription the server did not confirm is retried with the realtime backoff.
   */
  attach(events: ScanEvents): () => void {
    let detached = false;
    let attempt = 0;
    let retry: unknown = null;
    let unsubscribe: (() => void) | null = null;
    const trySubscribe = () => {
      retry = null;
      events
        .subscribe((event) => this.receive(event))
        .then(
          (stop) => {
            if (detached) return stop();
            unsubscribe = stop;
            this.events = events;
          },
          () => {
            if (detached) return;
            retry = this.setTimer(trySubscribe, reconnectDelayMs(attempt++, this.options.random));
          },
        );
    };
    trySubscribe();
    return () => {
      detached = true;
      if (retry != null) this.clearTimer(retry);
      unsubscribe?.();
      if (this.events === events) this.events = null;
      this.setRemote(null);
    };
  }

  private receive(event: ScanEvent): void {
    if (this.own.has(event.scanId)) return;
    if (event.type === 'scan.progress') {
      this.setRemote({ scanId: event.scanId, progress: event.progress, stage: event.stage });
      return;
    }
    if (this.remote?.scanId === event.scanId) this.setRemote(null);
    // The other device pushed the scan before it said so: pulling brings it here. A failed pull
    // is retried by the engine itself.
    void this.sync?.requestPull().catch(() => undefined);
  }

  // ---- this page's scans ----

  private publish(event: ScanEvent): void {
    this.events?.publish(event).catch(() => undefined);
  }

  progress(scanId: string, live: LiveScan): void {
    this.own.add(scanId);
    const time = this.now();
    const last = this.lastProgressAt.get(scanId);
    if (last != null && time - last < PROGRESS_PUBLISH_INTERVAL_MS) return;
    this.lastProgressAt.set(scanId, time);
    this.publish({
      type: 'scan.progress',
      scanId,
      progress: scanPercent(live),
      stage: live.done != null && live.total && live.done >= live.total ? 'scoring' : 'checks',
    });
  }

  failed(scanId: string): void {
    this.own.add(scanId);
    this.lastProgressAt.delete(scanId);
    void this.afterPush(scanId).then((pushed) => {
      if (pushed) this.publish({ type: 'scan.failed', scanId });
    });
  }

  completed(scanId: string): void {
    this.own.add(scanId);
    this.lastProgressAt.delete(scanId);
    void this.afterPush(scanId).then((pushed) => {
      if (pushed) this.publish({ type: 'scan.completed', scanId });
    });
  }

  /** Deleted from the history here: once the delete reached the server, the others drop it. */
  deleted(scanId: string): void {
    this.own.add(scanId);
    void this.afterPush(scanId).then((pushed) => {
      if (pushed) this.publish({ type: 'scan.deleted', scanId });
    });
  }

  /**
   * Resolves true once this device has no writes of the scan left for the server (asking the
   * engine to push now, then watching it), false when that did not happen in time or there is
   * no sync engine.
   */
  private async afterPush(scanId: string): Promise<boolean> {
    const sync = this.sync;
    if (!sync) return false;
    const pushed = () => this.options.hasPendingWrites(scanId).then((pending) => !pending);
    try {
      await sync.requestPull();
      if (await pushed()) return true;
    } catch {
      return false;
    }
    return new Promise<boolean>((resolve) => {
      let settled = false;
      const finish = (value: boolean) => {
        if (settled) return;
        settled = true;
        stop();
        this.clearTimer(timer);
        resolve(value);
      };
      const stop = sync.subscribe(() => {
        pushed().then(
          (done) => done && finish(true),
          () => finish(false),
        );
      });
      const timer = this.setTimer(() => finish(false), COMPLETION_PUSH_WAIT_MS);
    });
  }
}
