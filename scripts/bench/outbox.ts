// Outbox flush benchmark: a scan with 9,998 findings and its completion (10,000 outbox entries)
// written through the repositories, then pushed by the sync engine until the queue is empty.
// Runs in Node on fake-indexeddb, twice: against the in-process fake REST server (the engine and
// the device database alone) and against the real server on loopback (REST client → Fastify →
// in-memory PGlite), which is the budgeted figure.
// Prints one JSON line last: {"name","figures":[…]}.
import { performance } from 'node:perf_hooks';
import { createTestUser, startTestServer } from '../../server/test/harness.ts';
import { createRestClient } from '../../src/backend/restClient.ts';
import type { FootprintDatabase } from '../../src/db/schema.ts';
import { countPending } from '../../src/db/repos/outbox.ts';
import { completeScan, createScan, saveFindings } from '../../src/db/repos/scans.ts';
import { SyncEngine } from '../../src/sync/engine.ts';
import { createMemoryLocks } from '../../src/sync/memoryLocks.ts';
import type { Clock, SyncTransport } from '../../src/sync/ports.ts';
import { createRestTransport } from '../../src/sync/restTransport.ts';
import { DEFAULT_PROJECT_ID } from '../../src/shared/constants.ts';
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

interface FlushRun {
  writeMs: number;
  flushMs: number;
  db: FootprintDatabase;
  scanId: string;
}

/** Queues a scan, ENTRIES - 2 findings and the completion, then times the engine's flush. */
async function flushRun(
  userId: string,
  transport: SyncTransport,
  server?: FakeRestServer,
): Promise<FlushRun> {
  const db = newTestDatabase();
  const writeStart = performance.now();
  const scan = await createScan(db, userId);
  const findings = Array.from({ length: ENTRIES - 2 }, () => makeNewFinding());
  await saveFindings(db, scan.id, findings);
  await completeScan(
    db,
    scan.id,
    { privacyScore: 10, securityScore: 20, identityScore: 30, overallScore: 20 },
    '{}',
  );
  const writeMs = performance.now() - writeStart;
  const queued = await countPending(db, userId);
  if (queued !== ENTRIES) throw new Error(`expected ${ENTRIES} queued entries, found ${queued}`);
  const engine = new SyncEngine({
    db,
    transport,
    session: { userId: () => userId, refresh: async () => 'signed-out' },
    clock: realClock,
    online: server?.network ?? { isOnline: () => true, subscribe: () => () => undefined },
    locks: createMemoryLocks(),
    holderId: 'bench',
  });
  const flushStart = performance.now();
  engine.start();
  await engine.requestFlush();
  const flushMs = performance.now() - flushStart;
  engine.stop();
  const left = await countPending(db, userId);
  if (left !== 0) throw new Error(`flush incomplete: ${left} entries left`);
  return { writeMs, flushMs, db, scanId: scan.id };
}

/** The budgeted run: the real server on loopback. */
async function realServerFlushMs(): Promise<number> {
  const server = await startTestServer();
  try {
    const user = await createTestUser(server);
    const rest = createRestClient({
      baseUrl: server.baseUrl,
      projectId: DEFAULT_PROJECT_ID,
      getAccessToken: async () => user.token,
    });
    const run = await flushRun(
      user.id,
      createRestTransport(() => rest),
    );
    const { rows } = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM risk_findings WHERE user_id = $1',
      [user.id],
    );
    if (rows[0]!.n !== ENTRIES - 2) throw new Error(`server holds ${rows[0]!.n} findings`);
    run.db.close();
    return run.flushMs;
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  const server = new FakeRestServer(new FakeClock(), new FakeNetwork());
  const token = server.issueToken(TEST_USER_ID);
  const { writeMs, flushMs, db, scanId } = await flushRun(
    TEST_USER_ID,
    server.transportFor(() => token),
    server,
  );
  const onServer =
    server.rowsOf('riskFindings', TEST_USER_ID).length +
    server.rowsOf('footprintScans', TEST_USER_ID).length;
  if (onServer !== ENTRIES - 1) throw new Error(`fake server holds ${onServer} rows`);

  // The dashboard's findings query (what useFindings runs) over the 9,998 stored findings.
  const queryStart = performance.now();
  const rows = await db.riskFindings.where('scanId').equals(scanId).toArray();
  const queryMs = performance.now() - queryStart;
  if (rows.length !== ENTRIES - 2) throw new Error('findings query returned the wrong count');
  db.close();

  const realMs = await realServerFlushMs();
  const figures = [
    {
      metric: `flush ${ENTRIES} outbox entries to the local server (REST client, Fastify, PGlite)`,
      value: realMs / 1000,
      unit: 's',
      budget: FLUSH_BUDGET_S,
    },
    {
      metric: `flush ${ENTRIES} outbox entries to the in-process fake server (engine + device DB only)`,
      value: flushMs / 1000,
      unit: 's',
    },
    {
      metric: 'fake-server flush throughput',
      value: ENTRIES / (flushMs / 1000),
      unit: 'entries/s',
    },
    {
      metric: `write ${ENTRIES} rows + outbox entries via repos`,
      value: writeMs / 1000,
      unit: 's',
    },
    { metric: 'read 9,998 findings of a scan (fake-indexeddb, Node)', value: queryMs, unit: 'ms' },
    {
      metric: 'requests for the fake-server flush',
      value: server.requestTimes.length,
      unit: 'requests',
    },
  ];
  console.log(JSON.stringify({ name: 'outbox', figures }));
}

await main();
