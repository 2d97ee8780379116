import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsernameResult } from '../../src/shared/usernames.ts';
import { createTestUser, startTestServer, type TestServer } from '../test/harness.ts';

const SITE_TIMEOUT_MS = 1000;

/** Sites on loopback that answer like the real ones WhatsMyName describes. */
function startSiteServer(): Promise<{ origin: string; hits: string[]; cookies: number; close(): Promise<void> }> {
  const state = { hits: [] as string[], cookies: 0 };
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    state.hits.push(url);
    if (request.headers.cookie) state.cookies++;
    const send = (status: number, body: string, headers: http.OutgoingHttpHeaders = {}) => {
      response.writeHead(status, { 'content-type': 'text/html', 'set-cookie': 'session=1', ...headers });
      response.end(body);
    };
    const [, kind, account] = url.split('/');
    if (kind === 'u') {
      if (account === 'jane.doe') send(200, '<div class="profile">Jane</div>');
      else send(404, '<p>Not here</p>');
    } else if (kind === 'strip') {
      if (account === 'janedoe') send(200, '<div class="profile">Jane</div>');
      else send(404, '<p>Not here</p>');
    } else if (kind === 'api') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const taken = request.method === 'POST' && request.headers['x-site-key'] === 'k1' && JSON.parse(body).username === 'jane.doe';
        send(200, JSON.stringify({ taken }), { 'content-type': 'application/json' });
      });
    } else if (kind === 'r') {
      response.writeHead(302, { location: '/u/jane.doe' });
      response.end();
    } else if (kind === 'hang') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<div');
    } else if (kind === 'waf') {
      send(403, '<title>Just a moment...</title><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page"></script>');
    } else if (kind === 'limit') {
      send(429, 'Slow down');
    } else if (kind === 'odd') {
      send(500, 'Internal error');
    } else send(404, '');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        get hits() {
          return state.hits;
        },
        get cookies() {
          return state.cookies;
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    }),
  );
}

function site(name: string, cat: string, uriCheck: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    uri_check: uriCheck,
    e_code: 200,
    e_string: 'class="profile"',
    m_code: 404,
    m_string: 'Not here',
    known: ['jane.doe'],
    cat,
    ...extra,
  };
}

function writeSiteFile(origin: string): string {
  const sites = [
    site('Found Site', 'social', `${origin}/u/{account}`, { headers: { Cookie: 'tracking=1' } }),
    site('Strip Site', 'blog', `${origin}/strip/{account}`, { strip_bad_char: '.' }),
    site('No Strip Site', 'blog', `${origin}/strip/{account}`),
    site('Post Site', 'dating', `${origin}/api/check`, {
      uri_pretty: `${origin}/people/{account}`,
      post_body: '{"username":"{account}"}',
      headers: { 'Content-Type': 'application/json', 'X-Site-Key': 'k1' },
      e_string: '"taken":true',
      m_code: 200,
      m_string: '"taken":false',
    }),
    site('Redirect Site', 'misc', `${origin}/r/{account}`, { m_code: 302, m_string: '' }),
    site('Hanging Site', 'misc', `${origin}/hang/{account}`),
    site('Firewall Site', 'shopping', `${origin}/waf/{account}`),
    site('Rate Limited Site', 'shopping', `${origin}/limit/{account}`),
    site('Odd Site', 'misc', `${origin}/odd/{account}`),
    site('Subdomain Site', 'blog', 'http://{account}.blog.invalid/'),
    site('Metadata Site', 'misc', 'http://169.254.169.254/latest/{account}'),
    site('Adult Site', 'xx NSFW xx', `${origin}/u/{account}`),
    site('Retired Site', 'social', `${origin}/u/{account}`, { valid: false }),
  ];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'footprint-sites-'));
  const file = path.join(dir, 'sites.json');
  fs.writeFileSync(file, JSON.stringify({ license: [], authors: [], categories: [], sites }));
  return file;
}

