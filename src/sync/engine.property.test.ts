// Property test of the outbox: random user activity (scans with findings, completions, failures,
// reloads, connectivity changes, a second tab) against random faults on every request. After the
// faults stop and the network is back, the queue must drain with no new local write, and the
// server must hold exactly the device's rows — nothing lost, nothing duplicated, no scan going
// back in its lifecycle. The seed is fixed (FOOTPRINT_SYNC_SEED overrides it) and fast-check prints
// the seed and the shrunk counterexample on failure.
import fc from 'fast-check';
import { afterEach, describe, it } from 'vitest';
import { completeScan, createScan, failScan, saveFindings } from '../db/repos/scans.ts';
import { makeNewFinding, TEST_USER_ID } from '../test/factories.ts';
import { FakeClock } from '../test/fakeClock.ts';
import { FakeNetwork, FakeRestServer } from '../test/fakeRestServer.ts';
import {
  deviceEventArbs,
  faultArb,
  waitVirtual,
  type DeviceEvent,
} from '../test/syncArbitraries.ts';
import {
  createTestDevice,
  expectConverged,
  expectNoScanRegressed,
  quiesce,
  settle,
  type TestDevice,
} from '../test/syncHarness.ts';
import { newTestDatabase } from '../test/testDatabase.ts';

const SEED = Number(process.env.FOOTPRINT_SYNC_SEED ?? 20_261_121);
const RUNS = Number(process.env.FOOTPRINT_SYNC_RUNS ?? 40);

type Action = { kind: 'scan'; findings: number; end: 'complete' | 'fail' | 'none' } | DeviceEvent;

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('scan' as const),
      findings: fc.integer({ min: 0, max: 6 }),
      end: fc.constantFrom('complete' as const, 'fail' as const, 'none' as const),
    }),
  },
  ...deviceEventArbs(90_000),
);

let open: TestDevice[] = [];
afterEach(() => {
  for (const device of open) device.engine.stop();
  open[0]?.db.close();
  open = [];
});

async function perform(
  action: Exclude<Action, { kind: 'offline' | 'online' }>,
  tab: TestDevice,
  clock: FakeClock,
  tabs: TestDevice[],
) {
  switch (action.kind) {
    case 'scan': {
      const scan = await createScan(tab.db, TEST_USER_ID, new Date(clock.now()));
      tab.engine.onLocalWrite();
      await saveFindings(
        tab.db,
        scan.id,
        Array.from({ length: action.findings }, () => makeNewFinding()),
        new Date(clock.now()),
      );
      tab.engine.onLocalWrite();
      if (action.end === 'complete')
        await completeScan(
          tab.db,
          scan.id,
          { privacyScore: 70, securityScore: 80, identityScore: 90, overallScore: 80 },
          '{}',
        );
      if (action.end === 'fail') await failScan(tab.db, scan.id, 'The scan stopped.');
      tab.engine.onLocalWrite();
      break;
    }
    case 'reload':
      tab.reload();
      break;
    case 'wait':
      await waitVirtual(clock, tabs, action.ms);
      break;
  }
}

describe('outbox under random faults (property)', () => {
  it(`always converges: server rows equal local rows, once each, in order (seed ${SEED})`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(actionArb, { minLength: 1, maxLength: 10 }),
        fc.array(faultArb, { maxLength: 30 }),
        fc.boolean(),
        async (actions, faults, twoTabs) => {
          const clock = new FakeClock();
          const network = new FakeNetwork();
          const server = new FakeRestServer(clock, network);
          const db = newTestDatabase();
          const tabs = [createTestDevice(server, TEST_USER_ID, { db, seed: 7 })];
          // A second tab on the same database with its own lock manager: only the lease guards.
          if (twoTabs) tabs.push(createTestDevice(server, TEST_USER_ID, { db, seed: 11 }));
          open = tabs;
          server.planFaults(faults);
          for (const tab of tabs) tab.engine.start();
          for (const [index, action] of actions.entries()) {
            const tab = tabs[index % tabs.length]!;
            if (action.kind === 'offline') network.set(false);
            else if (action.kind === 'online') network.set(true);
            else await perform(action, tab, clock, tabs);
            await quiesce(tabs, 20);
          }
          // Recovery: faults stop, the network comes back; nobody writes anything new.
          server.clearFaults();
          network.set(true);
          await settle(clock, tabs);
          await expectConverged(server, tabs[0]!);
          expectNoScanRegressed(server);
          for (const tab of tabs) tab.engine.stop();
          db.close();
          open = [];
        },
      ),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 240_000);
});
