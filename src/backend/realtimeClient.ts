// The app's realtime client (product-spec §4, §9): one WebSocket to our server, shared by every
// channel subscription. State goes unsubscribed → connecting → connected → subscribed; connecting,
// subscribing and sending each time out after 10 s; a ping goes out every 25 s; a lost connection
// is retried after 2^n s (capped at 30 s) plus up to 1 s of jitter, and every channel is
// subscribed again once it is back. Invariant: a subscription stays active across reconnects
// until its owner unsubscribes; only a rejected token (close 4401/4403/4404) stops retrying. Each
// heartbeat hands the server a refreshed token (`auth`), since it closes a socket whose token
// expired (4001, after which the client reconnects with its current token).
import { ledgerSocket } from './networkLedger.ts';
import {
  REALTIME_BACKOFF_CAP_MS,
  REALTIME_BACKOFF_JITTER_MS,
  REALTIME_CONNECT_TIMEOUT_MS,
  REALTIME_HEARTBEAT_MS,
  REALTIME_SEND_TIMEOUT_MS,
  REALTIME_SUBSCRIBE_TIMEOUT_MS,
} from '../shared/constants.ts';
import {
  REALTIME_CLOSE_UNAUTHORIZED,
  type ChannelMessage,
  type PresenceMember,
  type RealtimeClientMessage,
  type RealtimeServerMessage,
} from '../shared/realtime.ts';

export type RealtimeState = 'unsubscribed' | 'connecting' | 'connected' | 'subscribed';

export const REALTIME_ERRORS = {
  connectTimeout: 'Realtime connection timed out',
  subscribeTimeout: 'Realtime subscription timed out',
  sendTimeout: 'Realtime message send timed out',
  closed: 'Realtime client closed',
  connectionLost: 'Realtime connection lost before the server confirmed',
  refused: 'The server refused the realtime connection: sign in again',
} as const;

/** Close codes after which retrying cannot help: bad token, forbidden role, unknown project. */
const REFUSAL_CODES = new Set([REALTIME_CLOSE_UNAUTHORIZED, 4403, 4404]);

/** The part of the browser WebSocket this client uses (the `ws` package fits it too). */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

const OPEN = 1;

export interface RealtimeClientOptions {
  /** Origin of our server, e.g. https://footprint.example or http://127.0.0.1:8787 */
  origin: string;
  projectId: string;
  /** The current access token (refreshed by the auth client); null when signed out. */
  getToken(): string | null | Promise<string | null>;
  createSocket?: (url: string) => WebSocketLike;
  random?: () => number;
  onStateChange?: (state: RealtimeState) => void;
  /** Errors that belong to no call: a refused token, a server-side error without a ref. */
  onError?: (message: string) => void;
}

interface Subscription {
  onMessage: (message: ChannelMessage) => void;
  onPresence?: (members: PresenceMember[]) => void;
  acknowledged: boolean;
  /** The subscribe request in flight on the current connection. */
  confirming: Promise<RealtimeServerMessage> | null;
}

interface Pending {
  resolve(value: RealtimeServerMessage): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

/** Delay before reconnect attempt `attempt` (0-based): 2^n s, at most 30 s, plus jitter. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(2 ** attempt * 1000, REALTIME_BACKOFF_CAP_MS);
  return base + Math.floor(random() * REALTIME_BACKOFF_JITTER_MS);
}

export function realtimeSocketUrl(origin: string, projectId: string, token: string): string {
  const url = new URL('/api/realtime/ws', origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('project_id', projectId);
  url.searchParams.set('access_token', token);
  return url.toString();
}

export interface RealtimeClient {
  getState(): RealtimeState;
  /** Resolves once the server confirmed the subscription; the function returned unsubscribes. */
  subscribe(
    channel: string,
    onMessage: (message: ChannelMessage) => void,
    onPresence?: (members: PresenceMember[]) => void,
  ): Promise<() => void>;
  /** Resolves with the message id once the server stored and fanned it out. */
  publish(
    channel: string,
    data: unknown,
    options?: { event?: string; metadata?: Record<string, unknown> },
  ): Promise<string>;
  close(): void;
}

/** What a frame the app sends is for, as the network ledger shows it. */
export function framePurpose(frame: string): string {
  let type: unknown;
  try {
    type = (JSON.parse(frame) as { type?: unknown }).type;
  } catch {
    return 'live updates';
  }
  if (type === 'ping') return 'live updates: keep the connection open';
  if (type === 'subscribe') return 'live updates: follow your changes';
  if (type === 'unsubscribe') return 'live updates: stop following';
  if (type === 'publish') return 'live updates: tell your other devices';
  return 'live updates';
}

