// Session rules tried as an attacker (and an unlucky phone) would: a refresh whose answer was lost
// is retried after the grace window and keeps the session, two retries racing both succeed, and a
// replay once the successor was used revokes the whole family; with REQUIRE_EMAIL_VERIFICATION an
// unverified account gets no usable session at all (sign-up, sign-in, refresh, REST, services).
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAuth } from '../test/auth.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

interface Session {
  access_token: string;
  refresh_token: string;
}

const PASSWORD = 'correct horse 42';
const uniqueEmail = () => `rules-${crypto.randomBytes(5).toString('hex')}@example.test`;

function client(server: TestServer) {
  const post = (path: string, body: unknown, token?: string) => postAuth(server, path, body, token);
  const refresh = async (token: string) => {
    const answer = await post('/refresh', { refresh_token: token });
    return {
      status: answer.status,
      code: answer.data.code,
      session: answer.data.session as Session,
    };
  };
  const restStatus = async (token: string) =>
    (
      await fetch(`${server.baseUrl}/api/db/footprint/rest/v1/footprint_scans?select=id`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).status;
  return { post, refresh, restStatus };
}

describe('a refresh whose answer was lost', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;

  async function signUp(): Promise<Session> {
    const answer = await api.post('/signup', {
      email: uniqueEmail(),
      password: PASSWORD,
      projectId: 'footprint',
    });
    expect(answer.status).toBe(201);
    return answer.data.session as Session;
  }

  beforeAll(async () => {
    // No grace window: every retry below comes "late", as after an app was closed.
    server = await startTestServer({ env: { REFRESH_REUSE_GRACE_S: '0' } });
    api = client(server);
  });
  afterAll(async () => server.close());

  it('is retried with the old token later and keeps the session', async () => {
    const first = await signUp();
    const lost = await api.refresh(first.refresh_token);
    expect(lost.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const retry = await api.refresh(first.refresh_token);
    expect(retry.status).toBe(200);
    expect(Object.keys(retry.session).sort()).toEqual(Object.keys(lost.session).sort());
    expect(await api.restStatus(retry.session.access_token)).toBe(200);
    // The session goes on from the retry's answer.
    const onwards = await api.refresh(retry.session.refresh_token);
    expect(onwards.status).toBe(200);
    expect((await api.refresh(onwards.session.refresh_token)).status).toBe(200);
  });

  it('answers two retries racing each other with working sessions', async () => {
    const first = await signUp();
    expect((await api.refresh(first.refresh_token)).status).toBe(200);
    const [a, b] = await Promise.all([
      api.refresh(first.refresh_token),
      api.refresh(first.refresh_token),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.session.refresh_token).not.toBe(b.session.refresh_token);
    // The client keeps one answer and goes on with it.
    const kept = await api.refresh(b.session.refresh_token);
    expect(kept.status).toBe(200);
    expect(await api.restStatus(kept.session.access_token)).toBe(200);
  });

  it('treats the old token as stolen once its successor was used, and revokes the family', async () => {
    const first = await signUp();
    const successor = await api.refresh(first.refresh_token);
    const used = await api.refresh(successor.session.refresh_token);
    expect(used.status).toBe(200);
    const replay = await api.refresh(first.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.code).toBe('INVALID_TOKEN');
    // The legitimate holder's current token died with the family.
    expect((await api.refresh(used.session.refresh_token)).status).toBe(401);
  });

  it('ends a spare successor once its sibling was used', async () => {
    const first = await signUp();
    const original = await api.refresh(first.refresh_token);
    const retry = await api.refresh(first.refresh_token);
    expect((await api.refresh(retry.session.refresh_token)).status).toBe(200);
    // The successor of the lost answer surfaces later (a copy elsewhere): a replay.
    expect((await api.refresh(original.session.refresh_token)).status).toBe(401);
  });
});

describe('sign-in attempts on one address', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    // Each attempt from its own address, as a distributed guesser would send them.
    server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
    api = client(server);
  });
  afterAll(async () => server.close());

  async function attempt(email: string, password: string, from: number, refreshToken?: string) {
    const response = await fetch(`${server.baseUrl}/api/auth/signin/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.0.${from}` },
      body: JSON.stringify({
        email,
        password,
        projectId: 'footprint',
        ...(refreshToken ? { refresh_token: refreshToken } : {}),
      }),
    });
    return { status: response.status, retryAfter: Number(response.headers.get('retry-after')) };
  }

  it('slows a stranger down with growing delays but never locks out a device that signed in before', async () => {
    const email = uniqueEmail();
    const signup = await api.post('/signup', { email, password: PASSWORD, projectId: 'footprint' });
    const device = signup.data.session as Session;
    // The device's session went on (rotated, then signed out): it still proves the device.
    const rotated = await api.refresh(device.refresh_token);
    await api.post('/signout', { refresh_token: rotated.session.refresh_token });

    const stranger: number[] = [];
    for (let i = 0; i < 10; i++) stranger.push((await attempt(email, `guess ${i} xyz`, i)).status);
    expect(stranger).toEqual(Array(10).fill(401));
    const slowed = await attempt(email, 'guess 10 xyz', 10);
    expect(slowed).toEqual({ status: 429, retryAfter: 1 });

    // The owner's known device signs in at once, in the middle of the attack.
    const owner = await attempt(email, PASSWORD, 50, device.refresh_token);
    expect(owner.status).toBe(200);
    // Another account's token proves nothing about this one.
    const other = await api.post('/signup', {
      email: uniqueEmail(),
      password: PASSWORD,
      projectId: 'footprint',
    });
    const borrowed = await attempt(email, PASSWORD, 51, other.data.session.refresh_token);
    expect(borrowed.status).toBe(429);

    // Anyone else waits, a little longer after each attempt let through: no 15-minute lock.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await attempt(email, 'guess 11 xyz', 11)).status).toBe(401);
    const next = await attempt(email, 'guess 12 xyz', 12);
    expect(next.status).toBe(429);
    expect(next.retryAfter).toBeGreaterThanOrEqual(1);
    expect(next.retryAfter).toBeLessThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, next.retryAfter * 1000 + 100));
    expect((await attempt(email, PASSWORD, 60)).status).toBe(200);
  });
});

