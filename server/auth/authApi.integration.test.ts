// The auth API on a real server and database: sign-up, sign-in, refresh rotation and reuse
// detection, token rejection, profile, password change, rate limits, providers, service-only
// generation. Mail flows are in mailFlows.integration.test.ts, the OAuth round trip in
// oauth.integration.test.ts.
import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { pruneAuthTables } from './routes.ts';

let server: TestServer;

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; data: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(`${server.baseUrl}/api/auth${path}`, {
    method,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const textBody = await response.text();
  return {
    status: response.status,
    data: textBody ? (JSON.parse(textBody) as Record<string, unknown>) : {},
    headers: response.headers,
  };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const uniqueEmail = () => `person-${crypto.randomBytes(5).toString('hex')}@example.test`;
const PASSWORD = 'correct horse 42';

interface Session {
  access_token: string;
  refresh_token: string;
}

async function signUp(email = uniqueEmail(), password = PASSWORD) {
  const result = await call('POST', '/signup', { email, password, projectId: 'footprint' });
  expect(result.status).toBe(201);
  return {
    email,
    session: result.data.session as Session,
    user: result.data.user as { id: string },
  };
}

beforeAll(async () => {
  server = await startTestServer({
    env: { REFRESH_REUSE_GRACE_S: '0', SERVICE_KEY: 'service-key-for-tests' },
  });
});

afterAll(async () => {
  await server.close();
});

describe('sign-up and sign-in', () => {
  it('signs up with the spec session shape and the user, and the access token opens /me', async () => {
    const email = uniqueEmail();
    const result = await call('POST', '/signup', {
      email,
      password: PASSWORD,
      displayName: 'Ada',
      projectId: 'footprint',
    });
    expect(result.status).toBe(201);
    const session = result.data.session as Record<string, unknown>;
    expect(session).toMatchObject({
      token_type: 'Bearer',
      expires_in: 900,
      refresh_expires_in: 2_592_000,
    });
    expect(typeof session.access_token).toBe('string');
    expect(typeof session.refresh_token).toBe('string');
    expect(Math.abs((session.issued_at as number) - Date.now() / 1000)).toBeLessThan(60);
    expect(result.data.user).toMatchObject({ email, displayName: 'Ada', role: 'user' });

    const me = await call('GET', '/me', undefined, bearer(session.access_token as string));
    expect(me.status).toBe(200);
    expect(me.data.user).toMatchObject({ email, displayName: 'Ada' });
  });

  it('stores the password as an argon2id hash and refresh tokens only as hashes', async () => {
    const { user, session } = await signUp();
    const { rows } = await server.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [user.id],
    );
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.password_hash).not.toContain(PASSWORD);
    const stored = await server.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM refresh_tokens WHERE user_id = $1',
      [user.id],
    );
    expect(stored.rows.map((row) => row.token_hash)).not.toContain(session.refresh_token);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const { email } = await signUp();
    const again = await call('POST', '/signup', {
      email: email.toUpperCase(),
      password: PASSWORD,
      projectId: 'footprint',
    });
    expect(again.status).toBe(409);
    expect(again.data.code).toBe('EMAIL_ALREADY_EXISTS');
  });

  it.each(['password1', 'qwerty12', 'aaaaaaa1', 'Password123', '........'])(
    'refuses the guessable password %s with WEAK_PASSWORD and says why',
    async (password) => {
      const answer = await call('POST', '/signup', {
        email: uniqueEmail(),
        password,
        projectId: 'footprint',
      });
      expect(answer.status).toBe(400);
      expect(answer.data.code).toBe('WEAK_PASSWORD');
      expect(answer.data.message).toMatch(/^Password is too easy to guess\. .{10,}/);
    },
  );

  it('explains weak passwords, invalid emails, unknown projects and malformed bodies with 4xx codes', async () => {
    const cases: [unknown, number, string][] = [
      [{ email: uniqueEmail(), password: 'short1', projectId: 'footprint' }, 400, 'WEAK_PASSWORD'],
      [
        { email: uniqueEmail(), password: 'onlyletters', projectId: 'footprint' },
        400,
        'WEAK_PASSWORD',
      ],
      [{ email: 'not-an-email', password: PASSWORD, projectId: 'footprint' }, 400, 'INVALID_EMAIL'],
      [
        { email: 'a b@example.test', password: PASSWORD, projectId: 'footprint' },
        400,
        'INVALID_EMAIL',
      ],
      [
        { email: uniqueEmail(), password: PASSWORD, projectId: 'someone-else' },
        400,
        'INVALID_PROJECT',
      ],
      [{ email: uniqueEmail(), password: PASSWORD }, 400, 'INVALID_PROJECT'],
      [[1, 2], 400, 'INVALID_REQUEST'],
      ['{"email": ', 400, 'INVALID_REQUEST'],
      [{ email: 42, password: PASSWORD, projectId: 'footprint' }, 400, 'INVALID_EMAIL'],
    ];
    for (const [body, status, code] of cases) {
      const result = await call('POST', '/signup', body);
      expect({ body, status: result.status, code: result.data.code }).toEqual({
        body,
        status,
        code,
      });
      expect(typeof result.data.message).toBe('string');
    }
  });

  it('signs in with the right password and answers wrong passwords and unknown emails alike', async () => {
    const { email } = await signUp();
    const ok = await call('POST', '/signin/email', {
      email,
      password: PASSWORD,
      projectId: 'footprint',
    });
    expect(ok.status).toBe(200);
    expect((ok.data.user as { email: string }).email).toBe(email);

    const wrong = await call('POST', '/signin/email', {
      email,
      password: 'wrong pass 1',
      projectId: 'footprint',
    });
    const unknown = await call('POST', '/signin/email', {
      email: uniqueEmail(),
      password: PASSWORD,
      projectId: 'footprint',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.data).toEqual(unknown.data);
    expect(wrong.data.code).toBe('INVALID_CREDENTIALS');
  });
});

