// Integration-test harness: a real server on a loopback port with a real database — in-memory
// PGlite by default, or the PostgreSQL at DATABASE_URL in a fresh schema that is dropped afterwards,
// so test files can run in parallel on one database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import type { TokenUser } from '../auth/accessTokens.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import { createAppContext } from '../context.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  config: ServerConfig;
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** Share an existing database (two instances on one PostgreSQL, restarts). */
  db?: Database;
  /** Keep the database open when the server closes. */
  keepDatabase?: boolean;
  /** Listen on this port (a restart on the same address); a free port when not given. */
  port?: number;
}

export function testDatabaseUrl(): string | null {
  return process.env.DATABASE_URL || null;
}

export interface TestDatabase {
  db: Database;
  /** The schema on PostgreSQL (null on PGlite), to open a second connection to the same data. */
  schema: string | null;
  /**
   * Another connection to the same database, as a second server instance would open it: its own
   * pool and listening connection on PostgreSQL; on PGlite (one process) the same handle.
   */
  openAnother(): Promise<Database>;
  drop(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  const schema = url ? `t_${crypto.randomBytes(6).toString('hex')}` : null;
  const db = await openDatabase({ url, dataDir: null, schema });
  await migrate(db);
  const others: Database[] = [];
  return {
    db,
    schema,
    async openAnother() {
      if (!url) return db;
      const other = await openDatabase({ url, dataDir: null, schema });
      others.push(other);
      return other;
    },
    async drop() {
      for (const other of others) await other.close();
      await db.close();
      if (url && schema) {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.end();
      }
    },
  };
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  // Mail files and uploads of a test go to a throwaway folder, never into the repository.
  const ownDataDir = options.env?.DATA_DIR
    ? null
    : path.join(os.tmpdir(), `footprint-test-${crypto.randomBytes(6).toString('hex')}`);
  const config = loadConfig({
    STATIC_DIR: '',
    LOG_LEVEL: 'silent',
    PORT: '0',
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    ...options.env,
  });
  const owned = options.db ? null : await openTestDatabase();
  const db = options.db ?? owned!.db;
  const ctx = await createAppContext(config, db);
  // Tests may swap ctx.mailer for a recording one; the transport this harness opened is closed.
  const { mailer } = ctx;
  const app = await buildApp(ctx, { logger: false });
  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const address = app.server.address();
  if (address == null || typeof address === 'string') throw new Error('server did not bind a port');
  return {
    app,
    db,
    config,
    baseUrl: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      mailer.close();
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
      if (owned && !options.keepDatabase) await owned.drop();
    },
  };
}

/**
 * Creates a user row directly and issues an access token for it, for tests of areas other than
 * sign-up itself (the auth tests go through the real endpoints).
 */
export async function createTestUser(
  server: TestServer,
  email = `user-${crypto.randomBytes(4).toString('hex')}@example.test`,
): Promise<TokenUser & { token: string }> {
  const { rows } = await server.db.query<{ id: string }>(
    'INSERT INTO users (email, email_verified_at) VALUES ($1, now()) RETURNING id',
    [email],
  );
  const user: TokenUser = { id: rows[0]!.id, email, role: 'user', displayName: null };
  const { token } = await server.app.ctx.accessTokens.issue(user, server.config.projectIds[0]!);
  return { ...user, token };
}
