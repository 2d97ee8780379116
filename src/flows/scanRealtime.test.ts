// Scan events between two open pages of one user, over an in-memory channel that echoes every
// event to every subscriber (as the server does): the other page shows the progress and pulls
// when the scan ends; the running page ignores its own echo, tells others only once its sync has
// pushed the scan, and never throws when there is no connection.
import { describe, expect, it } from 'vitest';
import type { ScanEvent, ScanEvents } from '../backend/scanEvents.ts';
import { FakeClock, yieldTurns } from '../test/fakeClock.ts';
import {
  COMPLETION_PUSH_WAIT_MS,
  PROGRESS_PUBLISH_INTERVAL_MS,
  REMOTE_SCAN_STALE_MS,
  ScanRealtime,
  type ScanSync,
} from './scanRealtime.ts';

class FakeChannel {
  readonly published: ScanEvent[] = [];
  private readonly listeners = new Set<(event: ScanEvent) => void>();
  refuseSubscriptions = 0;

  events(): ScanEvents {
    return {
      publish: async (event) => {
        this.published.push(event);
        for (const listener of this.listeners) listener(event);
      },
      subscribe: async (onEvent) => {
        if (this.refuseSubscriptions > 0) {
          this.refuseSubscriptions--;
          throw new Error('Realtime subscription timed out');
        }
        this.listeners.add(onEvent);
        return () => this.listeners.delete(onEvent);
      },
    };
  }
}

class FakeSync implements ScanSync {
  pulls = 0;
  private readonly listeners = new Set<() => void>();
  async requestPull() {
    this.pulls++;
  }
  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  statusChanged() {
    for (const listener of this.listeners) listener();
  }
}

function page(clock: FakeClock, pending: Set<string> = new Set()) {
  const sync = new FakeSync();
  const realtime = new ScanRealtime({
    hasPendingWrites: async (scanId) => pending.has(scanId),
    now: () => clock.now(),
    setTimer: (callback, ms) => clock.setTimeout(callback, ms),
    clearTimer: (handle) => clock.clearTimeout(handle),
    random: () => 0,
  });
  realtime.setSync(sync);
  return { realtime, sync, pending };
}

describe('scan events between open pages of one user', () => {
  it('shows another page’s progress and pulls when its scan completed, ignoring its own echo', async () => {
    const clock = new FakeClock();
    const channel = new FakeChannel();
    const running = page(clock);
    const other = page(clock);
    running.realtime.attach(channel.events());
    other.realtime.attach(channel.events());
    await yieldTurns(2);

    running.realtime.progress('scan_1', { done: 5, total: 20, stage: 'Geotagged posts' });
    await yieldTurns(2);
    expect(other.realtime.getSnapshot()).toEqual({
      scanId: 'scan_1',
      progress: 25,
      stage: 'checks',
    });
    expect(running.realtime.getSnapshot()).toBeNull();

    running.realtime.completed('scan_1');
    await yieldTurns(4);
    expect(channel.published.at(-1)).toEqual({ type: 'scan.completed', scanId: 'scan_1' });
    expect(other.realtime.getSnapshot()).toBeNull();
    expect(other.sync.pulls).toBe(1);
    // The running page pulled as part of pushing; hearing its own echo adds no pull.
    expect(running.sync.pulls).toBe(1);
  });

  it('sends at most one progress event per interval, and only scan ids, percentages and stage words', async () => {
    const clock = new FakeClock();
    const channel = new FakeChannel();
    const { realtime } = page(clock);
    realtime.attach(channel.events());
    await yieldTurns(2);
    for (let done = 0; done < 10; done++)
      realtime.progress('scan_1', { done, total: 10, stage: 'Check with a name' });
    clock.advanceBy(PROGRESS_PUBLISH_INTERVAL_MS);
    realtime.progress('scan_1', { done: 10, total: 10, stage: 'Scores' });
    await yieldTurns(2);
    expect(channel.published).toEqual([
      { type: 'scan.progress', scanId: 'scan_1', progress: 0, stage: 'checks' },
      { type: 'scan.progress', scanId: 'scan_1', progress: 100, stage: 'scoring' },
    ]);
  });

  it('says a scan completed only after its writes reached the server', async () => {
    const clock = new FakeClock();
    const channel = new FakeChannel();
    const running = page(clock, new Set(['scan_1']));
    running.realtime.attach(channel.events());
    await yieldTurns(2);
    running.realtime.completed('scan_1');
    await yieldTurns(4);
    expect(channel.published).toEqual([]);
    running.sync.statusChanged(); // e.g. a retry that still failed
    await yieldTurns(4);
    expect(channel.published).toEqual([]);
    running.pending.delete('scan_1');
    running.sync.statusChanged();
    await yieldTurns(4);
    expect(channel.published).toEqual([{ type: 'scan.completed', scanId: 'scan_1' }]);
  });

  it('tells the other pages a scan was deleted once the delete reached the server, and they pull', async () => {
    const clock = new FakeClock();
    const channel = new FakeChannel();
    const deleting = page(clock, new Set(['scan_9']));
    const other = page(clock);
    deleting.realtime.attach(channel.events());
    other.realtime.attach(channel.events());
    await yieldTurns(2);
    deleting.realtime.deleted('scan_9');
    await yieldTurns(4);
    expect(channel.published).toEqual([]);
    deleting.pending.delete('scan_9');
    deleting.sync.statusChanged();
    await yieldTurns(4);
    expect(channel.published).toEqual([{ type: 'scan.deleted', scanId: 'scan_9' }]);
    expect(other.sync.pulls).toBe(1);
  });

  it('gives up on telling others when the scan never reaches the server in time', async () => {
    const clock = new FakeClock();
    const channel = new FakeChannel();
    const running = page(clock, new Set(['scan_1']));
    running.realtime.attach(channel.events());
    await yieldTurns(2);
    running.realtime.failed('scan_1');
    await yieldTurns(4);
    clock.advanceBy(COMPLETION_PUSH_WAIT_MS);
    running.pending.delete('scan_1');
    running.sync.statusChanged();
    await yieldTurns(4);
    expect(channel.published).toEqual([]);
  });

  it('stops showing a remote scan whose page went quiet, and retries a refused subscription', async () => {
    const clock = new FakeClock();
    const channel = new FakeChannel();
    channel.refuseSubscriptions = 1;
    const other = page(clock);
    other.realtime.attach(channel.events());
    await yieldTurns(2);
    clock.advanceToNextTimer(); // the 1 s backoff before subscribing again
    await yieldTurns(2);
    await channel
      .events()
      .publish({ type: 'scan.progress', scanId: 'scan_9', progress: 40, stage: 'checks' });
    expect(other.realtime.getSnapshot()?.progress).toBe(40);
    clock.advanceBy(REMOTE_SCAN_STALE_MS);
    expect(other.realtime.getSnapshot()).toBeNull();
  });

  it('does nothing, and throws nothing, without a connection or a sync engine', async () => {
    const clock = new FakeClock();
    const { realtime } = page(clock);
    realtime.setSync(null);
    expect(() => {
      realtime.progress('scan_1', { done: 1, total: 2, stage: 'x' });
      realtime.completed('scan_1');
      realtime.failed('scan_2');
    }).not.toThrow();
    await yieldTurns(4);
    expect(realtime.getSnapshot()).toBeNull();
  });
});
