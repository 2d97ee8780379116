// What several auth flows share, bound to one server: the signed-in user of a request, the
// session behind a request (access token or refresh token), the service-key check of the
// `…/generate` routes, the mail rate limits, and one-time tokens with the link that carries them.
// Invariants: a mailed link's origin never comes from a request header (redirects.ts); the
// service key is compared in constant time.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthError, unauthorized } from './errors.ts';
import { createOneTimeToken, type OneTimePurpose } from './oneTimeTokens.ts';
import { emailBucket, hitRateLimit } from './rateLimiter.ts';
import { appOrigin } from './redirects.ts';
import { refreshTokenOwner } from './refreshTokens.ts';
import { TOKEN_MAX_LENGTH, type Body } from './requestFields.ts';
import { findUserById, type UserRow } from './users.ts';

export const emailNotVerified = (): AuthError =>
  new AuthError(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email address before signing in.');

function serviceKeyMatches(expected: string | null, request: FastifyRequest): boolean {
  const given = request.headers['x-service-key'];
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export type AuthRouteHelpers = ReturnType<typeof authRouteHelpers>;

export function authRouteHelpers(app: FastifyInstance) {
  const { ctx } = app;
  const { config, db } = ctx;

  async function currentUser(
    request: FastifyRequest,
  ): Promise<{ user: UserRow; projectId: string }> {
    const claims = await ctx.accessTokens.fromRequest(request);
    const user = await findUserById(db, claims.id);
    if (!user) throw unauthorized('This account no longer exists.');
    return { user, projectId: claims.projectId };
  }

  /**
   * The user whose session sent the request (a valid access token, or a live refresh token in
   * `refresh_token`: the hosted page reads the browser's stored session), or null.
   */
  async function sessionUserId(request: FastifyRequest, body: Body): Promise<string | null> {
    if (typeof body.refresh_token === 'string' && body.refresh_token.length <= TOKEN_MAX_LENGTH) {
      const owner = await refreshTokenOwner(db, body.refresh_token, true);
      if (owner) return owner;
    }
    if (!request.headers.authorization) return null;
    try {
      return (await ctx.accessTokens.fromRequest(request)).id;
    } catch {
      return null;
    }
  }

  function requireServiceKey(request: FastifyRequest): void {
    if (!serviceKeyMatches(config.serviceKey, request)) {
      throw new AuthError(
        403,
        'UNAUTHORIZED',
        'Generating a link needs the service key; ask for it to be emailed instead.',
      );
    }
  }

  async function limitMail(request: FastifyRequest, email: string): Promise<void> {
    await hitRateLimit(db, 'mailPerIp', request.ip);
    await hitRateLimit(db, 'mailPerEmail', emailBucket(email));
  }

  function link(request: FastifyRequest, page: string, params: Record<string, string>): string {
    return `${appOrigin(config, request)}/auth/${page}?${new URLSearchParams(params).toString()}`;
  }

  async function makeToken(
    request: FastifyRequest,
    purpose: OneTimePurpose,
    fields: { userId: string | null; email: string; projectId: string; redirectUrl: string | null },
  ): Promise<{ token: string; url: string; expires_in: number }> {
    const { token, expiresIn } = await createOneTimeToken(db, purpose, fields);
    const page = { password_reset: 'reset', email_verify: 'verify', magic_link: 'magic' }[purpose];
    const url = link(request, page, { token, project_id: fields.projectId });
    return { token, url, expires_in: expiresIn };
  }

  return { currentUser, sessionUserId, requireServiceKey, limitMail, makeToken };
}
