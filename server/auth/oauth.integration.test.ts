// OAuth sign-in against a real OpenID Connect provider on loopback (oidc-provider), configured as
// "google" through the issuer override: authorization code + PKCE + state + nonce, account
// creation and linking, and refusal of forged, replayed or foreign-redirect flows; and the same
// round trip started from the hosted page in a popup, which ends on a page that hands the outcome
// to the opener with the opener's state and project.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_POPUP_PRESENCE, AUTH_POPUP_RESULT } from '../../src/shared/authPopup.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import {
  followRedirects,
  startOidcTestProvider,
  type OidcTestProvider,
} from '../test/oidcTestProvider.ts';

let idp: OidcTestProvider;
let server: TestServer;

const account = (overrides: Partial<{ email: string; emailVerified: boolean }> = {}) => ({
  sub: crypto.randomUUID(),
  email: `oauth-${crypto.randomBytes(4).toString('hex')}@example.test`,
  emailVerified: true,
  name: 'Olive Auth',
  ...overrides,
});

const startUrl = (redirect = `${server.baseUrl}/dashboard`) =>
  `${server.baseUrl}/api/auth/oauth/google/start?${new URLSearchParams({ redirect_url: redirect, project_id: 'footprint' })}`;

/** Runs the browser's part of the flow until it lands back on our app. */
const roundTrip = () =>
  followRedirects(
    startUrl(),
    (url) => url.origin === server.baseUrl && !url.pathname.startsWith('/api/'),
  );

