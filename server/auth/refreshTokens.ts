// Refresh tokens: opaque, stored hashed, 30 days, rotated on every use. Each sign-in starts a
// family; each token issued by a rotation records the token it replaced (parent_id). A redemption
// whose answer was lost (app closed, network cut) may be retried with the same token for as long
// as no successor issued for it has been used: the retry gets a fresh sibling successor, and the
// first successor to be used revokes its unused siblings. Once a successor has been used (and the
// short grace window for two tabs racing has passed), presenting the old token again is theft and
// revokes the whole family, as does presenting a revoked token.
// Invariant: a token's redemptions are serialised — the row is locked while it is rotated.
import crypto from 'node:crypto';
import { REFRESH_TOKEN_TTL_S } from '../../src/shared/constants.ts';
import type { Database, Queryable } from '../db/database.ts';
import { AuthError } from './errors.ts';
import { hashSecret, newSecret } from './secretTokens.ts';

export interface IssuedRefreshToken {
  token: string;
  expiresIn: number;
  /** The session family: one signed-in device, shared by every rotation of its token. */
  familyId: string;
}

interface RefreshRow {
  id: string;
  user_id: string;
  family_id: string;
  parent_id: string | null;
  project_id: string;
  expired: boolean;
  used_seconds_ago: number | null;
  revoked: boolean;
  /** Whether a token issued for this one has been used (or revoked). */
  successor_used: boolean;
}

const invalidRefresh = (): AuthError =>
  new AuthError(401, 'INVALID_TOKEN', 'Your session is no longer valid. Please sign in again.');

export async function issueRefreshToken(
  db: Queryable,
  userId: string,
  projectId: string,
  familyId: string = crypto.randomUUID(),
  parentId: string | null = null,
): Promise<IssuedRefreshToken> {
  const token = newSecret();
  await db.query(
    `INSERT INTO refresh_tokens (user_id, family_id, token_hash, project_id, expires_at, parent_id)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5), $6)`,
    [userId, familyId, hashSecret(token), projectId, REFRESH_TOKEN_TTL_S, parentId],
  );
  return { token, expiresIn: REFRESH_TOKEN_TTL_S, familyId };
}

/**
 * Redeems a refresh token for a new one in the same family. Throws 401 INVALID_TOKEN for unknown,
 * revoked or reused tokens (revoking the family on reuse) and 401 TOKEN_EXPIRED for expired ones.
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  reuseGraceS: number,
): Promise<{ userId: string; projectId: string } & IssuedRefreshToken> {
  const outcome = await db.transaction(async (tx) => {
    const { rows } = await tx.query<RefreshRow>(
      `SELECT id, user_id, family_id, parent_id, project_id,
              expires_at <= now() AS expired,
              extract(epoch FROM now() - used_at)::float8 AS used_seconds_ago,
              revoked_at IS NOT NULL AS revoked,
              EXISTS (SELECT 1 FROM refresh_tokens AS s
                       WHERE s.parent_id = r.id
                         AND (s.used_at IS NOT NULL OR s.revoked_at IS NOT NULL)) AS successor_used
         FROM refresh_tokens AS r WHERE token_hash = $1 FOR UPDATE`,
      [hashSecret(token)],
    );
    const row = rows[0];
    if (!row) return { kind: 'unknown' as const };
    if (row.revoked) return { kind: 'reused' as const, familyId: row.family_id };
    if (row.used_seconds_ago != null) {
      // Redeemed before. If no successor was used, the answer was most likely lost: this retry
      // gets a sibling successor. A used successor means someone went on with the session, so
      // this is a replay (unless it comes within the grace window of two tabs racing).
      if (row.successor_used && row.used_seconds_ago > reuseGraceS) {
        return { kind: 'reused' as const, familyId: row.family_id };
      }
    } else {
      await tx.query('UPDATE refresh_tokens SET used_at = now() WHERE id = $1', [row.id]);
      // This token is the successor its holder went on with: spare siblings from retries end.
      if (row.parent_id) {
        await tx.query(
          `UPDATE refresh_tokens SET revoked_at = now()
            WHERE parent_id = $1 AND id <> $2 AND used_at IS NULL AND revoked_at IS NULL`,
          [row.parent_id, row.id],
        );
      }
    }
    if (row.expired) return { kind: 'expired' as const };
    const issued = await issueRefreshToken(tx, row.user_id, row.project_id, row.family_id, row.id);
    return { kind: 'rotated' as const, userId: row.user_id, projectId: row.project_id, ...issued };
  });
  switch (outcome.kind) {
    case 'rotated':
      return outcome;
    case 'expired':
      throw new AuthError(401, 'TOKEN_EXPIRED', 'Session expired. Please sign in again.');
    case 'reused':
      await revokeFamily(db, outcome.familyId);
      throw invalidRefresh();
    default:
      throw invalidRefresh();
  }
}

export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
    [familyId],
  );
}

/**
 * Sign-out: revokes the family of the given token and names it (for closing that device's
 * sockets); unknown tokens are ignored (null).
 */
export async function revokeByToken(
  db: Queryable,
  token: string,
): Promise<{ userId: string; family: string } | null> {
  const { rows } = await db.query<{ user_id: string; family_id: string }>(
    'SELECT user_id, family_id FROM refresh_tokens WHERE token_hash = $1',
    [hashSecret(token)],
  );
  const row = rows[0];
  if (!row) return null;
  await revokeFamily(db, row.family_id);
  return { userId: row.user_id, family: row.family_id };
}

/** Every refresh token of the user ends (sessionEpochs.endAllSessions ends the access tokens). */
export async function revokeAllForUser(db: Queryable, userId: string): Promise<void> {
  await db.query(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
    [userId],
  );
}

/**
 * The user a refresh token was issued to, without redeeming it: only while it is live (unrevoked,
 * unexpired) when `live`, else whatever became of it (while its row is kept); null if unknown.
 */
export async function refreshTokenOwner(
  db: Queryable,
  token: string,
  live: boolean,
): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT user_id FROM refresh_tokens
      WHERE token_hash = $1 AND (NOT $2 OR (revoked_at IS NULL AND expires_at > now()))`,
    [hashSecret(token), live],
  );
  return rows[0]?.user_id ?? null;
}