describe('refresh tokens', () => {
  it('rotates the refresh token on every refresh and issues a working access token', async () => {
    const { session } = await signUp();
    const first = await call('POST', '/refresh', { refresh_token: session.refresh_token });
    expect(first.status).toBe(200);
    const next = first.data.session as Session;
    expect(next.refresh_token).not.toBe(session.refresh_token);
    const me = await call('GET', '/me', undefined, bearer(next.access_token));
    expect(me.status).toBe(200);
    const second = await call('POST', '/refresh', { refresh_token: next.refresh_token });
    expect(second.status).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token is presented again', async () => {
    const { session } = await signUp();
    const rotated = (await call('POST', '/refresh', { refresh_token: session.refresh_token })).data
      .session as Session;
    // The holder goes on with the successor; the old token presented again is a replay.
    const next = (await call('POST', '/refresh', { refresh_token: rotated.refresh_token })).data
      .session as Session;
    const reuse = await call('POST', '/refresh', { refresh_token: session.refresh_token });
    expect(reuse.status).toBe(401);
    expect(reuse.data.code).toBe('INVALID_TOKEN');
    // The legitimate holder's newer token dies too: the thief and the user both must sign in.
    const victim = await call('POST', '/refresh', { refresh_token: next.refresh_token });
    expect(victim.status).toBe(401);
  });

  it('lets a retry within the grace window through, so a lost answer does not sign people out', async () => {
    const graceful = await startTestServer({ env: { REFRESH_REUSE_GRACE_S: '30' } });
    try {
      const signup = await fetch(`${graceful.baseUrl}/api/auth/signup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: uniqueEmail(), password: PASSWORD, projectId: 'footprint' }),
      });
      const { session } = (await signup.json()) as { session: Session };
      const refresh = () =>
        fetch(`${graceful.baseUrl}/api/auth/refresh`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ refresh_token: session.refresh_token }),
        });
      expect((await refresh()).status).toBe(200);
      expect((await refresh()).status).toBe(200);
    } finally {
      await graceful.close();
    }
  });

  it('answers TOKEN_EXPIRED for an expired refresh token and 401 for unknown ones', async () => {
    const { session } = await signUp();
    await server.db.query(
      "UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = encode(sha256($1::bytea), 'hex')",
      [Buffer.from(session.refresh_token)],
    );
    const expired = await call('POST', '/refresh', { refresh_token: session.refresh_token });
    expect(expired.status).toBe(401);
    expect(expired.data.code).toBe('TOKEN_EXPIRED');
    const unknown = await call('POST', '/refresh', { refresh_token: 'not-a-token' });
    expect(unknown.status).toBe(401);
    const missing = await call('POST', '/refresh', {});
    expect(missing.status).toBe(400);
  });

  it('signing out revokes the refresh token', async () => {
    const { session } = await signUp();
    const out = await call('POST', '/signout', { refresh_token: session.refresh_token });
    expect(out.status).toBe(204);
    const after = await call('POST', '/refresh', { refresh_token: session.refresh_token });
    expect(after.status).toBe(401);
  });
});

describe('access tokens', () => {
  it('rejects missing, tampered, expired, alg:none and foreign-key tokens on /me', async () => {
    const { session, user, email } = await signUp();
    const [header, payload, signature] = session.access_token.split('.') as [
      string,
      string,
      string,
    ];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const { rows } = await server.db.query<{ value: string }>(
      "SELECT value FROM server_secrets WHERE name = 'access_token_hs256'",
    );
    const key = Buffer.from(rows[0]!.value, 'base64');
    const expired = await new SignJWT({ email, role: 'user', pid: 'footprint' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('footprint')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 1000)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    const foreign = await new SignJWT({ email, role: 'user', pid: 'footprint' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('footprint')
      .setExpirationTime('10m')
      .sign(crypto.randomBytes(32));

    expect((await call('GET', '/me')).status).toBe(401);
    expect(
      (await call('GET', '/me', undefined, bearer(`${header}.${forged}.${signature}`))).status,
    ).toBe(401);
    expect((await call('GET', '/me', undefined, bearer(none))).status).toBe(401);
    expect((await call('GET', '/me', undefined, bearer(foreign))).status).toBe(401);
    const expiredAnswer = await call('GET', '/me', undefined, bearer(expired));
    expect(expiredAnswer.status).toBe(401);
    expect(expiredAnswer.data.code).toBe('TOKEN_EXPIRED');
  });
});

describe('profile and password change', () => {
  it('updates the display name and refuses other fields', async () => {
    const { session } = await signUp();
    const renamed = await call(
      'PATCH',
      '/me',
      { displayName: 'Grace' },
      bearer(session.access_token),
    );
    expect(renamed.status).toBe(200);
    expect((renamed.data.user as { displayName: string }).displayName).toBe('Grace');
    const me = await call('GET', '/me', undefined, bearer(session.access_token));
    expect((me.data.user as { displayName: string }).displayName).toBe('Grace');
    const sneaky = await call('PATCH', '/me', { role: 'admin' }, bearer(session.access_token));
    expect(sneaky.status).toBe(400);
    expect((await call('PATCH', '/me', { displayName: 'x' })).status).toBe(401);
  });

  it('changes the password only with the current one and signs other sessions out', async () => {
    const { email, session } = await signUp();
    const other = (
      await call('POST', '/signin/email', { email, password: PASSWORD, projectId: 'footprint' })
    ).data.session as Session;
    const wrong = await call(
      'POST',
      '/password/change',
      { oldPassword: 'not it 123', newPassword: 'brand new 77' },
      bearer(session.access_token),
    );
    expect(wrong.status).toBe(401);
    expect(wrong.data.code).toBe('INVALID_CREDENTIALS');
    const weak = await call(
      'POST',
      '/password/change',
      { oldPassword: PASSWORD, newPassword: 'weak' },
      bearer(session.access_token),
    );
    expect(weak.data.code).toBe('WEAK_PASSWORD');
    const changed = await call(
      'POST',
      '/password/change',
      { oldPassword: PASSWORD, newPassword: 'brand new 77' },
      bearer(session.access_token),
    );
    expect(changed.status).toBe(200);
    expect((await call('POST', '/refresh', { refresh_token: other.refresh_token })).status).toBe(
      401,
    );
    const fresh = changed.data.session as Session;
    expect((await call('POST', '/refresh', { refresh_token: fresh.refresh_token })).status).toBe(
      200,
    );
    const old = await call('POST', '/signin/email', {
      email,
      password: PASSWORD,
      projectId: 'footprint',
    });
    expect(old.status).toBe(401);
    const now = await call('POST', '/signin/email', {
      email,
      password: 'brand new 77',
      projectId: 'footprint',
    });
    expect(now.status).toBe(200);
  });
});

describe('rate limits, providers and service-only generation', () => {
  it('answers 429 RATE_LIMITED with Retry-After after too many sign-in attempts for one email', async () => {
    const { email } = await signUp();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof call>> | null = null;
    for (let attempt = 0; attempt < 11; attempt++) {
      last = await call('POST', '/signin/email', {
        email,
        password: 'guess 12345',
        projectId: 'footprint',
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(last!.data.code).toBe('RATE_LIMITED');
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password waits: the limit is on attempts, not failures.
    const right = await call('POST', '/signin/email', {
      email,
      password: PASSWORD,
      projectId: 'footprint',
    });
    expect(right.status).toBe(429);
  });

  it('lists email plus the configured OAuth providers for a known project only', async () => {
    const plain = await call('GET', '/providers?projectId=footprint');
    expect(plain.data).toEqual({ providers: ['email'] });
    expect((await call('GET', '/providers?projectId=nope')).status).toBe(400);
    const withGoogle = await startTestServer({
      env: { OAUTH_GOOGLE_CLIENT_ID: 'id', OAUTH_GOOGLE_CLIENT_SECRET: 'secret' },
    });
    try {
      const response = await fetch(`${withGoogle.baseUrl}/api/auth/providers?projectId=footprint`);
      expect(await response.json()).toEqual({ providers: ['email', 'google'] });
    } finally {
      await withGoogle.close();
    }
  });

  it('hands out reset and magic-link tokens only to holders of the service key', async () => {
    const { email } = await signUp();
    const body = { email, projectId: 'footprint', redirectUrl: `${server.baseUrl}/dashboard` };
    expect((await call('POST', '/password/reset/generate', body)).status).toBe(403);
    expect((await call('POST', '/signin/magic/generate', body)).status).toBe(403);
    const key = { 'X-Service-Key': 'service-key-for-tests' };
    const reset = await call('POST', '/password/reset/generate', body, key);
    expect(reset.status).toBe(200);
    expect(reset.data.url).toMatch(/\/auth\/reset\?token=/);
    const confirm = await call('POST', '/password/reset/confirm', {
      token: reset.data.token,
      password: 'another one 9',
      projectId: 'footprint',
    });
    expect(confirm.status).toBe(200);
    const magic = await call('POST', '/signin/magic/generate', body, key);
    const verified = await call('POST', '/signin/magic/verify', {
      token: magic.data.token,
      projectId: 'footprint',
    });
    expect(verified.status).toBe(200);
    expect((verified.data.user as { email: string }).email).toBe(email);
  });

  it('limits link mail per email: the sixth reset request in an hour answers 429', async () => {
    const { email } = await signUp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push(
        (await call('POST', '/password/reset', { email, projectId: 'footprint' })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('builds mailed links from PUBLIC_ORIGIN, whatever host a request claims', async () => {
    const proxied = await startTestServer({
      env: { PUBLIC_ORIGIN: 'https://footprint.example.org', SERVICE_KEY: 'k' },
    });
    try {
      const email = uniqueEmail();
      const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
        fetch(`${proxied.baseUrl}/api/auth${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
      await post('/signup', { email, password: PASSWORD, projectId: 'footprint' });
      const generated = await post(
        '/password/reset/generate',
        { email, projectId: 'footprint' },
        { 'X-Service-Key': 'k', 'X-Forwarded-Host': 'evil.example', Host: 'evil.example' },
      );
      const { url } = (await generated.json()) as { url: string };
      expect(new URL(url).origin).toBe('https://footprint.example.org');
    } finally {
      await proxied.close();
    }
  });

  it('sweeps expired and revoked auth rows', async () => {
    const { session, user } = await signUp();
    await call('POST', '/signout', { refresh_token: session.refresh_token });
    await server.db.query(
      "UPDATE refresh_tokens SET revoked_at = now() - interval '2 days' WHERE user_id = $1",
      [user.id],
    );
    await pruneAuthTables(server.db);
    const { rows } = await server.db.query('SELECT 1 FROM refresh_tokens WHERE user_id = $1', [
      user.id,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('refuses password sign-in for unverified emails when verification is required', async () => {
    const strict = await startTestServer({ env: { REQUIRE_EMAIL_VERIFICATION: 'true' } });
    try {
      const post = (path: string, body: unknown) =>
        fetch(`${strict.baseUrl}/api/auth${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
      const email = uniqueEmail();
      await post('/signup', { email, password: PASSWORD, projectId: 'footprint' });
      const answer = await post('/signin/email', {
        email,
        password: PASSWORD,
        projectId: 'footprint',
      });
      expect(answer.status).toBe(403);
      expect(((await answer.json()) as { code: string }).code).toBe('EMAIL_NOT_VERIFIED');
    } finally {
      await strict.close();
    }
  });
});
