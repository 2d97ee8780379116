// Server entry: opens the database (PGlite in DATA_DIR, or PostgreSQL via DATABASE_URL), applies
// migrations, serves the API and the built app, and shuts down gracefully on SIGINT/SIGTERM.
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createAppContext } from './context.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    schema: config.databaseSchema,
    poolMax: config.databasePoolMax,
    pgliteThread: config.pgliteThread,
  });
  await migrate(db);
  // The mailer logs through the app's logger once it exists (file paths and ids only).
  let logMail: (details: Record<string, unknown>, message: string) => void = () => undefined;
  const ctx = await createAppContext(config, db, {
    mailLog: (details, message) => logMail(details, message),
  });
  const app = await buildApp(ctx);
  logMail = (details, message) => app.log.info(details, message);

  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    ctx.mailer.close();
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
