// Deleting a scan from the history: it goes from this device at once, from the server through
// the outbox (its findings with it), and from the user's other devices at their next pull.
import { describe, expect, it, onTestFinished } from 'vitest';
import { countPending } from '../db/repos/outbox.ts';
import {
  completeScan,
  createScan,
  deleteScan,
  saveFindings,
  ScanStillRunningError,
} from '../db/repos/scans.ts';
import { makeNewFinding, TEST_USER_ID } from '../test/factories.ts';
import { FakeClock } from '../test/fakeClock.ts';
import { FakeNetwork, FakeRestServer } from '../test/fakeRestServer.ts';
import { createTestDevice, settle, type TestDevice } from '../test/syncHarness.ts';

const SCORES = { privacyScore: 70, securityScore: 80, identityScore: 90, overallScore: 80 };

/** `count` devices of one user on one fake server, closed when the test finishes. */
function setup(count: number) {
  const clock = new FakeClock();
  const network = new FakeNetwork();
  const server = new FakeRestServer(clock, network);
  const devices = Array.from({ length: count }, (_, i) =>
    createTestDevice(server, TEST_USER_ID, { seed: i + 3 }),
  );
  for (const device of devices) device.engine.start();
  onTestFinished(() => {
    for (const device of devices) device.engine.stop();
    for (const device of devices) device.db.close();
  });
  return { clock, network, server, devices };
}

async function completedScan(device: TestDevice) {
  const scan = await createScan(device.db, TEST_USER_ID);
  await saveFindings(device.db, scan.id, [makeNewFinding(), makeNewFinding({ ruleId: 'other' })]);
  await completeScan(device.db, scan.id, SCORES, '{}');
  device.engine.onLocalWrite();
  return scan;
}

describe('deleting a scan from the history', () => {
  it('deletes it with its findings on the server and on the other device', async () => {
    const { clock, server, devices } = setup(2);
    const [phone, laptop] = devices as [TestDevice, TestDevice];
    const kept = await completedScan(phone);
    await settle(clock, devices);
    const deleted = await completedScan(phone);
    await settle(clock, devices);
    await laptop.engine.requestPull();
    await settle(clock, devices);
    expect(await laptop.db.footprintScans.get(deleted.id)).toBeDefined();

    await deleteScan(phone.db, deleted.id);
    expect(await phone.db.footprintScans.get(deleted.id)).toBeUndefined();
    expect(await phone.db.riskFindings.where('scanId').equals(deleted.id).count()).toBe(0);
    phone.engine.onLocalWrite();
    await settle(clock, devices);
    expect(server.rowsOf('footprintScans', TEST_USER_ID).map((row) => row.id)).toEqual([kept.id]);
    expect(server.rowsOf('riskFindings', TEST_USER_ID).every((row) => row.scanId === kept.id)).toBe(
      true,
    );

    await laptop.engine.requestPull();
    await settle(clock, devices);
    expect(await laptop.db.footprintScans.get(deleted.id)).toBeUndefined();
    expect(await laptop.db.riskFindings.where('scanId').equals(deleted.id).count()).toBe(0);
    expect(await laptop.db.footprintScans.get(kept.id)).toBeDefined();
  });

  it('a scan deleted offline before it was ever sent never reaches the server, and is not pulled back', async () => {
    const { clock, network, server, devices } = setup(1);
    const [phone] = devices as [TestDevice];
    network.set(false);
    const scan = await completedScan(phone);
    await deleteScan(phone.db, scan.id);
    expect(await countPending(phone.db, TEST_USER_ID)).toBe(1); // the delete alone
    network.set(true);
    await settle(clock, devices);
    expect(server.rowsOf('footprintScans', TEST_USER_ID)).toEqual([]);
    expect(await countPending(phone.db, TEST_USER_ID)).toBe(0);
    expect(await phone.db.footprintScans.count()).toBe(0);
  });

  it('refuses to delete a scan that is still running, with a message, and changes nothing', async () => {
    const { devices } = setup(1);
    const [phone] = devices as [TestDevice];
    const scan = await createScan(phone.db, TEST_USER_ID);
    await expect(deleteScan(phone.db, scan.id)).rejects.toThrow(ScanStillRunningError);
    expect(await phone.db.footprintScans.get(scan.id)).toBeDefined();
  });
});
