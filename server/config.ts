// Server configuration, read once from the environment. Every setting has a default that works on a
// fresh machine (embedded database in ./data, mail written to files), so `npm start` needs nothing.
import path from 'node:path';
import { DEFAULT_PROJECT_ID } from '../src/shared/constants.ts';
import { loadServicesConfig, type ServicesConfig } from './services/servicesConfig.ts';

export interface ServerConfig {
  host: string;
  port: number;
  /** Folder for the embedded database, mail files and stored uploads. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | null;
  /** Schema to use inside the database (tests isolate themselves with one schema each). */
  databaseSchema: string | null;
  /** Folder with the built app, served at `/`. */
  staticDir: string | null;
  projectIds: string[];
  /** Origin the app is reached at, when it differs from the request's own (reverse proxies). */
  publicOrigin: string | null;
  allowedRedirectOrigins: string[];
  serviceKey: string | null;
  /** Access-token signing secret; generated and kept in the database when not given. */
  jwtSecret: string | null;
  smtpUrl: string | null;
  logLevel: string;
  /** Storage, realtime, data, AI and role settings (server/services/servicesConfig.ts). */
  services: ServicesConfig;
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
    staticDir: env.STATIC_DIR === '' ? null : path.resolve(env.STATIC_DIR ?? './dist'),
    projectIds: projectIds.length > 0 ? projectIds : [DEFAULT_PROJECT_ID],
    publicOrigin: env.PUBLIC_ORIGIN || null,
    allowedRedirectOrigins: list(env.ALLOWED_REDIRECT_ORIGINS),
    serviceKey: env.SERVICE_KEY || null,
    jwtSecret: env.JWT_SECRET || null,
    smtpUrl: env.SMTP_URL || null,
    logLevel: env.LOG_LEVEL ?? 'info',
    services: loadServicesConfig(env),
  };
}
