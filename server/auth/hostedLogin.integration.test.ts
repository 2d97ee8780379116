// The hosted login page as served: it renders for an allowed redirect and a known project, refuses
// open redirects and unknown projects, escapes what it echoes, and runs under the strict CSP; in
// popup mode it tells its script the opener's state and the one origin it may post to.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';

let server: TestServer;

const loginUrl = (redirect: string, project = 'footprint') =>
  `${server.baseUrl}/auth?${new URLSearchParams({ redirect_url: redirect, project_id: project })}`;

beforeAll(async () => {
  server = await startTestServer({
    env: { ALLOWED_REDIRECT_ORIGINS: 'https://app.example.org, not a url' },
  });
});

afterAll(async () => {
  await server.close();
});

describe('hosted login page', () => {
  it('renders sign-in for the app origin with no inline script under a strict CSP', async () => {
    const response = await fetch(loginUrl(`${server.baseUrl}/dashboard`));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`data-redirect-url="${server.baseUrl}/dashboard"`);
    expect(html).toContain('data-view="signin"');
    expect(html).toMatch(/<label class="label" for="signin-email">Email<\/label>/);
    // Every script is an external file: the CSP below would block an inline one anyway.
    expect(html.match(/<script[^>]*>/g)).toEqual([
      '<script type="module" src="/auth/assets/login.js"></script>'.replace('</script>', ''),
    ]);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('accepts an origin added with ALLOWED_REDIRECT_ORIGINS', async () => {
    const response = await fetch(loginUrl('https://app.example.org/dashboard'));
    expect(response.status).toBe(200);
  });

  it('refuses open-redirect attempts', async () => {
    const port = new URL(server.baseUrl).port;
    const attempts = [
      'https://evil.example/dashboard',
      '//evil.example/dashboard',
      'javascript:alert(1)',
      'data:text/html,hi',
      `http://127.0.0.1:${Number(port) + 1}/dashboard`,
      `http://127.0.0.1:${port}@evil.example/`,
      `https://app.example.org.evil.example/`,
      '/dashboard',
      '',
    ];
    for (const attempt of attempts) {
      const response = await fetch(loginUrl(attempt));
      const html = await response.text();
      expect({ attempt, status: response.status }).toEqual({ attempt, status: 400 });
      expect(html).toContain('data-view="unavailable"');
      expect(html).not.toContain('evil.example');
    }
  });

  it('refuses an unknown project id', async () => {
    const response = await fetch(loginUrl(`${server.baseUrl}/dashboard`, 'someone-else'));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Unknown project.');
  });

  it('echoes only known error codes, escaped', async () => {
    const base = loginUrl(`${server.baseUrl}/dashboard`);
    const known = await (await fetch(`${base}&error=POPUP_CANCELED`)).text();
    expect(known).toContain('data-error="POPUP_CANCELED"');
    const hostile = await (
      await fetch(`${base}&error=%22%3E%3Cscript%3Ealert(1)%3C/script%3E`)
    ).text();
    expect(hostile).toContain('data-error=""');
    expect(hostile).not.toContain('<script>alert');
  });

  it('serves the mailed-link pages without a redirect address', async () => {
    for (const page of ['reset', 'verify', 'magic']) {
      const response = await fetch(`${server.baseUrl}/auth/${page}?token=abc&project_id=footprint`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`data-view="${page}"`);
    }
  });

  it('serves its script, styles and icon, and nothing else under /auth/assets', async () => {
    const types: Record<string, string> = {
      'login.js': 'text/javascript',
      'login.css': 'text/css',
      'bulma.min.css': 'text/css',
      'favicon.svg': 'image/svg+xml',
    };
    for (const [name, type] of Object.entries(types)) {
      const response = await fetch(`${server.baseUrl}/auth/assets/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain(type);
    }
    expect((await fetch(`${server.baseUrl}/auth/assets/..%2F..%2Fpackage.json`)).status).toBe(404);
  });

  it('refuses OAuth starts for unconfigured providers and foreign redirects', async () => {
    const start = (provider: string, redirect: string) =>
      fetch(
        `${server.baseUrl}/api/auth/oauth/${provider}/start?${new URLSearchParams({ redirect_url: redirect, project_id: 'footprint' })}`,
        { redirect: 'manual' },
      );
    const unconfigured = await start('google', `${server.baseUrl}/dashboard`);
    expect(unconfigured.status).toBe(404);
    expect(((await unconfigured.json()) as { code: string }).code).toBe('PROVIDER_NOT_CONFIGURED');
    expect((await start('myspace', `${server.baseUrl}/dashboard`)).status).toBe(404);
  });
});

describe('hosted login page in a popup', () => {
  const popupUrl = (redirect: string, state: string | null, mode = 'popup') => {
    const query = new URLSearchParams({ redirect_url: redirect, project_id: 'footprint', mode });
    if (state != null) query.set('state', state);
    return `${server.baseUrl}/auth?${query}`;
  };
  const state = crypto.randomBytes(32).toString('base64url');

  it("tells its script the opener's state and posts only to the redirect URL's origin", async () => {
    const response = await fetch(popupUrl('https://app.example.org/dashboard', state));
    expect(response.status).toBe(200);
    const html = await response.text();
    const popup = /data-popup="([^"]*)"/.exec(html)![1]!.replace(/&#34;/g, '"');
    expect(JSON.parse(popup)).toMatchObject({ state, targetOrigin: 'https://app.example.org' });
    // No opener policy, so the app keeps its handle while the popup visits a provider.
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('keeps the opener policy and leaves popup data out of a full-page sign-in', async () => {
    const response = await fetch(loginUrl(`${server.baseUrl}/dashboard`));
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(await response.text()).toContain('data-popup=""');
  });

  it('refuses a popup without a well-formed state, or a mode it does not know, and echoes neither', async () => {
    const attempts = [
      popupUrl(`${server.baseUrl}/dashboard`, null),
      popupUrl(`${server.baseUrl}/dashboard`, 'too-short'),
      popupUrl(`${server.baseUrl}/dashboard`, `"><script>alert(1)</script>${state}`),
      popupUrl(`${server.baseUrl}/dashboard`, state, 'iframe'),
      popupUrl('https://evil.example/dashboard', state),
    ];
    for (const attempt of attempts) {
      const response = await fetch(attempt);
      const html = await response.text();
      expect({ attempt, status: response.status }).toEqual({ attempt, status: 400 });
      expect(html).toContain('data-view="unavailable"');
      expect(html).toContain('data-popup=""');
      expect(html).not.toContain('<script>alert');
    }
  });
});
