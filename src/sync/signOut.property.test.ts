// Property test of sign-out and sign-in mid-queue: random scans by two people taking turns on one
// device (sign-out keeping the queue or discarding it, sign-in of the same or the other person)
// against random faults on every request. Once the faults stop and each person signs in again,
// every write they kept reaches their account and nothing any of them wrote lands on the other's
// account. The seed is fixed (FOOTPRINT_SYNC_SEED overrides it) and fast-check prints the seed
// and the shrunk counterexample on failure.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { countPending } from '../db/repos/outbox.ts';
import { clearLocalUserData, completeScan, createScan, saveFindings } from '../db/repos/scans.ts';
import type { FootprintDatabase } from '../db/schema.ts';
import { makeNewFinding, OTHER_USER_ID, TEST_USER_ID } from '../test/factories.ts';
import { FakeClock } from '../test/fakeClock.ts';
import { FakeNetwork, FakeRestServer } from '../test/fakeRestServer.ts';
import {
  deviceEventArbs,
  faultArb,
  waitVirtual,
  type DeviceEvent,
} from '../test/syncArbitraries.ts';
import { createTestDevice, quiesce, settle, type TestDevice } from '../test/syncHarness.ts';
import { newTestDatabase } from '../test/testDatabase.ts';

const SEED = Number(process.env.FOOTPRINT_SYNC_SEED ?? 20_261_125);
const RUNS = Number(process.env.FOOTPRINT_SYNC_RUNS ?? 40);
const PEOPLE = [TEST_USER_ID, OTHER_USER_ID] as const;

type Action =
  | { kind: 'scan'; findings: number; complete: boolean }
  | { kind: 'sign-out'; keep: boolean }
  | { kind: 'sign-in'; person: 0 | 1 }
  | DeviceEvent;

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('scan' as const),
      findings: fc.integer({ min: 0, max: 5 }),
      complete: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('sign-out' as const), keep: fc.boolean() }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('sign-in' as const),
      person: fc.constantFrom(0 as const, 1 as const),
    }),
  },
  ...deviceEventArbs(60_000),
);

/** Who wrote which rows, and which of them they chose to throw away. */
class Ledger {
  readonly owner = new Map<string, string>();
  readonly discarded = new Set<string>();
  readonly findingsOf = new Map<string, string[]>();

  keptBy(userId: string): string[] {
    return [...this.owner]
      .filter(([id, owner]) => owner === userId && !this.discarded.has(id))
      .map(([id]) => id);
  }
}

function signIn(device: TestDevice, server: FakeRestServer, userId: string | null): void {
  device.session.userId = userId;
  device.session.token = userId ? server.issueToken(userId) : null;
  device.engine.onSessionChanged();
}

async function signOut(
  device: TestDevice,
  server: FakeRestServer,
  db: FootprintDatabase,
  ledger: Ledger,
  keep: boolean,
): Promise<void> {
  const userId = device.session.userId;
  if (!userId) return;
  signIn(device, server, null);
  if (!keep) {
    const waiting = await db.outbox.where('userId').equals(userId).toArray();
    for (const entry of waiting)
      ledger.discarded.add(entry.table === 'footprintScans' ? entry.rowId : entry.parentId!);
  }
  await clearLocalUserData(db, userId, { pendingWork: keep, imports: false });
}

let open: { device: TestDevice; db: FootprintDatabase } | null = null;
afterEach(() => {
  open?.device.engine.stop();
  open?.db.close();
  open = null;
});

describe('sign-out and sign-in mid-queue (property)', () => {
  it(`delivers every kept write to its own account and none to another (seed ${SEED})`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(actionArb, fc.integer({ min: 0, max: 12 })), {
          minLength: 1,
          maxLength: 14,
        }),
        fc.array(faultArb, { maxLength: 30 }),
        async (steps, faults) => {
          const clock = new FakeClock();
          const network = new FakeNetwork();
          const server = new FakeRestServer(clock, network);
          const db = newTestDatabase();
          const device = createTestDevice(server, TEST_USER_ID, { db, seed: 5 });
          open = { device, db };
          const ledger = new Ledger();
          server.planFaults(faults);
          device.engine.start();
          // Each action is followed by a few turns of the event loop, often too few for a push to
          // finish: so people sign in and out while a request of the previous one is under way.
          for (const [action, turns] of steps) {
            const userId = device.session.userId;
            switch (action.kind) {
              case 'scan': {
                if (!userId) break;
                const scan = await createScan(db, userId, new Date(clock.now()));
                ledger.owner.set(scan.id, userId);
                const findings = await saveFindings(
                  db,
                  scan.id,
                  Array.from({ length: action.findings }, () => makeNewFinding()),
                  new Date(clock.now()),
                );
                ledger.findingsOf.set(
                  scan.id,
                  findings.map((finding) => finding.id),
                );
                if (action.complete)
                  await completeScan(
                    db,
                    scan.id,
                    { privacyScore: 70, securityScore: 80, identityScore: 90, overallScore: 80 },
                    '{}',
                  );
                device.engine.onLocalWrite();
                break;
              }
              case 'sign-out':
                await signOut(device, server, db, ledger, action.keep);
                break;
              case 'sign-in':
                if (userId !== PEOPLE[action.person]) {
                  // Another person signing in first ends the current session (keeping its queue,
                  // as when a session ends by itself).
                  signIn(device, server, PEOPLE[action.person]);
                }
                break;
              case 'reload':
                device.reload();
                break;
              case 'wait':
                await waitVirtual(clock, [device], action.ms);
                break;
              case 'offline':
                network.set(false);
                break;
              case 'online':
                network.set(true);
                break;
            }
            await quiesce([device], turns);
          }
          // Recovery: faults stop, the network is back; each person signs in on this device.
          server.clearFaults();
          network.set(true);
          for (const userId of PEOPLE) {
            signIn(device, server, userId);
            await settle(clock, [device]);
            expect(await countPending(db, userId)).toBe(0);
          }
          expect(await db.deadLetters.count()).toBe(0);
          for (const userId of PEOPLE) {
            const onServer = new Set(server.rowsOf('footprintScans', userId).map((row) => row.id));
            const findingsOnServer = new Set(
              server.rowsOf('riskFindings', userId).map((row) => row.id),
            );
            // Nothing lost: every scan the person kept, with its findings, is on their account.
            for (const scanId of ledger.keptBy(userId)) {
              expect(onServer.has(scanId), `scan ${scanId} of ${userId} lost`).toBe(true);
              for (const findingId of ledger.findingsOf.get(scanId) ?? [])
                expect(findingsOnServer.has(findingId)).toBe(true);
            }
            // Nothing under the wrong account: every row there was written by that person.
            for (const scanId of onServer) expect(ledger.owner.get(String(scanId))).toBe(userId);
          }
          device.engine.stop();
          db.close();
          open = null;
        },
      ),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 240_000);
});