export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const random = options.random ?? Math.random;
  const createSocket =
    options.createSocket ??
    ((url: string) => ledgerSocket(url, framePurpose) as unknown as WebSocketLike);
  const subscriptions = new Map<string, Subscription>();
  const pending = new Map<string, Pending>();
  const connectWaiters = new Set<{ resolve(): void; reject(error: Error): void }>();
  let state: RealtimeState = 'unsubscribed';
  let socket: WebSocketLike | null = null;
  let attempt = 0;
  let nextRef = 0;
  let closed = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  let connectTimer: ReturnType<typeof setTimeout> | null = null;

  function setState(next: RealtimeState): void {
    if (next === state) return;
    state = next;
    options.onStateChange?.(next);
  }

  function updateSubscribedState(): void {
    if (!socket || socket.readyState !== OPEN) return;
    const all = [...subscriptions.values()];
    setState(all.length > 0 && all.every((sub) => sub.acknowledged) ? 'subscribed' : 'connected');
  }

  function rawSend(message: RealtimeClientMessage): void {
    socket!.send(JSON.stringify(message));
  }

  function request(
    message: RealtimeClientMessage & { ref?: string },
    timeoutMs: number,
    timeoutMessage: string,
  ) {
    const ref = `r${++nextRef}`;
    return new Promise<RealtimeServerMessage>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(ref);
        reject(new Error(timeoutMessage));
      }, timeoutMs);
      pending.set(ref, { resolve, reject, timer });
      rawSend({ ...message, ref });
    });
  }

  function settle(ref: string | undefined, message: RealtimeServerMessage): boolean {
    if (!ref) return false;
    const entry = pending.get(ref);
    if (!entry) return false;
    pending.delete(ref);
    clearTimeout(entry.timer);
    if (message.type === 'error') entry.reject(new Error(message.message));
    else entry.resolve(message);
    return true;
  }

  function onServerMessage(raw: unknown): void {
    let message: RealtimeServerMessage;
    try {
      message = JSON.parse(String(raw)) as RealtimeServerMessage;
    } catch {
      return;
    }
    switch (message.type) {
      case 'message':
        subscriptions.get(message.channel)?.onMessage(message.message);
        return;
      case 'presence':
        subscriptions.get(message.channel)?.onPresence?.(message.members);
        return;
      case 'subscribed': {
        const sub = subscriptions.get(message.channel);
        if (sub) sub.acknowledged = true;
        settle(message.ref, message);
        updateSubscribedState();
        return;
      }
      case 'published':
      case 'pong':
        settle(message.ref, message);
        return;
      case 'error':
        if (!settle(message.ref, message)) options.onError?.(message.message);
    }
  }

  function stopTimers(): void {
    if (heartbeatTimer) clearInterval(heartbeatTimer);
    if (connectTimer) clearTimeout(connectTimer);
    heartbeatTimer = null;
    connectTimer = null;
  }

  function confirm(channel: string, sub: Subscription): Promise<RealtimeServerMessage> {
    sub.acknowledged = false;
    sub.confirming = request(
      { type: 'subscribe', channel },
      REALTIME_SUBSCRIBE_TIMEOUT_MS,
      REALTIME_ERRORS.subscribeTimeout,
    );
    sub.confirming.catch((error: Error) => {
      // A resubscription nobody awaits reports through onError.
      if (subscriptions.get(channel) === sub) options.onError?.(error.message);
    });
    return sub.confirming;
  }

  function resubscribe(): void {
    for (const [channel, sub] of subscriptions) void confirm(channel, sub).catch(() => undefined);
  }

  function scheduleReconnect(): void {
    if (closed || reconnectTimer) return;
    setState('connecting');
    const delay = reconnectDelayMs(attempt, random);
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void connect();
    }, delay);
  }

  function failWaiters(error: Error): void {
    for (const waiter of connectWaiters) waiter.reject(error);
    connectWaiters.clear();
  }

  async function connect(): Promise<void> {
    if (closed || socket) return;
    setState('connecting');
    let token: string | null;
    try {
      token = await options.getToken();
    } catch {
      token = null;
    }
    if (closed || socket) return;
    if (!token) {
      setState('unsubscribed');
      failWaiters(new Error('Sign in to use realtime'));
      options.onError?.('Sign in to use realtime');
      return;
    }
    const current = createSocket(realtimeSocketUrl(options.origin, options.projectId, token));
    socket = current;
    connectTimer = setTimeout(() => {
      if (current.readyState !== OPEN) {
        failWaiters(new Error(REALTIME_ERRORS.connectTimeout));
        current.close();
        onSocketClosed(current, 1006);
      }
    }, REALTIME_CONNECT_TIMEOUT_MS);
    current.onopen = () => {
      if (socket !== current) return;
      if (connectTimer) clearTimeout(connectTimer);
      connectTimer = null;
      attempt = 0;
      setState('connected');
      let socketToken = token;
      heartbeatTimer = setInterval(() => {
        // A ping without a pong within the send timeout means the connection is dead.
        request({ type: 'ping' }, REALTIME_SEND_TIMEOUT_MS, REALTIME_ERRORS.sendTimeout).catch(() =>
          current.close(),
        );
        // The server closes a socket whose token expires: hand it each refreshed token.
        void Promise.resolve(options.getToken())
          .catch(() => null)
          .then((fresh) => {
            if (!fresh || fresh === socketToken || socket !== current) return;
            if (current.readyState !== OPEN) return;
            socketToken = fresh;
            rawSend({ type: 'auth', access_token: fresh });
          });
      }, REALTIME_HEARTBEAT_MS);
      resubscribe();
      for (const waiter of connectWaiters) waiter.resolve();
      connectWaiters.clear();
    };
    current.onmessage = (event) => onServerMessage(event.data);
    current.onerror = () => undefined;
    current.onclose = (event) => onSocketClosed(current, event.code);
  }

  function onSocketClosed(closedSocket: WebSocketLike, code: number): void {
    if (socket !== closedSocket) return;
    socket = null;
    stopTimers();
    const refused = REFUSAL_CODES.has(code);
    for (const [ref, entry] of pending) {
      clearTimeout(entry.timer);
      entry.reject(new Error(refused ? REALTIME_ERRORS.refused : REALTIME_ERRORS.connectionLost));
      pending.delete(ref);
    }
    for (const sub of subscriptions.values()) sub.acknowledged = false;
    if (closed) return;
    if (refused) {
      setState('unsubscribed');
      failWaiters(new Error(REALTIME_ERRORS.refused));
      return;
    }
    if (subscriptions.size === 0 && connectWaiters.size === 0) {
      setState('unsubscribed');
      return;
    }
    scheduleReconnect();
  }

  function whenConnected(): Promise<void> {
    if (socket && socket.readyState === OPEN) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const waiter = { resolve, reject };
      connectWaiters.add(waiter);
      const timer = setTimeout(() => {
        if (connectWaiters.delete(waiter)) reject(new Error(REALTIME_ERRORS.connectTimeout));
      }, REALTIME_CONNECT_TIMEOUT_MS);
      const settleWith = (fn: () => void) => () => {
        clearTimeout(timer);
        fn();
      };
      waiter.resolve = settleWith(resolve);
      waiter.reject = (error: Error) => settleWith(() => reject(error))();
      if (!socket && !reconnectTimer) void connect();
    });
  }

  function dropSubscription(channel: string): void {
    if (!subscriptions.delete(channel)) return;
    if (socket && socket.readyState === OPEN) rawSend({ type: 'unsubscribe', channel });
    if (subscriptions.size === 0 && connectWaiters.size === 0 && pending.size === 0) {
      // Nothing left to listen to: close quietly instead of holding a socket open.
      const current = socket;
      socket = null;
      stopTimers();
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      current?.close(1000, 'no subscriptions');
      setState('unsubscribed');
    } else {
      updateSubscribedState();
    }
  }

  return {
    getState: () => state,
    async subscribe(channel, onMessage, onPresence) {
      if (closed) throw new Error(REALTIME_ERRORS.closed);
      const sub: Subscription = { onMessage, onPresence, acknowledged: false, confirming: null };
      subscriptions.set(channel, sub);
      try {
        const wasOpen = socket != null && socket.readyState === OPEN;
        await whenConnected();
        // On a fresh connection the open handler already sent the subscribe.
        await (wasOpen || !sub.confirming ? confirm(channel, sub) : sub.confirming);
      } catch (error) {
        dropSubscription(channel);
        throw error;
      }
      return () => dropSubscription(channel);
    },
    async publish(channel, data, publishOptions = {}) {
      if (closed) throw new Error(REALTIME_ERRORS.closed);
      await whenConnected();
      const reply = await request(
        {
          type: 'publish',
          channel,
          data,
          event: publishOptions.event,
          metadata: publishOptions.metadata,
        },
        REALTIME_SEND_TIMEOUT_MS,
        REALTIME_ERRORS.sendTimeout,
      );
      return reply.type === 'published' ? reply.id : '';
    },
    close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      stopTimers();
      failWaiters(new Error(REALTIME_ERRORS.closed));
      for (const entry of pending.values()) {
        clearTimeout(entry.timer);
        entry.reject(new Error(REALTIME_ERRORS.closed));
      }
      pending.clear();
      subscriptions.clear();
      const current = socket;
      socket = null;
      current?.close(1000, 'client closed');
      setState('unsubscribed');
    },
  };
}
