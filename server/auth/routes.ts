// The auth API under /api/auth (product-spec §7): sign-up, sign-in (password and magic link),
// refresh with rotation, sign-out, password reset and change, email verification, profile, and
// the provider list. Invariants: every answer to bad input is a 4xx with a spec code; reset and
// magic-link requests answer the same whether or not the email is registered; sign-in, sign-up
// and link mail are rate-limited per IP and per email; no handler logs an email or a token.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EMAIL_MAX_LENGTH,
  emailLooksValid,
  PASSWORD_MAX_LENGTH,
  type AuthProviderId,
} from '../../src/shared/auth.ts';
import type { Queryable } from '../db/database.ts';
import { answerAuthError, AuthError, invalidRequest, unauthorized } from './errors.ts';
import { emailVerificationMail, magicLinkMail } from './mailTemplates.ts';
import { enqueuePasswordReset, startMailQueue } from './mailQueue.ts';
import { consumeOneTimeToken, createOneTimeToken, type OneTimePurpose } from './oneTimeTokens.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { passwordWeakness } from './passwordStrength.ts';
import { AUTH_RATE_LIMITS, emailBucket, hitGrowingDelay, hitRateLimit } from './rateLimiter.ts';
import { appOrigin, checkProjectId, checkRedirectUrl, originWarning } from './redirects.ts';
import { proveAddress } from './addressProof.ts';
import { refreshTokenOwner, revokeByToken, rotateRefreshToken } from './refreshTokens.ts';
import { announceSessionsEnded, endAllSessions } from './sessionEpochs.ts';
import { issueSession } from './sessions.ts';
import { findUserByEmail, findUserById, insertUser, toWireUser, type UserRow } from './users.ts';

const DISPLAY_NAME_MAX_LENGTH = 100;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Deletes auth rows that can no longer be used (kept a day for investigating incidents). */
export async function pruneAuthTables(db: Queryable): Promise<void> {
  await db.query("DELETE FROM one_time_tokens WHERE expires_at < now() - interval '1 day'");
  await db.query(
    "DELETE FROM refresh_tokens WHERE expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day'",
  );
  await db.query("DELETE FROM oauth_states WHERE expires_at < now() - interval '1 day'");
  await db.query("DELETE FROM auth_rate_limits WHERE window_start < now() - interval '1 day'");
}
const TOKEN_MAX_LENGTH = 512;

type Body = Record<string, unknown>;

function bodyOf(request: FastifyRequest): Body {
  const body = request.body;
  if (body == null || typeof body !== 'object' || Array.isArray(body)) {
    throw invalidRequest('The request body must be a JSON object.');
  }
  return body as Body;
}

function text(body: Body, field: string, max: number): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') {
    throw invalidRequest(`${field} is required.`);
  }
  if (value.length > max) throw invalidRequest(`${field} is too long.`);
  return value;
}

function optionalText(body: Body, field: string, max: number): string | null {
  const value = body[field];
  if (value == null || value === '') return null;
  if (typeof value !== 'string') throw invalidRequest(`${field} must be a string.`);
  if (value.length > max) throw invalidRequest(`${field} is too long.`);
  return value.trim() || null;
}

function emailOf(body: Body): string {
  const value = body.email;
  if (typeof value !== 'string' || value.trim() === '') {
    throw new AuthError(400, 'INVALID_EMAIL', 'Please enter a valid email address.');
  }
  const email = value.trim();
  if (email.length > EMAIL_MAX_LENGTH || !emailLooksValid(email)) {
    throw new AuthError(400, 'INVALID_EMAIL', 'Please enter a valid email address.');
  }
  return email;
}

/** The new password, or 400 WEAK_PASSWORD saying what to change (passwordStrength.ts). */
function newPasswordOf(body: Body, field: string, userInputs: (string | null)[] = []): string {
  const value = body[field];
  if (typeof value !== 'string') {
    throw new AuthError(400, 'WEAK_PASSWORD', `${field} is required.`);
  }
  const weakness = passwordWeakness(
    value,
    userInputs.filter((input) => input != null),
  );
  if (weakness) throw new AuthError(400, 'WEAK_PASSWORD', weakness);
  return value;
}

function tokenOf(body: Body): string {
  return text(body, 'token', TOKEN_MAX_LENGTH);
}

