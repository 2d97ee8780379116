// Fixed-window rate limits for sign-in, sign-up and token generation, per IP and per email. The
// counters live in the database so every instance on one PostgreSQL shares them. Emails are
// hashed into the bucket name: the table never holds an address.
import type { Queryable } from '../db/database.ts';
import { AuthError } from './errors.ts';
import { hashSecret } from './secretTokens.ts';

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowS: number;
}

/** Limits per action; generous for people, tight for scripts. */
export const AUTH_RATE_LIMITS = {
  signinPerIp: { max: 50, windowS: 15 * 60 },
  signinPerEmail: { max: 10, windowS: 15 * 60 },
  signupPerIp: { max: 20, windowS: 60 * 60 },
  mailPerIp: { max: 30, windowS: 60 * 60 },
  mailPerEmail: { max: 5, windowS: 60 * 60 },
  refreshPerIp: { max: 300, windowS: 15 * 60 },
} satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof AUTH_RATE_LIMITS;

export function emailBucket(email: string): string {
  return hashSecret(email.trim().toLowerCase()).slice(0, 32);
}

/** Counts one hit; throws 429 RATE_LIMITED when the bucket is over its limit. */
export async function hitRateLimit(
  db: Queryable,
  name: RateLimitName,
  key: string,
  limits: Record<RateLimitName, RateLimit> = AUTH_RATE_LIMITS,
): Promise<void> {
  const limit = limits[name];
  const { rows } = await db.query<{ hits: number; retry_after: number }>(
    `INSERT INTO auth_rate_limits AS l (bucket, window_start, hits) VALUES ($1, now(), 1)
     ON CONFLICT (bucket) DO UPDATE SET
       hits = CASE WHEN l.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE l.hits + 1 END,
       window_start = CASE WHEN l.window_start <= now() - make_interval(secs => $2)
                           THEN now() ELSE l.window_start END
     RETURNING hits,
       ceil(extract(epoch FROM window_start + make_interval(secs => $2) - now()))::int AS retry_after`,
    [`${name}:${key}`, limit.windowS],
  );
  const row = rows[0];
  if (row && row.hits > limit.max) {
    throw new AuthError(
      429,
      'RATE_LIMITED',
      'Too many attempts. Please wait a moment and try again.',
      Math.max(1, row.retry_after),
    );
  }
}
