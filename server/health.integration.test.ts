import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/harness.ts';

describe('health and API fallbacks', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it('reports the database as reachable', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; database: string };
    expect(body.status).toBe('ok');
    expect(['pglite', 'postgres']).toContain(body.database);
  });

  it('answers unknown API routes with a JSON 404, not the app shell', async () => {
    const response = await fetch(`${server.baseUrl}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('sends a Content-Security-Policy that forbids inline script', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(csp.split(';').find((part) => part.includes('script-src'))).not.toContain(
      'unsafe-inline',
    );
  });

  it('sends helmet’s other security headers on API errors and successes alike', async () => {
    for (const path of ['/api/health', '/api/no-such-route']) {
      const headers = (await fetch(`${server.baseUrl}${path}`)).headers;
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      // HSTS is left to the TLS-terminating proxy; a plain-HTTP local server must not pin HTTPS.
      expect(headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('records applied migrations so a restart does not re-apply them', async () => {
    const { rows } = await server.db.query<{ name: string }>('SELECT name FROM schema_migrations');
    expect(rows.map((row) => row.name)).toContain('001_initial');
  });
});
