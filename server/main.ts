// Server entry: opens the database (PGlite in DATA_DIR, or PostgreSQL via DATABASE_URL), applies
// migrations, serves the API and the built app, and shuts down gracefully on SIGINT/SIGTERM.
import path from 'node:path';
import { buildApp } from './app.ts';
import { createAccessTokens, loadSigningKey } from './auth/accessTokens.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createMailer } from './mail/mailer.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    schema: config.databaseSchema,
  });
  await migrate(db);
  const accessTokens = createAccessTokens(
    await loadSigningKey(db, config.jwtSecret),
    config.accessTokenTtlS,
  );
  // The mailer logs through the app's logger once it exists (file paths and ids only).
  let logMail: (details: Record<string, unknown>, message: string) => void = () => undefined;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailDir: path.join(config.dataDir, 'mail'),
    log: (details, message) => logMail(details, message),
  });
  const app = await buildApp({ config, db, accessTokens, mailer });
  logMail = (details, message) => app.log.info(details, message);

  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    mailer.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info({ database: db.kind, dataDir: config.dataDir }, 'Footprint is ready');
}

main().catch((error: unknown) => {
  console.error(
    'Footprint server failed to start:',
    error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
