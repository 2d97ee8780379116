// Sign-in with Google, GitHub, Apple and Microsoft: the authorization-code flow with PKCE, state
// and (for OpenID providers) nonce, through openid-client. The round trip's secrets live in the
// oauth_states table, so any instance can finish a flow another started. Invariants: a provider is
// reachable only when configured with a client id and secret; the browser is only ever sent back
// to a redirect URL that passed the allow-list when the flow started; an unverified provider
// email never takes over an existing account. A flow started from the hosted page in a popup
// (`mode=popup`) keeps the opener's state and ends on the hosted page, which posts the outcome to
// the opener (popupMode.ts) — the tokens then travel in no URL.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import {
  OAUTH_PROVIDER_IDS,
  type AuthErrorCode,
  type OAuthProviderId,
} from '../../src/shared/auth.ts';
import type { OAuthProviderConfig } from '../config.ts';
import { AuthError } from './errors.ts';
import { hostedPageRenderer, type PopupResult } from './hostedLogin.ts';
import { allowOpener, checkPopupMode, type PopupTarget } from './popupMode.ts';
import { appOrigin, checkProjectId, checkRedirectUrl, withTokens } from './redirects.ts';
import { proveAddress } from './addressProof.ts';
import { issueSession } from './sessions.ts';
import { findUserByEmail, findUserById, insertUser, type UserRow } from './users.ts';

export const OAUTH_STATE_TTL_S = 10 * 60;

const SCOPES: Record<OAuthProviderId, string> = {
  google: 'openid email profile',
  microsoft: 'openid email profile',
  apple: 'openid email name',
  github: 'read:user user:email',
};

// GitHub speaks OAuth 2 without OpenID discovery; its endpoints are fixed and documented at
// https://docs.github.com/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
const GITHUB_METADATA = {
  issuer: 'https://github.com/login/oauth',
  authorization_endpoint: 'https://github.com/login/oauth/authorize',
  token_endpoint: 'https://github.com/login/oauth/access_token',
};
const GITHUB_API = 'https://api.github.com';

interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

function isLoopback(url: URL): boolean {
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
}

