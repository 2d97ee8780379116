// The REST read cache against the real server: a cached read is really served from the cache, yet
// every kind of write (upsert, PATCH, DELETE, batch in both modes, the SQL endpoint) is visible on
// the very next read; one user's cached reads are never another's; and with two instances on one
// database (PostgreSQL when DATABASE_URL is set), a write on one is seen on the other through the
// invalidation notification, long before the cache's time to live. The calls are the app's own
// (src/backend/restClient.ts), made with the same postgrest-js client in server names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  updateStatement,
  upsertStatement,
  type BatchResponse,
  type BatchResult,
  type BatchStatement,
} from '../../src/shared/rest.ts';
import {
  createTestUser,
  openTestDatabase,
  startTestServer,
  testDatabaseUrl,
  type TestDatabase,
  type TestServer,
} from '../test/harness.ts';
import { findingRow, postgrestFor, scanRow } from '../test/rest.ts';
import type { Database } from '../db/database.ts';
import { announceRestRowsChanged } from './readInvalidation.ts';

const SERVICE_KEY = 'read-cache-test-service-key';
// Far longer than any test: only an invalidation can make a changed row visible.
const LONG_TTL_ENV = { REST_CACHE_TTL_MS: '600000', SERVICE_KEY };

interface ScanRow {
  id: string;
  scan_status: string;
  overall_score: number | null;
}

/** The calls the app makes (src/backend/restClient.ts), through postgrest-js for one user. */
function appCalls(server: TestServer, token: string) {
  const rest = postgrestFor(server, token);
  const ok = <T extends { error: unknown; status: number }>(result: T): T => {
    if (result.error) throw Object.assign(new Error('REST call failed'), result);
    return result;
  };
  return {
    async latestScan(): Promise<ScanRow | null> {
      const { data } = ok(
        await rest
          .from('footprint_scans')
          .select('*')
          .order('created_at', { ascending: false })
          .limit(1),
      );
      return (data as ScanRow[])[0] ?? null;
    },
    async findingsOf(scanId: string): Promise<{ id: string }[]> {
      const { data } = ok(
        await rest
          .from('risk_findings')
          .select('*')
          .eq('scan_id', scanId)
          .order('created_at', { ascending: false }),
      );
      return data as { id: string }[];
    },
    async upsertScan(id: string): Promise<void> {
      ok(await rest.from('footprint_scans').upsert([scanRow({ id })], { onConflict: 'id' }));
    },
    async update(id: string, patch: Record<string, unknown>): Promise<void> {
      ok(await rest.from('footprint_scans').update(patch).eq('id', id));
    },
    async remove(id: string): Promise<void> {
      ok(await rest.from('footprint_scans').delete().eq('id', id));
    },
    async batch(statements: BatchStatement[], mode: string): Promise<BatchResult[]> {
      const response = await fetch(`${server.baseUrl}/api/db/footprint/batch`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ statements, mode }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as BatchResponse).results;
    },
  };
}
type AppCalls = ReturnType<typeof appCalls>;

const hits = (server: TestServer) => server.app.ctx.restReads.stats().hits;

/**
 * Reads until a read comes from the cache, so the next read could be stale. A notification of an
 * earlier write may still reach this instance after the first read (it then drops that read, as
 * it should), so a few rounds are allowed.
 */
