// The REST read cache against the real server: a cached read is really served from the cache, yet
// every kind of write (upsert, PATCH, DELETE, batch in both modes, the SQL endpoint) is visible on
// the very next read; one user's cached reads are never another's; and with two instances on one
// database (PostgreSQL when DATABASE_URL is set), a write on one is seen on the other through the
// invalidation notification, long before the cache's time to live.
import type { PostgrestClient } from '@supabase/postgrest-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestClient, type FootprintRest } from '../../src/backend/restClient.ts';
import { updateStatement, upsertStatement } from '../../src/shared/rest.ts';
import type { FootprintScan, RiskFinding } from '../../src/shared/tables.ts';
import {
  createTestUser,
  openTestDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from '../test/harness.ts';
import { postgrestFor } from '../test/rest.ts';

const SERVICE_KEY = 'read-cache-test-service-key';
// Far longer than any test: only an invalidation can make a changed row visible.
const LONG_TTL_ENV = { REST_CACHE_TTL_MS: '600000', SERVICE_KEY };

let sequence = 0;
function scan(userId: string, overrides: Partial<FootprintScan> = {}): FootprintScan {
  sequence += 1;
  return {
    id: `cache_scan_${Date.now()}_${sequence}`,
    userId,
    platform: 'multi',
    scanStatus: 'scanning',
    privacyScore: null,
    securityScore: null,
    identityScore: null,
    overallScore: null,
    scanData: null,
    errorMessage: null,
    createdAt: new Date().toISOString(),
    updatedAt: null,
    ...overrides,
  };
}

function finding(scanId: string, userId: string): RiskFinding {
  sequence += 1;
  return {
    id: `cache_finding_${sequence}`,
    scanId,
    userId,
    ruleId: 'identity.same-username',
    platform: 'multi',
    category: 'identity',
    riskLevel: 'medium',
    title: 'The same username on four platforms',
    description: 'Anyone can link these accounts to one person.',
    fixUrl: null,
    count: 4,
    createdAt: new Date().toISOString(),
    updatedAt: null,
  };
}

function clientFor(server: TestServer, token: string): FootprintRest {
  return createRestClient({
    baseUrl: server.baseUrl,
    projectId: server.config.projectIds[0]!,
    getAccessToken: async () => token,
  });
}

const hits = (server: TestServer) => server.app.ctx.restReads.stats().hits;

/** Reads twice and checks the second read came from the cache, so the next read could be stale. */
async function cachedLatest(server: TestServer, rest: FootprintRest): Promise<string | null> {
  const first = await rest.latestScan();
  const before = hits(server);
  const second = await rest.latestScan();
  expect(hits(server)).toBe(before + 1);
  expect(second).toEqual(first);
  return second?.id ?? null;
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
  let aliceRest: FootprintRest;
  let bobRest: FootprintRest;
  let alicePostgrest: PostgrestClient;

  beforeAll(async () => {
    server = await startTestServer({ env: LONG_TTL_ENV });
    alice = await createTestUser(server);
    bob = await createTestUser(server);
    aliceRest = clientFor(server, alice.token);
    bobRest = clientFor(server, bob.token);
    alicePostgrest = postgrestFor(server, alice.token);
    await aliceRest.upsert('footprintScans', [scan(alice.id, { id: 'alice_first' })]);
    await bobRest.upsert('footprintScans', [scan(bob.id, { id: 'bob_first' })]);
  });
  afterAll(async () => server.close());

  it('shows an upserted scan on the next read of the latest scan', async () => {
    expect(await cachedLatest(server, aliceRest)).toBe('alice_first');
    await aliceRest.upsert('footprintScans', [scan(alice.id, { id: 'alice_second' })]);
    expect((await aliceRest.latestScan())?.id).toBe('alice_second');
  });

  it('shows a PATCHed status on the next read', async () => {
    await cachedLatest(server, aliceRest);
    await aliceRest.update('footprintScans', 'alice_second', {
      scanStatus: 'completed',
      overallScore: 72,
    });
    expect(await aliceRest.latestScan()).toMatchObject({
      id: 'alice_second',
      scanStatus: 'completed',
      overallScore: 72,
    });
  });

  it('no longer shows a deleted scan on the next read', async () => {
    await aliceRest.upsert('footprintScans', [scan(alice.id, { id: 'alice_doomed' })]);
    expect(await cachedLatest(server, aliceRest)).toBe('alice_doomed');
    const deleted = await alicePostgrest.from('footprint_scans').delete().eq('id', 'alice_doomed');
    expect(deleted.error).toBeNull();
    expect((await aliceRest.latestScan())?.id).toBe('alice_second');
  });

  it('shows a transaction batch’s scan, findings and final update on the next reads', async () => {
    await cachedLatest(server, aliceRest);
    expect(await aliceRest.findingsOf('alice_batch')).toEqual([]);
    const pushed = scan(alice.id, { id: 'alice_batch' });
    await aliceRest.batch(
      [
        upsertStatement('footprintScans', [pushed]),
        upsertStatement('riskFindings', [finding('alice_batch', alice.id)]),
        updateStatement('footprintScans', 'alice_batch', { scanStatus: 'completed' }),
      ],
      'transaction',
    );
    expect(await aliceRest.latestScan()).toMatchObject({
      id: 'alice_batch',
      scanStatus: 'completed',
    });
    expect(await aliceRest.findingsOf('alice_batch')).toHaveLength(1);
  });

  it('shows an independent batch’s writes, including when one of its statements fails', async () => {
    await cachedLatest(server, aliceRest);
    const results = await aliceRest.batch(
      [
        updateStatement('footprintScans', 'alice_batch', { scanStatus: 'failed' }),
        updateStatement('footprintScans', 'alice_batch', { scanStatus: 'not-a-status' as never }),
      ],
      'independent',
    );
    expect(results.map((result) => result.status)).toEqual([204, 400]);
    expect((await aliceRest.latestScan())?.scanStatus).toBe('failed');
  });

  it('shows a change made through the service SQL endpoint on the next read', async () => {
    await cachedLatest(server, aliceRest);
    const response = await sql(
      server,
      'UPDATE footprint_scans SET overall_score = $1 WHERE id = $2',
      [13, 'alice_batch'],
    );
    expect(response.status).toBe(200);
    expect((await aliceRest.latestScan())?.overallScore).toBe(13);
  });

  it('keeps each user’s cached reads to that user, even for the same query', async () => {
    expect(await cachedLatest(server, bobRest)).toBe('bob_first');
    expect(await cachedLatest(server, aliceRest)).toBe('alice_batch');
    // Alice's write drops her reads only: Bob's next read is still a cache hit, and his own.
    await aliceRest.upsert('footprintScans', [scan(alice.id, { id: 'alice_after_bob' })]);
    const before = hits(server);
    expect((await bobRest.latestScan())?.id).toBe('bob_first');
    expect(hits(server)).toBe(before + 1);
    expect((await aliceRest.latestScan())?.id).toBe('alice_after_bob');
  });

  it('never lets a write of another user’s id change this user’s cached answer', async () => {
    expect(await cachedLatest(server, bobRest)).toBe('bob_first');
    // Bob tries to upsert over Alice's scan: refused, and neither user's answer changes.
    await expect(
      bobRest.upsert('footprintScans', [scan(bob.id, { id: 'alice_after_bob' })]),
    ).rejects.toMatchObject({ status: 403 });
    expect((await bobRest.latestScan())?.id).toBe('bob_first');
    expect((await aliceRest.latestScan())?.id).toBe('alice_after_bob');
  });
});