async function me(accessToken: string) {
  const response = await fetch(`${server.baseUrl}/api/auth/me`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return {
    status: response.status,
    user: ((await response.json()) as { user: { id: string; email: string } }).user,
  };
}

beforeAll(async () => {
  idp = await startOidcTestProvider();
  server = await startTestServer({
    env: {
      OAUTH_GOOGLE_CLIENT_ID: idp.clientId,
      OAUTH_GOOGLE_CLIENT_SECRET: idp.clientSecret,
      OAUTH_GOOGLE_ISSUER: idp.issuer,
    },
  });
  idp.allowRedirectUri(`${server.baseUrl}/api/auth/oauth/google/callback`);
});

afterAll(async () => {
  await server.close();
  await idp.close();
});

describe('OAuth with an OpenID provider', () => {
  it('offers the configured provider and sends the browser there with PKCE, state and nonce', async () => {
    const providers = await fetch(`${server.baseUrl}/api/auth/providers?projectId=footprint`);
    expect(await providers.json()).toEqual({ providers: ['email', 'google'] });
    const start = await fetch(startUrl(), { redirect: 'manual' });
    expect(start.status).toBe(302);
    const location = new URL(start.headers.get('location')!);
    expect(location.origin).toBe(idp.issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe(
      `${server.baseUrl}/api/auth/oauth/google/callback`,
    );
  });

  it('signs a new person in and returns to the redirect URL with working tokens', async () => {
    const person = account();
    idp.signInAs(person);
    const landed = await roundTrip();
    expect(landed.pathname).toBe('/dashboard');
    const accessToken = landed.searchParams.get('access_token')!;
    const refreshToken = landed.searchParams.get('refresh_token')!;
    const answer = await me(accessToken);
    expect(answer.status).toBe(200);
    expect(answer.user.email).toBe(person.email);
    const refreshed = await fetch(`${server.baseUrl}/api/auth/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(refreshed.status).toBe(200);

    // The same provider identity signs in to the same account next time.
    const again = await roundTrip();
    expect((await me(again.searchParams.get('access_token')!)).user.id).toBe(answer.user.id);
  });

  it('links a verified provider email to the existing password account', async () => {
    const person = account();
    const signup = await fetch(`${server.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: person.email,
        password: 'violet kettle 123',
        projectId: 'footprint',
      }),
    });
    const { user, session } = (await signup.json()) as {
      user: { id: string };
      session: { access_token: string; refresh_token: string };
    };
    idp.signInAs(person);
    const landed = await roundTrip();
    expect((await me(landed.searchParams.get('access_token')!)).user.id).toBe(user.id);
    // The address was never proven before: whoever set that password is locked out now.
    const auth = (path: string, body: unknown) =>
      fetch(`${server.baseUrl}/api/auth/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const password = await auth('signin/email', {
      email: person.email,
      password: 'violet kettle 123',
      projectId: 'footprint',
    });
    expect(password.status).toBe(401);
    expect((await auth('refresh', { refresh_token: session.refresh_token })).status).toBe(401);
    const stale = await fetch(`${server.baseUrl}/api/auth/me`, {
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    expect(stale.status).toBe(401);
    // The identity stays linked: the next round trip lands in the same account.
    const again = await roundTrip();
    expect((await me(again.searchParams.get('access_token')!)).user.id).toBe(user.id);
  });

  it('never lets an unverified provider email take over an existing account', async () => {
    const person = account({ emailVerified: false });
    await fetch(`${server.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: person.email,
        password: 'violet kettle 123',
        projectId: 'footprint',
      }),
    });
    idp.signInAs(person);
    const landed = await roundTrip();
    expect(landed.pathname).toBe('/auth');
    expect(landed.searchParams.get('access_token')).toBeNull();
    expect(landed.searchParams.get('error')).toBe('EMAIL_ALREADY_EXISTS');
  });

  it('refuses a callback with a forged or replayed state', async () => {
    idp.signInAs(account());
    const atCallback = await followRedirects(startUrl(), (url) =>
      url.pathname.endsWith('/callback'),
    );
    const forged = new URL(atCallback);
    forged.searchParams.set('state', 'forged-state');
    const forgedAnswer = await fetch(forged, { redirect: 'manual' });
    expect(forgedAnswer.status).toBe(400);

    const first = await fetch(atCallback, { redirect: 'manual' });
    expect(first.status).toBe(302);
    expect(new URL(first.headers.get('location')!).searchParams.get('access_token')).toBeTruthy();
    const replay = await fetch(atCallback, { redirect: 'manual' });
    expect(replay.status).toBe(400);
  });

  it('returns to the hosted login with POPUP_CANCELED when the person declines', async () => {
    const start = await fetch(startUrl(), { redirect: 'manual' });
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const declined = await fetch(
      `${server.baseUrl}/api/auth/oauth/google/callback?error=access_denied&state=${state}`,
      { redirect: 'manual' },
    );
    expect(declined.status).toBe(302);
    const location = new URL(declined.headers.get('location')!);
    expect(location.pathname).toBe('/auth');
    expect(location.searchParams.get('error')).toBe('POPUP_CANCELED');
  });

  it('refuses to start a flow that would return to a foreign origin', async () => {
    const start = await fetch(startUrl('https://evil.example/dashboard'), { redirect: 'manual' });
    expect(start.status).toBe(400);
    expect(((await start.json()) as { code: string }).code).toBe('INVALID_REDIRECT');
  });
});

