// Realtime channels and their stored messages: channel and event names, the scope a channel
// resolves to, a published message checked and written to realtime_messages, and a user's message
// history read back. Invariant: a private channel's scope names its owner (`user/{id}/{channel}`),
// a shared one (SHARED_CHANNEL_PREFIX) the project's, so reading or writing by scope never crosses
// users.
import {
  REALTIME_CHANNEL_PATTERN,
  REALTIME_MAX_MESSAGE_BYTES,
  SHARED_CHANNEL_PREFIX,
  type ChannelMessage,
} from '../../src/shared/realtime.ts';
import { REALTIME_MESSAGE_RETENTION_HOURS } from '../../src/shared/privacy.ts';
import type { Database } from '../db/database.ts';
import { ServiceError } from '../services/access.ts';

export const MAX_SUBSCRIPTIONS_PER_CONNECTION = 100;
const EVENT_TYPE_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;

export const REALTIME_MESSAGES = {
  invalidChannel: 'Channel names are 1 to 128 letters, digits and _ . : -',
  invalidType: 'Message types are 1 to 64 letters, digits and _ . : -',
  tooLarge: `Message too large: data and metadata may be at most ${REALTIME_MAX_MESSAGE_BYTES / 1024} KB`,
  rateLimited: 'Too many messages: slow down and try again in a moment',
  tooManySubscriptions: `At most ${MAX_SUBSCRIPTIONS_PER_CONNECTION} channels per connection`,
} as const;

export interface MessageRow {
  id: string;
  channel: string;
  type: string;
  data: unknown;
  user_id: string | null;
  metadata: Record<string, unknown> | null;
  created_at: Date | string;
}

export interface PublishInput {
  project: string;
  userId: string;
  channel: unknown;
  type?: unknown;
  data?: unknown;
  metadata?: unknown;
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

export function toMessage(row: MessageRow): ChannelMessage {
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

export const MESSAGE_COLUMNS = 'id, channel, type, data, user_id, metadata, created_at';

/**
 * Checks a message and stores it; `allow` is asked last (the sender's rate limit), so a refused
 * message costs no token. Returns the stored message and its scope.
 */
export async function storeMessage(
  db: Database,
  input: PublishInput,
  allow: (userId: string) => boolean,
): Promise<{ message: ChannelMessage; scope: string }> {
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
  if (!allow(input.userId)) {
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
  return { message: toMessage(result.rows[0]!), scope };
}

/** A user's messages, one channel or all their private ones, oldest first. */
export async function readHistory(
  db: Database,
  project: string,
  userId: string,
  options: { channel?: unknown; limit?: unknown; after?: unknown },
): Promise<ChannelMessage[]> {
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
}

/** Messages are kept REALTIME_MESSAGE_RETENTION_HOURS for history and catching up, then go. */
export async function deleteOldMessages(db: Database): Promise<void> {
  await db.query(
    'DELETE FROM realtime_messages WHERE created_at < now() - make_interval(hours => $1)',
    [REALTIME_MESSAGE_RETENTION_HOURS],
  );
}
