// Email verification under /api/auth: a link mailed to the signed-in user (or generated with the
// service key) and its confirmation. Invariants: the link verifies the address it was sent to;
// followed outside the account's own session, a first proof clears the password set before
// (addressProof.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthError } from './errors.ts';
import { emailVerificationMail } from './mailTemplates.ts';
import { consumeOneTimeToken } from './oneTimeTokens.ts';
import { proveAddress } from './addressProof.ts';
import { checkProjectId } from './redirects.ts';
import { bodyOf, tokenOf } from './requestFields.ts';
import type { AuthRouteHelpers } from './routeHelpers.ts';

export function registerVerificationRoutes(app: FastifyInstance, helpers: AuthRouteHelpers): void {
  const { ctx } = app;
  const { config, db } = ctx;
  const { currentUser, limitMail, makeToken, requireServiceKey, sessionUserId } = helpers;

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
}
