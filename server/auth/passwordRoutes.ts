// Password reset (request by mail, or a link generated with the service key, then confirm) and
// password change under /api/auth. Invariants: a reset request answers the same, after the same
// work, whether or not the email is registered (the mail goes from mailQueue.ts); a confirmed
// reset or a change ends every session of the account (the changing device gets a fresh one).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PASSWORD_MAX_LENGTH } from '../../src/shared/auth.ts';
import { AuthError } from './errors.ts';
import { enqueuePasswordReset } from './mailQueue.ts';
import { consumeOneTimeToken } from './oneTimeTokens.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { emailBucket, hitGrowingDelay } from './rateLimiter.ts';
import { appOrigin, checkProjectId, checkRedirectUrl } from './redirects.ts';
import { bodyOf, emailOf, newPasswordOf, text, tokenOf } from './requestFields.ts';
import type { AuthRouteHelpers } from './routeHelpers.ts';
import { endAllSessions } from './sessionEpochs.ts';
import { issueSession } from './sessions.ts';
import { findUserByEmail } from './users.ts';

export function registerPasswordRoutes(app: FastifyInstance, helpers: AuthRouteHelpers): void {
  const { ctx } = app;
  const { config, db } = ctx;
  const { currentUser, limitMail, makeToken, requireServiceKey } = helpers;

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
}
