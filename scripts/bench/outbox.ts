// Outbox flush benchmark: a scan with 9,998 findings and its completion (10,000 outbox entries)
// written through the repositories, then pushed by the sync engine until the queue is empty.
// Runs in Node on fake-indexeddb against the in-process fake REST server (no network, no
// PostgreSQL): it measures the engine and the device database, not the server. The run against
// the real local server needs the REST tables and is added with them.
// Prints one JSON line last: {"name","figures":[…]}.
import { performance } from 'node:perf_hooks';
import { countPending } from '../../src/db/repos/outbox.ts';
import { completeScan, createScan, saveFindings } from '../../src/db/repos/scans.ts';
import { SyncEngine } from '../../src/sync/engine.ts';
import { createMemoryLocks } from '../../src/sync/memoryLocks.ts';
import type { Clock } from '../../src/sync/ports.ts';
import { makeNewFinding, TEST_USER_ID } from '../../src/test/factories.ts';
import { FakeClock } from '../../src/test/fakeClock.ts';
import { FakeNetwork, FakeRestServer } from '../../src/test/fakeRestServer.ts';
import { newTestDatabase } from '../../src/test/testDatabase.ts';

const ENTRIES = 10_000;
const FLUSH_BUDGET_S = 10;

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

async function main(): Promise<void> {
  const db = newTestDatabase();
  const server = new FakeRestServer(new FakeClock(), new FakeNetwork());
  const token = server.issueToken(TEST_USER_ID);

  const writeStart = performance.now();
  const scan = await createScan(db, TEST_USER_ID);
  const findings = Array.from({ length: ENTRIES - 2 }, () => makeNewFinding());
  await saveFindings(db, scan.id, findings);
  await completeScan(
    db,
    scan.id,
    { privacyScore: 10, securityScore: 20, identityScore: 30, overallScore: 20 },
    '{}',
  );
  const writeMs = performance.now() - writeStart;
  const queued = await countPending(db, TEST_USER_ID);
  if (queued !== ENTRIES) throw new Error(`expected ${ENTRIES} queued entries, found ${queued}`);

  const engine = new SyncEngine({
    db,
    transport: server.transportFor(() => token),
    session: { userId: () => TEST_USER_ID, refresh: async () => 'signed-out' },
    clock: realClock,
    online: server.network,
    locks: createMemoryLocks(),
    holderId: 'bench',
  });
  const flushStart = performance.now();
  engine.start();
  await engine.requestFlush();
  const flushMs = performance.now() - flushStart;
  engine.stop();
  const left = await countPending(db, TEST_USER_ID);
  const onServer =
    server.rowsOf('riskFindings', TEST_USER_ID).length +
    server.rowsOf('footprintScans', TEST_USER_ID).length;
  if (left !== 0 || onServer !== ENTRIES - 1)
    throw new Error(`flush incomplete: ${left} left, ${onServer} rows on the server`);

  // The dashboard's findings query (what useFindings runs) over the 9,998 stored findings.
  const queryStart = performance.now();
  const rows = await db.riskFindings.where('scanId').equals(scan.id).toArray();
  const queryMs = performance.now() - queryStart;
  if (rows.length !== ENTRIES - 2) throw new Error('findings query returned the wrong count');
  db.close();

  console.log(
    JSON.stringify({
      name: 'outbox',
      figures: [
        {
          metric: `flush ${ENTRIES} outbox entries (engine + fake-indexeddb, in-process fake server)`,
          value: flushMs / 1000,
          unit: 's',
          budget: FLUSH_BUDGET_S,
        },
        { metric: 'flush throughput', value: ENTRIES / (flushMs / 1000), unit: 'entries/s' },
        {
          metric: `write ${ENTRIES} rows + outbox entries via repos`,
          value: writeMs / 1000,
          unit: 's',
        },
        {
          metric: 'read 9,998 findings of a scan (fake-indexeddb, Node)',
          value: queryMs,
          unit: 'ms',
        },
        { metric: 'requests for the flush', value: server.requestTimes.length, unit: 'requests' },
      ],
    }),
  );
}

await main();
