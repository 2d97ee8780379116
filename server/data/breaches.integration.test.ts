import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BreachCheckResponse } from '../../src/shared/breaches.ts';
import { createTestUser, startTestServer, type TestServer } from '../test/harness.ts';

const KEY = 'test-hibp-key-5f1c';

/** A stand-in for Have I Been Pwned's v3 API, recording what it was asked. */
function startFakeHibp(): Promise<{ url: string; asked: { path: string; key: string | undefined }[]; close(): Promise<void> }> {
  const asked: { path: string; key: string | undefined }[] = [];
  const server = http.createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '').split('?')[0]!);
    asked.push({ path, key: request.headers['hibp-api-key'] as string | undefined });
    if (path.startsWith('/range/')) {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(`${path.slice(7)}TAIL:2\r\nPADDED:${request.headers['add-padding'] === 'true' ? 0 : 9}`);
    } else if (request.headers['hibp-api-key'] !== KEY || !request.headers['user-agent']) {
      response.writeHead(401);
      response.end();
    } else if (path.startsWith('/api/v3/breachedaccount/breached')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify([
          {
            Name: 'Adobe',
            Title: 'Adobe',
            Domain: 'adobe.com',
            BreachDate: '2013-10-04',
            DataClasses: ['Email addresses', 'Password hints', 'Passwords', 'Usernames'],
            IsVerified: true,
            IsSensitive: false,
            Description: '<a href="x">In October 2013</a>…',
          },
        ]),
      );
    } else if (path.startsWith('/api/v3/breachedaccount/busy')) {
      response.writeHead(429, { 'retry-after': '3' });
      response.end('{"statusCode":429}');
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3`,
        asked,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

describe('breaches of the user’s email', () => {
  let hibp: Awaited<ReturnType<typeof startFakeHibp>>;
  let server: TestServer;
  let keyless: TestServer;

  beforeAll(async () => {
    hibp = await startFakeHibp();
    server = await startTestServer({
      env: { HIBP_API_KEY: KEY, HIBP_API_URL: hibp.url, PWNED_PASSWORDS_URL: hibp.url.replace('/api/v3', '') },
    });
    keyless = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
    await keyless.close();
    await hibp.close();
  });

  async function breaches(token: string, target = server) {
    const response = await fetch(`${target.baseUrl}/api/data/footprint/breaches`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() };
  }

  it('lists the breaches of the user’s own address with their data classes, sending the key to HIBP only', async () => {
    const user = await createTestUser(server, 'breached-1@example.test');
    const answer = await breaches(user.token);
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.text) as BreachCheckResponse;
    expect(body.email).toBe('breached-1@example.test');
    expect(body.breaches).toEqual([
      {
        name: 'Adobe',
        title: 'Adobe',
        domain: 'adobe.com',
        breachDate: '2013-10-04',
        dataClasses: ['Email addresses', 'Password hints', 'Passwords', 'Usernames'],
        isVerified: true,
        isSensitive: false,
      },
    ]);
    expect(hibp.asked.at(-1)).toEqual({ path: '/api/v3/breachedaccount/breached-1@example.test', key: KEY });
    expect(answer.text).not.toContain(KEY);
  });

  it('answers an address in no breach with an empty list, and asks HIBP once a day per address', async () => {
    const user = await createTestUser(server, 'clean-1@example.test');
    const before = hibp.asked.length;
    for (let i = 0; i < 3; i++) {
      const answer = await breaches(user.token);
      expect(answer.status).toBe(200);
      expect((JSON.parse(answer.text) as BreachCheckResponse).breaches).toEqual([]);
    }
    expect(hibp.asked.length - before).toBe(1);
  });

  it('refuses an address that is not verified, without asking HIBP', async () => {
    const { rows } = await server.db.query<{ id: string }>(
      "INSERT INTO users (email) VALUES ('breached-unverified@example.test') RETURNING id",
    );
    const user = { id: rows[0]!.id, email: 'breached-unverified@example.test', role: 'user', displayName: null };
    const { token } = await server.app.ctx.accessTokens.issue(user, 'footprint');
    const before = hibp.asked.length;
    const answer = await breaches(token);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text).message).toBe('Verify your email address before checking it against known breaches');
    expect(hibp.asked.length).toBe(before);
  });

  it('honours HIBP’s rate limit: tells the caller when to retry and does not ask again meanwhile', async () => {
    const user = await createTestUser(server, 'busy-1@example.test');
    const first = await breaches(user.token);
    expect(first.status).toBe(429);
    expect(Number(first.retryAfter)).toBeGreaterThanOrEqual(1);
    const before = hibp.asked.length;
    const other = await createTestUser(server, 'clean-2@example.test');
    expect((await breaches(other.token)).status).toBe(429);
    expect(hibp.asked.length).toBe(before);
  });

  it('answers 501 with a message when the server has no key, and 401 without a token', async () => {
    const user = await createTestUser(keyless);
    const answer = await breaches(user.token, keyless);
    expect(answer.status).toBe(501);
    expect(JSON.parse(answer.text).message).toMatch(/needs a Have I Been Pwned key, and none is configured/);
    const anonymous = await fetch(`${server.baseUrl}/api/data/footprint/breaches`);
    expect(anonymous.status).toBe(401);
  });

  it('fetches a Pwned Passwords range for a five-character prefix only, with padding on', async () => {
    const user = await createTestUser(server);
    const range = (prefix: string, token: string | null = user.token) =>
      fetch(`${server.baseUrl}/api/data/footprint/pwned-passwords/range/${prefix}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const answer = await range('5baa6');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('5BAA6TAIL:2\r\nPADDED:0');
    expect(hibp.asked.at(-1)!.path).toBe('/range/5BAA6');
    for (const bad of ['5BAA61', '5BAA', 'ZZZZZ']) expect((await range(bad)).status, bad).toBe(400);
    expect((await range('5BAA6', null)).status).toBe(401);
  });
});
