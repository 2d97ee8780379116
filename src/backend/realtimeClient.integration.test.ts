import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { ChannelMessage } from '../shared/realtime.ts';
import { createTestUser, openTestDatabase, startTestServer } from '../../server/test/harness.ts';
import { createScanEvents, type ScanEvent } from './scanEvents.ts';
import {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeState,
  type WebSocketLike,
} from './realtimeClient.ts';

type User = Awaited<ReturnType<typeof createTestUser>>;

/** Resolves when `check` passes, polling on the event loop (no fixed sleeps). */
async function eventually<T>(check: () => T | undefined | false, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function clientFor(
  server: { baseUrl: string },
  user: User,
  extra: { states?: RealtimeState[]; sockets?: number[] } = {},
): RealtimeClient {
  return createRealtimeClient({
    origin: server.baseUrl,
    projectId: 'footprint',
    getToken: () => user.token,
    // No jitter, so the measured gaps are the pure 2^n backoff.
    random: () => 0,
    // Node 20 has no global WebSocket; the `ws` package has the browser's interface.
    createSocket: (url) => {
      extra.sockets?.push(Date.now());
      return new WebSocket(url) as unknown as WebSocketLike;
    },
    onStateChange: (state) => extra.states?.push(state),
  });
}

async function publishRest(server: { baseUrl: string }, user: User, body: unknown) {
  const response = await fetch(`${server.baseUrl}/api/realtime/footprint/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.status;
}

describe('realtime client against the real server', () => {
  it('subscribes through the states and receives a message published over REST', async () => {
    const server = await startTestServer();
    const user = await createTestUser(server);
    const states: RealtimeState[] = [];
    const client = clientFor(server, user, { states });
    try {
      const received: ChannelMessage[] = [];
      await client.subscribe('scans', (message) => received.push(message));
      expect(states).toEqual(['connecting', 'connected', 'subscribed']);
      expect(await publishRest(server, user, { channel: 'scans', data: { progress: 60 } })).toBe(
        200,
      );
      expect((await eventually(() => received[0])).data).toEqual({ progress: 60 });
      const id = await client.publish('scans', { progress: 100 }, { event: 'scan.completed' });
      expect((await eventually(() => received.find((m) => m.id === id))).type).toBe(
        'scan.completed',
      );
    } finally {
      client.close();
      await server.close();
    }
  });

  it('tells another open device of the user about scan progress and completion', async () => {
    const server = await startTestServer();
    const user = await createTestUser(server);
    const phone = clientFor(server, user);
    const laptop = clientFor(server, user);
    try {
      const seen: ScanEvent[] = [];
      await createScanEvents(laptop).subscribe((event) => seen.push(event));
      const scanner = createScanEvents(phone);
      await scanner.publish({
        type: 'scan.progress',
        scanId: 'scan_9',
        progress: 50,
        stage: 'rules',
      });
      await scanner.publish({ type: 'scan.completed', scanId: 'scan_9' });
      await eventually(() => seen.length === 2);
      expect(seen).toEqual([
        { type: 'scan.progress', scanId: 'scan_9', progress: 50, stage: 'rules' },
        { type: 'scan.completed', scanId: 'scan_9' },
      ]);
    } finally {
      phone.close();
      laptop.close();
      await server.close();
    }
  });

  it('stops at the first refusal of a bad token instead of retrying', async () => {
    const server = await startTestServer();
    const user = await createTestUser(server);
    const sockets: number[] = [];
    const client = clientFor(server, { ...user, token: 'not-a-token' }, { sockets });
    try {
      await expect(client.subscribe('scans', () => undefined)).rejects.toThrow(/refused/);
      expect(client.getState()).toBe('unsubscribed');
      expect(sockets).toHaveLength(1);
    } finally {
      client.close();
      await server.close();
    }
  });

  it('reconnects with backoff after the server restarts and resubscribes', async () => {
    const database = await openTestDatabase();
    const first = await startTestServer({ db: database.db });
    const port = Number(new URL(first.baseUrl).port);
    const dave = await createTestUser(first);
    const sockets: number[] = [];
    const states: RealtimeState[] = [];
    const client = clientFor(first, dave, { sockets, states });
    const received: ChannelMessage[] = [];
    await client.subscribe('scans', (message) => received.push(message));

    await first.close();
    // Let two reconnect attempts fail against the stopped server before it comes back.
    await eventually(() => sockets.length >= 3);
    const second = await startTestServer({ db: database.db, port });
    try {
      await eventually(() => client.getState() === 'subscribed', 20_000);
      const gaps = sockets.slice(1).map((at, index) => at - sockets[index]!);
      // Attempts 1, 2, 3 wait 1 s, 2 s, 4 s (random() = 0 removes the jitter).
      expect(gaps[1]).toBeGreaterThanOrEqual(950);
      expect(gaps[2]).toBeGreaterThanOrEqual(1950);
      expect(states).toContain('connecting');
      await publishRest(second, dave, { channel: 'scans', data: { after: 'restart' } });
      const message = await eventually(() => received.find((m) => m.channel === 'scans'));
      expect(message.data).toEqual({ after: 'restart' });
    } finally {
      client.close();
      await second.close();
      await database.drop();
    }
  });
});