describe('REST read cache across two instances on one database', () => {
  let database: TestDatabase;
  let first: TestServer;
  let second: TestServer;
  let user: { id: string; token: string };
  let viaFirst: FootprintRest;
  let viaSecond: FootprintRest;

  beforeAll(async () => {
    database = await openTestDatabase();
    first = await startTestServer({ env: LONG_TTL_ENV, db: database.db, keepDatabase: true });
    second = await startTestServer({
      env: LONG_TTL_ENV,
      db: await database.openAnother(),
      keepDatabase: true,
    });
    user = await createTestUser(first);
    viaFirst = clientFor(first, user.token);
    viaSecond = clientFor(second, user.token);
    await viaFirst.upsert('footprintScans', [scan(user.id, { id: 'shared_first' })]);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  /** The other instance's answer once its invalidation arrived (it is cached until then). */
  const latestOn = (rest: FootprintRest) =>
    expect.poll(async () => (await rest.latestScan())?.id, { timeout: 5_000, interval: 20 });

  it('shows a scan written on one instance on the other', async () => {
    expect(await cachedLatest(first, viaFirst)).toBe('shared_first');
    expect(await cachedLatest(second, viaSecond)).toBe('shared_first');
    await viaFirst.upsert('footprintScans', [scan(user.id, { id: 'shared_second' })]);
    expect((await viaFirst.latestScan())?.id).toBe('shared_second');
    await latestOn(viaSecond).toBe('shared_second');
  });

  it('shows an update and a batch written on the second instance on the first', async () => {
    expect(await cachedLatest(first, viaFirst)).toBe('shared_second');
    await viaSecond.batch(
      [
        upsertStatement('footprintScans', [scan(user.id, { id: 'shared_third' })]),
        updateStatement('footprintScans', 'shared_third', { scanStatus: 'completed' }),
      ],
      'transaction',
    );
    await latestOn(viaFirst).toBe('shared_third');
    expect((await viaFirst.latestScan())?.scanStatus).toBe('completed');
    await cachedLatest(first, viaFirst);
    await viaSecond.update('footprintScans', 'shared_third', { overallScore: 55 });
    await expect
      .poll(async () => (await viaFirst.latestScan())?.overallScore, { timeout: 5_000 })
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
