// Single-use tokens for password reset, email verification and magic links: stored hashed,
// short-lived, consumed atomically (the UPDATE … WHERE used_at IS NULL wins once), so a link
// works exactly once even when two requests race.
import type { Queryable } from '../db/database.ts';
import { hashSecret, newSecret } from './secretTokens.ts';

export type OneTimePurpose = 'password_reset' | 'email_verify' | 'magic_link';

export const ONE_TIME_TOKEN_TTL_S: Record<OneTimePurpose, number> = {
  password_reset: 60 * 60,
  email_verify: 24 * 60 * 60,
  magic_link: 15 * 60,
};

export interface OneTimeTokenRow {
  user_id: string | null;
  email: string;
  project_id: string;
  redirect_url: string | null;
}

export async function createOneTimeToken(
  db: Queryable,
  purpose: OneTimePurpose,
  fields: { userId: string | null; email: string; projectId: string; redirectUrl: string | null },
): Promise<{ token: string; expiresIn: number }> {
  const token = newSecret();
  const ttl = ONE_TIME_TOKEN_TTL_S[purpose];
  await db.query(
    `INSERT INTO one_time_tokens
       (token_hash, purpose, user_id, email, project_id, redirect_url, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [
      hashSecret(token),
      purpose,
      fields.userId,
      fields.email,
      fields.projectId,
      fields.redirectUrl,
      ttl,
    ],
  );
  return { token, expiresIn: ttl };
}

export type ConsumeResult =
  { ok: true; row: OneTimeTokenRow } | { ok: false; reason: 'invalid' | 'expired' };

export async function consumeOneTimeToken(
  db: Queryable,
  purpose: OneTimePurpose,
  token: string,
): Promise<ConsumeResult> {
  const { rows } = await db.query<OneTimeTokenRow & { expired: boolean }>(
    `UPDATE one_time_tokens SET used_at = now()
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL
      RETURNING user_id, email, project_id, redirect_url, expires_at <= now() AS expired`,
    [hashSecret(token), purpose],
  );
  const row = rows[0];
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.expired) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    row: {
      user_id: row.user_id,
      email: row.email,
      project_id: row.project_id,
      redirect_url: row.redirect_url,
    },
  };
}
