import { afterEach, describe, expect, it } from 'vitest';
import { countPending, listDeadLetters, retryDeadLetter } from '../db/repos/outbox.ts';
import { completeScan, createScan, failScan, saveFindings } from '../db/repos/scans.ts';
import { latestSyncLog } from '../db/repos/syncLog.ts';
import { makeNewFinding, OTHER_USER_ID, TEST_USER_ID } from '../test/factories.ts';
import { FakeClock } from '../test/fakeClock.ts';
import { FAULT_RETRY_AFTER_MS, FakeNetwork, FakeRestServer } from '../test/fakeRestServer.ts';
import {
  createTestDevice,
  expectConverged,
  expectNoScanRegressed,
  quiesce,
  settle,
  type TestDevice,
} from '../test/syncHarness.ts';
import { newTestDatabase } from '../test/testDatabase.ts';
import { REQUEST_TIMEOUT_MS, SyncEngine } from './engine.ts';
import { createMemoryLocks } from './memoryLocks.ts';
import { RETRY_CAP_MS } from './retryPolicy.ts';

const SCORES = { privacyScore: 85, securityScore: 92, identityScore: 97, overallScore: 91 };

let devices: TestDevice[] = [];
afterEach(() => {
  for (const device of devices) {
    device.engine.stop();
    device.db.close();
  }
  devices = [];
});

function setup() {
  const clock = new FakeClock();
  const server = new FakeRestServer(clock, new FakeNetwork());
  const device = createTestDevice(server, TEST_USER_ID);
  devices.push(device);
  return { clock, server, device };
}

async function runScan(device: TestDevice, findings = 3) {
  const scan = await createScan(device.db, device.session.userId!);
  await saveFindings(
    device.db,
    scan.id,
    Array.from({ length: findings }, () => makeNewFinding()),
  );
  await completeScan(device.db, scan.id, SCORES, '{"engine":"test"}');
  return scan;
}