export async function registerOAuthRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app.ctx;
  const configurations = new Map<OAuthProviderId, Promise<oidc.Configuration>>();
  const renderHostedPage = hostedPageRenderer(config);

  // Apple answers with response_mode=form_post; Fastify parses JSON only by default.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  function providerConfig(raw: string): OAuthProviderConfig {
    const found = config.oauthProviders.find((p) => p.id === raw);
    if (!found || !(OAUTH_PROVIDER_IDS as readonly string[]).includes(raw)) {
      throw new AuthError(
        404,
        'PROVIDER_NOT_CONFIGURED',
        'This sign-in provider is not available.',
      );
    }
    return found;
  }

  function configuration(provider: OAuthProviderConfig): Promise<oidc.Configuration> {
    let pending = configurations.get(provider.id);
    if (!pending) {
      pending = (async () => {
        if (!provider.issuer) {
          return new oidc.Configuration(GITHUB_METADATA, provider.clientId, provider.clientSecret);
        }
        const issuer = new URL(provider.issuer);
        // Plain HTTP only for a provider on this machine (the test identity provider).
        const execute =
          issuer.protocol === 'http:' && isLoopback(issuer) ? [oidc.allowInsecureRequests] : [];
        return oidc.discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
          execute,
        });
      })();
      // A failed discovery (provider down) is retried on the next sign-in rather than cached.
      pending.catch(() => configurations.delete(provider.id));
      configurations.set(provider.id, pending);
    }
    return pending;
  }

  const callbackUrl = (request: FastifyRequest, id: OAuthProviderId) =>
    `${appOrigin(config, request)}/api/auth/oauth/${id}/callback`;

  app.get(
    '/:provider/start',
    async (
      request: FastifyRequest<{
        Params: { provider: string };
        Querystring: { redirect_url?: string; project_id?: string; mode?: string; state?: string };
      }>,
      reply,
    ) => {
      const provider = providerConfig(request.params.provider);
      const projectId = checkProjectId(config, request.query.project_id);
      const redirectUrl = checkRedirectUrl(config, request, request.query.redirect_url);
      const popup = checkPopupMode(request.query.mode, request.query.state, redirectUrl);
      let server: oidc.Configuration;
      try {
        server = await configuration(provider);
      } catch {
        throw new AuthError(
          502,
          'NETWORK_ERROR',
          'The sign-in provider cannot be reached. Please try again.',
        );
      }
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = provider.issuer ? oidc.randomNonce() : null;
      await db.query(
        `INSERT INTO oauth_states (state, provider, code_verifier, nonce, project_id, redirect_url, popup_state, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))`,
        [
          state,
          provider.id,
          codeVerifier,
          nonce,
          projectId,
          redirectUrl,
          popup?.state ?? null,
          OAUTH_STATE_TTL_S,
        ],
      );
      const parameters: Record<string, string> = {
        redirect_uri: callbackUrl(request, provider.id),
        scope: SCOPES[provider.id],
        state,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      };
      if (nonce) parameters.nonce = nonce;
      if (provider.id === 'apple') parameters.response_mode = 'form_post';
      if (popup) allowOpener(reply);
      return reply.redirect(oidc.buildAuthorizationUrl(server, parameters).href, 302);
    },
  );

  async function finish(
    request: FastifyRequest<{ Params: { provider: string } }>,
    reply: FastifyReply,
    params: Record<string, string>,
  ) {
    const provider = providerConfig(request.params.provider);
    const stateParam = params.state ?? '';
    const { rows } = await db.query<{
      code_verifier: string;
      nonce: string | null;
      project_id: string;
      redirect_url: string;
      popup_state: string | null;
      provider: string;
      expired: boolean;
    }>(
      `DELETE FROM oauth_states WHERE state = $1
       RETURNING code_verifier, nonce, project_id, redirect_url, popup_state, provider,
                 expires_at <= now() AS expired`,
      [stateParam],
    );
    const flow = rows[0];
    if (!flow || flow.provider !== provider.id) {
      throw new AuthError(400, 'INVALID_TOKEN', 'State mismatch. Please start signing in again.');
    }
    const popup: PopupTarget | null = flow.popup_state
      ? { state: flow.popup_state, targetOrigin: new URL(flow.redirect_url).origin }
      : null;
    const toPopup = (result: PopupResult) =>
      renderHostedPage(reply, 200, {
        view: 'popup',
        redirectUrl: flow.redirect_url,
        projectId: flow.project_id,
        appUrl: `${appOrigin(config, request)}/dashboard`,
        popup,
        result,
      });
    const backToLogin = (code: AuthErrorCode) => {
      if (popup) return toPopup({ error: code });
      const url = new URL(`${appOrigin(config, request)}/auth`);
      url.searchParams.set('redirect_url', flow.redirect_url);
      url.searchParams.set('project_id', flow.project_id);
      url.searchParams.set('error', code);
      return reply.redirect(url.href, 302);
    };
    if (flow.expired) return backToLogin('AUTH_TIMEOUT');
    if (params.error)
      return backToLogin(params.error === 'access_denied' ? 'POPUP_CANCELED' : 'REDIRECT_FAILED');

    let identity: ProviderIdentity;
    try {
      const server = await configuration(provider);
      const current = new URL(callbackUrl(request, provider.id));
      for (const [key, value] of Object.entries(params)) current.searchParams.set(key, value);
      const tokens = await oidc.authorizationCodeGrant(server, current, {
        pkceCodeVerifier: flow.code_verifier,
        expectedState: stateParam,
        ...(flow.nonce ? { expectedNonce: flow.nonce, idTokenExpected: true } : {}),
      });
      identity = provider.issuer
        ? await openIdIdentity(server, tokens)
        : await gitHubIdentity(tokens.access_token);
    } catch (error) {
      request.log.warn(
        { provider: provider.id, reason: error instanceof Error ? error.name : 'unknown' },
        'oauth code exchange failed',
      );
      return backToLogin('VERIFICATION_FAILED');
    }

    const user = await userForIdentity(provider.id, identity);
    if (user === 'no-email') return backToLogin('VERIFICATION_FAILED');
    if (user === 'unverified-email-taken') return backToLogin('EMAIL_ALREADY_EXISTS');
    const { session } = await issueSession(app.ctx, user, flow.project_id);
    if (popup) {
      return toPopup({ access_token: session.access_token, refresh_token: session.refresh_token });
    }
    return reply.redirect(
      withTokens(flow.redirect_url, session.access_token, session.refresh_token),
      302,
    );
  }

  app.get(
    '/:provider/callback',
    async (
      request: FastifyRequest<{
        Params: { provider: string };
        Querystring: Record<string, string>;
      }>,
      reply,
    ) => finish(request, reply, request.query),
  );
  app.post(
    '/:provider/callback',
    async (
      request: FastifyRequest<{ Params: { provider: string }; Body: Record<string, string> }>,
      reply,
    ) =>
      finish(request, reply, request.body && typeof request.body === 'object' ? request.body : {}),
  );

  async function openIdIdentity(
    server: oidc.Configuration,
    tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>,
  ): Promise<ProviderIdentity> {
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    let email = typeof claims.email === 'string' ? claims.email : null;
    let verified = claims.email_verified === true || claims.email_verified === 'true';
    let name = typeof claims.name === 'string' ? claims.name : null;
    if (!email && server.serverMetadata().userinfo_endpoint) {
      const info = await oidc.fetchUserInfo(server, tokens.access_token, claims.sub);
      email = typeof info.email === 'string' ? info.email : null;
      verified = info.email_verified === true;
      name ??= typeof info.name === 'string' ? info.name : null;
    }
    return { subject: claims.sub, email, emailVerified: verified, name };
  }

  async function gitHubIdentity(accessToken: string): Promise<ProviderIdentity> {
    const headers = {
      Authorization: `Bearer ${accessToken}`,
      Accept: 'application/vnd.github+json',
    };
    const profile = (await (await fetch(`${GITHUB_API}/user`, { headers })).json()) as {
      id?: number;
      name?: string | null;
    };
    const emails = (await (await fetch(`${GITHUB_API}/user/emails`, { headers })).json()) as {
      email: string;
      primary: boolean;
      verified: boolean;
    }[];
    if (typeof profile.id !== 'number') throw new Error('GitHub profile without id');
    const primary = Array.isArray(emails) ? emails.find((e) => e.primary && e.verified) : undefined;
    return {
      subject: String(profile.id),
      email: primary?.email ?? null,
      emailVerified: primary != null,
      name: profile.name ?? null,
    };
  }

  /** The account for a provider identity: linked before, else matched by verified email, else new. */
  async function userForIdentity(
    provider: OAuthProviderId,
    identity: ProviderIdentity,
  ): Promise<UserRow | 'no-email' | 'unverified-email-taken'> {
    const { rows } = await db.query<{ user_id: string }>(
      'SELECT user_id FROM user_identities WHERE provider = $1 AND subject = $2',
      [provider, identity.subject],
    );
    const linked = rows[0] ? await findUserById(db, rows[0].user_id) : null;
    if (linked) return linked;
    if (!identity.email) return 'no-email';
    let user = await findUserByEmail(db, identity.email);
    if (user && !identity.emailVerified) return 'unverified-email-taken';
    user ??= await insertUser(db, {
      email: identity.email,
      passwordHash: null,
      displayName: identity.name,
      emailVerified: identity.emailVerified,
    });
    user ??= await findUserByEmail(db, identity.email);
    if (!user) return 'no-email';
    await db.query(
      'INSERT INTO user_identities (provider, subject, user_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [provider, identity.subject, user.id],
    );
    if (!user.email_verified && identity.emailVerified) {
      // Linking by a verified email is the first proof of an address someone may have signed
      // up with: the account keeps nothing set before it (addressProof.ts).
      const proven = await proveAddress(app.ctx, {
        userId: user.id,
        email: identity.email,
        keepIdentity: { provider, subject: identity.subject },
      });
      if (proven.kind === 'mismatch') return 'no-email';
      return proven.user;
    }
    return user;
  }

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof AuthError) {
      return reply.code(error.statusCode).send({ code: error.code, message: error.message });
    }
    if (error.statusCode && error.statusCode < 500) {
      return reply
        .code(error.statusCode)
        .send({ code: 'INVALID_REQUEST', message: 'The request is malformed.' });
    }
    request.log.error({ err: { message: error.message } }, 'oauth failed');
    return reply.code(500).send({ code: 'INTERNAL', message: 'Internal server error' });
  });
}
