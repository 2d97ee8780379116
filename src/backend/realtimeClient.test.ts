import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createRealtimeClient,
  reconnectDelayMs,
  REALTIME_ERRORS,
  type RealtimeState,
  type WebSocketLike,
} from './realtimeClient.ts';

class FakeSocket implements WebSocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(code = 1000) {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** Acknowledges every subscribe sent so far. */
  ackSubscribes() {
    for (const sent of this.sent.filter((m) => m.type === 'subscribe')) {
      this.receive({ type: 'subscribed', channel: sent.channel, ref: sent.ref });
    }
  }
}

function setup(getToken: () => string = () => 'token-1') {
  const sockets: FakeSocket[] = [];
  const states: RealtimeState[] = [];
  const client = createRealtimeClient({
    origin: 'https://footprint.example',
    projectId: 'footprint',
    getToken,
    random: () => 0.5,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onStateChange: (state) => states.push(state),
  });
  return { client, sockets, states };
}

describe('realtime reconnect backoff', () => {
  it('waits 2^n seconds capped at 30 s plus up to 1 s of jitter', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => reconnectDelayMs(n, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(reconnectDelayMs(0, () => 0.999)).toBe(1999);
    expect(reconnectDelayMs(20, () => 0.5)).toBe(30_500);
  });
});

describe('realtime client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes unsubscribed → connecting → connected → subscribed and sends the token and project', async () => {
    const { client, sockets, states } = setup();
    const subscribed = client.subscribe('scans', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    const socket = sockets[0]!;
    expect(socket.url).toBe(
      'wss://footprint.example/api/realtime/ws?project_id=footprint&access_token=token-1',
    );
    socket.open();
    socket.ackSubscribes();
    await subscribed;
    expect(client.getState()).toBe('subscribed');
    expect(states).toEqual(['connecting', 'connected', 'subscribed']);
  });

  it('rejects a subscription the server does not confirm within 10 s', async () => {
    const { client, sockets } = setup();
    const subscribed = client.subscribe('scans', () => undefined);
    const outcome = subscribed.then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    await vi.advanceTimersByTimeAsync(9_999);
    await vi.advanceTimersByTimeAsync(2);
    expect(await outcome).toBe(REALTIME_ERRORS.subscribeTimeout);
  });

  it('rejects when the connection does not open within 10 s', async () => {
    const { client } = setup();
    const outcome = client.publish('scans', 1).then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(10_001);
    expect(await outcome).toBe(REALTIME_ERRORS.connectTimeout);
  });

  it('rejects a publish the server does not confirm within 10 s', async () => {
    const { client, sockets } = setup();
    const outcome = client.publish('scans', { n: 1 }).then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    await vi.advanceTimersByTimeAsync(10_001);
    expect(await outcome).toBe(REALTIME_ERRORS.sendTimeout);
  });

  it('pings every 25 s and reconnects when a pong does not come back', async () => {
    const { client, sockets } = setup();
    const subscribed = client.subscribe('scans', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    sockets[0]!.ackSubscribes();
    await subscribed;
    await vi.advanceTimersByTimeAsync(25_000);
    const ping = sockets[0]!.sent.find((m) => m.type === 'ping')!;
    expect(ping).toBeDefined();
    sockets[0]!.receive({ type: 'pong', ref: ping.ref });
    await vi.advanceTimersByTimeAsync(25_000 + 10_001);
    // The second ping went unanswered: the socket was closed and a reconnect is scheduled.
    expect(sockets[0]!.readyState).toBe(3);
    expect(client.getState()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1_500);
    expect(sockets).toHaveLength(2);
  });

  it('hands the open socket each refreshed token, once, so the server keeps it open', async () => {
    let token = 'token-1';
    const { client, sockets } = setup(() => token);
    const subscribed = client.subscribe('scans', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    sockets[0]!.ackSubscribes();
    await subscribed;
    const answerPings = () => {
      for (const ping of sockets[0]!.sent.filter((m) => m.type === 'ping')) {
        sockets[0]!.receive({ type: 'pong', ref: ping.ref });
      }
    };
    await vi.advanceTimersByTimeAsync(25_000);
    answerPings();
    expect(sockets[0]!.sent.filter((m) => m.type === 'auth')).toEqual([]);
    token = 'token-2';
    await vi.advanceTimersByTimeAsync(25_000);
    answerPings();
    await vi.advanceTimersByTimeAsync(25_000);
    answerPings();
    expect(sockets[0]!.sent.filter((m) => m.type === 'auth')).toEqual([
      { type: 'auth', access_token: 'token-2' },
    ]);
    // A close for an ended session is no refusal: the client reconnects with its current token.
    sockets[0]!.close(4001);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(sockets).toHaveLength(2);
    expect(sockets[1]!.url).toContain('access_token=token-2');
  });

  it('reconnects after 1 s, 2 s, 4 s and resubscribes every channel', async () => {
    const { client, sockets, states } = setup();
    const received: unknown[] = [];
    const subscribed = Promise.all([
      client.subscribe('scans', (message) => received.push(message.data)),
      client.subscribe('devices', () => undefined),
    ]);
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    sockets[0]!.ackSubscribes();
    await subscribed;

    sockets[0]!.close(1006);
    expect(client.getState()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1_499); // 1 s + 0.5 s jitter
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.close(1006);
    await vi.advanceTimersByTimeAsync(2_499);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);

    sockets[2]!.open();
    expect(sockets[2]!.sent.filter((m) => m.type === 'subscribe').map((m) => m.channel)).toEqual([
      'scans',
      'devices',
    ]);
    sockets[2]!.ackSubscribes();
    expect(client.getState()).toBe('subscribed');
    sockets[2]!.receive({
      type: 'message',
      channel: 'scans',
      message: { id: '9', channel: 'scans', type: 'message', data: { back: true } },
    });
    expect(received).toEqual([{ back: true }]);
    expect(states.slice(-3)).toEqual(['connecting', 'connected', 'subscribed']);

    // After a successful open the backoff starts again at 1 s.
    sockets[2]!.close(1006);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(sockets).toHaveLength(4);
  });

  it('stops retrying when the server refuses the token', async () => {
    const { client, sockets } = setup();
    const outcome = client
      .subscribe('scans', () => undefined)
      .catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    sockets[0]!.close(4401);
    expect(await outcome).toBe(REALTIME_ERRORS.refused);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.getState()).toBe('unsubscribed');
  });

  it('closes the socket when the last subscription ends', async () => {
    const { client, sockets } = setup();
    const subscribed = client.subscribe('scans', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.open();
    sockets[0]!.ackSubscribes();
    const unsubscribe = await subscribed;
    unsubscribe();
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'unsubscribe', channel: 'scans' });
    expect(sockets[0]!.readyState).toBe(3);
    expect(client.getState()).toBe('unsubscribed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });
});
