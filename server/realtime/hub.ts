// The realtime hub of one server instance: its WebSocket connections (the message protocol,
// token expiry and re-authentication, sessions ended elsewhere, idle sockets) and their channel
// subscriptions. Channel names, scopes and stored messages are channels.ts, presence rows
// presence.ts, and the fan-out between instances fanOut.ts. Invariant: a message reaches only
// connections subscribed to the same scope, and a scope of a private channel names its owner, so
// no user ever receives another user's private channel. Failures no client is waiting for are
// logged with the database's message only, never a channel, a user or a payload.
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Database } from '../db/database.ts';
import {
  REALTIME_CLOSE_IDLE,
  REALTIME_CLOSE_SESSION_ENDED,
  REALTIME_CLOSE_UNAUTHORIZED,
  REALTIME_RATE_BURST,
  REALTIME_RATE_PER_S,
  type ChannelMessage,
  type PresenceMember,
  type RealtimeServerMessage,
} from '../../src/shared/realtime.ts';
import { REALTIME_HEARTBEAT_MS } from '../../src/shared/constants.ts';
import type { TokenSession, VerifiedToken } from '../auth/accessTokens.ts';
import type { SessionEndReason, SessionsEnded } from '../auth/sessionEpochs.ts';
import { ServiceError } from '../services/access.ts';
import { createRateLimiter } from '../services/rateLimiter.ts';
import {
  checkChannel,
  deleteOldMessages,
  MAX_SUBSCRIPTIONS_PER_CONNECTION,
  MESSAGE_COLUMNS,
  readHistory,
  REALTIME_MESSAGES,
  scopeOf,
  storeMessage,
  toMessage,
  type MessageRow,
  type PublishInput,
} from './channels.ts';
import { startFanOut, type Notice } from './fanOut.ts';
import {
  deleteInstancePresence,
  deleteStalePresence,
  joinPresence,
  leavePresence,
  presenceOf,
  touchPresence,
} from './presence.ts';

const MAX_SWEEP_INTERVAL_MS = 15_000;
/** A client that does not read its socket is dropped before it fills our memory. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

interface Connection {
  id: string;
  socket: WebSocket;
  project: string;
  userId: string;
  /** The token carrying the socket: its expiry and session (replaced by an `auth` message). */
  expiresAtMs: number;
  session: TokenSession;
  expiryTimer: ReturnType<typeof setTimeout> | null;
  /** scope → channel name as the client knows it */
  scopes: Map<string, string>;
  lastSeenAt: number;
}

/** The verified token a socket opened with (or was handed later). */
export interface SocketIdentity {
  userId: string;
  expiresAtMs: number;
  session: TokenSession;
}

export interface RealtimeHub {
  readonly instanceId: string;
  /** Takes over a verified socket; `early` are text messages it sent before verification. */
  attach(socket: WebSocket, project: string, identity: SocketIdentity, early?: string[]): void;
  /** Closes this instance's sockets of sessions that ended (sessionEpochs.ts notifications). */
  endSessions(ended: SessionsEnded): void;
  publish(input: PublishInput): Promise<ChannelMessage>;
  presence(project: string, userId: string, channel: unknown): Promise<PresenceMember[]>;
  history(
    project: string,
    userId: string,
    options: { channel?: unknown; limit?: unknown; after?: unknown },
  ): Promise<ChannelMessage[]>;
  close(): Promise<void>;
}

export interface RealtimeHubOptions {
  /** The server's logger, for failures no client is waiting for. */
  log: Pick<FastifyBaseLogger, 'warn' | 'debug'>;
  /** Verifies a token sent over an open socket (`auth`); throws when it is not valid. */
  verifyToken?: (token: string) => Promise<VerifiedToken>;
  ratePerSecond?: number;
  /** A connection silent this long has lost its network without a close; default 3 heartbeats. */
  idleTimeoutMs?: number;
}

