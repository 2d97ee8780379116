// The Host header is never trusted, tried as an attacker would forge it: without PUBLIC_ORIGIN a
// mailed link and the sign-in redirect allow-list use only the loopback origins the server
// listens on, whatever Host or X-Forwarded-Host a request claims (also behind TRUST_PROXY); the
// server says so at start when it cannot be sure. With an https PUBLIC_ORIGIN every answer
// carries Strict-Transport-Security.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { originWarning } from './redirects.ts';

/** A POST with headers fetch would not let us forge (Host). */
function forgedPost(
  server: TestServer,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; data: Record<string, unknown> }> {
  const url = new URL(`${server.baseUrl}/api/auth${path}`);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            data: JSON.parse(text || '{}') as Record<string, unknown>,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe('origins without PUBLIC_ORIGIN', () => {
  let server: TestServer;
  const SERVICE_KEY = 'service-key-for-origins';

  beforeAll(async () => {
    server = await startTestServer({ env: { SERVICE_KEY, TRUST_PROXY: 'true' } });
  });
  afterAll(async () => server.close());

  it('builds mailed links on a loopback origin, whatever Host or X-Forwarded-Host claims', async () => {
    const port = new URL(server.baseUrl).port;
    const link = await forgedPost(
      server,
      '/signin/magic/generate',
      { email: 'host@example.test', projectId: 'footprint', redirectUrl: `${server.baseUrl}/` },
      {
        'X-Service-Key': SERVICE_KEY,
        Host: 'evil.example',
        'X-Forwarded-Host': 'evil.example',
        'X-Forwarded-Proto': 'https',
      },
    );
    expect(link.status).toBe(200);
    expect(new URL(link.data.url as string).origin).toBe(`http://127.0.0.1:${port}`);
    // A loopback Host is honoured: it is one of the trusted origins.
    const local = await forgedPost(
      server,
      '/signin/magic/generate',
      { email: 'host@example.test', projectId: 'footprint', redirectUrl: `${server.baseUrl}/` },
      { 'X-Service-Key': SERVICE_KEY, Host: `localhost:${port}` },
    );
    expect(new URL(local.data.url as string).origin).toBe(`http://localhost:${port}`);
  });

  it('refuses a redirect to the origin a forged Host names', async () => {
    const answer = await forgedPost(
      server,
      '/signin/magic',
      { email: 'host@example.test', projectId: 'footprint', redirectUrl: 'http://evil.example/' },
      { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
    );
    expect(answer.status).toBe(400);
    expect(answer.data.code).toBe('INVALID_REDIRECT');
  });

  it('sends no Strict-Transport-Security over plain http', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('warns at start whenever it cannot be sure of its origin', () => {
    const env = { DATA_DIR: '/nonexistent' };
    expect(originWarning(loadConfig(env))).toBeNull();
    expect(originWarning(loadConfig({ ...env, HOST: '0.0.0.0' }))).toMatch(/PUBLIC_ORIGIN/);
    expect(originWarning(loadConfig({ ...env, TRUST_PROXY: '1' }))).toMatch(/PUBLIC_ORIGIN/);
    expect(
      originWarning(
        loadConfig({ ...env, HOST: '0.0.0.0', PUBLIC_ORIGIN: 'https://footprint.example.org' }),
      ),
    ).toBeNull();
  });
});

describe('an https PUBLIC_ORIGIN', () => {
  it('adds Strict-Transport-Security to every answer', async () => {
    const server = await startTestServer({
      env: { PUBLIC_ORIGIN: 'https://footprint.example.org' },
    });
    try {
      for (const path of ['/api/health', '/auth', '/api/auth/providers?projectId=footprint']) {
        const response = await fetch(`${server.baseUrl}${path}`);
        expect(response.headers.get('strict-transport-security')).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
    } finally {
      await server.close();
    }
  });
});