describe('REQUIRE_EMAIL_VERIFICATION=true', () => {
  let lenient: TestServer;
  let strict: TestServer;

  beforeAll(async () => {
    // Two instances on one database: the same accounts before and after the setting is turned on.
    lenient = await startTestServer({ keepDatabase: true });
    strict = await startTestServer({
      db: lenient.db,
      env: { REQUIRE_EMAIL_VERIFICATION: 'true' },
    });
  });
  afterAll(async () => {
    await strict.close();
    await lenient.close();
  });

  it('answers sign-up with a mailed link instead of a session', async () => {
    const answer = await client(strict).post('/signup', {
      email: uniqueEmail(),
      password: PASSWORD,
      projectId: 'footprint',
    });
    expect(answer.status).toBe(201);
    expect(answer.data).toMatchObject({ session: null, verificationSent: true });
    const mail = await import('node:fs').then((fs) =>
      fs.readdirSync(`${strict.config.dataDir}/mail`),
    );
    expect(mail.length).toBeGreaterThan(0);
  });

  it('gives an unverified account no usable session: sign-in, refresh, REST and services refuse', async () => {
    const email = uniqueEmail();
    // A session from before the setting was on.
    const before = await client(lenient).post('/signup', {
      email,
      password: PASSWORD,
      projectId: 'footprint',
    });
    const session = before.data.session as Session;
    const api = client(strict);
    const signin = await api.post('/signin/email', {
      email,
      password: PASSWORD,
      projectId: 'footprint',
    });
    expect([signin.status, signin.data.code]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
    const refresh = await api.refresh(session.refresh_token);
    expect([refresh.status, refresh.code]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
    const rest = await fetch(`${strict.baseUrl}/api/db/footprint/rest/v1/footprint_scans`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${session.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ id: 'unverified_scan' }),
    });
    expect(rest.status).toBe(403);
    expect(((await rest.json()) as { code: string }).code).toBe('EMAIL_NOT_VERIFIED');
    const me = await fetch(`${strict.baseUrl}/api/auth/me`, {
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    expect(me.status).toBe(403);
    const publish = await fetch(`${strict.baseUrl}/api/realtime/footprint/publish`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${session.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ channel: 'mine', data: 1 }),
    });
    expect(publish.status).toBe(403);
    const { rows } = await strict.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM footprint_scans WHERE id = 'unverified_scan'",
    );
    expect(rows[0]!.n).toBe(0);
  });
});
