// Benchmark: the dashboard's latest-scan query (`order=created_at.desc&limit=1`, user_id implied
// by the token) under 200 concurrent connections, on PGlite and, when BENCH_DATABASE_URL or
// DATABASE_URL is set, on PostgreSQL. The server runs in a child process (this file with --serve)
// on a seeded database — 1,000 users × 3 scans × 5 findings — so autocannon does not share its
// event loop. Each connection carries a different user's token. Budget (DESIGN.md §8): p99 ≤ 20 ms,
// on the default configuration (per-user read cache on). Also measured, without a budget: 5 % of
// requests being PATCHes that drop the user's cached read (a dashboard polling while the outbox
// pushes), and every read going to the database (REST_CACHE_MAX_ENTRIES=0). Last, the REST mix of
// reads, writes and batches (`rest-mixed`, see restMixedCycle): 20 users behind the 200
// connections, so each user's writes keep dropping the reads its other connections cached and most
// reads reach the database. Budget: p99 ≤ 150 ms on PGlite, ≤ 50 ms on PostgreSQL.
// Last, the floor of this machine: a bare Fastify server answering the latest-scan path with a
// constant body of the same size (no token, no cache, no database), under the same 200 connections
// (`floor`): no budget above can be met where the floor itself is over it.
// BENCH_REST_LOADS (e.g. `rest-mixed`) measures only the named loads. Environment settings of the
// server (DATABASE_POOL_MAX, PGLITE_THREAD, REST_CACHE_*) pass through to it.
// Prints one JSON line last: {"name":"rest","figures":[…]}.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import readline from 'node:readline';
import autocannon, { type Client } from 'autocannon';
import pg from 'pg';

const CONNECTIONS = 200;
const DURATION_S = 10;
const WARMUP_S = 2;
const USERS = 1_000;
const SCANS_PER_USER = 3;
const FINDINGS_PER_SCAN = 5;
const P99_BUDGET_MS = 20;
const LATEST_SCAN_PATH =
  '/api/db/footprint/rest/v1/footprint_scans?select=*&order=created_at.desc&limit=1';

interface ServerReady {
  port: number;
  tokens: string[];
  /** The newest scan id of each token's user (checks the answers; the mixed load PATCHes it). */
  latestScanIds: string[];
}

/** Time spent inside the server, reads and writes apart, and the read cache's lookups. */
interface InsideReport {
  reads: { p50: number; p99: number; count: number };
  writes: { p50: number; p99: number; count: number };
  hits: number;
  misses: number;
}

