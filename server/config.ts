// Server configuration, read once from the environment. Every setting has a default that works on a
// fresh machine (embedded database in ./data, mail written to files), so `npm start` needs nothing.
import path from 'node:path';
import { OAUTH_PROVIDER_IDS, type OAuthProviderId } from '../src/shared/auth.ts';
import { ACCESS_TOKEN_TTL_S, DEFAULT_PROJECT_ID } from '../src/shared/constants.ts';

export interface OAuthProviderConfig {
  id: OAuthProviderId;
  clientId: string;
  clientSecret: string;
  /** OpenID issuer for discovery (GitHub speaks plain OAuth 2 and has none). */
  issuer: string | null;
}

/** Issuers used when no OAUTH_<PROVIDER>_ISSUER override is given. */
export const DEFAULT_OAUTH_ISSUERS: Record<OAuthProviderId, string | null> = {
  google: 'https://accounts.google.com',
  github: null,
  apple: 'https://appleid.apple.com',
  // Microsoft's multi-tenant "common" metadata names a templated issuer that no ID token carries;
  // personal accounts have this fixed tenant. Organisations set OAUTH_MICROSOFT_ISSUER to theirs.
  microsoft: 'https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0',
};
import { loadServicesConfig, type ServicesConfig } from './services/servicesConfig.ts';
import type { PgliteThread } from './db/database.ts';

export interface ServerConfig {
  host: string;
  port: number;
  /** Folder for the embedded database, mail files and stored uploads. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | null;
  /** Schema to use inside the database (tests isolate themselves with one schema each). */
  databaseSchema: string | null;
  /** Most PostgreSQL connections this instance opens (DATABASE_POOL_MAX); unused on PGlite. */
  databasePoolMax: number;
  /** Where the embedded PGlite runs (PGLITE_THREAD): its own worker thread, or the main one. */
  pgliteThread: PgliteThread;
  /**
   * The REST tables' per-user read cache: most responses kept (0 turns it off), most body
   * characters kept, and the age after which a response is read again (the safety net should a
   * cross-instance invalidation be lost).
   */
  restCache: { maxEntries: number; maxBytes: number; ttlMs: number };
  /** Folder with the built app, served at `/`. */
  staticDir: string | null;
  projectIds: string[];
  /** Origin the app is reached at, when it differs from the request's own (reverse proxies). */
  publicOrigin: string | null;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy: false, true, a hop count, or
   * addresses/CIDRs). Off by default, so a client cannot fake its IP to dodge per-IP rate limits.
   */
  trustProxy: boolean | number | string;
  allowedRedirectOrigins: string[];
  serviceKey: string | null;
  /** Access-token signing secret; generated and kept in the database when not given. */
  jwtSecret: string | null;
  smtpUrl: string | null;
  logLevel: string;
  /** Access-token lifetime; the spec's 900 s unless shortened (the offline e2e test does). */
  accessTokenTtlS: number;
  /** Seconds after a refresh token's rotation in which a retry with it is not treated as theft. */
  refreshReuseGraceS: number;
  /** When set, password sign-in is refused (EMAIL_NOT_VERIFIED) until the email is verified. */
  requireEmailVerification: boolean;
  /** Most accounts one client address may create in an hour (SIGNUPS_PER_IP_PER_HOUR). */
  signupsPerIpPerHour: number;
  /** OAuth providers with a client id and secret; only these are offered. */
  oauthProviders: OAuthProviderConfig[];
  /** Storage, realtime, data, AI and role settings (server/services/servicesConfig.ts). */
  services: ServicesConfig;
}

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw == null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number of seconds, got "${raw}"`);
  }
  return value;
}

function wholeNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw == null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** Default PostgreSQL pool: enough for bursts of cache misses, well under max_connections (100). */
export const DATABASE_POOL_MAX_DEFAULT = 20;
export const REST_CACHE_MAX_ENTRIES_DEFAULT = 20_000;
export const REST_CACHE_MAX_MB_DEFAULT = 64;
export const REST_CACHE_TTL_MS_DEFAULT = 10_000;

function oauthProviders(env: NodeJS.ProcessEnv): OAuthProviderConfig[] {
  return OAUTH_PROVIDER_IDS.flatMap((id) => {
    const prefix = `OAUTH_${id.toUpperCase()}_`;
    const clientId = env[`${prefix}CLIENT_ID`];
    const clientSecret = env[`${prefix}CLIENT_SECRET`];
    if (!clientId || !clientSecret) return [];
    return [
      { id, clientId, clientSecret, issuer: env[`${prefix}ISSUER`] || DEFAULT_OAUTH_ISSUERS[id] },
    ];
  });
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const port = Number(env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const projectIds = list(env.PROJECT_IDS);
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    databaseSchema: env.DATABASE_SCHEMA || null,
    databasePoolMax: wholeNumber(env, 'DATABASE_POOL_MAX', DATABASE_POOL_MAX_DEFAULT, 1, 10_000),
    pgliteThread: pgliteThread(env.PGLITE_THREAD),
    restCache: {
      maxEntries: wholeNumber(
        env,
        'REST_CACHE_MAX_ENTRIES',
        REST_CACHE_MAX_ENTRIES_DEFAULT,
        0,
        10_000_000,
      ),
      maxBytes:
        wholeNumber(env, 'REST_CACHE_MAX_MB', REST_CACHE_MAX_MB_DEFAULT, 1, 1_000_000) *
        1024 *
        1024,
      ttlMs: wholeNumber(env, 'REST_CACHE_TTL_MS', REST_CACHE_TTL_MS_DEFAULT, 0, 86_400_000),
    },
    staticDir: env.STATIC_DIR === '' ? null : path.resolve(env.STATIC_DIR ?? './dist'),
    projectIds: projectIds.length > 0 ? projectIds : [DEFAULT_PROJECT_ID],
    publicOrigin: env.PUBLIC_ORIGIN || null,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    allowedRedirectOrigins: list(env.ALLOWED_REDIRECT_ORIGINS),
    serviceKey: env.SERVICE_KEY || null,
    jwtSecret: env.JWT_SECRET || null,
    smtpUrl: env.SMTP_URL || null,
    logLevel: env.LOG_LEVEL ?? 'info',
    accessTokenTtlS: seconds(env, 'ACCESS_TOKEN_TTL_S', ACCESS_TOKEN_TTL_S) || ACCESS_TOKEN_TTL_S,
    refreshReuseGraceS: seconds(env, 'REFRESH_REUSE_GRACE_S', 10),
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION === 'true',
    signupsPerIpPerHour: wholeNumber(env, 'SIGNUPS_PER_IP_PER_HOUR', 20, 1, 1_000_000),
    oauthProviders: oauthProviders(env),
    services: loadServicesConfig(env),
  };
}

function pgliteThread(value: string | undefined): PgliteThread {
  if (!value || value === 'worker') return 'worker';
  if (value === 'main') return 'main';
  throw new Error(`PGLITE_THREAD must be "worker" or "main", got "${value}"`);
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
