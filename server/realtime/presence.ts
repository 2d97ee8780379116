// Presence: one realtime_presence row per connection and subscribed scope, shared by every
// instance, so a channel's members count sockets on all of them. Invariant: rows of a crashed
// instance (not refreshed for PRESENCE_STALE_S) are ignored at once and deleted by the sweep.
import type { PresenceMember } from '../../src/shared/realtime.ts';
import { REALTIME_HEARTBEAT_MS } from '../../src/shared/constants.ts';
import type { Database } from '../db/database.ts';

/** Presence rows older than this belong to a crashed instance and are ignored, then deleted. */
const PRESENCE_STALE_S = Math.ceil((4 * REALTIME_HEARTBEAT_MS) / 1000);

export interface PresenceRow {
  connectionId: string;
  instanceId: string;
  project: string;
  scope: string;
  channel: string;
  userId: string;
}

export async function presenceOf(
  db: Database,
  project: string,
  scope: string,
): Promise<PresenceMember[]> {
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

export async function joinPresence(db: Database, row: PresenceRow): Promise<void> {
  await db.query(
    `INSERT INTO realtime_presence (connection_id, instance_id, project_id, scope, channel, user_id)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (connection_id, scope) DO UPDATE SET last_seen_at = now()`,
    [row.connectionId, row.instanceId, row.project, row.scope, row.channel, row.userId],
  );
}

export async function leavePresence(
  db: Database,
  connectionId: string,
  scope: string,
): Promise<void> {
  await db.query('DELETE FROM realtime_presence WHERE connection_id = $1 AND scope = $2', [
    connectionId,
    scope,
  ]);
}

/** A heartbeat: the connection's rows are fresh again. */
export async function touchPresence(db: Database, connectionId: string): Promise<void> {
  await db.query('UPDATE realtime_presence SET last_seen_at = now() WHERE connection_id = $1', [
    connectionId,
  ]);
}

export async function deleteStalePresence(db: Database): Promise<void> {
  await db.query(
    'DELETE FROM realtime_presence WHERE last_seen_at < now() - make_interval(secs => $1)',
    [PRESENCE_STALE_S * 2],
  );
}

export async function deleteInstancePresence(db: Database, instanceId: string): Promise<void> {
  await db.query('DELETE FROM realtime_presence WHERE instance_id = $1', [instanceId]);
}