describe('username presence', () => {
  let sites: Awaited<ReturnType<typeof startSiteServer>>;
  let server: TestServer;
  let strict: TestServer;
  let tight: TestServer;
  let siteFile: string;

  beforeAll(async () => {
    sites = await startSiteServer();
    siteFile = writeSiteFile(sites.origin);
    const env = { USERNAME_SITES_FILE: siteFile, USERNAME_SITE_TIMEOUT_MS: String(SITE_TIMEOUT_MS) };
    server = await startTestServer({ env: { ...env, DATA_ALLOW_PRIVATE_ADDRESSES: '127.0.0.1' } });
    // No loopback allowance: the SSRF guard must refuse every site of the loopback set.
    strict = await startTestServer({ env });
    tight = await startTestServer({
      env: { ...env, DATA_ALLOW_PRIVATE_ADDRESSES: '127.0.0.1', USERNAME_CHECK_DEADLINE_MS: '600', USERNAME_CHECK_CONCURRENCY: '1' },
    });
  });
  afterAll(async () => {
    await server.close();
    await strict.close();
    await tight.close();
    await sites.close();
    fs.rmSync(path.dirname(siteFile), { recursive: true, force: true });
  });

  async function check(body: unknown, target = server, token?: string, accept = 'application/json') {
    const bearer = token ?? (await createTestUser(target)).token;
    return fetch(`${target.baseUrl}/api/data/footprint/usernames`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', accept },
      body: JSON.stringify(body),
    });
  }

  function byName(results: UsernameResult[]): Record<string, UsernameResult> {
    return Object.fromEntries(results.map((result) => [result.site, result]));
  }

  it('answers every site with found, not found, unknown, blocked or invalid as WhatsMyName defines them', async () => {
    const response = await check({ username: 'jane.doe' });
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as { results: UsernameResult[] };
    const result = byName(results);
    expect(Object.fromEntries(results.map((item) => [item.site, item.state]))).toEqual({
      'Found Site': 'found',
      'Strip Site': 'found',
      'No Strip Site': 'not_found',
      'Post Site': 'found',
      'Redirect Site': 'not_found',
      'Hanging Site': 'unknown',
      'Firewall Site': 'blocked',
      'Rate Limited Site': 'blocked',
      'Odd Site': 'unknown',
      'Subdomain Site': 'invalid',
      'Metadata Site': 'unknown',
    });
    expect(result['Found Site']).toMatchObject({ category: 'social', url: `${sites.origin}/u/jane.doe` });
    // strip_bad_char removed the dot before the name went into the address.
    expect(sites.hits).toContain('/strip/janedoe');
    // uri_pretty is what a person opens, not the API that was asked.
    expect(result['Post Site']!.url).toBe(`${sites.origin}/people/jane.doe`);
    expect(result['Hanging Site']!.ms).toBeGreaterThanOrEqual(SITE_TIMEOUT_MS - 50);
    expect(result['Hanging Site']!.ms).toBeLessThan(SITE_TIMEOUT_MS + 1500);
    // The redirect was reported, not followed; no cookie went out although a site asked for one.
    expect(sites.hits.filter((hit) => hit === '/u/jane.doe')).toHaveLength(1);
    expect(sites.cookies).toBe(0);
  });

  it('checks the adult category only when asked for', async () => {
    const asked = await check({ username: 'jane.doe', categories: ['xx NSFW xx'] });
    expect(((await asked.json()) as { results: UsernameResult[] }).results).toEqual([
      expect.objectContaining({ site: 'Adult Site', state: 'found' }),
    ]);
    const some = await check({ username: 'jane.doe', categories: ['blog'], sites: ['Strip Site', 'No Strip Site'] });
    const states = byName(((await some.json()) as { results: UsernameResult[] }).results);
    expect(Object.keys(states).sort()).toEqual(['No Strip Site', 'Strip Site']);
  });

  it('streams one result per line as each site finishes, after saying how many will come', async () => {
    const started = Date.now();
    const response = await check({ username: 'jane.doe' }, server, undefined, 'application/x-ndjson');
    expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    expect(response.headers.get('x-username-sites')).toBe('11');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    let firstAt: number | null = null;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      if (value.includes('\n') && firstAt == null) firstAt = Date.now() - started;
      text += value;
    }
    const lines = text.trim().split('\n').map((line) => JSON.parse(line) as UsernameResult);
    expect(lines).toHaveLength(11);
    expect(lines.at(-1)!.site).toBe('Hanging Site');
    // The quick sites arrived before the hanging one's time limit was up.
    expect(firstAt!).toBeLessThan(SITE_TIMEOUT_MS);
  });

  it('never reaches a site on a private or loopback address', async () => {
    const before = sites.hits.length;
    const response = await check({ username: 'jane.doe' }, strict);
    const { results } = (await response.json()) as { results: UsernameResult[] };
    expect(results).toHaveLength(11);
    for (const result of results) {
      expect(result.state, result.site).toBe(result.site === 'Subdomain Site' ? 'invalid' : 'unknown');
    }
    expect(sites.hits.length).toBe(before);
  });

  it('reports every site still open at the overall deadline as unknown, and answers on time', async () => {
    const started = Date.now();
    const response = await check({ username: 'jane.doe' }, tight);
    const { results } = (await response.json()) as { results: UsernameResult[] };
    expect(Date.now() - started).toBeLessThan(SITE_TIMEOUT_MS);
    expect(results).toHaveLength(11);
    expect(results.filter((result) => result.state === 'unknown').length).toBeGreaterThan(0);
  });

  it('refuses names no site can have, unknown categories and sites, and anonymous callers', async () => {
    for (const [username, message] of [
      ['', 'Type a username to check'],
      ['jane/doe', 'A username cannot contain a slash'],
      ['jane doe', 'A username cannot contain spaces or control characters'],
      ['jane\u0000', 'A username cannot contain spaces or control characters'],
      ['j'.repeat(65), 'A username is at most 64 characters'],
      [42, 'Type a username to check'],
    ] as const) {
      const response = await check({ username });
      expect(response.status, String(username)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    }
    expect((await check({ username: 'jane', categories: ['cooking'] })).status).toBe(400);
    expect((await check({ username: 'jane', sites: ['Nowhere'] })).status).toBe(400);
    expect((await check({ username: 'jane', sites: 'Found Site' })).status).toBe(400);
    const anonymous = await fetch(`${server.baseUrl}/api/data/footprint/usernames`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'jane' }),
    });
    expect(anonymous.status).toBe(401);
  });

  it('limits how many checks one user runs', async () => {
    const { token } = await createTestUser(server);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await check({ username: 'jane.doe', sites: ['Found Site'] }, server, token);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(((await response.json()) as { message: string }).message).toMatch(/Too many username checks/);
      } else await response.arrayBuffer();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another user is not held back by the first one's checks.
    expect((await check({ username: 'jane.doe', sites: ['Found Site'] })).status).toBe(200);
  });
});
