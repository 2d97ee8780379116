// A realtime socket lives no longer than the session behind it, tried as an attacker would keep
// one open: with an expired token it is closed within seconds unless a fresh token was sent over
// it (`auth`); it is closed at once on sign-out (that device only), on a password change and by
// closeUserSockets (account deletion), also when the socket is on another instance.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  REALTIME_CLOSE_SESSION_ENDED,
  REALTIME_CLOSE_UNAUTHORIZED,
  type RealtimeServerMessage,
} from '../../src/shared/realtime.ts';
import { postAuth } from '../test/auth.ts';
import {
  openTestDatabase,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from '../test/harness.ts';
import { closeUserSockets } from './userSockets.ts';

const ACCESS_TOKEN_TTL_S = 3;
const PASSWORD = 'correct horse 42';

interface Session {
  access_token: string;
  refresh_token: string;
}

interface OpenSocket {
  socket: WebSocket;
  replies: RealtimeServerMessage[];
  /** Close code and the time it came, in ms since the socket opened. */
  closed: Promise<{ code: number; afterMs: number }>;
}

async function openSocket(server: TestServer, token: string): Promise<OpenSocket> {
  const socket = new WebSocket(
    `${server.baseUrl.replace('http', 'ws')}/api/realtime/ws?project_id=footprint&access_token=${token}`,
  );
  const replies: RealtimeServerMessage[] = [];
  socket.on('message', (data) => replies.push(JSON.parse(String(data)) as RealtimeServerMessage));
  const opened = Date.now();
  const closed = new Promise<{ code: number; afterMs: number }>((resolve) =>
    socket.once('close', (code) => resolve({ code, afterMs: Date.now() - opened })),
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  // A subscription proves the socket was accepted (a refused one closes instead).
  socket.send(JSON.stringify({ type: 'subscribe', channel: 'scans', ref: 's' }));
  let isClosed = false;
  void closed.then(() => (isClosed = true));
  for (let waited = 0; !isClosed && !replies.some((m) => m.type === 'subscribed'); waited += 20) {
    if (waited > 10_000) throw new Error('neither subscribed nor closed');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { socket, replies, closed };
}

/** Whether the socket is still open after `ms`. */
async function stillOpenAfter(open: OpenSocket, ms: number): Promise<boolean> {
  const outcome = await Promise.race([
    open.closed.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), ms)),
  ]);
  return outcome;
}

describe('realtime sockets end with their session', () => {
  let database: TestDatabase;
  let first: TestServer;
  let second: TestServer;
  const sockets: WebSocket[] = [];

  async function signUp(
    server: TestServer,
  ): Promise<{ id: string; email: string; session: Session }> {
    const email = `socket-${crypto.randomBytes(5).toString('hex')}@example.test`;
    const answer = await postAuth(server, '/signup', {
      email,
      password: PASSWORD,
      projectId: 'footprint',
    });
    expect(answer.status).toBe(201);
    return { id: answer.data.user.id as string, email, session: answer.data.session as Session };
  }

  async function track(open: Promise<OpenSocket>): Promise<OpenSocket> {
    const socket = await open;
    sockets.push(socket.socket);
    return socket;
  }

  beforeAll(async () => {
    // Two instances on one database (on PostgreSQL, each with its own pool and listener).
    database = await openTestDatabase();
    const env = { ACCESS_TOKEN_TTL_S: String(ACCESS_TOKEN_TTL_S) };
    first = await startTestServer({ db: database.db, env });
    second = await startTestServer({ db: await database.openAnother(), env });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await second.close();
    await first.close();
    await database.drop();
  });

  it('closes a socket whose token expired within seconds', async () => {
    const { session } = await signUp(first);
    const open = await track(openSocket(second, session.access_token));
    const { code, afterMs } = await open.closed;
    expect(code).toBe(REALTIME_CLOSE_SESSION_ENDED);
    expect(afterMs).toBeLessThan((ACCESS_TOKEN_TTL_S + 2) * 1000);
    expect(open.replies.at(-1)).toMatchObject({
      type: 'error',
      message: expect.stringContaining('token expired') as unknown,
    });
  });

  it('keeps a socket open past the first expiry when a fresh token arrives over it', async () => {
    const { session } = await signUp(first);
    const open = await track(openSocket(second, session.access_token));
    const firstExpiry = Date.now() + ACCESS_TOKEN_TTL_S * 1000;
    // Tokens expire on whole seconds: the fresh one is taken a little later, as the app would.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const refreshed = await postAuth(first, '/refresh', { refresh_token: session.refresh_token });
    const fresh = refreshed.data.session as Session;
    open.socket.send(JSON.stringify({ type: 'auth', access_token: fresh.access_token, ref: 'a' }));
    expect(await stillOpenAfter(open, firstExpiry + 400 - Date.now())).toBe(true);
    expect(open.replies.some((m) => m.type === 'authed' && m.ref === 'a')).toBe(true);
    // ...and the fresh token's own expiry ends it in turn.
    expect((await open.closed).code).toBe(REALTIME_CLOSE_SESSION_ENDED);
  });

  it('refuses a token of another user sent over the socket, and closes it', async () => {
    const alice = await signUp(first);
    const mallory = await signUp(first);
    const open = await track(openSocket(second, alice.session.access_token));
    open.socket.send(JSON.stringify({ type: 'auth', access_token: mallory.session.access_token }));
    expect((await open.closed).code).toBe(REALTIME_CLOSE_UNAUTHORIZED);
  });

  it('closes the signed-out device’s socket at once, on another instance, and no other', async () => {
    const laptop = await signUp(first);
    // A second device: a sign-in of its own, so a session family of its own.
    const phone = await postAuth(first, '/signin/email', {
      email: laptop.email,
      password: PASSWORD,
      projectId: 'footprint',
    });
    const laptopSocket = await track(openSocket(second, laptop.session.access_token));
    const phoneSocket = await track(openSocket(first, phone.data.session.access_token));
    const signedOutAt = Date.now();
    const out = await postAuth(first, '/signout', { refresh_token: laptop.session.refresh_token });
    expect(out.status).toBe(204);
    const { code } = await laptopSocket.closed;
    expect(Date.now() - signedOutAt).toBeLessThan(1000);
    expect(code).toBe(REALTIME_CLOSE_SESSION_ENDED);
    expect(laptopSocket.replies.at(-1)).toMatchObject({ message: 'Session ended: signed out' });
    expect(phoneSocket.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('closes every socket of the user on a password change, and on closeUserSockets', async () => {
    const person = await signUp(first);
    const a = await track(openSocket(second, person.session.access_token));
    const b = await track(openSocket(first, person.session.access_token));
    const changed = await postAuth(
      first,
      '/password/change',
      { oldPassword: PASSWORD, newPassword: 'another horse 43' },
      person.session.access_token,
    );
    expect(changed.status).toBe(200);
    expect((await a.closed).code).toBe(REALTIME_CLOSE_SESSION_ENDED);
    expect((await b.closed).code).toBe(REALTIME_CLOSE_SESSION_ENDED);
    // The old token no longer opens a socket; the new one does, until the account goes.
    const refused = await openSocket(second, person.session.access_token);
    expect((await refused.closed).code).toBe(REALTIME_CLOSE_UNAUTHORIZED);
    const current = await track(openSocket(second, changed.data.session.access_token));
    await closeUserSockets(first.db, person.id);
    expect((await current.closed).code).toBe(REALTIME_CLOSE_SESSION_ENDED);
  });
});