describe('sync engine', () => {
  it('pushes a scan, its findings and its completion so the server equals the device', async () => {
    const { clock, server, device } = setup();
    await runScan(device);
    device.engine.start();
    await settle(clock, [device]);
    await expectConverged(server, device);
    expect(server.applied.map((w) => [w.table, w.op])).toEqual([
      ['footprintScans', 'upsert'],
      ['riskFindings', 'upsert'],
      ['riskFindings', 'upsert'],
      ['riskFindings', 'upsert'],
      ['footprintScans', 'update'],
    ]);
    // scan, findings batch, update; the pull: latest scan, its findings, the scan ids
    expect(server.requestTimes).toHaveLength(3 + 3);
  });

  it('resends after the server committed but the answer was lost, without duplicating', async () => {
    const { clock, server, device } = setup();
    await runScan(device);
    server.planFaults(['drop-response', 'drop-response', 'drop-response']);
    device.engine.start();
    await settle(clock, [device]);
    await expectConverged(server, device);
    expect(server.rowsOf('riskFindings', TEST_USER_ID)).toHaveLength(3);
    expectNoScanRegressed(server);
  });

  it('survives a reload between send and acknowledgement: one row on the server', async () => {
    const { clock, server, device } = setup();
    await createScan(device.db, TEST_USER_ID);
    server.planFaults([{ delayMs: 1_000 }]);
    device.engine.start();
    await quiesce([device]);
    device.reload(); // the first engine dies while its request is on the wire
    await settle(clock, [device]);
    await expectConverged(server, device);
    expect(server.rowsOf('footprintScans', TEST_USER_ID)).toHaveLength(1);
  });

  it('drains the queue after 500s and 429s without any new local write', async () => {
    const { clock, server, device } = setup();
    await runScan(device);
    server.planFaults(['server-error', 'rate-limit', 'server-error', 'server-error']);
    device.engine.start();
    await settle(clock, [device]);
    await expectConverged(server, device);
  });

  it('waits at least the Retry-After the server asked for', async () => {
    const { clock, server, device } = setup();
    await createScan(device.db, TEST_USER_ID);
    server.planFaults(['rate-limit']);
    device.engine.start();
    await settle(clock, [device]);
    const [first, second] = server.requestTimes;
    expect(second! - first!).toBeGreaterThanOrEqual(FAULT_RETRY_AFTER_MS);
  });

  it('keeps retrying a persistent 500 with capped backoff: a bounded number of requests per hour', async () => {
    const { clock, server, device } = setup();
    await createScan(device.db, TEST_USER_ID);
    server.planFaults(Array.from({ length: 1_000 }, () => 'server-error' as const));
    device.engine.start();
    const start = clock.now();
    while (clock.now() - start < 60 * 60_000) {
      await quiesce([device]);
      clock.advanceToNextTimer();
    }
    const perHour = server.requestTimes.length;
    // Backoff reaches the 60 s cap with jitter never below half of it: at most ~120 + ramp-up.
    expect(perHour).toBeLessThanOrEqual(Math.ceil((60 * 60_000) / (RETRY_CAP_MS / 2)) + 10);
    expect(perHour).toBeGreaterThan(30); // and it never stops trying
    expect(await countPending(device.db, TEST_USER_ID)).toBe(1);
  });

  it('abandons a request that hangs past the timeout and sends it again', async () => {
    const { clock, server, device } = setup();
    await createScan(device.db, TEST_USER_ID);
    server.planFaults([{ delayMs: REQUEST_TIMEOUT_MS * 3 }]);
    device.engine.start();
    await settle(clock, [device]);
    await expectConverged(server, device);
    expect((await device.db.outbox.count()) + server.applied.length).toBe(1);
  });

  it('never loses a sign-in that lands just as a flush ends (offline reload: the session loads after the engine started)', async () => {
    // The engine starts before the auth client has read the stored session, so its first flush
    // sees nobody; the session arrives a few microtasks later. Whenever it lands, the engine must
    // look again — else the status stays 'signed-out' ("sign in again") until the network returns.
    for (let offset = 0; offset < 12; offset++) {
      const { clock, server, device } = setup();
      server.network.set(false);
      device.session.userId = null;
      device.engine.start();
      for (let turn = 0; turn < offset; turn++) await Promise.resolve();
      device.session.userId = TEST_USER_ID;
      device.engine.onSessionChanged();
      await settle(clock, [device]);
      expect({ offset, state: device.engine.getStatus().state }).toEqual({
        offset,
        state: 'offline',
      });
    }
  });

  it('waits while offline and pushes as soon as the network is back', async () => {
    const { clock, server, device } = setup();
    server.network.set(false);
    device.engine.start();
    await runScan(device);
    device.engine.onLocalWrite();
    await settle(clock, [device]);
    expect(server.requestTimes).toHaveLength(0);
    expect(device.engine.getStatus().state).toBe('offline');
    server.network.set(true);
    await settle(clock, [device]);
    await expectConverged(server, device);
  });

  it('recovers when the connection drops in the middle of a push', async () => {
    const { clock, server, device } = setup();
    await runScan(device, 5);
    server.planFaults([null, 'offline']);
    device.engine.start();
    await settle(clock, [device]);
    expect(await countPending(device.db, TEST_USER_ID)).toBeGreaterThan(0);
    server.network.set(true);
    await settle(clock, [device]);
    await expectConverged(server, device);
  });

  it('refreshes the token once on a 401 and carries on', async () => {
    const { clock, server, device } = setup();
    await runScan(device);
    server.planFaults([null, 'unauthorized']);
    device.engine.start();
    await settle(clock, [device]);
    await expectConverged(server, device);
  });

  it('keeps the queue after a 401 until sign-in when the refresh is refused', async () => {
    const { clock, server, device } = setup();
    await runScan(device);
    device.session.refreshOutcome = 'signed-out';
    server.planFaults(['unauthorized']);
    device.engine.start();
    await settle(clock, [device]);
    const requestsWhilePaused = server.requestTimes.length;
    clock.advanceBy(60 * 60_000);
    await settle(clock, [device]);
    expect(server.requestTimes.length).toBe(requestsWhilePaused); // no 401 storm
    expect(device.engine.getStatus().state).toBe('signed-out');
    expect(await countPending(device.db, TEST_USER_ID)).toBe(5);
    // The user signs in again: a new token, and the queue flows.
    device.session.token = server.issueToken(TEST_USER_ID);
    device.session.refreshOutcome = 'refreshed';
    device.engine.onSessionChanged();
    await settle(clock, [device]);
    await expectConverged(server, device);
  });

  it('moves a refused write to dead letters with its dependants, and the rest still syncs', async () => {
    const { clock, server, device } = setup();
    const refused = await createScan(device.db, TEST_USER_ID);
    // The server refuses this scan (its score violates a CHECK the device did not know about).
    await device.db.outbox
      .filter((entry) => entry.rowId === refused.id)
      .modify((entry) => void (entry.payload.privacyScore = 1_000));
    await saveFindings(device.db, refused.id, [makeNewFinding()]);
    const good = await runScan(device);
    device.engine.start();
    await settle(clock, [device]);
    const letters = await listDeadLetters(device.db, TEST_USER_ID);
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ status: 400, code: 'CHECK' });
    expect(letters[0]!.entries.map((e) => e.table)).toEqual(['footprintScans', 'riskFindings']);
    expect((await device.db.footprintScans.get(refused.id))!.syncState).toBe('rejected');
    expect(server.tables.footprintScans.has(good.id)).toBe(true);
    expect(server.rowsOf('riskFindings', TEST_USER_ID)).toHaveLength(3);
    expect(await countPending(device.db, TEST_USER_ID)).toBe(0);
    expect((await latestSyncLog(device.db, TEST_USER_ID))!.outcome).toBe('dead-letter');
  });

  it('finds the refused row inside a batch and sends the others', async () => {
    const { clock, server, device } = setup();
    const scan = await createScan(device.db, TEST_USER_ID);
    await saveFindings(device.db, scan.id, [
      makeNewFinding(),
      makeNewFinding({ title: '' }), // the server requires a title
      makeNewFinding(),
    ]);
    device.engine.start();
    await settle(clock, [device]);
    expect(server.rowsOf('riskFindings', TEST_USER_ID)).toHaveLength(2);
    const letters = await listDeadLetters(device.db, TEST_USER_ID);
    expect(letters.map((l) => l.entries.length)).toEqual([1]);
    // Retrying a dead letter puts it back in the queue (here the server still refuses it).
    await retryDeadLetter(device.db, letters[0]!.id!);
    expect(await countPending(device.db, TEST_USER_ID)).toBe(1);
  });

  it('never pushes the previous user’s queue after someone else signs in', async () => {
    const { clock, server, device } = setup();
    await runScan(device);
    server.network.set(false);
    device.engine.start();
    await settle(clock, [device]);
    // Another person signs in on this device before the first user's writes were sent.
    device.session.userId = OTHER_USER_ID;
    device.session.token = server.issueToken(OTHER_USER_ID);
    device.engine.onSessionChanged();
    server.network.set(true);
    await settle(clock, [device]);
    expect(server.applied).toHaveLength(0);
    expect(await countPending(device.db, TEST_USER_ID)).toBe(5);
    // Back to the first user: their queue goes out with their own token.
    device.session.userId = TEST_USER_ID;
    device.session.token = server.issueToken(TEST_USER_ID);
    device.engine.onSessionChanged();
    await settle(clock, [device]);
    await expectConverged(server, device);
  });

  it('pulls the latest scan and its findings on start; a later offline change on this device wins', async () => {
    const { clock, server } = setup();
    const phone = createTestDevice(server, TEST_USER_ID);
    devices.push(phone);
    const scan = await runScan(phone, 2);
    phone.engine.start();
    await settle(clock, [phone]);

    const laptop = createTestDevice(server, TEST_USER_ID);
    devices.push(laptop);
    laptop.engine.start();
    await settle(clock, [laptop]);
    expect(await laptop.db.footprintScans.get(scan.id)).toMatchObject({
      scanStatus: 'completed',
      overallScore: 91,
      syncState: 'synced',
    });
    expect(await laptop.db.riskFindings.where('scanId').equals(scan.id).count()).toBe(2);

    // The laptop fails the scan offline; a pull meanwhile must not bring 'completed' back.
    server.network.set(false);
    await laptop.db.footprintScans.update(scan.id, { overallScore: 10 });
    await failScan(laptop.db, scan.id, 'Re-run on this device failed.');
    server.network.set(true);
    server.planFaults([{ delayMs: 10 }]);
    void laptop.engine.requestPull();
    await settle(clock, [laptop]);
    expect((await laptop.db.footprintScans.get(scan.id))!.scanStatus).toBe('failed');
    expect(server.tables.footprintScans.get(scan.id)!.scanStatus).toBe('failed');
  });

  it('lets only one of two tabs push at a time, so each write is sent once', async () => {
    const clock = new FakeClock();
    const server = new FakeRestServer(clock, new FakeNetwork());
    const shared = newTestDatabase();
    const locks = createMemoryLocks();
    const tabA = createTestDevice(server, TEST_USER_ID, { db: shared, locks, seed: 1 });
    const tabB = createTestDevice(server, TEST_USER_ID, { db: shared, locks, seed: 2 });
    devices.push(tabA, tabB);
    await runScan(tabA, 4);
    tabA.engine.start();
    tabB.engine.start();
    await settle(clock, [tabA, tabB]);
    await expectConverged(server, tabA);
    expect(server.applied).toHaveLength(1 + 4 + 1);
  });

  it('two engines without a shared Web Lock still send each write once (IndexedDB lease)', async () => {
    const clock = new FakeClock();
    const server = new FakeRestServer(clock, new FakeNetwork());
    const shared = newTestDatabase();
    const tabA = createTestDevice(server, TEST_USER_ID, { db: shared, seed: 3 });
    const tabB = createTestDevice(server, TEST_USER_ID, { db: shared, seed: 4 });
    devices.push(tabA, tabB);
    await runScan(tabA, 4);
    server.planFaults([{ delayMs: 500 }, { delayMs: 500 }]);
    tabA.engine.start();
    tabB.engine.start();
    await settle(clock, [tabA, tabB]);
    await expectConverged(server, tabA);
    expect(server.applied).toHaveLength(1 + 4 + 1);
    expectNoScanRegressed(server);
  });

  it('decides nothing from the device clock: a clock two days off syncs the same', async () => {
    const skewed = new FakeClock(Date.UTC(2026, 0, 1) - 2 * 86_400_000);
    const server = new FakeRestServer(skewed, new FakeNetwork());
    const device = createTestDevice(server, TEST_USER_ID);
    devices.push(device);
    await runScan(device);
    server.planFaults(['server-error', 'drop-response']);
    device.engine.start();
    await settle(skewed, [device]);
    await expectConverged(server, device);
  });
});

