import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../test/harness.ts';

const PROFILE = `<html lang="en"><head><title>Jane on Example</title>
<meta name="description" content="Photos from Lisbon"></head>
<body><h1>Jane</h1><p>Lives in <a href="/places/lisbon">Lisbon</a></p></body></html>`;

/** A stand-in for the public web, on loopback, with the redirects an attacker would use. */
function startPageServer(): Promise<{ origin: string; port: number; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    hits.push(path);
    const redirect = (location: string) => {
      response.writeHead(302, { location });
      response.end();
    };
    if (path === '/profile') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(PROFILE);
    } else if (path === '/hop') redirect('/profile');
    else if (path === '/to-metadata') redirect('http://169.254.169.254/latest/meta-data/');
    else if (path === '/to-private') redirect('http://10.0.0.1/admin');
    else if (path === '/to-ipv6-loopback') redirect(`http://[::1]:${port()}/profile`);
    else if (path === '/to-file') redirect('file:///etc/passwd');
    else if (path.startsWith('/loop')) redirect(`/loop${path.length}`);
    else if (path === '/json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"ok":true}');
    } else if (path === '/image') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    } else if (path === '/big') {
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(1024 * 1024, 'a');
      for (let i = 0; i < 6; i++) response.write(chunk);
      response.end();
    } else if (path === '/slow') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<p>never finishes');
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  const port = () => (server.address() as AddressInfo).port;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${port()}`,
        port: port(),
        hits,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    ),
  );
}

describe('data service', () => {
  let server: TestServer;
  let strict: TestServer;
  let pages: Awaited<ReturnType<typeof startPageServer>>;
  let user: Awaited<ReturnType<typeof createTestUser>>;
  let strictUser: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    pages = await startPageServer();
    // Tests reach the page server on 127.0.0.1 only; every other private address stays refused.
    server = await startTestServer({
      env: { DATA_ALLOW_PRIVATE_ADDRESSES: '127.0.0.1', DATA_FETCH_TIMEOUT_MS: '1500' },
    });
    strict = await startTestServer();
    user = await createTestUser(server);
    strictUser = await createTestUser(strict);
  });
  afterAll(async () => {
    await server.close();
    await strict.close();
    await pages.close();
  });

  async function call(endpoint: string, body: unknown, target = server, token = user.token) {
    const response = await fetch(`${target.baseUrl}/api/data/footprint/${endpoint}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('scrapes a public page into markdown, links and metadata, following a redirect', async () => {
    const result = await call('scrape', {
      url: `${pages.origin}/hop`,
      formats: ['markdown', 'links', 'metadata'],
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      url: `${pages.origin}/profile`,
      markdown: '# Jane\n\nLives in [Lisbon](' + `${pages.origin}/places/lisbon)`,
      links: [`${pages.origin}/places/lisbon`],
      metadata: { title: 'Jane on Example', description: 'Photos from Lisbon', language: 'en' },
    });
    expect(result.body.html).toBeUndefined();
  });

  it('fetches text as text and other content as base64', async () => {
    const json = await call('fetch', { url: `${pages.origin}/json` });
    expect(json.body).toMatchObject({ status: 200, contentType: 'application/json', text: '{"ok":true}' });
    const image = await call('fetch', { url: `${pages.origin}/image` });
    expect(image.body).toMatchObject({ contentType: 'image/png', base64: 'iVBORw==' });
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data/', 'the cloud metadata service'],
    ['http://10.0.0.1/', 'a private address'],
    ['http://127.0.0.2:1/', 'loopback outside the allowlist'],
    ['http://[::1]:1/', 'IPv6 loopback'],
    ['http://[::ffff:127.0.0.2]:1/', 'IPv4-mapped loopback'],
    ['http://[::ffff:a9fe:a9fe]/', 'IPv4-mapped metadata address in hex'],
    ['http://[fe80::1]/', 'IPv6 link-local'],
    ['http://0.0.0.0:1/', 'the unspecified address'],
  ])('refuses %s (%s) without connecting', async (url) => {
    const result = await call('fetch', { url });
    expect(result.status).toBe(403);
    expect(result.body.message).toMatch(/^This address is not on the public internet/);
  });

  it('refuses a host name that resolves to loopback', async () => {
    const result = await call('fetch', { url: `http://localhost:${pages.port}/profile` }, strict, strictUser.token);
    expect(result.status).toBe(403);
    const direct = await call('fetch', { url: `${pages.origin}/profile` }, strict, strictUser.token);
    expect(direct.status).toBe(403);
  });

  it('re-checks every redirect and never follows one into the private network', async () => {
    const before = pages.hits.length;
    for (const path of ['/to-metadata', '/to-private', '/to-ipv6-loopback']) {
      const result = await call('fetch', { url: `${pages.origin}${path}` });
      expect(result.status, path).toBe(403);
    }
    // Only the three redirecting pages were requested; no redirect target was.
    expect(pages.hits.slice(before)).toEqual(['/to-metadata', '/to-private', '/to-ipv6-loopback']);
    const file = await call('fetch', { url: `${pages.origin}/to-file` });
    expect(file.status).toBe(502);
    expect(file.body.message).toMatch(/redirected to an address that cannot be fetched/);
  });

  it('limits how many pages one user fetches in a burst', async () => {
    const token = (await createTestUser(server)).token;
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: 40 }, () => call('fetch', { url: `${pages.origin}/json` }, server, token)),
    );
    const elapsedS = (Date.now() - started) / 1000;
    const accepted = results.filter((result) => result.status === 200).length;
    // A burst of 20, refilled at one per second while the requests ran.
    expect(accepted).toBeGreaterThanOrEqual(20);
    expect(accepted).toBeLessThanOrEqual(20 + Math.ceil(elapsedS));
    expect(results.find((result) => result.status === 429)?.body.message).toMatch(/Too many/);
  });

  it('stops after five redirects', async () => {
    const result = await call('fetch', { url: `${pages.origin}/loop` });
    expect(result.status).toBe(502);
    expect(result.body.message).toBe('The page redirected more than 5 times');
  });

  it('refuses pages over 5 MB and pages that take too long', async () => {
    const big = await call('fetch', { url: `${pages.origin}/big` });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The page is larger than 5 MB');
    const slow = await call('fetch', { url: `${pages.origin}/slow` });
    expect(slow.status).toBe(504);
  });

  it('answers bad requests with 4xx and a clear message', async () => {
    const token = (await createTestUser(server)).token;
    const bad = (endpoint: string, body: unknown) => call(endpoint, body, server, token);
    expect((await bad('fetch', { url: 'not a url' })).body.message).toBe('Invalid URL format');
    expect((await bad('fetch', {})).status).toBe(400);
    expect((await bad('fetch', { url: 'file:///etc/passwd' })).body.message).toBe(
      'Only http and https addresses can be fetched',
    );
    expect((await bad('fetch', { url: 'http://user:pw@example.com/' })).status).toBe(400);
    const formats = await bad('scrape', { url: `${pages.origin}/profile`, formats: ['pdf'] });
    expect(formats.status).toBe(400);
    const notHtml = await bad('scrape', { url: `${pages.origin}/json` });
    expect(notHtml.status).toBe(415);
    const anonymous = await fetch(`${server.baseUrl}/api/data/footprint/fetch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${pages.origin}/profile` }),
    });
    expect(anonymous.status).toBe(401);
  });

  it.each(['extract-from-url', 'extract-from-blob', 'screenshot', 'search'])(
    'answers %s with 501 and says which provider is missing',
    async (endpoint) => {
      const result = await call(endpoint, { url: `${pages.origin}/profile`, query: 'jane' });
      expect(result.status).toBe(501);
      expect(result.body.message).toMatch(/needs? an? .*provider, and none is configured on this server/);
    },
  );
});