/** A data attribute of the hosted page's body, unescaped as the browser would read it. */
function dataAttribute(html: string, name: string): string {
  const match = new RegExp(`data-${name}="([^"]*)"`).exec(html);
  if (!match) throw new Error(`no data-${name} in the page`);
  return match[1]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

describe('OAuth in a popup', () => {
  const openerState = () => crypto.randomBytes(32).toString('base64url');
  const popupQuery = (state: string) =>
    new URLSearchParams({
      redirect_url: `${server.baseUrl}/dashboard`,
      project_id: 'footprint',
      mode: 'popup',
      state,
    });
  /** The provider link the hosted page's script builds in popup mode. */
  const popupStartUrl = (state: string) =>
    `${server.baseUrl}/api/auth/oauth/google/start?${popupQuery(state)}`;

  it("carries the opener's state and project through the round trip, handing over working tokens", async () => {
    const state = openerState();
    const hosted = await fetch(`${server.baseUrl}/auth?${popupQuery(state)}`);
    expect(hosted.status).toBe(200);
    const hostedPage = await hosted.text();
    expect(JSON.parse(dataAttribute(hostedPage, 'popup'))).toMatchObject({
      state,
      targetOrigin: server.baseUrl,
    });

    const person = account();
    idp.signInAs(person);
    const start = await fetch(popupStartUrl(state), { redirect: 'manual' });
    expect(start.status).toBe(302);
    // The provider sees our own state, never the opener's.
    const atProvider = new URL(start.headers.get('location')!);
    expect(atProvider.searchParams.get('state')).not.toBe(state);
    // No opener policy anywhere along the way, or the opener would lose the popup at the provider.
    expect(start.headers.get('cross-origin-opener-policy')).toBeNull();

    const atCallback = await followRedirects(popupStartUrl(state), (url) =>
      url.pathname.endsWith('/callback'),
    );
    const end = await fetch(atCallback, { redirect: 'manual' });
    expect(end.status).toBe(200);
    expect(end.headers.get('location')).toBeNull(); // the tokens travel in no URL
    expect(end.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(end.headers.get('cache-control')).toBe('no-store');
    const page = await end.text();
    expect(dataAttribute(page, 'view')).toBe('popup');
    expect(dataAttribute(page, 'project-id')).toBe('footprint');
    expect(JSON.parse(dataAttribute(page, 'popup'))).toEqual({
      state,
      targetOrigin: server.baseUrl,
      resultType: AUTH_POPUP_RESULT,
      presenceType: AUTH_POPUP_PRESENCE,
    });
    const result = JSON.parse(dataAttribute(page, 'result')) as {
      access_token: string;
      refresh_token: string;
    };
    const answer = await me(result.access_token);
    expect(answer.status).toBe(200);
    expect(answer.user.email).toBe(person.email);
    expect(result.refresh_token).toBeTruthy();
    // Still no inline script: the page's own script file does the posting.
    expect(page.match(/<script[^>]*>/g)).toEqual([
      '<script type="module" src="/auth/assets/login.js">',
    ]);
  });

  it('hands a declined consent to the opener as POPUP_CANCELED, with its state', async () => {
    const state = openerState();
    const start = await fetch(popupStartUrl(state), { redirect: 'manual' });
    const ours = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const declined = await fetch(
      `${server.baseUrl}/api/auth/oauth/google/callback?error=access_denied&state=${ours}`,
      { redirect: 'manual' },
    );
    expect(declined.status).toBe(200);
    const page = await declined.text();
    expect(JSON.parse(dataAttribute(page, 'popup'))).toMatchObject({ state });
    expect(JSON.parse(dataAttribute(page, 'result'))).toEqual({ error: 'POPUP_CANCELED' });
  });

  it('refuses a popup start without a well-formed state, or in a mode it does not know', async () => {
    const attempts = [
      popupStartUrl('short'),
      popupStartUrl('"><script>alert(1)</script>-padding-padding'),
      `${server.baseUrl}/api/auth/oauth/google/start?${new URLSearchParams({
        redirect_url: `${server.baseUrl}/dashboard`,
        project_id: 'footprint',
        mode: 'popup',
      })}`,
      `${server.baseUrl}/api/auth/oauth/google/start?${new URLSearchParams({
        redirect_url: `${server.baseUrl}/dashboard`,
        project_id: 'footprint',
        mode: 'iframe',
        state: openerState(),
      })}`,
    ];
    for (const attempt of attempts) {
      const response = await fetch(attempt, { redirect: 'manual' });
      expect({ attempt, status: response.status }).toEqual({ attempt, status: 400 });
      expect(((await response.json()) as { code: string }).code).toBe('INVALID_REQUEST');
    }
  });
});
