import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type {
  ChannelMessage,
  PresenceMember,
  RealtimeServerMessage,
} from '../../src/shared/realtime.ts';
import { openDatabase } from '../db/database.ts';
import {
  createTestUser,
  openTestDatabase,
  startTestServer,
  testDatabaseUrl,
  type TestServer,
} from '../test/harness.ts';

type User = Awaited<ReturnType<typeof createTestUser>>;

/** Resolves when `check` passes, polling on the event loop (no fixed sleeps). */
async function eventually<T>(check: () => T | undefined | false, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A raw protocol client: the app's own client is tested against the server in src/backend. */
interface TestSocket {
  replies: RealtimeServerMessage[];
  closeCode: Promise<number>;
  send(message: unknown): void;
  subscribe(channel: string): Promise<void>;
  publish(channel: string, data: unknown, event?: string): Promise<string>;
  received(channel: string): ChannelMessage[];
  presence(channel: string): PresenceMember[][];
  close(): void;
}

let nextRef = 0;

async function openSocket(
  server: { baseUrl: string },
  user: User,
  token = user.token,
): Promise<TestSocket> {
  const socket = new WebSocket(
    `${server.baseUrl.replace('http', 'ws')}/api/realtime/ws?project_id=footprint&access_token=${token}`,
  );
  const replies: RealtimeServerMessage[] = [];
  socket.on('message', (data) => replies.push(JSON.parse(String(data)) as RealtimeServerMessage));
  const closeCode = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const reply = (ref: string) => eventually(() => replies.find((m) => 'ref' in m && m.ref === ref));
  return {
    replies,
    closeCode,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    async subscribe(channel) {
      const ref = `s${++nextRef}`;
      socket.send(JSON.stringify({ type: 'subscribe', channel, ref }));
      const answer = await reply(ref);
      if (answer.type !== 'subscribed') throw new Error(JSON.stringify(answer));
    },
    async publish(channel, data, event) {
      const ref = `p${++nextRef}`;
      socket.send(JSON.stringify({ type: 'publish', channel, data, event, ref }));
      const answer = await reply(ref);
      if (answer.type !== 'published') throw new Error(JSON.stringify(answer));
      return answer.id;
    },
    received: (channel) =>
      replies.flatMap((m) => (m.type === 'message' && m.channel === channel ? [m.message] : [])),
    presence: (channel) =>
      replies.flatMap((m) => (m.type === 'presence' && m.channel === channel ? [m.members] : [])),
    close: () => socket.close(),
  };
}

async function publishRest(server: { baseUrl: string }, user: User, body: unknown) {
  const response = await fetch(`${server.baseUrl}/api/realtime/footprint/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('realtime service', () => {
  let server: TestServer;
  let alice: User;
  let bob: User;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    alice = await createTestUser(server);
    bob = await createTestUser(server);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server.close();
  });

  async function connect(user: User): Promise<TestSocket> {
    const socket = await openSocket(server, user);
    sockets.push(socket);
    return socket;
  }

  it('delivers a REST-published message to the subscribed socket with the spec fields', async () => {
    const socket = await connect(alice);
    await socket.subscribe('scans');
    const published = await publishRest(server, alice, {
      channel: 'scans',
      type: 'scan.progress',
      data: { scanId: 'scan_1', progress: 40 },
      metadata: { device: 'phone' },
    });
    expect(published.status).toBe(200);
    const message = await eventually(() => socket.received('scans')[0]);
    expect(message).toMatchObject({
      channel: 'scans',
      type: 'scan.progress',
      data: { scanId: 'scan_1', progress: 40 },
      userId: alice.id,
      metadata: { device: 'phone' },
    });
  });

  it('publishes from a socket with a confirmation and reaches the other devices of the user', async () => {
    const phone = await connect(alice);
    const laptop = await connect(alice);
    await phone.subscribe('devices');
    await laptop.subscribe('devices');
    const id = await phone.publish('devices', { scanCompleted: 'scan_2' }, 'scan.completed');
    expect(id).toMatch(/^\d+$/);
    const message = await eventually(() => laptop.received('devices').find((m) => m.id === id));
    expect(message.type).toBe('scan.completed');
  });

  it("never delivers one user's private channel to another user", async () => {
    const bobSocket = await connect(bob);
    await bobSocket.subscribe('scans');
    await publishRest(server, alice, { channel: 'scans', data: { secret: 'alice' } });
    await publishRest(server, bob, { channel: 'scans', data: { mine: 'bob' } });
    // Bob's own later message arriving shows Alice's was never on its way.
    await eventually(() => bobSocket.received('scans').length > 0);
    expect(bobSocket.received('scans').map((m) => m.data)).toEqual([{ mine: 'bob' }]);
  });

  it('shares a channel between users only when its name says shared:', async () => {
    const aliceSocket = await connect(alice);
    const bobSocket = await connect(bob);
    await aliceSocket.subscribe('shared:lobby');
    await bobSocket.subscribe('shared:lobby');
    await aliceSocket.publish('shared:lobby', { hello: 'everyone' });
    const message = await eventually(() => bobSocket.received('shared:lobby')[0]);
    expect(message).toMatchObject({ data: { hello: 'everyone' }, userId: alice.id });
  });

  it('reports presence per channel and updates it when a device leaves', async () => {
    const first = await connect(alice);
    const second = await connect(alice);
    await first.subscribe('presence-test');
    await second.subscribe('presence-test');
    const response = await fetch(
      `${server.baseUrl}/api/realtime/footprint/presence?channel=presence-test`,
      { headers: { authorization: `Bearer ${alice.token}` } },
    );
    expect(await response.json()).toEqual({
      channel: 'presence-test',
      members: [{ userId: alice.id, connections: 2 }],
    });
    second.close();
    await eventually(() => first.presence('presence-test').at(-1)?.[0]?.connections === 1);
  });

  it('lists recent messages of a channel oldest first, and after a cursor', async () => {
    for (const n of [1, 2, 3])
      await publishRest(server, alice, { channel: 'history', data: { n } });
    const list = async (query: string) =>
      (await (
        await fetch(`${server.baseUrl}/api/realtime/footprint/messages?${query}`, {
          headers: { authorization: `Bearer ${alice.token}` },
        })
      ).json()) as { messages: ChannelMessage[] };
    const latest = await list('channel=history&limit=2');
    expect(latest.messages.map((m) => m.data)).toEqual([{ n: 2 }, { n: 3 }]);
    const after = await list(`channel=history&after=${latest.messages[0]!.id}`);
    expect(after.messages.map((m) => m.data)).toEqual([{ n: 3 }]);
    const bobsView = (await (
      await fetch(`${server.baseUrl}/api/realtime/footprint/messages?channel=history`, {
        headers: { authorization: `Bearer ${bob.token}` },
      })
    ).json()) as { messages: ChannelMessage[] };
    expect(bobsView.messages).toEqual([]);
  });

  it('answers bad publishes with clear 4xx messages', async () => {
    const badChannel = await publishRest(server, alice, { channel: 'no spaces', data: 1 });
    expect(badChannel.status).toBe(400);
    expect(badChannel.body.message).toMatch(/Channel names/);
    const tooLarge = await publishRest(server, alice, { channel: 'big', data: 'x'.repeat(40_000) });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toMatch(/Message too large/);
    const notJson = await fetch(`${server.baseUrl}/api/realtime/footprint/publish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(notJson.status).toBe(400);
    const anonymous = await fetch(`${server.baseUrl}/api/realtime/footprint/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channel: 'x', data: 1 }),
    });
    expect(anonymous.status).toBe(401);
    const noChannel = await fetch(`${server.baseUrl}/api/realtime/footprint/presence`, {
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(noChannel.status).toBe(400);
  });

  it('limits how fast one user publishes', async () => {
    // A slow refill (1 per second) so the test does not depend on how fast this machine is.
    const limited = await startTestServer({ env: { REALTIME_RATE_PER_S: '1' } });
    try {
      const carol = await createTestUser(limited);
      const started = Date.now();
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          publishRest(limited, carol, { channel: 'flood', data: i }),
        ),
      );
      const elapsedS = (Date.now() - started) / 1000;
      const accepted = results.filter((result) => result.status === 200).length;
      // A burst of 40, then the refill while the requests ran.
      expect(accepted).toBeGreaterThanOrEqual(40);
      expect(accepted).toBeLessThanOrEqual(40 + Math.ceil(elapsedS));
      const refused = results.find((result) => result.status === 429);
      expect(refused?.body.message).toMatch(/Too many messages/);
      // Another user is not affected.
      const dan = await createTestUser(limited);
      expect((await publishRest(limited, dan, { channel: 'flood', data: 0 })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('closes a connection that stops sending heartbeats and drops it from presence', async () => {
    const quick = await startTestServer({ env: { REALTIME_IDLE_TIMEOUT_MS: '600' } });
    try {
      const gina = await createTestUser(quick);
      const silent = await openSocket(quick, gina);
      const alive = await openSocket(quick, gina);
      await silent.subscribe('scans');
      await alive.subscribe('scans');
      let closed = false;
      void silent.closeCode.then(() => (closed = true));
      // The live socket pings more often than the timeout; the silent one says nothing.
      while (!closed) {
        alive.send({ type: 'ping' });
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      expect(await silent.closeCode).toBe(4000);
      await eventually(() => alive.presence('scans').at(-1)?.[0]?.connections === 1);
      alive.close();
    } finally {
      await quick.close();
    }
  });

  it('answers socket errors on the socket and refuses a bad token with close code 4401', async () => {
    const socket = await connect(alice);
    socket.send('not json');
    socket.send({ type: 'dance' });
    socket.send({ type: 'subscribe', channel: 'has space', ref: 'bad' });
    socket.send({ type: 'ping', ref: 'p1' });
    await eventually(() => socket.replies.length >= 4);
    expect(socket.replies[0]).toMatchObject({ type: 'error' });
    expect(socket.replies[1]).toMatchObject({
      type: 'error',
      message: expect.stringMatching(/Unknown message type/) as unknown,
    });
    expect(socket.replies[2]).toMatchObject({
      type: 'error',
      ref: 'bad',
      message: expect.stringMatching(/Channel names/) as unknown,
    });
    expect(socket.replies[3]).toEqual({ type: 'pong', ref: 'p1' });

    const intruder = await openSocket(server, alice, 'not-a-token');
    expect(await intruder.closeCode).toBe(4401);
    expect(intruder.replies[0]).toMatchObject({ type: 'error' });
  });
});

describe('realtime across two server instances', () => {
  const url = testDatabaseUrl();

  it.skipIf(!url)(
    'fans a message out from one instance to a socket on another through PostgreSQL (needs DATABASE_URL)',
    async () => {
      const database = await openTestDatabase();
      // Each instance gets its own pool and LISTEN connection, as two processes would.
      const secondDb = await openDatabase({ url, dataDir: null, schema: database.schema });
      const first = await startTestServer({ db: database.db });
      const second = await startTestServer({ db: secondDb });
      const erin = await createTestUser(first);
      const socket = await openSocket(second, erin);
      try {
        await socket.subscribe('scans');
        const published = await publishRest(first, erin, {
          channel: 'scans',
          data: { from: 'first' },
        });
        expect(published.status).toBe(200);
        const message = await eventually(() => socket.received('scans')[0]);
        expect(message.data).toEqual({ from: 'first' });
        const presence = await fetch(
          `${first.baseUrl}/api/realtime/footprint/presence?channel=scans`,
          {
            headers: { authorization: `Bearer ${erin.token}` },
          },
        );
        expect(((await presence.json()) as { members: PresenceMember[] }).members).toEqual([
          { userId: erin.id, connections: 1 },
        ]);
      } finally {
        socket.close();
        await first.close();
        await second.close();
        await secondDb.close();
        await database.drop();
      }
    },
  );

  it('fans out between two instances sharing one database handle (embedded or PostgreSQL)', async () => {
    const database = await openTestDatabase();
    const first = await startTestServer({ db: database.db });
    const second = await startTestServer({ db: database.db });
    const frank = await createTestUser(first);
    const socket = await openSocket(second, frank);
    try {
      await socket.subscribe('scans');
      await publishRest(first, frank, { channel: 'scans', data: { via: 'notify' } });
      expect((await eventually(() => socket.received('scans')[0])).data).toEqual({ via: 'notify' });
    } finally {
      socket.close();
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});
