// OAuth sign-in against a real OpenID Connect provider on loopback (oidc-provider), configured as
// "google" through the issuer override: authorization code + PKCE + state + nonce, account
// creation and linking, and refusal of forged, replayed or foreign-redirect flows.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
        password: 'password 123',
        projectId: 'footprint',
      }),
    });
    const { user } = (await signup.json()) as { user: { id: string } };
    idp.signInAs(person);
    const landed = await roundTrip();
    expect((await me(landed.searchParams.get('access_token')!)).user.id).toBe(user.id);
  });

  it('never lets an unverified provider email take over an existing account', async () => {
    const person = account({ emailVerified: false });
    await fetch(`${server.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: person.email,
        password: 'password 123',
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
