// A simulated device for sync tests: its own IndexedDB, a session holding a token from the fake
// server, and a sync engine on the virtual clock. `settle` runs the system until nothing is left
// to do; `expectConverged` checks the properties the outbox promises.
import { expect } from 'vitest';
import { countPending } from '../db/repos/outbox.ts';
import type { FootprintDatabase } from '../db/schema.ts';
import { SyncEngine } from '../sync/engine.ts';
import { createMemoryLocks } from '../sync/memoryLocks.ts';
import type { RefreshOutcome, SyncLocks } from '../sync/ports.ts';
import { yieldTurns, type FakeClock } from './fakeClock.ts';
import type { FakeRestServer } from './fakeRestServer.ts';
import { newTestDatabase } from './testDatabase.ts';

export interface TestDevice {
  db: FootprintDatabase;
  engine: SyncEngine;
  session: { userId: string | null; token: string | null; refreshOutcome: RefreshOutcome };
  /** Simulates a page reload: the engine dies mid-flight and a new one starts on the same data. */
  reload(): void;
}

export function createTestDevice(
  server: FakeRestServer,
  userId: string,
  options: { db?: FootprintDatabase; locks?: SyncLocks; holderId?: string; seed?: number } = {},
): TestDevice {
  const db = options.db ?? newTestDatabase();
  const session: TestDevice['session'] = {
    userId,
    token: server.issueToken(userId),
    refreshOutcome: 'refreshed',
  };
  const locks = options.locks ?? createMemoryLocks();
  const holderId = options.holderId ?? `holder-${Math.random().toString(36).slice(2)}`;
  let state = (options.seed ?? 1) >>> 0 || 1;
  const random = () => {
    // xorshift32: deterministic jitter per device
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const makeEngine = () =>
    new SyncEngine({
      db,
      transport: server.transportFor(() => session.token),
      session: {
        userId: () => session.userId,
        refresh: async () => {
          if (session.refreshOutcome === 'refreshed' && session.userId)
            session.token = server.issueToken(session.userId);
          return session.refreshOutcome;
        },
      },
      clock: server.clock,
      online: server.network,
      locks,
      holderId,
      random,
    });
  const device: TestDevice = {
    db,
    engine: makeEngine(),
    session,
    reload() {
      device.engine.stop();
      device.engine = makeEngine();
      device.engine.start();
    },
  };
  return device;
}

/** Lets IndexedDB work finish; returns once no engine is busy (or it waits on virtual time). */
export async function quiesce(devices: TestDevice[], maxTurns = 400): Promise<void> {
  for (let turn = 0; turn < maxTurns; turn++) {
    await yieldTurns(1);
    if (devices.every((device) => !device.engine.busy)) {
      await yieldTurns(2);
      if (devices.every((device) => !device.engine.busy)) return;
    }
  }
}

/**
 * Runs devices and virtual time until nothing is scheduled. Throws if it never settles: a queue
 * that cannot drain is a failure, not a timeout to raise.
 */
export async function settle(
  clock: FakeClock,
  devices: TestDevice[],
  maxSteps = 2_000,
): Promise<void> {
  for (let step = 0; step < maxSteps; step++) {
    await quiesce(devices);
    if (!clock.advanceToNextTimer()) {
      await quiesce(devices);
      if (clock.pendingTimers === 0 && devices.every((device) => !device.engine.busy)) return;
    }
  }
  throw new Error(`sync did not settle within ${maxSteps} steps`);
}

const WIRE_IGNORED = new Set(['updatedAt', 'syncState']);

function comparable(row: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !WIRE_IGNORED.has(key)));
}

/** Server rows equal local rows, the queue is empty, every row synced, nothing refused. */
export async function expectConverged(server: FakeRestServer, device: TestDevice): Promise<void> {
  const userId = device.session.userId!;
  expect(await countPending(device.db, userId)).toBe(0);
  expect(await device.db.deadLetters.count()).toBe(0);
  const byId = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    String(a.id).localeCompare(String(b.id));
  const localScans = (await device.db.footprintScans.where('userId').equals(userId).toArray())
    .map(comparable)
    .sort(byId);
  const localFindings = (await device.db.riskFindings.where('userId').equals(userId).toArray())
    .map(comparable)
    .sort(byId);
  expect(server.rowsOf('footprintScans', userId).map(comparable).sort(byId)).toEqual(localScans);
  expect(server.rowsOf('riskFindings', userId).map(comparable).sort(byId)).toEqual(localFindings);
  const states = [
    ...(await device.db.footprintScans.toArray()),
    ...(await device.db.riskFindings.toArray()),
  ].map((row) => row.syncState);
  expect(states.every((state) => state === 'synced')).toBe(true);
}

const STATUS_RANK: Record<string, number> = { scanning: 0, completed: 1, failed: 1 };

/** No scan went back from completed/failed to scanning on the server (a late, older write). */
export function expectNoScanRegressed(server: FakeRestServer): void {
  const last = new Map<string, number>();
  for (const write of server.applied) {
    if (write.table !== 'footprintScans' || typeof write.row.scanStatus !== 'string') continue;
    const rank = STATUS_RANK[write.row.scanStatus] ?? 0;
    expect(rank, `scan ${write.id} went back to ${write.row.scanStatus}`).toBeGreaterThanOrEqual(
      last.get(write.id) ?? 0,
    );
    last.set(write.id, rank);
  }
}
