// Realtime wire protocol (product-spec §7), shared by the server and the app's client. Channels
// are private to their user unless the name starts with SHARED_CHANNEL_PREFIX, in which case every
// signed-in user of the project shares it. Invariant: the envelope `type`s are the spec's, plus
// `auth` / `authed`, which hand an open socket a fresh access token before its own expires.

export const SHARED_CHANNEL_PREFIX = 'shared:';
export const REALTIME_CHANNEL_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;
/** Largest serialized `data` + `metadata` of one published message. */
export const REALTIME_MAX_MESSAGE_BYTES = 32 * 1024;
/** Messages one user may publish per second (sustained), across sockets and REST. */
export const REALTIME_RATE_PER_S = 20;
export const REALTIME_RATE_BURST = 40;

/** One message on a channel, as delivered live and as listed by GET /messages. */
export interface ChannelMessage {
  id: string;
  channel: string;
  /** The publisher's event type, 'message' unless given (e.g. 'scan.progress'). */
  type: string;
  data: unknown;
  userId: string | null;
  metadata: Record<string, unknown> | null;
  createdAt: string;
}

export interface PresenceMember {
  userId: string;
  connections: number;
}

export type RealtimeClientMessage =
  | { type: 'subscribe'; channel: string; ref?: string }
  | { type: 'unsubscribe'; channel: string; ref?: string }
  | {
      type: 'publish';
      channel: string;
      event?: string;
      data?: unknown;
      metadata?: Record<string, unknown>;
      ref?: string;
    }
  | { type: 'ping'; ref?: string }
  /** A fresh access token for this socket, sent before the one it opened with expires. */
  | { type: 'auth'; access_token: string; ref?: string };

export type RealtimeServerMessage =
  | { type: 'subscribed'; channel: string; ref?: string }
  | { type: 'published'; channel: string; id: string; ref?: string }
  | { type: 'message'; channel: string; message: ChannelMessage }
  | { type: 'presence'; channel: string; members: PresenceMember[] }
  | { type: 'pong'; ref?: string }
  /** The token sent with `auth` now carries the socket, until `expiresAt` (ISO 8601). */
  | { type: 'authed'; expiresAt: string; ref?: string }
  | { type: 'error'; message: string; channel?: string; ref?: string };

/** Close code the server uses when the token is missing or invalid: the client must not retry. */
export const REALTIME_CLOSE_UNAUTHORIZED = 4401;
/**
 * Close code when the socket's token stopped holding: it expired without a fresh one sent over the
 * socket (`auth`), or its session ended (sign-out, password change, account deletion). The client
 * reconnects with its current token; if that one is refused too, it gets
 * REALTIME_CLOSE_UNAUTHORIZED and stops.
 */
export const REALTIME_CLOSE_SESSION_ENDED = 4001;
/** Close code for a connection that stopped sending heartbeats. */
export const REALTIME_CLOSE_IDLE = 4000;
