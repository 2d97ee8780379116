// Fixed-window rate limits for sign-in, sign-up and token generation, per IP and per email, and
// growing delays for sign-in attempts per email (hitGrowingDelay): a stranger guessing someone's
// password slows down further with every attempt but can lock the owner out for a minute at most
// at a time, and never out of a device that signed in to the account before (the caller skips
// the per-email delay then). The counters live in the database so every instance on one
// PostgreSQL shares them. Emails are hashed into the bucket name: the table never holds an
// address.
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

/** Prefix of the buckets of growing sign-in delays (one per hashed address). */
export const SIGNIN_DELAY_BUCKET = 'signinDelay';

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

/** Attempts per email let through at once before delays start, and the longest delay. */
export const SIGNIN_FREE_ATTEMPTS = 10;
export const SIGNIN_MAX_DELAY_S = 60;

/**
 * Counts a sign-in attempt for `key` within `signinPerEmail`'s window: the first
 * SIGNIN_FREE_ATTEMPTS go through; after that each must come at least 1, 2, 4, … (at most
 * SIGNIN_MAX_DELAY_S) seconds after the last one let through, else it is refused with 429 and
 * Retry-After (and not counted, so waiting is enough).
 */
export async function hitGrowingDelay(db: Queryable, key: string): Promise<void> {
  const { windowS } = AUTH_RATE_LIMITS.signinPerEmail;
  const { rows } = await db.query<{ allowed: boolean; retry_after: number }>(
    `INSERT INTO auth_rate_limits AS l (bucket, window_start, hits, last_at)
     VALUES ($1, now(), 1, now())
     ON CONFLICT (bucket) DO UPDATE SET
       hits = CASE WHEN l.window_start <= now() - make_interval(secs => $2) THEN 1
                   WHEN l.hits >= $3 AND l.last_at > now() - make_interval(
                          secs => least(power(2, l.hits - $3), $4)) THEN l.hits
                   ELSE l.hits + 1 END,
       last_at = CASE WHEN l.window_start <= now() - make_interval(secs => $2) THEN now()
                      WHEN l.hits >= $3 AND l.last_at > now() - make_interval(
                             secs => least(power(2, l.hits - $3), $4)) THEN l.last_at
                      ELSE now() END,
       window_start = CASE WHEN l.window_start <= now() - make_interval(secs => $2)
                           THEN now() ELSE l.window_start END
     RETURNING l.last_at = now() AS allowed,
       ceil(least(power(2, l.hits - $3), $4) - extract(epoch FROM now() - l.last_at))::int
         AS retry_after`,
    [`${SIGNIN_DELAY_BUCKET}:${key}`, windowS, SIGNIN_FREE_ATTEMPTS, SIGNIN_MAX_DELAY_S],
  );
  const row = rows[0];
  if (row && !row.allowed) {
    throw new AuthError(
      429,
      'RATE_LIMITED',
      'Too many attempts. Please wait a moment and try again.',
      Math.max(1, row.retry_after),
    );
  }
}