describe('retry triggers', () => {
  async function waitingOnBackoff() {
    const clock = new FakeClock();
    const server = new FakeRestServer(clock, new FakeNetwork());
    let wake: () => void = () => undefined;
    const device = createTestDevice(server, TEST_USER_ID);
    devices.push(device);
    device.engine.stop();
    // A device whose engine listens to a wake signal (visibility, pageshow) we can fire.
    device.engine = new SyncEngine({
      db: device.db,
      transport: server.transportFor(() => device.session.token),
      session: { userId: () => TEST_USER_ID, refresh: async () => 'refreshed' },
      clock,
      online: server.network,
      locks: createMemoryLocks(),
      holderId: 'wake-test',
      random: () => 0.5,
      wakeSignals: [
        (fire) => {
          wake = fire;
          return () => undefined;
        },
      ],
    });
    await createScan(device.db, TEST_USER_ID);
    server.planFaults(Array.from({ length: 8 }, () => 'server-error' as const));
    device.engine.start();
    // Let the backoff grow so that the next timer is far away.
    for (let i = 0; i < 6; i++) {
      await quiesce([device]);
      clock.advanceToNextTimer();
    }
    await quiesce([device]);
    server.clearFaults();
    const before = server.requestTimes.length;
    expect(device.engine.getStatus().nextRetryAt! - clock.now()).toBeGreaterThan(10_000);
    return { clock, server, device, before, wake: () => wake() };
  }

  it('retries at once when the app becomes visible, without waiting out the backoff', async () => {
    const { server, device, before, wake } = await waitingOnBackoff();
    wake();
    await quiesce([device]);
    expect(server.requestTimes.length).toBeGreaterThan(before);
    expect(await countPending(device.db, TEST_USER_ID)).toBe(0);
  });

  it('retries at once after a token refresh', async () => {
    const { server, device, before } = await waitingOnBackoff();
    device.engine.onTokenRefreshed();
    await quiesce([device]);
    expect(server.requestTimes.length).toBeGreaterThan(before);
    expect(await countPending(device.db, TEST_USER_ID)).toBe(0);
  });

  it('retries at once when the network comes back', async () => {
    const { server, device, before } = await waitingOnBackoff();
    server.network.set(false);
    server.network.set(true);
    await quiesce([device]);
    expect(server.requestTimes.length).toBeGreaterThan(before);
    expect(await countPending(device.db, TEST_USER_ID)).toBe(0);
  });

  it('does not jump the backoff for a new local write (the queue head would fail the same way)', async () => {
    const { server, device, before } = await waitingOnBackoff();
    await createScan(device.db, TEST_USER_ID);
    device.engine.onLocalWrite();
    await quiesce([device]);
    expect(server.requestTimes.length).toBe(before);
  });
});