async function serve(databaseUrl: string | null): Promise<void> {
  const { buildApp } = await import('../../server/app.ts');
  const { createAppContext } = await import('../../server/context.ts');
  const { loadConfig } = await import('../../server/config.ts');
  const { openDatabase } = await import('../../server/db/database.ts');
  const { migrate } = await import('../../server/db/migrate.ts');

  const schema = databaseUrl ? `bench_${crypto.randomBytes(5).toString('hex')}` : null;
  const config = loadConfig({ ...process.env, STATIC_DIR: '', LOG_LEVEL: 'silent', PORT: '0' });
  const db = await openDatabase({
    url: databaseUrl,
    dataDir: null,
    schema,
    poolMax: config.databasePoolMax,
    pgliteThread: config.pgliteThread,
  });
  await migrate(db);
  await db.query(
    `INSERT INTO users (email, email_verified_at)
     SELECT 'bench-' || g || '@example.test', now() FROM generate_series(1, $1::int) AS g`,
    [USERS],
  );
  await db.query(
    `INSERT INTO footprint_scans (id, user_id, scan_status, privacy_score, security_score,
       identity_score, overall_score, scan_data, created_at)
     SELECT 'scan_' || u.id || '_' || s, u.id, 'completed', 40 + s, 50 + s, 60 + s, 50 + s,
       '{"engine":"bench"}', now() - (s || ' hours')::interval
     FROM users AS u, generate_series(1, $1::int) AS s`,
    [SCANS_PER_USER],
  );
  await db.query(
    `INSERT INTO risk_findings (id, scan_id, user_id, rule_id, category, risk_level, title)
     SELECT f.id || '_' || n, f.id, f.user_id, 'bench.rule', 'privacy', 'high', 'Bench finding'
     FROM footprint_scans AS f, generate_series(1, $1::int) AS n`,
    [FINDINGS_PER_SCAN],
  );
  await db.query('ANALYZE');

  const ctx = await createAppContext(config, db, { accessTokenTtlS: 3_600 });
  const app = await buildApp(ctx, { logger: false });
  // Time spent inside the server per request (Fastify's elapsedTime), to tell the server's own
  // cost from time spent queued in the kernel or in the load generator on a busy machine.
  // Reads and writes apart: in the mixed load the writes alone would fill the top 5 %.
  let handled = { reads: [] as number[], writes: [] as number[] };
  let cacheAtReset = ctx.restReads.stats();
  app.addHook('onResponse', async (request, reply) => {
    (request.method === 'GET' ? handled.reads : handled.writes).push(reply.elapsedTime);
  });
  readline.createInterface({ input: process.stdin }).on('line', (command) => {
    if (command === 'reset') {
      handled = { reads: [], writes: [] };
      cacheAtReset = ctx.restReads.stats();
    }
    if (command === 'report') {
      const quantiles = (times: number[]) => {
        const sorted = [...times].sort((a, b) => a - b);
        const at = (q: number) =>
          sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
        return { p50: at(0.5), p99: at(0.99), count: sorted.length };
      };
      const cache = ctx.restReads.stats();
      const report: InsideReport = {
        reads: quantiles(handled.reads),
        writes: quantiles(handled.writes),
        hits: cache.hits - cacheAtReset.hits,
        misses: cache.misses - cacheAtReset.misses,
      };
      process.stdout.write(`${JSON.stringify(report)}\n`);
    }
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { rows: users } = await db.query<{ id: string; email: string }>(
    'SELECT id, email FROM users ORDER BY email LIMIT $1',
    [CONNECTIONS],
  );
  const tokens: string[] = [];
  for (const user of users) {
    const issued = await ctx.accessTokens.issue(
      { id: user.id, email: user.email, role: 'user', displayName: null },
      'footprint',
    );
    tokens.push(issued.token);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const latestScanIds = users.map((user) => `scan_${user.id}_1`);
  const ready: ServerReady = { port, tokens, latestScanIds };
  process.stdout.write(`${JSON.stringify(ready)}\n`);

  const stop = async () => {
    await app.close();
    await db.close();
    if (databaseUrl && schema) {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
}

/**
 * The floor: Fastify with one route that answers the latest-scan path with a fixed body as large
 * as a real answer, speaking the same stdin protocol as serve() (reset / report).
 */
async function serveFloor(bodyBytes: number): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  const row = { id: 'scan_floor', padding: '' };
  row.padding = 'x'.repeat(Math.max(0, bodyBytes - JSON.stringify([row]).length));
  const body = JSON.stringify([row]);
  app.get(LATEST_SCAN_PATH.split('?')[0]!, (_request, reply) => {
    void reply.type('application/json').send(body);
  });
  readline.createInterface({ input: process.stdin }).on('line', (command) => {
    if (command !== 'report') return;
    const none = { p50: 0, p99: 0, count: 0 };
    const report: InsideReport = { reads: none, writes: none, hits: 0, misses: 0 };
    process.stdout.write(`${JSON.stringify(report)}\n`);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const ready: ServerReady = { port, tokens: ['floor'], latestScanIds: ['scan_floor'] };
  process.stdout.write(`${JSON.stringify(ready)}\n`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

interface RunningServer {
  child: ChildProcess;
  ready: ServerReady;
  nextLine: () => Promise<string>;
}

function startServer(
  databaseUrl: string | null,
  env: Record<string, string>,
  mode: '--serve' | '--serve-floor' = '--serve',
): Promise<RunningServer> {
  // BENCH_REST_PROFILE_DIR: write a CPU profile of the server there (to see where a request goes).
  const profileDir = process.env.BENCH_REST_PROFILE_DIR;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const args = [...profile, '--import', 'tsx', import.meta.filename, mode];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, BENCH_SERVE_DATABASE_URL: databaseUrl ?? '' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const nextLine = () => new Promise<string>((resolve) => lines.once('line', resolve));
  return new Promise((resolve, reject) => {
    void nextLine().then((line) =>
      resolve({ child, ready: JSON.parse(line) as ServerReady, nextLine }),
    );
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Figure {
  metric: string;
  value: number;
  unit: string;
  budget?: string;
}

/**
 * What the load is: `latest-scan` (every connection polls its user's latest scan) or `mixed`
 * (each connection sends 19 latest-scan reads, then one PATCH of that scan, as the outbox does
 * while a dashboard polls, so 5 % of requests are writes that drop that user's cached read).
 */
type Load = 'latest-scan' | 'mixed' | 'rest-mixed';
const MIXED_READS_PER_WRITE = 19;
const REST_MIXED_USERS = 20;
const REST_MIXED_BUDGET_MS = { PGlite: 150, PostgreSQL: 50 } as const;
const REST = '/api/db/footprint/rest/v1';

type Request = NonNullable<Parameters<Client['setRequests']>[0]>[number];

/**
 * One connection's cycle in the REST mix: 6 reads (lists with filters and order, one row as an
 * object), 2 writes (an upsert and a PATCH of rows of this connection's own, so connections do not
 * wait on each other's row locks) and 2 batches (a transaction that writes and reads, an
 * independent one of reads) — 60 % reads, 20 % writes, 20 % batches.
 */
function restMixedCycle(connection: number, headers: Record<string, string>, scanId: string) {
  const json = { ...headers, 'content-type': 'application/json' };
  const findingId = `mixed_${connection}`;
  const finding = (id: string, count: number) => ({
    id,
    scan_id: scanId,
    category: 'privacy',
    risk_level: 'medium',
    title: 'Bench mixed finding',
    count,
  });
  const upsert = 'resolution=merge-duplicates,missing=default,return=minimal';
  const get = (path: string, extra: Record<string, string> = {}): Request => ({
    method: 'GET',
    path: `${REST}/${path}`,
    headers: { ...headers, ...extra },
  });
  const batch = (mode: string, statements: unknown[]): Request => ({
    method: 'POST',
    path: '/api/db/footprint/batch',
    headers: json,
    body: JSON.stringify({ mode, statements }),
  });
  return [
    get(LATEST_SCAN_PATH.slice(REST.length + 1)),
    get(
      `risk_findings?select=id,title,risk_level&scan_id=eq.${scanId}&risk_level=eq.high&order=created_at.desc`,
    ),
    get(`footprint_scans?select=id,overall_score,scan_status&id=eq.${scanId}`, {
      accept: 'application/vnd.pgrst.object+json',
    }),
    {
      method: 'POST',
      path: `${REST}/risk_findings?on_conflict=id`,
      headers: { ...json, prefer: upsert },
      body: JSON.stringify(finding(findingId, connection)),
    },
    get(`risk_findings?select=*&scan_id=eq.${scanId}&limit=20`),
    {
      method: 'PATCH',
      path: `${REST}/risk_findings?id=eq.${findingId}`,
      headers: { ...json, prefer: 'return=minimal' },
      body: JSON.stringify({ count: connection + 1 }),
    },
    batch('transaction', [
      {
        method: 'POST',
        table: 'risk_findings',
        query: 'on_conflict=id',
        prefer: upsert,
        body: [finding(`${findingId}_batch`, 1)],
      },
      {
        method: 'PATCH',
        table: 'risk_findings',
        query: `id=eq.${findingId}_batch`,
        body: { count: connection + 2 },
      },
      {
        method: 'GET',
        table: 'footprint_scans',
        query: 'select=id,overall_score&order=created_at.desc&limit=1',
      },
    ]),
    get('footprint_scans?select=id,overall_score,created_at&order=created_at.desc&limit=10'),
    batch('independent', [
      {
        method: 'GET',
        table: 'footprint_scans',
        query: 'select=id,privacy_score&order=created_at.desc&limit=3',
      },
      {
        method: 'GET',
        table: 'risk_findings',
        query: `select=id&scan_id=eq.${scanId}`,
        prefer: 'count=exact',
      },
    ]),
    get('risk_findings?select=id,risk_level&risk_level=in.(high,critical)&limit=50'),
  ] satisfies Request[];
}

async function run(server: RunningServer, label: string, load: Load): Promise<Figure[]> {
  const { child, ready, nextLine } = server;
  const base = `http://127.0.0.1:${ready.port}`;
  let next = 0;
  const options = {
    url: `${base}${LATEST_SCAN_PATH}`,
    connections: CONNECTIONS,
    // One user per connection, like 200 people opening their dashboards at once.
    setupClient: (client: Client) => {
      const connection = next++;
      const index = connection % (load === 'rest-mixed' ? REST_MIXED_USERS : ready.tokens.length);
      const headers = { authorization: `Bearer ${ready.tokens[index]}` };
      if (load === 'latest-scan') return client.setHeaders(headers);
      if (load === 'rest-mixed') {
        return client.setRequests(restMixedCycle(connection, headers, ready.latestScanIds[index]!));
      }
      const read = { method: 'GET', path: LATEST_SCAN_PATH, headers };
      const write = {
        method: 'PATCH',
        path: `/api/db/footprint/rest/v1/footprint_scans?id=eq.${ready.latestScanIds[index]}`,
        headers: { ...headers, 'content-type': 'application/json', prefer: 'return=minimal' },
        body: JSON.stringify({ privacy_score: 40 + (index % 50) }),
      };
      client.setRequests([...Array.from({ length: MIXED_READS_PER_WRITE }, () => read), write]);
    },
  };
  await autocannon({ ...options, duration: WARMUP_S });
  next = 0;
  child.stdin!.write('reset\n');
  const result = await autocannon({ ...options, duration: DURATION_S });
  const reply = nextLine();
  child.stdin!.write('report\n');
  const inside = JSON.parse(await reply) as InsideReport;
  const lookups = inside.hits + inside.misses;
  const hitRatio = lookups > 0 ? inside.hits / lookups : 0;
  const failed = result.non2xx + result.errors + result.timeouts;
  console.error(
    `  ${label}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${Math.round(result.requests.average)} req/s, ${failed} failed ` +
      `(${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts); ` +
      `inside the server: reads p50 ${inside.reads.p50.toFixed(2)} ms, ` +
      `p99 ${inside.reads.p99.toFixed(2)} ms` +
      (inside.writes.count > 0
        ? `, writes p50 ${inside.writes.p50.toFixed(2)} ms, p99 ${inside.writes.p99.toFixed(2)} ms; `
        : '; ') +
      `read cache ${lookups > 0 ? `${(hitRatio * 100).toFixed(1)} % hits` : 'off'}; ` +
      `load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const figures: Figure[] = [
    { metric: `${label} p50 @${CONNECTIONS} conns`, value: result.latency.p50, unit: 'ms' },
    { metric: `${label} p99 @${CONNECTIONS} conns`, value: result.latency.p99, unit: 'ms' },
    { metric: `${label} throughput`, value: result.requests.average, unit: 'req/s' },
    { metric: `${label} reads p99 inside the server`, value: inside.reads.p99, unit: 'ms' },
  ];
  if (inside.writes.count > 0) {
    figures.push({
      metric: `${label} writes p99 inside the server`,
      value: inside.writes.p99,
      unit: 'ms',
    });
  }
  if (lookups > 0) {
    figures.push({ metric: `${label} read cache hits`, value: hitRatio * 100, unit: '%' });
  }
  figures.push({ metric: `${label} failed requests`, value: failed, unit: 'count', budget: '0' });
  return figures;
}

async function checkAnswers(server: RunningServer): Promise<void> {
  const check = await fetch(`http://127.0.0.1:${server.ready.port}${LATEST_SCAN_PATH}`, {
    headers: { Authorization: `Bearer ${server.ready.tokens[0]}` },
  });
  const rows = (await check.json()) as { id: string }[];
  if (check.status !== 200 || rows.length !== 1 || rows[0]!.id !== server.ready.latestScanIds[0]) {
    throw new Error(`latest-scan query answered ${check.status} with an unexpected body`);
  }
}

const LOADS = [
  'latest-scan',
  'latest-scan + PATCH',
  'read cache off',
  'rest-mixed',
  'floor',
] as const;

/** Whether BENCH_REST_LOADS (comma-separated names of LOADS; all when unset) asks for `load`. */
function wanted(load: (typeof LOADS)[number]): boolean {
  const picked = (process.env.BENCH_REST_LOADS ?? '').split(',').filter(Boolean);
  const unknown = picked.filter((name) => !(LOADS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`BENCH_REST_LOADS: unknown ${unknown.join(', ')}; known: ${LOADS.join(', ')}`);
  }
  return picked.length === 0 || picked.includes(load);
}

/**
 * The default configuration (read cache on) under the latest-scan loads and the REST mix, then the
 * latest-scan poll with the cache off. BENCH_REST_LOADS (comma-separated names of LOADS) picks some.
 */
async function measure(database: 'PGlite' | 'PostgreSQL', databaseUrl: string | null) {
  const figures: Figure[] = [];
  if (wanted('latest-scan') || wanted('latest-scan + PATCH') || wanted('rest-mixed')) {
    const cached = await startServer(databaseUrl, {});
    try {
      await checkAnswers(cached);
      if (wanted('latest-scan')) {
        const latest = await run(cached, `${database} latest-scan`, 'latest-scan');
        const p99 = latest.find((figure) => figure.metric.includes(' p99 @'))!;
        p99.budget = `<= ${P99_BUDGET_MS}`;
        figures.push(...latest);
      }
      if (wanted('latest-scan + PATCH')) {
        figures.push(...(await run(cached, `${database} 95 % latest-scan + 5 % PATCH`, 'mixed')));
      }
      if (wanted('rest-mixed')) {
        const label = `${database} REST mix, ${REST_MIXED_USERS} users`;
        const mixed = await run(cached, label, 'rest-mixed');
        const p99 = mixed.find((figure) => figure.metric.includes(' p99 @'))!;
        p99.budget = `<= ${REST_MIXED_BUDGET_MS[database]}`;
        figures.push(...mixed);
      }
    } finally {
      await stopServer(cached.child);
    }
  }
  if (wanted('read cache off')) {
    const uncached = await startServer(databaseUrl, { REST_CACHE_MAX_ENTRIES: '0' });
    try {
      await checkAnswers(uncached);
      figures.push(
        ...(await run(uncached, `${database} read cache off: latest-scan`, 'latest-scan')),
      );
    } finally {
      await stopServer(uncached.child);
    }
  }
  return figures;
}

/** The floor (see the header), with a body as large as the real latest-scan answer. */
async function measureFloor(): Promise<Figure[]> {
  const real = await startServer(null, {});
  let bodyBytes: number;
  try {
    const answer = await fetch(`http://127.0.0.1:${real.ready.port}${LATEST_SCAN_PATH}`, {
      headers: { Authorization: `Bearer ${real.ready.tokens[0]}` },
    });
    bodyBytes = (await answer.text()).length;
  } finally {
    await stopServer(real.child);
  }
  const floor = await startServer(
    null,
    { BENCH_FLOOR_BODY_BYTES: String(bodyBytes) },
    '--serve-floor',
  );
  try {
    const figures = await run(floor, 'floor: bare Fastify, constant answer', 'latest-scan');
    // The floor has no inside timings or cache; keep its latency, throughput and failures.
    return figures.filter((figure) => !/inside the server/.test(figure.metric));
  } finally {
    await stopServer(floor.child);
  }
}

if (process.argv.includes('--serve-floor')) {
  await serveFloor(Number(process.env.BENCH_FLOOR_BODY_BYTES ?? 600));
} else if (process.argv.includes('--serve')) {
  await serve(process.env.BENCH_SERVE_DATABASE_URL || null);
} else {
  const figures = await measure('PGlite', null);
  const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || null;
  if (postgresUrl) figures.push(...(await measure('PostgreSQL', postgresUrl)));
  else console.error('  PostgreSQL skipped: set BENCH_DATABASE_URL or DATABASE_URL to measure it');
  if (wanted('floor')) figures.push(...(await measureFloor()));
  console.log(JSON.stringify({ name: 'rest', figures }));
}