const emailNotVerified = (): AuthError =>
  new AuthError(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email address before signing in.');

function serviceKeyMatches(expected: string | null, request: FastifyRequest): boolean {
  const given = request.headers['x-service-key'];
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export async function registerAuthRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { config, db } = ctx;

  // Mailed links carry secrets and sign-in results carry tokens, so their origin never comes
  // from a request header (redirects.ts); say so when loopback alone is likely wrong.
  const warning = originWarning(config);
  if (warning) app.log.warn(warning);

  // Expired one-time tokens, finished refresh tokens, stale OAuth states and old rate-limit
  // windows serve no purpose; an hourly sweep keeps the tables small.
  const sweep = setInterval(() => void pruneAuthTables(db).catch(() => undefined), PRUNE_EVERY_MS);
  sweep.unref();
  const stopMailQueue = startMailQueue(ctx, app.log);
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await stopMailQueue();
  });

  app.setErrorHandler(answerAuthError);

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

  // ---- profile ----------------------------------------------------------------------------

  app.get('/me', async (request) => {
    const { user } = await currentUser(request);
    return { user: toWireUser(user) };
  });

  app.patch('/me', async (request) => {
    const { user } = await currentUser(request);
    const body = bodyOf(request);
    const unknown = Object.keys(body).filter((key) => key !== 'displayName');
    if (unknown.length > 0) {
      throw invalidRequest(`Only displayName can be changed here (got ${unknown.join(', ')}).`);
    }
    const displayName = optionalText(body, 'displayName', DISPLAY_NAME_MAX_LENGTH);
    await db.query('UPDATE users SET display_name = $2 WHERE id = $1', [user.id, displayName]);
    return { user: toWireUser({ ...user, display_name: displayName }) };
  });

  // ---- sign-up, sign-in, refresh, sign-out -------------------------------------------------

  app.post('/signup', async (request, reply) => {
    const body = bodyOf(request);
    const projectId = checkProjectId(config, body.projectId);
    const email = emailOf(body);
    const displayName = optionalText(body, 'displayName', DISPLAY_NAME_MAX_LENGTH);
    const password = newPasswordOf(body, 'password', [email, displayName]);
    await hitRateLimit(db, 'signupPerIp', request.ip, {
      ...AUTH_RATE_LIMITS,
      signupPerIp: { ...AUTH_RATE_LIMITS.signupPerIp, max: config.signupsPerIpPerHour },
    });
    const user = await insertUser(db, {
      email,
      passwordHash: await hashPassword(password),
      displayName,
      emailVerified: false,
    });
    if (!user) {
      throw new AuthError(
        409,
        'EMAIL_ALREADY_EXISTS',
        'An account with this email already exists.',
      );
    }
    if (config.requireEmailVerification) {
      // No session until the address is proven: the link is the only way in.
      const { url } = await makeToken(request, 'email_verify', {
        userId: user.id,
        email: user.email,
        projectId,
        redirectUrl: null,
      });
      await ctx.mailer.send(emailVerificationMail(user.email, url));
      return reply
        .code(201)
        .send({ user: toWireUser(user), session: null, verificationSent: true });
    }
    return reply.code(201).send(await issueSession(ctx, user, projectId));
  });

  app.post('/signin/email', async (request) => {
    const body = bodyOf(request);
    const projectId = checkProjectId(config, body.projectId);
    const email = emailOf(body);
    const password = text(body, 'password', PASSWORD_MAX_LENGTH);
    await hitRateLimit(db, 'signinPerIp', request.ip);
    const user = await findUserByEmail(db, email);
    // A device that signed in to this account before (its refresh token, live or not) is never
    // slowed down by strangers' attempts on the address; everyone else waits longer each time.
    const knownDevice =
      user != null &&
      typeof body.refresh_token === 'string' &&
      body.refresh_token.length <= TOKEN_MAX_LENGTH &&
      (await refreshTokenOwner(db, body.refresh_token, false)) === user.id;
    if (!knownDevice) await hitGrowingDelay(db, emailBucket(email));
    const ok = await verifyPassword(user?.password_hash ?? null, password);
    if (!user || !ok) {
      throw new AuthError(
        401,
        'INVALID_CREDENTIALS',
        'Invalid email or password. Please try again.',
      );
    }
    if (config.requireEmailVerification && !user.email_verified) throw emailNotVerified();
    return issueSession(ctx, user, projectId);
  });

  app.post('/refresh', async (request) => {
    const body = bodyOf(request);
    const token = text(body, 'refresh_token', TOKEN_MAX_LENGTH);
    await hitRateLimit(db, 'refreshPerIp', request.ip);
    const rotated = await rotateRefreshToken(db, token, config.refreshReuseGraceS);
    const user = await findUserById(db, rotated.userId);
    if (!user) throw unauthorized('This account no longer exists.');
    if (config.requireEmailVerification && !user.email_verified) throw emailNotVerified();
    return issueSession(ctx, user, rotated.projectId, rotated);
  });

  app.post('/signout', async (request, reply) => {
    const body = bodyOf(request);
    const ended = await revokeByToken(db, text(body, 'refresh_token', TOKEN_MAX_LENGTH));
    // That device's realtime sockets close on every instance.
    if (ended) {
      await announceSessionsEnded(db, { ...ended, epoch: null, reason: 'signed_out' });
    }
    return reply.code(204).send();
  });

  // ---- password reset and change ------------------------------------------------------------

  async function resetRequest(request: FastifyRequest, generate: boolean) {
    const body = bodyOf(request);
    const projectId = checkProjectId(config, body.projectId);
    const email = emailOf(body);
    const redirectUrl =
      body.redirectUrl == null ? null : checkRedirectUrl(config, request, body.redirectUrl);
    await limitMail(request, email);
    if (generate) {
      const user = await findUserByEmail(db, email);
      if (!user) throw new AuthError(404, 'USER_NOT_FOUND', 'User not found.');
      return makeToken(request, 'password_reset', {
        userId: user.id,
        email,
        projectId,
        redirectUrl,
      });
    }
    // Same answer, and the same work, either way: one queued row, looked up and mailed off the
    // request path (mailQueue.ts), so neither the answer nor its timing tells who has an account.
    await enqueuePasswordReset(db, {
      email,
      projectId,
      redirectUrl,
      linkOrigin: appOrigin(config, request),
    });
    return { sent: true };
  }

  app.post('/password/reset/generate', async (request) => {
    requireServiceKey(request);
    return resetRequest(request, true);
  });

  app.post('/password/reset', async (request) => resetRequest(request, false));

  app.post('/password/reset/confirm', async (request) => {
    const body = bodyOf(request);
    checkProjectId(config, body.projectId);
    const token = tokenOf(body);
    const password = newPasswordOf(body, 'password');
    const consumed = await consumeOneTimeToken(db, 'password_reset', token);
    if (!consumed.ok) {
      throw consumed.reason === 'expired'
        ? new AuthError(
            400,
            'TOKEN_EXPIRED',
            'This reset link has expired. Please request a new one.',
          )
        : new AuthError(400, 'INVALID_TOKEN', 'This reset link is not valid or was already used.');
    }
    const userId = consumed.row.user_id;
    if (!userId) throw new AuthError(400, 'INVALID_TOKEN', 'This reset link is not valid.');
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      // Following the link proved the mailbox, so the address counts as verified too.
      await tx.query(
        `UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, now())
          WHERE id = $1`,
        [userId, passwordHash],
      );
      await endAllSessions(tx, userId, 'password_changed');
    });
    return { reset: true, redirectUrl: consumed.row.redirect_url };
  });

  app.post('/password/change', async (request) => {
    const { user, projectId } = await currentUser(request);
    const body = bodyOf(request);
    const oldPassword = text(body, 'oldPassword', PASSWORD_MAX_LENGTH);
    const newPassword = newPasswordOf(body, 'newPassword', [user.email, user.display_name]);
    await hitGrowingDelay(db, emailBucket(user.email));
    if (!(await verifyPassword(user.password_hash, oldPassword))) {
      throw new AuthError(401, 'INVALID_CREDENTIALS', 'The current password is not correct.');
    }
    const passwordHash = await hashPassword(newPassword);
    const epoch = await db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, passwordHash]);
      return endAllSessions(tx, user.id, 'password_changed');
    });
    // Every other device is signed out; this one continues with a fresh session.
    return issueSession(ctx, { ...user, session_epoch: epoch }, projectId || config.projectIds[0]!);
  });

  // ---- email verification -------------------------------------------------------------------

  async function verificationToken(request: FastifyRequest) {
    const { user, projectId } = await currentUser(request);
    await limitMail(request, user.email);
    const fields = {
      userId: user.id,
      email: user.email,
      projectId: projectId || config.projectIds[0]!,
      redirectUrl: null,
    };
    return { user, generated: await makeToken(request, 'email_verify', fields) };
  }

  app.post('/email/verify/generate', async (request) => {
    requireServiceKey(request);
    return (await verificationToken(request)).generated;
  });

  app.post('/email/verify/send', async (request) => {
    const { user, generated } = await verificationToken(request);
    await ctx.mailer.send(emailVerificationMail(user.email, generated.url));
    return { sent: true };
  });

  app.post('/email/verify', async (request) => {
    const body = bodyOf(request);
    checkProjectId(config, body.projectId);
    const consumed = await consumeOneTimeToken(db, 'email_verify', tokenOf(body));
    if (!consumed.ok || !consumed.row.user_id) {
      throw new AuthError(
        400,
        consumed.ok || consumed.reason === 'invalid' ? 'VERIFICATION_FAILED' : 'TOKEN_EXPIRED',
        'Verification failed. Please request a new link.',
      );
    }
    // The link verifies the address it was sent to; an email changed since then stays unverified.
    // Followed in a browser signed in to the same account, the password is the prover's own;
    // anywhere else, a first proof clears what was set before (addressProof.ts).
    const ownSession = await sessionUserId(request, body);
    const proven = await proveAddress(ctx, {
      userId: consumed.row.user_id,
      email: consumed.row.email,
      fromOwnSession: ownSession === consumed.row.user_id,
    });
    if (proven.kind === 'mismatch') {
      throw new AuthError(400, 'VERIFICATION_FAILED', 'Verification failed. Please try again.');
    }
    return { verified: true, passwordCleared: proven.credentialsCleared };
  });

  // ---- magic links --------------------------------------------------------------------------

  async function magicRequest(request: FastifyRequest, generate: boolean) {
    const body = bodyOf(request);
    const projectId = checkProjectId(config, body.projectId);
    const email = emailOf(body);
    const redirectUrl = checkRedirectUrl(config, request, body.redirectUrl);
    await limitMail(request, email);
    const user = await findUserByEmail(db, email);
    // Unknown emails get a link too: following it creates the account, so the answer and the
    // mail reveal nothing about who is registered.
    const generated = await makeToken(request, 'magic_link', {
      userId: user?.id ?? null,
      email: user?.email ?? email,
      projectId,
      redirectUrl,
    });
    if (generate) return generated;
    await ctx.mailer.send(magicLinkMail(user?.email ?? email, generated.url));
    return { sent: true };
  }

  app.post('/signin/magic/generate', async (request) => {
    requireServiceKey(request);
    return magicRequest(request, true);
  });

  app.post('/signin/magic', async (request) => magicRequest(request, false));

  app.post('/signin/magic/verify', async (request) => {
    const body = bodyOf(request);
    const projectId = checkProjectId(config, body.projectId);
    const consumed = await consumeOneTimeToken(db, 'magic_link', tokenOf(body));
    if (!consumed.ok) {
      throw consumed.reason === 'expired'
        ? new AuthError(
            401,
            'MAGIC_LINK_EXPIRED',
            'Magic link has expired. Please request a new one.',
          )
        : new AuthError(
            401,
            'INVALID_TOKEN',
            'This sign-in link is not valid or was already used.',
          );
    }
    if (consumed.row.project_id !== projectId) {
      throw new AuthError(400, 'INVALID_PROJECT', 'This link belongs to another project.');
    }
    let user = await findUserByEmail(db, consumed.row.email);
    user ??= await insertUser(db, {
      email: consumed.row.email,
      passwordHash: null,
      displayName: null,
      emailVerified: true,
    });
    user ??= await findUserByEmail(db, consumed.row.email);
    if (!user) throw new AuthError(400, 'VERIFICATION_FAILED', 'Verification failed.');
    if (!user.email_verified) {
      // The first proof of an address someone else may have signed up with.
      const proven = await proveAddress(ctx, { userId: user.id, email: consumed.row.email });
      if (proven.kind === 'mismatch') {
        throw new AuthError(400, 'VERIFICATION_FAILED', 'Verification failed.');
      }
      user = proven.user;
    }
    return {
      ...(await issueSession(ctx, user, projectId)),
      redirectUrl: consumed.row.redirect_url,
    };
  });

  // ---- providers ----------------------------------------------------------------------------

  app.get(
    '/providers',
    async (request: FastifyRequest<{ Querystring: { projectId?: string } }>) => {
      checkProjectId(config, request.query.projectId);
      const providers: AuthProviderId[] = ['email', ...config.oauthProviders.map((p) => p.id)];
      return { providers };
    },
  );
}
