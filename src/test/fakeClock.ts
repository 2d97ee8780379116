// A virtual clock for sync tests: timers fire only when the test advances time, so backoff and
// timeouts are checked without waiting. Real event-loop turns still run (IndexedDB needs them).
import type { Clock } from '../sync/ports.ts';

interface Timer {
  id: number;
  at: number;
  callback: () => void;
}

export class FakeClock implements Clock {
  private current: number;
  private nextId = 1;
  private timers: Timer[] = [];

  constructor(start = Date.UTC(2026, 0, 1)) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  setTimeout(callback: () => void, delayMs: number): unknown {
    const timer = { id: this.nextId++, at: this.current + Math.max(0, delayMs), callback };
    this.timers.push(timer);
    return timer.id;
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  }

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => this.setTimeout(resolve, ms));
  }

  get pendingTimers(): number {
    return this.timers.length;
  }

  /** Jumps to the earliest timer and fires every timer due then. Returns false if none. */
  advanceToNextTimer(): boolean {
    if (this.timers.length === 0) return false;
    const at = Math.min(...this.timers.map((timer) => timer.at));
    this.advanceTo(at);
    return true;
  }

  advanceBy(ms: number): void {
    this.advanceTo(this.current + ms);
  }

  private advanceTo(at: number): void {
    this.current = Math.max(this.current, at);
    const due = this.timers.filter((timer) => timer.at <= this.current).sort((a, b) => a.at - b.at);
    this.timers = this.timers.filter((timer) => timer.at > this.current);
    for (const timer of due) timer.callback();
  }
}

/** Lets real event-loop turns run (fake-indexeddb schedules its work with setImmediate). */
export async function yieldTurns(turns = 1): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}
