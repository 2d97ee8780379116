// Where the hosted login and the mailed links may send a browser back to: only origins on the
// allow-list (the app's own origin, plus ALLOWED_REDIRECT_ORIGINS), and only known project ids.
// Invariant: no open redirect — every URL that ends up in a Location header, a page's data
// attribute or a mailed link passed checkRedirectUrl first.
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { AuthError } from './errors.ts';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * The warning to log at start when the server cannot be sure of its own origin: PUBLIC_ORIGIN is
 * unset and it listens beyond loopback or sits behind a proxy. Null when there is nothing to say.
 */
export function originWarning(config: ServerConfig): string | null {
  if (config.publicOrigin) return null;
  if (LOOPBACK_HOSTS.has(config.host) && config.trustProxy === false) return null;
  return `PUBLIC_ORIGIN is not set: mailed links and sign-in redirects trust only http://127.0.0.1:${config.port} and the other loopback origins; set PUBLIC_ORIGIN to the address people reach the app at (HOST is ${config.host}, TRUST_PROXY is ${String(config.trustProxy)})`;
}

/**
 * The origins this server may be trusted to be reached at: PUBLIC_ORIGIN, or without it only the
 * loopback origins of the port the request came in on. Never derived from a request header: a
 * forged Host or X-Forwarded-Host would otherwise redirect mailed links and sign-in results.
 */
export function trustedOrigins(config: ServerConfig, request: FastifyRequest): string[] {
  if (config.publicOrigin) return [new URL(config.publicOrigin).origin];
  const port = request.socket.localPort ?? config.port;
  return LOOPBACK_NAMES.map((name) => new URL(`http://${name}:${port}`).origin);
}

/**
 * The origin users reach the app at: PUBLIC_ORIGIN, else the loopback origin the browser used
 * (the Host header only chooses among the trusted loopback origins), else 127.0.0.1.
 */
export function appOrigin(config: ServerConfig, request: FastifyRequest): string {
  const trusted = trustedOrigins(config, request);
  if (config.publicOrigin) return trusted[0]!;
  let claimed: string | null = null;
  try {
    claimed = new URL(`http://${request.headers.host ?? ''}`).origin;
  } catch {
    claimed = null;
  }
  return trusted.find((origin) => origin === claimed) ?? trusted[0]!;
}

export function allowedRedirectOrigins(config: ServerConfig, request: FastifyRequest): string[] {
  const origins = trustedOrigins(config, request);
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
