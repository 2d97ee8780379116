// Where the hosted login and the mailed links may send a browser back to: only origins on the
// allow-list (the app's own origin, plus ALLOWED_REDIRECT_ORIGINS), and only known project ids.
// Invariant: no open redirect — every URL that ends up in a Location header, a page's data
// attribute or a mailed link passed checkRedirectUrl first.
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { AuthError } from './errors.ts';

/** The origin users reach the app at: PUBLIC_ORIGIN, else the request's own. */
export function appOrigin(config: ServerConfig, request: FastifyRequest): string {
  if (config.publicOrigin) return new URL(config.publicOrigin).origin;
  return `${request.protocol}://${request.host}`;
}

export function allowedRedirectOrigins(config: ServerConfig, request: FastifyRequest): string[] {
  const origins = [appOrigin(config, request)];
  for (const entry of config.allowedRedirectOrigins) {
    try {
      origins.push(new URL(entry).origin);
    } catch {
      // A malformed entry allows nothing rather than everything.
    }
  }
  return origins;
}

export function checkRedirectUrl(
  config: ServerConfig,
  request: FastifyRequest,
  raw: unknown,
): string {
  if (typeof raw !== 'string' || raw === '') {
    throw new AuthError(400, 'INVALID_REDIRECT', 'A redirect address is required.');
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AuthError(400, 'INVALID_REDIRECT', 'The redirect address is not a valid URL.');
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username !== '' ||
    url.password !== '' ||
    !allowedRedirectOrigins(config, request).includes(url.origin)
  ) {
    throw new AuthError(400, 'INVALID_REDIRECT', 'This redirect address is not allowed.');
  }
  url.hash = '';
  return url.toString();
}

export function checkProjectId(config: ServerConfig, raw: unknown): string {
  if (typeof raw !== 'string' || !config.projectIds.includes(raw)) {
    throw new AuthError(400, 'INVALID_PROJECT', 'Unknown project.');
  }
  return raw;
}

/** The redirect target with the session appended as query parameters (product-spec §7). */
export function withTokens(redirectUrl: string, accessToken: string, refreshToken: string): string {
  const url = new URL(redirectUrl);
  url.searchParams.set('access_token', accessToken);
  url.searchParams.set('refresh_token', refreshToken);
  return url.toString();
}
