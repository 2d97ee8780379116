// The realtime hub of one server instance: its WebSocket connections, their subscriptions, and the
// fan-out of messages and presence between instances through PostgreSQL LISTEN/NOTIFY. A NOTIFY
// carries only a message id and its scope; each instance with subscribers reads the message from
// realtime_messages, so payloads are never bounded by NOTIFY's 8 KB. Invariant: a message reaches
// only connections subscribed to the same scope, and a scope of a private channel names its owner,
// so no user ever receives another user's private channel.
import crypto from 'node:crypto';
import type { WebSocket } from 'ws';
import type { Database } from '../db/database.ts';
import {
  REALTIME_CHANNEL_PATTERN,
  REALTIME_CLOSE_IDLE,
  REALTIME_CLOSE_SESSION_ENDED,
  REALTIME_CLOSE_UNAUTHORIZED,
  REALTIME_MAX_MESSAGE_BYTES,
  REALTIME_RATE_BURST,
  REALTIME_RATE_PER_S,
  SHARED_CHANNEL_PREFIX,
  type ChannelMessage,
  type PresenceMember,
  type RealtimeServerMessage,
} from '../../src/shared/realtime.ts';
import { REALTIME_HEARTBEAT_MS } from '../../src/shared/constants.ts';
import type { TokenSession, VerifiedToken } from '../auth/accessTokens.ts';
import type { SessionEndReason, SessionsEnded } from '../auth/sessionEpochs.ts';
import { REALTIME_MESSAGE_RETENTION_HOURS } from '../../src/shared/privacy.ts';
import { ServiceError } from '../services/access.ts';
import { createRateLimiter } from '../services/rateLimiter.ts';

/** Presence rows older than this belong to a crashed instance and are ignored, then deleted. */
const PRESENCE_STALE_S = Math.ceil((4 * REALTIME_HEARTBEAT_MS) / 1000);
const MAX_SWEEP_INTERVAL_MS = 15_000;
const MESSAGE_RETENTION_HOURS = REALTIME_MESSAGE_RETENTION_HOURS;
const MAX_SUBSCRIPTIONS_PER_CONNECTION = 100;
/** A client that does not read its socket is dropped before it fills our memory. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const EVENT_TYPE_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;

export const REALTIME_MESSAGES = {
  invalidChannel: 'Channel names are 1 to 128 letters, digits and _ . : -',
  invalidType: 'Message types are 1 to 64 letters, digits and _ . : -',
  tooLarge: `Message too large: data and metadata may be at most ${REALTIME_MAX_MESSAGE_BYTES / 1024} KB`,
  rateLimited: 'Too many messages: slow down and try again in a moment',
  tooManySubscriptions: `At most ${MAX_SUBSCRIPTIONS_PER_CONNECTION} channels per connection`,
} as const;

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

interface MessageRow {
  id: string;
  channel: string;
  type: string;
  data: unknown;
  user_id: string | null;
  metadata: Record<string, unknown> | null;
  created_at: Date | string;
}

type Notice = { k: 'm'; p: string; s: string; id: string } | { k: 'p'; p: string; s: string };

export interface PublishInput {
  project: string;
  userId: string;
  channel: unknown;
  type?: unknown;
  data?: unknown;
  metadata?: unknown;
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

export function checkChannel(channel: unknown): string {
  if (typeof channel !== 'string' || !REALTIME_CHANNEL_PATTERN.test(channel)) {
    throw new ServiceError(400, 'INVALID_CHANNEL', REALTIME_MESSAGES.invalidChannel);
  }
  return channel;
}

/** The channel's identity: its owner's for a private channel, the project's for a shared one. */
export function scopeOf(userId: string, channel: string): string {
  return channel.startsWith(SHARED_CHANNEL_PREFIX)
    ? `shared/${channel}`
    : `user/${userId}/${channel}`;
}

