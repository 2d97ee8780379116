// Sign-up, password sign-in, refresh with rotation and sign-out under /api/auth. Invariants:
// sign-up and sign-in are rate-limited per IP, and each failed sign-in slows the next attempt on
// that address except from a device that signed in to the account before; with email
// verification required, no session is issued before the address is proven.
import type { FastifyInstance } from 'fastify';
import { PASSWORD_MAX_LENGTH } from '../../src/shared/auth.ts';
import { AuthError, unauthorized } from './errors.ts';
import { emailVerificationMail } from './mailTemplates.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { AUTH_RATE_LIMITS, emailBucket, hitGrowingDelay, hitRateLimit } from './rateLimiter.ts';
import { checkProjectId } from './redirects.ts';
import { refreshTokenOwner, revokeByToken, rotateRefreshToken } from './refreshTokens.ts';
import {
  bodyOf,
  DISPLAY_NAME_MAX_LENGTH,
  emailOf,
  newPasswordOf,
  optionalText,
  text,
  TOKEN_MAX_LENGTH,
} from './requestFields.ts';
import { emailNotVerified, type AuthRouteHelpers } from './routeHelpers.ts';
import { announceSessionsEnded } from './sessionEpochs.ts';
import { issueSession } from './sessions.ts';
import { findUserByEmail, findUserById, insertUser, toWireUser } from './users.ts';

export function registerSessionRoutes(app: FastifyInstance, helpers: AuthRouteHelpers): void {
  const { ctx } = app;
  const { config, db } = ctx;
  const { makeToken } = helpers;

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
}