export async function createRealtimeHub(
  db: Database,
  options: RealtimeHubOptions,
): Promise<RealtimeHub> {
  const ratePerSecond = options.ratePerSecond ?? REALTIME_RATE_PER_S;
  const idleTimeoutMs = options.idleTimeoutMs ?? 3 * REALTIME_HEARTBEAT_MS;
  const instanceId = crypto.randomUUID();
  const connections = new Set<Connection>();
  /** `${project} ${scope}` → connections subscribed to it on this instance */
  const subscribers = new Map<string, Set<Connection>>();
  const limiter = createRateLimiter(ratePerSecond, REALTIME_RATE_BURST);

  const key = (project: string, scope: string) => `${project} ${scope}`;
  const logFailure = (error: unknown, what: string) =>
    options.log.warn(
      { err: { message: error instanceof Error ? error.message : String(error) } },
      what,
    );

  function send(connection: Connection, message: RealtimeServerMessage): void {
    const socket = connection.socket;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.close(1013, 'client too slow');
      return;
    }
    socket.send(JSON.stringify(message));
  }

  /** A notice from any instance (this one included), delivered to this instance's subscribers. */
  async function deliver(notice: Notice): Promise<void> {
    const local = subscribers.get(key(notice.p, notice.s));
    if (!local || local.size === 0) return;
    if (notice.k === 'm') {
      const result = await db.query<MessageRow>(
        `SELECT ${MESSAGE_COLUMNS} FROM realtime_messages WHERE id = $1 AND project_id = $2 AND scope = $3`,
        [notice.id, notice.p, notice.s],
      );
      const row = result.rows[0];
      if (!row) return;
      const message = toMessage(row);
      for (const connection of local) {
        send(connection, { type: 'message', channel: connection.scopes.get(notice.s)!, message });
      }
    } else {
      const members = await presenceOf(db, notice.p, notice.s);
      for (const connection of local) {
        send(connection, { type: 'presence', channel: connection.scopes.get(notice.s)!, members });
      }
    }
  }

  const fanOut = await startFanOut(db, deliver, logFailure);

  async function subscribe(connection: Connection, channel: string): Promise<void> {
    const scope = scopeOf(connection.userId, channel);
    if (
      !connection.scopes.has(scope) &&
      connection.scopes.size >= MAX_SUBSCRIPTIONS_PER_CONNECTION
    ) {
      throw new ServiceError(400, 'TOO_MANY_SUBSCRIPTIONS', REALTIME_MESSAGES.tooManySubscriptions);
    }
    connection.scopes.set(scope, channel);
    const k = key(connection.project, scope);
    let set = subscribers.get(k);
    if (!set) subscribers.set(k, (set = new Set()));
    set.add(connection);
    await joinPresence(db, {
      connectionId: connection.id,
      instanceId,
      project: connection.project,
      scope,
      channel,
      userId: connection.userId,
    });
    await fanOut.notify({ k: 'p', p: connection.project, s: scope });
  }

  async function unsubscribe(connection: Connection, scope: string): Promise<void> {
    connection.scopes.delete(scope);
    const k = key(connection.project, scope);
    const set = subscribers.get(k);
    set?.delete(connection);
    if (set?.size === 0) subscribers.delete(k);
    await leavePresence(db, connection.id, scope);
    await fanOut.notify({ k: 'p', p: connection.project, s: scope });
  }

  async function publish(input: PublishInput): Promise<ChannelMessage> {
    const { message, scope } = await storeMessage(db, input, (userId) => limiter.take(userId));
    await fanOut.notify({ k: 'm', p: input.project, s: scope, id: message.id });
    return message;
  }

  async function handle(connection: Connection, raw: string): Promise<void> {
    let message: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed == null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error();
      message = parsed as Record<string, unknown>;
    } catch {
      send(connection, { type: 'error', message: 'Messages must be JSON objects with a type' });
      return;
    }
    const ref = typeof message.ref === 'string' ? message.ref.slice(0, 64) : undefined;
    try {
      switch (message.type) {
        case 'ping':
          send(connection, { type: 'pong', ref });
          await touchPresence(db, connection.id);
          return;
        case 'subscribe': {
          const channel = checkChannel(message.channel);
          await subscribe(connection, channel);
          send(connection, { type: 'subscribed', channel, ref });
          return;
        }
        case 'unsubscribe': {
          const channel = checkChannel(message.channel);
          await unsubscribe(connection, scopeOf(connection.userId, channel));
          return;
        }
        case 'publish': {
          const channel = checkChannel(message.channel);
          const published = await publish({
            project: connection.project,
            userId: connection.userId,
            channel,
            type: message.event,
            data: message.data,
            metadata: message.metadata,
          });
          send(connection, { type: 'published', channel, id: published.id, ref });
          return;
        }
        case 'auth':
          await reauthenticate(connection, message.access_token, ref);
          return;
        default:
          send(connection, {
            type: 'error',
            message: 'Unknown message type: use subscribe, unsubscribe, publish, ping or auth',
            ref,
          });
      }
    } catch (error) {
      const text =
        error instanceof ServiceError ? error.message : 'The server could not handle this message';
      const channel =
        typeof message.channel === 'string' ? message.channel.slice(0, 128) : undefined;
      send(connection, { type: 'error', message: text, channel, ref });
    }
  }

  /** Closes the socket once its token expires, unless a fresh one arrives first. */
  function armExpiry(connection: Connection): void {
    if (connection.expiryTimer) clearTimeout(connection.expiryTimer);
    // setTimeout holds at most 2^31 − 1 ms; tokens live minutes.
    const delay = Math.min(Math.max(0, connection.expiresAtMs - Date.now()), 2_147_483_647);
    connection.expiryTimer = setTimeout(
      () => endSocket(connection, 'token expired: send a fresh access token (auth) or reconnect'),
      delay,
    );
    connection.expiryTimer.unref();
  }

  function endSocket(connection: Connection, why: string): void {
    send(connection, { type: 'error', message: `Session ended: ${why}` });
    connection.socket.close(REALTIME_CLOSE_SESSION_ENDED, why.slice(0, 100));
  }

  async function reauthenticate(
    connection: Connection,
    token: unknown,
    ref: string | undefined,
  ): Promise<void> {
    let verified: VerifiedToken | null = null;
    if (typeof token === 'string' && token !== '' && options.verifyToken) {
      verified = await options.verifyToken(token).catch(() => null);
    }
    if (
      !verified ||
      verified.id !== connection.userId ||
      verified.projectId !== connection.project
    ) {
      const why = 'the access token sent with auth is not valid for this connection';
      send(connection, { type: 'error', message: why, ref });
      connection.socket.close(REALTIME_CLOSE_UNAUTHORIZED, why.slice(0, 100));
      return;
    }
    connection.expiresAtMs = verified.expiresAtMs;
    connection.session = verified.session;
    armExpiry(connection);
    send(connection, {
      type: 'authed',
      expiresAt: new Date(verified.expiresAtMs).toISOString(),
      ref,
    });
  }

  const ENDED_BECAUSE: Record<SessionEndReason, string> = {
    signed_out: 'signed out',
    password_changed: 'the password was changed',
    address_proven: 'the account was secured after its address was proven',
    account_deleted: 'the account was deleted',
    sessions_ended: 'the session ended',
  };

  function endSessions(ended: SessionsEnded): void {
    for (const connection of connections) {
      if (connection.userId !== ended.userId) continue;
      const ends =
        ended.epoch != null
          ? connection.session.epoch < ended.epoch
          : ended.family != null
            ? connection.session.family === ended.family
            : true;
      if (ends) endSocket(connection, ENDED_BECAUSE[ended.reason]);
    }
  }

  async function detach(connection: Connection): Promise<void> {
    if (connection.expiryTimer) clearTimeout(connection.expiryTimer);
    if (!connections.delete(connection)) return;
    for (const scope of [...connection.scopes.keys()]) {
      await unsubscribe(connection, scope).catch((error: unknown) =>
        logFailure(error, 'leaving a realtime channel failed'),
      );
    }
  }

  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const connection of connections) {
        if (now - connection.lastSeenAt > idleTimeoutMs) {
          connection.socket.close(REALTIME_CLOSE_IDLE, 'heartbeat timeout');
        }
      }
      deleteStalePresence(db).catch((error: unknown) =>
        logFailure(error, 'deleting stale realtime presence failed'),
      );
      deleteOldMessages(db).catch((error: unknown) =>
        logFailure(error, 'deleting old realtime messages failed'),
      );
    },
    Math.min(MAX_SWEEP_INTERVAL_MS, Math.max(50, idleTimeoutMs / 3)),
  );
  sweep.unref();

  return {
    instanceId,
    attach(socket, project, identity, early = []) {
      const connection: Connection = {
        id: crypto.randomUUID(),
        socket,
        project,
        userId: identity.userId,
        expiresAtMs: identity.expiresAtMs,
        session: identity.session,
        expiryTimer: null,
        scopes: new Map(),
        lastSeenAt: Date.now(),
      };
      connections.add(connection);
      armExpiry(connection);
      // Messages of one connection are handled in order: a publish right after a subscribe must
      // see the subscription.
      let queue: Promise<void> = Promise.resolve();
      const enqueue = (work: () => Promise<void>, what: string) => {
        queue = queue.then(work).catch((error: unknown) => logFailure(error, what));
      };
      for (const text of early)
        enqueue(() => handle(connection, text), 'handling a realtime message failed');
      socket.on('message', (data, isBinary) => {
        connection.lastSeenAt = Date.now();
        if (isBinary) {
          send(connection, { type: 'error', message: 'Messages must be JSON text' });
          return;
        }
        const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : data.toString();
        enqueue(() => handle(connection, text), 'handling a realtime message failed');
      });
      socket.on('close', () => {
        enqueue(() => detach(connection), 'closing a realtime connection failed');
      });
      // A client's network failing (a reset, a broken frame) ends in 'close' as well.
      socket.on('error', (error) =>
        options.log.debug({ err: { message: error.message } }, 'realtime socket error'),
      );
    },
    endSessions,
    publish,
    async presence(project, userId, channel) {
      return presenceOf(db, project, scopeOf(userId, checkChannel(channel)));
    },
    history: (project, userId, historyOptions) => readHistory(db, project, userId, historyOptions),
    async close() {
      clearInterval(sweep);
      for (const connection of [...connections]) await detach(connection);
      await fanOut.stop();
      await deleteInstancePresence(db, instanceId).catch((error: unknown) =>
        logFailure(error, "deleting this instance's realtime presence failed"),
      );
    },
  };
}