function toMessage(row: MessageRow): ChannelMessage {
  return {
    id: String(row.id),
    channel: row.channel,
    type: row.type,
    data: row.data ?? null,
    userId: row.user_id,
    metadata: row.metadata ?? null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const MESSAGE_COLUMNS = 'id, channel, type, data, user_id, metadata, created_at';

export interface RealtimeHubOptions {
  /** Verifies a token sent over an open socket (`auth`); throws when it is not valid. */
  verifyToken?: (token: string) => Promise<VerifiedToken>;
  ratePerSecond?: number;
  /** A connection silent this long has lost its network without a close; default 3 heartbeats. */
  idleTimeoutMs?: number;
}

export async function createRealtimeHub(
  db: Database,
  options: RealtimeHubOptions = {},
): Promise<RealtimeHub> {
  const ratePerSecond = options.ratePerSecond ?? REALTIME_RATE_PER_S;
  const idleTimeoutMs = options.idleTimeoutMs ?? 3 * REALTIME_HEARTBEAT_MS;
  const instanceId = crypto.randomUUID();
  const connections = new Set<Connection>();
  /** `${project} ${scope}` → connections subscribed to it on this instance */
  const subscribers = new Map<string, Set<Connection>>();
  const limiter = createRateLimiter(ratePerSecond, REALTIME_RATE_BURST);
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  // One NOTIFY channel per schema: test files sharing a PostgreSQL server never hear each other.
  const notifyChannel = `fp_realtime_${(rows[0]?.schema ?? 'public').toLowerCase().replace(/[^a-z0-9_]/g, '_')}`;

  const key = (project: string, scope: string) => `${project} ${scope}`;

  function send(connection: Connection, message: RealtimeServerMessage): void {
    const socket = connection.socket;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.close(1013, 'client too slow');
      return;
    }
    socket.send(JSON.stringify(message));
  }

  async function presenceOf(project: string, scope: string): Promise<PresenceMember[]> {
    const result = await db.query<{ user_id: string; connections: string | number }>(
      `SELECT user_id, count(*) AS connections FROM realtime_presence
        WHERE project_id = $1 AND scope = $2 AND last_seen_at > now() - make_interval(secs => $3)
        GROUP BY user_id ORDER BY user_id`,
      [project, scope, PRESENCE_STALE_S],
    );
    return result.rows.map((row) => ({
      userId: row.user_id,
      connections: Number(row.connections),
    }));
  }

  async function notify(notice: Notice): Promise<void> {
    await db.notify(notifyChannel, JSON.stringify(notice));
  }

  async function onNotice(payload: string): Promise<void> {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch {
      return;
    }
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
      const members = await presenceOf(notice.p, notice.s);
      for (const connection of local) {
        send(connection, { type: 'presence', channel: connection.scopes.get(notice.s)!, members });
      }
    }
  }

  // Notices are handled one after another: each one reads its message back from the database,
  // and on a connection pool two reads in flight can finish in either order, which would deliver
  // a channel's messages out of the order they were published in.
  let noticeQueue: Promise<void> = Promise.resolve();
  const unlisten = await db.listen(notifyChannel, (payload) => {
    noticeQueue = noticeQueue.then(() => onNotice(payload)).catch(() => undefined);
  });

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
    await db.query(
      `INSERT INTO realtime_presence (connection_id, instance_id, project_id, scope, channel, user_id)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (connection_id, scope) DO UPDATE SET last_seen_at = now()`,
      [connection.id, instanceId, connection.project, scope, channel, connection.userId],
    );
    await notify({ k: 'p', p: connection.project, s: scope });
  }

  async function unsubscribe(connection: Connection, scope: string): Promise<void> {
    connection.scopes.delete(scope);
    const k = key(connection.project, scope);
    const set = subscribers.get(k);
    set?.delete(connection);
    if (set?.size === 0) subscribers.delete(k);
    await db.query('DELETE FROM realtime_presence WHERE connection_id = $1 AND scope = $2', [
      connection.id,
      scope,
    ]);
    await notify({ k: 'p', p: connection.project, s: scope });
  }

  async function publish(input: PublishInput): Promise<ChannelMessage> {
    const channel = checkChannel(input.channel);
    const type = input.type ?? 'message';
    if (typeof type !== 'string' || !EVENT_TYPE_PATTERN.test(type)) {
      throw new ServiceError(400, 'INVALID_TYPE', REALTIME_MESSAGES.invalidType);
    }
    if (
      input.metadata != null &&
      (typeof input.metadata !== 'object' || Array.isArray(input.metadata))
    ) {
      throw new ServiceError(400, 'INVALID_METADATA', 'metadata must be an object');
    }
    const data = input.data === undefined ? null : input.data;
    const size =
      Buffer.byteLength(JSON.stringify(data)) +
      Buffer.byteLength(JSON.stringify(input.metadata ?? null));
    if (size > REALTIME_MAX_MESSAGE_BYTES) {
      throw new ServiceError(413, 'MESSAGE_TOO_LARGE', REALTIME_MESSAGES.tooLarge);
    }
    if (!limiter.take(input.userId)) {
      throw new ServiceError(429, 'RATE_LIMITED', REALTIME_MESSAGES.rateLimited);
    }
    const scope = scopeOf(input.userId, channel);
    const result = await db.query<MessageRow>(
      `INSERT INTO realtime_messages (project_id, scope, channel, type, user_id, data, metadata)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb) RETURNING ${MESSAGE_COLUMNS}`,
      [
        input.project,
        scope,
        channel,
        type,
        input.userId,
        JSON.stringify(data),
        input.metadata == null ? null : JSON.stringify(input.metadata),
      ],
    );
    const message = toMessage(result.rows[0]!);
    await notify({ k: 'm', p: input.project, s: scope, id: message.id });
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
          await db.query(
            'UPDATE realtime_presence SET last_seen_at = now() WHERE connection_id = $1',
            [connection.id],
          );
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
      await unsubscribe(connection, scope).catch(() => undefined);
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
      db.query(
        'DELETE FROM realtime_presence WHERE last_seen_at < now() - make_interval(secs => $1)',
        [PRESENCE_STALE_S * 2],
      ).catch(() => undefined);
      db.query(
        'DELETE FROM realtime_messages WHERE created_at < now() - make_interval(hours => $1)',
        [MESSAGE_RETENTION_HOURS],
      ).catch(() => undefined);
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
      for (const text of early)
        queue = queue.then(() => handle(connection, text)).catch(() => undefined);
      socket.on('message', (data, isBinary) => {
        connection.lastSeenAt = Date.now();
        if (isBinary) {
          send(connection, { type: 'error', message: 'Messages must be JSON text' });
          return;
        }
        const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : data.toString();
        queue = queue.then(() => handle(connection, text)).catch(() => undefined);
      });
      socket.on('close', () => {
        queue = queue.then(() => detach(connection)).catch(() => undefined);
      });
      socket.on('error', () => undefined);
    },
    endSessions,
    publish,
    async presence(project, userId, channel) {
      return presenceOf(project, scopeOf(userId, checkChannel(channel)));
    },
    async history(project, userId, options) {
      const limit = options.limit == null || options.limit === '' ? 50 : Number(options.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 200) {
        throw new ServiceError(400, 'INVALID_LIMIT', 'limit must be a whole number from 1 to 200');
      }
      const after = options.after == null || options.after === '' ? null : String(options.after);
      if (after != null && !/^\d{1,18}$/.test(after)) {
        throw new ServiceError(400, 'INVALID_CURSOR', 'after must be a message id');
      }
      const params: unknown[] = [project];
      let where: string;
      if (options.channel != null && options.channel !== '') {
        params.push(scopeOf(userId, checkChannel(options.channel)));
        where = 'scope = $2';
      } else {
        params.push(`user/${userId}/%`);
        where = 'scope LIKE $2';
      }
      if (after != null) {
        params.push(after);
        where += ` AND id > $${params.length}`;
      }
      params.push(limit);
      // Newest `limit` (or the first `limit` after the cursor), returned oldest first.
      const order = after != null ? 'ASC' : 'DESC';
      const result = await db.query<MessageRow>(
        `SELECT ${MESSAGE_COLUMNS} FROM realtime_messages WHERE project_id = $1 AND ${where}
          ORDER BY id ${order} LIMIT $${params.length}`,
        params,
      );
      const messages = result.rows.map(toMessage);
      return after != null ? messages : messages.reverse();
    },
    async close() {
      clearInterval(sweep);
      for (const connection of [...connections]) await detach(connection);
      await unlisten();
      await db
        .query('DELETE FROM realtime_presence WHERE instance_id = $1', [instanceId])
        .catch(() => undefined);
    },
  };
}
