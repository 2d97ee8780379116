// Magic-link sign-in under /api/auth: request a link by mail (or generate it with the service
// key) and follow it. Invariants: unknown emails get a link too (following it creates the
// account), so neither the answer nor the mail tells who is registered; a link signs in to the
// project it was made for only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthError } from './errors.ts';
import { magicLinkMail } from './mailTemplates.ts';
import { consumeOneTimeToken } from './oneTimeTokens.ts';
import { proveAddress } from './addressProof.ts';
import { checkProjectId, checkRedirectUrl } from './redirects.ts';
import { bodyOf, emailOf, tokenOf } from './requestFields.ts';
import type { AuthRouteHelpers } from './routeHelpers.ts';
import { issueSession } from './sessions.ts';
import { findUserByEmail, insertUser } from './users.ts';

export function registerMagicLinkRoutes(app: FastifyInstance, helpers: AuthRouteHelpers): void {
  const { ctx } = app;
  const { config, db } = ctx;
  const { limitMail, makeToken, requireServiceKey } = helpers;

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
}
