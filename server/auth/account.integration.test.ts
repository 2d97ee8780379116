// The account export and deletion against the real server, on the embedded database or PostgreSQL
// (DATABASE_URL) and with files on the local disk and in an S3-compatible bucket: the export holds
// every kind of row the user has and no secret; a refused deletion changes nothing; a deletion
// leaves no row of the user in any table (read with the service key), no stored bytes, no working
// session and no open socket on any instance, and leaves other users alone.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { MailMessage } from '../mail/mailer.ts';
import {
  openTestDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from '../test/harness.ts';
import { findingRow, postgrestFor, scanRow } from '../test/rest.ts';
import { startS3Peer } from '../test/s3Peer.ts';
import { ACCOUNT_MESSAGES, EXPORT_FORMAT, EXPORT_PAGE_ROWS } from './accountRoutes.ts';
import { emailBucket } from './rateLimiter.ts';
import {
  REALTIME_CLOSE_SESSION_ENDED,
  REALTIME_CLOSE_UNAUTHORIZED,
} from '../../src/shared/realtime.ts';

const SERVICE_KEY = 'account-test-service-key';
const PASSWORD = 'correct horse 1';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

// Answers are read field by field with expectations; a loose type keeps the test readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

interface Account {
  id: string;
  email: string;
  access: string;
  refresh: string;
}

interface FileBackend {
  env: Record<string, string>;
  objects(): Promise<string[]>;
  close(): Promise<void>;
}

function localDisk(dataDir: string): FileBackend {
  const root = path.join(dataDir, 'storage', 'footprint');
  return {
    env: {},
    objects: async () =>
      fs.existsSync(root) ? fs.readdirSync(root).map((n) => `footprint/${n}`) : [],
    close: async () => undefined,
  };
}

describe.each([
  { backend: 'local disk', start: async (dataDir: string) => localDisk(dataDir) },
  {
    backend: 'S3-compatible bucket',
    start: async (): Promise<FileBackend> => {
      const peer = await startS3Peer();
      return { env: peer.env, objects: () => peer.keys(), close: () => peer.close() };
    },
  },
])('account export and deletion, files on $backend', ({ start }) => {
  let dataDir: string;
  let backend: FileBackend;
  let database: TestDatabase;
  /** Two instances on one database, as two processes behind a load balancer. */
  let first: TestServer;
  let second: TestServer;
  const mail: MailMessage[] = [];
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-account-'));
    backend = await start(dataDir);
    database = await openTestDatabase();
    const env = { DATA_DIR: dataDir, SERVICE_KEY, ...backend.env };
    first = await startTestServer({ db: database.db, env, keepDatabase: true });
    second = await startTestServer({ db: await database.openAnother(), env, keepDatabase: true });
    first.app.ctx.mailer = {
      kind: 'folder',
      send: async (message: MailMessage) => {
        mail.push(message);
        return { messageId: String(mail.length) };
      },
      close: () => undefined,
    };
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await first.close();
    await second.close();
    await database.drop();
    await backend.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function call(
    server: TestServer,
    method: string,
    route: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: Json; text: string }> {
    const response = await fetch(`${server.baseUrl}${route}`, {
      method,
      headers: {
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, text, body: text ? (JSON.parse(text) as Json) : {} };
  }

  async function sql(query: string, params: unknown[] = []): Promise<Json[]> {
    const answer = await call(first, 'POST', '/api/db/footprint/sql', {
      headers: { apikey: SERVICE_KEY },
      body: { query, params },
    });
    expect(answer.status).toBe(200);
    return answer.body.rows as Json[];
  }

  /** Rows of every table that name the user (id, address or hashed address), counted per table. */
  async function rowsNaming(account: { id: string; email: string }) {
    const tables = await sql(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const marks = [account.id, account.email.toLowerCase(), emailBucket(account.email)];
    const counts: Record<string, number> = {};
    for (const { table_name: table } of tables) {
      const rows = await sql(`SELECT * FROM ${String(table)}`);
      const naming = rows.filter((row) => {
        const text = JSON.stringify(row).toLowerCase();
        return marks.some((mark) => text.includes(mark));
      });
      if (naming.length > 0) counts[String(table)] = naming.length;
    }
    return counts;
  }

  async function signUp(): Promise<Account> {
    const email = `acct-${crypto.randomBytes(5).toString('hex')}@example.test`;
    const answer = await call(first, 'POST', '/api/auth/signup', {
      body: { email, password: PASSWORD, projectId: 'footprint' },
    });
    expect(answer.status).toBe(201);
    return {
      id: answer.body.user.id as string,
      email,
      access: answer.body.session.access_token as string,
      refresh: answer.body.session.refresh_token as string,
    };
  }

  async function openSocket(server: TestServer, account: Account) {
    const socket = new WebSocket(
      `${server.baseUrl.replace('http', 'ws')}/api/realtime/ws?project_id=footprint&access_token=${account.access}`,
    );
    sockets.push(socket);
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const subscribed = new Promise<void>((resolve) =>
      socket.on('message', (data) => {
        if ((JSON.parse(String(data)) as Json).type === 'subscribed') resolve();
      }),
    );
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'subscribe', channel: 'scans', ref: 'r1' }));
    await subscribed;
    return { socket, closed };
  }

  /** Gives the account one of everything the server keeps for a user. */
  async function populate(account: Account) {
    const rest = postgrestFor(first, account.access);
    const scan = scanRow({ scan_status: 'completed', overall_score: 61 });
    expect((await rest.from('footprint_scans').insert(scan)).error).toBeNull();
    expect((await rest.from('risk_findings').insert(findingRow(String(scan.id)))).error).toBeNull();

    const form = new FormData();
    form.append('file', new Blob([PNG]), 'chart.png');
    form.append('path', 'reports/chart.png');
    const uploaded = await fetch(`${first.baseUrl}/api/storage/footprint/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.access}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);

    const published = await call(first, 'POST', '/api/realtime/footprint/publish', {
      token: account.access,
      body: { channel: 'scans', data: { synced: 1 } },
    });
    expect(published.status).toBe(200);

    const logged = await call(first, 'POST', '/api/analytics/footprint/log', {
      token: account.access,
      body: {
        events: [
          {
            type: 'page_view',
            timestamp: new Date().toISOString(),
            project_id: 'footprint',
            session_id: 's_1',
            pathname: '/settings',
            user_email: account.email,
          },
        ],
      },
    });
    expect(logged.status).toBe(202);

    // A password-reset link (one-time token, mail rate-limit rows keyed by the address) and a
    // failed sign-in (sign-in rate-limit row keyed by the address).
    expect(
      (
        await call(first, 'POST', '/api/auth/password/reset', {
          body: { email: account.email, projectId: 'footprint' },
        })
      ).status,
    ).toBe(200);
    // The reset mail goes out from a queue off the request path: wait until it has (its link's
    // one-time token exists and the queue row is gone), so later reads see a settled state.
    for (let tries = 0; ; tries += 1) {
      const [queued] = await sql(
        `SELECT (SELECT count(*) FROM mail_queue WHERE lower(email) = lower($1))::int AS waiting,
                (SELECT count(*) FROM one_time_tokens WHERE user_id = $2)::int AS tokens`,
        [account.email, account.id],
      );
      if (queued?.waiting === 0 && Number(queued.tokens) > 0) break;
      if (tries > 100) throw new Error('the password-reset mail was never sent');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(
      (
        await call(first, 'POST', '/api/auth/signin/email', {
          body: { email: account.email, password: 'not it at all 1', projectId: 'footprint' },
        })
      ).status,
    ).toBe(401);
    await sql('INSERT INTO user_identities (provider, subject, user_id) VALUES ($1, $2, $3)', [
      'google',
      `sub-${account.id}`,
      account.id,
    ]);
    // A socket on the other instance: presence row there, and a socket deletion must close.
    return openSocket(second, account);
  }

  const EVERY_KIND = [
    'analytics_events',
    'auth_rate_limits',
    'footprint_scans',
    'one_time_tokens',
    'realtime_messages',
    'realtime_presence',
    'refresh_tokens',
    'risk_findings',
    'storage_objects',
    'user_identities',
    'users',
  ];

  it('exports every kind of row the user has, page after page, and no secret', async () => {
    const account = await signUp();
    const { socket } = await populate(account);
    // More findings than one export page, so the keyset paging is exercised.
    const scanId = String(
      (await sql('SELECT id FROM footprint_scans WHERE user_id = $1', [account.id]))[0]!.id,
    );
    const extra = EXPORT_PAGE_ROWS * 2 + 7;
    await sql(
      `INSERT INTO risk_findings (id, scan_id, user_id, category, risk_level, title)
       SELECT 'bulk-' || n, $1, $2, 'privacy', 'low', 'Finding ' || n FROM generate_series(1, $3) AS n`,
      [scanId, account.id, extra],
    );
    expect(Object.keys(await rowsNaming(account)).sort()).toEqual(EVERY_KIND);

    const exported = await call(first, 'GET', '/api/auth/user/export?include=files', {
      token: account.access,
    });
    expect(exported.status).toBe(200);
    const document = exported.body;
    expect(document.format).toBe(EXPORT_FORMAT);
    expect(document.profile).toMatchObject({ id: account.id, email: account.email });
    expect(document.profile.providers.map((p: Json) => p.provider)).toEqual(['email', 'google']);
    expect(document.sessions.length).toBe(1);
    expect(document.scans).toHaveLength(1);
    expect(document.findings).toHaveLength(extra + 1);
    expect(new Set(document.findings.map((f: Json) => f.id)).size).toBe(extra + 1);
    expect(document.realtimeMessages).toMatchObject([{ channel: 'scans', data: { synced: 1 } }]);
    expect(document.analyticsEvents).toMatchObject([{ pathname: '/settings' }]);
    expect(document.files).toMatchObject([
      { path: 'reports/chart.png', size: PNG.length, contentType: 'image/png' },
    ]);
    const bytes = await fetch(String(document.files[0].downloadUrl));
    expect(new Uint8Array(await bytes.arrayBuffer())).toEqual(PNG);

    // No hash or token the server keeps appears anywhere in the document.
    const secrets = await sql(
      `SELECT password_hash AS secret FROM users WHERE id = $1
       UNION ALL SELECT token_hash FROM refresh_tokens WHERE user_id = $1
       UNION ALL SELECT token_hash FROM one_time_tokens WHERE user_id = $1`,
      [account.id],
    );
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    for (const { secret } of secrets) expect(exported.text).not.toContain(String(secret));
    expect(exported.text).not.toContain(account.refresh);
    expect(exported.text).not.toMatch(/password_hash|token_hash|object_key/);

    // Without include=files there are no URLs; another user's export holds none of these rows.
    const plain = await call(first, 'GET', '/api/auth/user/export', { token: account.access });
    expect(plain.body.files[0].downloadUrl).toBeUndefined();
    const other = await signUp();
    const theirs = await call(second, 'GET', '/api/auth/user/export', { token: other.access });
    expect(theirs.body).toMatchObject({ scans: [], findings: [], files: [], realtimeMessages: [] });
    expect(theirs.text).not.toContain(account.id);
    socket.close();
  });

  it('refuses a wrong or missing password with the spec error shape and changes nothing', async () => {
    const account = await signUp();
    const { closed } = await populate(account);
    const before = await rowsNaming(account);
    const objectsBefore = (await backend.objects()).sort();

    const wrong = await call(first, 'DELETE', '/api/auth/user', {
      token: account.access,
      body: { password: 'wrong password 2' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: ACCOUNT_MESSAGES.wrongPassword,
    });
    const missing = await call(first, 'DELETE', '/api/auth/user', { token: account.access });
    expect(missing.status).toBe(403);
    expect(missing.body.code).toBe('REAUTHENTICATION_NEEDED');
    const anonymous = await call(first, 'DELETE', '/api/auth/user', {
      body: { password: PASSWORD },
    });
    expect(anonymous.status).toBe(401);

    const after = await rowsNaming(account);
    // The refused attempts count against the sign-in limit (the same row, one more hit).
    expect(after).toEqual(before);
    expect((await backend.objects()).sort()).toEqual(objectsBefore);
    const stillOpen = await Promise.race([
      closed.then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('open'), 300)),
    ]);
    expect(stillOpen).toBe('open');
    expect(mail.filter((m) => m.to === account.email && /deleted/.test(m.subject))).toEqual([]);
  });

  it('deletes every row, the stored bytes, the sessions and the sockets of the user only', async () => {
    const bystander = await signUp();
    await populate(bystander);
    const bystanderRows = await rowsNaming(bystander);

    const account = await signUp();
    const { closed } = await populate(account);
    const keys = (
      await sql('SELECT object_key FROM storage_objects WHERE user_id = $1', [account.id])
    ).map((row) => String(row.object_key));
    expect(keys).toHaveLength(1);
    expect(await backend.objects()).toContain(keys[0]);

    const deleted = await call(first, 'DELETE', '/api/auth/user', {
      token: account.access,
      body: { password: PASSWORD },
    });
    expect(deleted.status).toBe(204);

    expect(await rowsNaming(account)).toEqual({});
    expect(await backend.objects()).not.toContain(keys[0]);
    // The socket was on the other instance: its session ended there; a new one with the
    // still-unexpired token is refused for good.
    expect(await closed).toBe(REALTIME_CLOSE_SESSION_ENDED);
    const reopened = new WebSocket(
      `${first.baseUrl.replace('http', 'ws')}/api/realtime/ws?project_id=footprint&access_token=${account.access}`,
    );
    sockets.push(reopened);
    expect(
      await new Promise<number>((resolve) => reopened.once('close', (code) => resolve(code))),
    ).toBe(REALTIME_CLOSE_UNAUTHORIZED);
    expect(
      (await call(first, 'POST', '/api/auth/refresh', { body: { refresh_token: account.refresh } }))
        .status,
    ).toBe(401);
    expect((await call(second, 'GET', '/api/auth/me', { token: account.access })).status).toBe(401);
    const signIn = await call(first, 'POST', '/api/auth/signin/email', {
      body: { email: account.email, password: PASSWORD, projectId: 'footprint' },
    });
    expect(signIn.status).toBe(401);
    // The still-unexpired access token reads nothing on either instance (no cached rows).
    for (const server of [first, second]) {
      const read = await postgrestFor(server, account.access).from('footprint_scans').select('*');
      expect(read.data ?? []).toEqual([]);
    }
    expect(mail.filter((m) => m.to === account.email).map((m) => m.subject)).toContain(
      'Your Footprint account was deleted',
    );

    // The bystander's rows are all still there (their own sign-in rows included).
    expect(await rowsNaming(bystander)).toEqual(bystanderRows);
    const theirs = await call(first, 'GET', '/api/auth/user/export', { token: bystander.access });
    expect(theirs.body.files).toHaveLength(1);
  });

  it('deletes a password-less account after a fresh sign-in, and asks a stale one to sign in', async () => {
    const email = `magic-${crypto.randomBytes(5).toString('hex')}@example.test`;
    const generated = await call(first, 'POST', '/api/auth/signin/magic/generate', {
      headers: { 'x-service-key': SERVICE_KEY },
      body: { email, projectId: 'footprint', redirectUrl: `${first.baseUrl}/` },
    });
    expect(generated.status).toBe(200);
    const verified = await call(first, 'POST', '/api/auth/signin/magic/verify', {
      body: { token: generated.body.token, projectId: 'footprint' },
    });
    expect(verified.status).toBe(200);
    const account = {
      id: String(verified.body.user.id),
      email,
      access: String(verified.body.session.access_token),
    };

    // The same user, its session begun longer ago than the limit: a fresh sign-in is asked for.
    await sql(
      `UPDATE refresh_tokens SET created_at = now() - interval '10 minutes' WHERE user_id = $1`,
      [account.id],
    );
    const stale = await call(first, 'DELETE', '/api/auth/user', { token: account.access });
    expect(stale.status).toBe(403);
    expect(stale.body).toEqual({
      code: 'REAUTHENTICATION_NEEDED',
      message: ACCOUNT_MESSAGES.freshSignInNeeded,
    });
    await sql(`UPDATE refresh_tokens SET created_at = now() WHERE user_id = $1`, [account.id]);

    const deleted = await call(first, 'DELETE', '/api/auth/user', { token: account.access });
    expect(deleted.status).toBe(204);
    expect(await rowsNaming(account)).toEqual({});
  });
});