async function cachedLatest(server: TestServer, rest: AppCalls): Promise<string | null> {
  for (let round = 0; round < 20; round += 1) {
    const first = await rest.latestScan();
    const before = hits(server);
    const second = await rest.latestScan();
    if (hits(server) === before + 1) {
      expect(second).toEqual(first);
      return second?.id ?? null;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the latest scan was never served from the read cache');
}

async function sql(server: TestServer, query: string, params: unknown[]): Promise<Response> {
  return fetch(`${server.baseUrl}/api/db/${server.config.projectIds[0]}/sql`, {
    method: 'POST',
    headers: { apikey: SERVICE_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, params }),
  });
}

describe('REST read cache on one instance', () => {
  let server: TestServer;
  let alice: { id: string; token: string };
  let bob: { id: string; token: string };
  let aliceRest: AppCalls;
  let bobRest: AppCalls;

  beforeAll(async () => {
    server = await startTestServer({ env: LONG_TTL_ENV });
    alice = await createTestUser(server);
    bob = await createTestUser(server);
    aliceRest = appCalls(server, alice.token);
    bobRest = appCalls(server, bob.token);
    await aliceRest.upsertScan('alice_first');
    await bobRest.upsertScan('bob_first');
  });
  afterAll(async () => server.close());

  it('shows an upserted scan on the next read of the latest scan', async () => {
    expect(await cachedLatest(server, aliceRest)).toBe('alice_first');
    await aliceRest.upsertScan('alice_second');
    expect((await aliceRest.latestScan())?.id).toBe('alice_second');
  });

  it('shows a PATCHed status on the next read', async () => {
    await cachedLatest(server, aliceRest);
    await aliceRest.update('alice_second', { scan_status: 'completed', overall_score: 72 });
    expect(await aliceRest.latestScan()).toMatchObject({
      id: 'alice_second',
      scan_status: 'completed',
      overall_score: 72,
    });
  });

  it('no longer shows a deleted scan on the next read', async () => {
    await aliceRest.upsertScan('alice_doomed');
    expect(await cachedLatest(server, aliceRest)).toBe('alice_doomed');
    await aliceRest.remove('alice_doomed');
    expect((await aliceRest.latestScan())?.id).toBe('alice_second');
  });

  it('shows a transaction batch’s scan, findings and final update on the next reads', async () => {
    await cachedLatest(server, aliceRest);
    expect(await aliceRest.findingsOf('alice_batch')).toEqual([]);
    await aliceRest.batch(
      [
        upsertStatement('footprintScans', [
          { id: 'alice_batch', platform: 'multi', scanStatus: 'scanning' },
        ]),
        { method: 'POST', table: 'risk_findings', body: [findingRow('alice_batch')] },
        updateStatement('footprintScans', 'alice_batch', { scanStatus: 'completed' }),
      ],
      'transaction',
    );
    expect(await aliceRest.latestScan()).toMatchObject({
      id: 'alice_batch',
      scan_status: 'completed',
    });
    expect(await aliceRest.findingsOf('alice_batch')).toHaveLength(1);
  });

  it('shows an independent batch’s writes, including when one of its statements fails', async () => {
    await cachedLatest(server, aliceRest);
    const results = await aliceRest.batch(
      [
        updateStatement('footprintScans', 'alice_batch', { scanStatus: 'failed' }),
        updateStatement('footprintScans', 'alice_batch', { scanStatus: 'not-a-status' }),
      ],
      'independent',
    );
    expect(results.map((result) => result.status)).toEqual([204, 400]);
    expect((await aliceRest.latestScan())?.scan_status).toBe('failed');
  });

  it('shows a change made through the service SQL endpoint on the next read', async () => {
    await cachedLatest(server, aliceRest);
    const response = await sql(
      server,
      'UPDATE footprint_scans SET overall_score = $1 WHERE id = $2',
      [13, 'alice_batch'],
    );
    expect(response.status).toBe(200);
    expect((await aliceRest.latestScan())?.overall_score).toBe(13);
  });

  it('shows a change other server code made and announced in its transaction', async () => {
    expect(await cachedLatest(server, aliceRest)).toBe('alice_batch');
    await server.db.transaction(async (tx) => {
      await tx.query('UPDATE footprint_scans SET overall_score = $1 WHERE id = $2', [
        88,
        'alice_batch',
      ]);
      await announceRestRowsChanged(tx, alice.id);
    });
    await expect
      .poll(async () => (await aliceRest.latestScan())?.overall_score, { timeout: 5_000 })
      .toBe(88);
  });

  it('keeps each user’s cached reads to that user, even for the same query', async () => {
    expect(await cachedLatest(server, bobRest)).toBe('bob_first');
    expect(await cachedLatest(server, aliceRest)).toBe('alice_batch');
    // Alice's write drops her reads only: Bob's next read is still a cache hit, and his own.
    await aliceRest.upsertScan('alice_after_bob');
    const before = hits(server);
    expect((await bobRest.latestScan())?.id).toBe('bob_first');
    expect(hits(server)).toBe(before + 1);
    expect((await aliceRest.latestScan())?.id).toBe('alice_after_bob');
  });

  it('never lets a write of another user’s id change this user’s cached answer', async () => {
    expect(await cachedLatest(server, bobRest)).toBe('bob_first');
    // Bob tries to upsert over Alice's scan: refused, and neither user's answer changes.
    await expect(bobRest.upsertScan('alice_after_bob')).rejects.toMatchObject({ status: 403 });
    expect((await bobRest.latestScan())?.id).toBe('bob_first');
    expect((await aliceRest.latestScan())?.id).toBe('alice_after_bob');
  });
});

describe('REST read cache across two instances on one database', () => {
  let database: TestDatabase;
  let first: TestServer;
  let second: TestServer;
  let user: { id: string; token: string };
  let viaFirst: AppCalls;
  let viaSecond: AppCalls;

  beforeAll(async () => {
    database = await openTestDatabase();
    first = await startTestServer({ env: LONG_TTL_ENV, db: database.db, keepDatabase: true });
    second = await startTestServer({
      env: LONG_TTL_ENV,
      db: await database.openAnother(),
      keepDatabase: true,
    });
    user = await createTestUser(first);
    viaFirst = appCalls(first, user.token);
    viaSecond = appCalls(second, user.token);
    await viaFirst.upsertScan('shared_first');
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  /** The other instance's answer once its invalidation arrived (it is cached until then). */
  const latestOn = (rest: AppCalls) =>
    expect.poll(async () => (await rest.latestScan())?.id, { timeout: 5_000, interval: 20 });

  it('shows a scan written on one instance on the other', async () => {
    expect(await cachedLatest(first, viaFirst)).toBe('shared_first');
    expect(await cachedLatest(second, viaSecond)).toBe('shared_first');
    await viaFirst.upsertScan('shared_second');
    expect((await viaFirst.latestScan())?.id).toBe('shared_second');
    await latestOn(viaSecond).toBe('shared_second');
  });

  it('shows an update and a batch written on the second instance on the first', async () => {
    expect(await cachedLatest(first, viaFirst)).toBe('shared_second');
    await viaSecond.batch(
      [
        upsertStatement('footprintScans', [
          { id: 'shared_third', platform: 'multi', scanStatus: 'scanning' },
        ]),
        updateStatement('footprintScans', 'shared_third', { scanStatus: 'completed' }),
      ],
      'transaction',
    );
    await latestOn(viaFirst).toBe('shared_third');
    expect((await viaFirst.latestScan())?.scan_status).toBe('completed');
    await cachedLatest(first, viaFirst);
    await viaSecond.update('shared_third', { overall_score: 55 });
    await expect
      .poll(async () => (await viaFirst.latestScan())?.overall_score, { timeout: 5_000 })
      .toBe(55);
  });

  it('drops every cached read on the other instance after the service SQL endpoint', async () => {
    expect(await cachedLatest(second, viaSecond)).toBe('shared_third');
    const response = await sql(first, 'DELETE FROM footprint_scans WHERE id = $1', [
      'shared_third',
    ]);
    expect(response.status).toBe(200);
    await latestOn(viaSecond).toBe('shared_second');
  });
});

describe('REST writes and the other instances', () => {
  it('answers a write only after the other instances were told of it', async () => {
    const database = await openTestDatabase();
    const events: string[] = [];
    // Notifications that take a while to go out, to see what the answer waits for.
    const slowNotify: Database = {
      ...database.db,
      async notify(channel, payloads) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        await database.db.notify(channel, payloads);
        events.push('told');
      },
    };
    const server = await startTestServer({ env: LONG_TTL_ENV, db: slowNotify, keepDatabase: true });
    try {
      const user = await createTestUser(server);
      const calls = appCalls(server, user.token);
      await calls.upsertScan('told_first');
      events.push('answered');
      await calls.batch(
        [updateStatement('footprintScans', 'told_first', { scanStatus: 'failed' })],
        'transaction',
      );
      events.push('answered');
      expect(events).toEqual(['told', 'answered', 'told', 'answered']);
    } finally {
      await server.close();
      await database.drop();
    }
  });
});

describe.skipIf(!testDatabaseUrl())('REST read cache beside a deployment in another schema', () => {
  let ours: TestServer;
  let theirs: TestServer;

  beforeAll(async () => {
    // Two test databases on one PostgreSQL are two schemas of one database.
    ours = await startTestServer({ env: LONG_TTL_ENV });
    theirs = await startTestServer({ env: LONG_TTL_ENV });
  });
  afterAll(async () => {
    await ours.close();
    await theirs.close();
  });

  it('keeps its cached reads when the other schema’s SQL endpoint drops everything', async () => {
    const reader = await createTestUser(ours);
    const marker = await createTestUser(ours);
    const readerCalls = appCalls(ours, reader.token);
    const markerCalls = appCalls(ours, marker.token);
    await readerCalls.upsertScan('reader_scan');
    await markerCalls.upsertScan('marker_before');
    expect(await cachedLatest(ours, readerCalls)).toBe('reader_scan');
    expect(await cachedLatest(ours, markerCalls)).toBe('marker_before');

    expect((await sql(theirs, 'SELECT 1', [])).status).toBe(200);
    // A second instance of ours writes for the marker user. Notifications arrive in commit
    // order, so once ours has dropped the marker's read, the other schema's came first.
    const second = await startTestServer({ env: LONG_TTL_ENV, db: ours.db, keepDatabase: true });
    try {
      await appCalls(second, marker.token).upsertScan('marker_after');
      await expect
        .poll(async () => (await markerCalls.latestScan())?.id, { timeout: 5_000 })
        .toBe('marker_after');
    } finally {
      await second.close();
    }
    const before = hits(ours);
    expect((await readerCalls.latestScan())?.id).toBe('reader_scan');
    expect(hits(ours)).toBe(before + 1);
  });
});
