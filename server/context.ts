// Builds the services every route shares (AppContext) from the configuration and an open,
// migrated database. The server entry, the test harness and the benchmarks all build it here, so
// a new service is added in one place.
import path from 'node:path';
import type { AppContext } from './app.ts';
import { createAccessTokens, loadSigningKey } from './auth/accessTokens.ts';
import { watchSessionEpochs } from './auth/sessionEpochs.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { createMailer, type MailerConfig } from './mail/mailer.ts';
import { ReadCache } from './rest/readCache.ts';

export interface ContextOptions {
  /** Where the mailer reports what it did (file paths and message ids only, never addresses). */
  mailLog?: MailerConfig['log'];
  /** Overrides the configured access-token lifetime (benchmarks use long-lived tokens). */
  accessTokenTtlS?: number;
}

export async function createAppContext(
  config: ServerConfig,
  db: Database,
  options: ContextOptions = {},
): Promise<AppContext> {
  const sessions = await watchSessionEpochs(db);
  const accessTokens = createAccessTokens(await loadSigningKey(db, config.jwtSecret), {
    ttlSeconds: options.accessTokenTtlS ?? config.accessTokenTtlS,
    currentEpoch: (userId) => sessions.current(userId),
    requireVerifiedEmail: config.requireEmailVerification,
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailDir: path.join(config.dataDir, 'mail'),
    ...(options.mailLog ? { log: options.mailLog } : {}),
  });
  return {
    config,
    db,
    accessTokens,
    sessions,
    mailer,
    restReads: new ReadCache(config.restCache),
  };
}
