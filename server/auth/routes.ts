// The auth API under /api/auth (product-spec §7): one entry that sets up what every flow shares
// (the error handler, the mail queue, the hourly prune sweep) and registers the flows, one module
// each: sessionRoutes (sign-up, sign-in, refresh, sign-out), passwordRoutes (reset and change),
// verificationRoutes (email verification), magicLinkRoutes (magic-link sign-in) and profileRoutes
// (profile and providers). OAuth (oauth.ts) and the account's data (accountRoutes.ts) register
// beside it. Invariants: every answer to bad input is a 4xx with a spec code; reset and
// magic-link requests answer the same whether or not the email is registered; sign-in, sign-up
// and link mail are rate-limited per IP and per email; no handler logs an email or a token.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { answerAuthError } from './errors.ts';
import { registerMagicLinkRoutes } from './magicLinkRoutes.ts';
import { startMailQueue } from './mailQueue.ts';
import { registerPasswordRoutes } from './passwordRoutes.ts';
import { registerProfileRoutes } from './profileRoutes.ts';
import { originWarning } from './redirects.ts';
import { authRouteHelpers } from './routeHelpers.ts';
import { registerSessionRoutes } from './sessionRoutes.ts';
import { registerVerificationRoutes } from './verificationRoutes.ts';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Deletes auth rows that can no longer be used (kept a day for investigating incidents). */
export async function pruneAuthTables(db: Queryable): Promise<void> {
  await db.query("DELETE FROM one_time_tokens WHERE expires_at < now() - interval '1 day'");
  await db.query(
    "DELETE FROM refresh_tokens WHERE expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day'",
  );
  await db.query("DELETE FROM oauth_states WHERE expires_at < now() - interval '1 day'");
  await db.query("DELETE FROM auth_rate_limits WHERE window_start < now() - interval '1 day'");
}

export async function registerAuthRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { config, db } = ctx;

  // Mailed links carry secrets and sign-in results carry tokens, so their origin never comes
  // from a request header (redirects.ts); say so when loopback alone is likely wrong.
  const warning = originWarning(config);
  if (warning) app.log.warn(warning);

  // Expired one-time tokens, finished refresh tokens, stale OAuth states and old rate-limit
  // windows serve no purpose; an hourly sweep keeps the tables small.
  // A failed sweep is retried an hour later; its error (a database message, no row data) is logged.
  const prune = () =>
    pruneAuthTables(db).catch((error: unknown) =>
      app.log.error(
        { err: { message: error instanceof Error ? error.message : String(error) } },
        'pruning expired auth rows failed',
      ),
    );
  const sweep = setInterval(() => void prune(), PRUNE_EVERY_MS);
  sweep.unref();
  const stopMailQueue = startMailQueue(ctx, app.log);
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await stopMailQueue();
  });

  app.setErrorHandler(answerAuthError);

  const helpers = authRouteHelpers(app);
  registerProfileRoutes(app, helpers);
  registerSessionRoutes(app, helpers);
  registerPasswordRoutes(app, helpers);
  registerVerificationRoutes(app, helpers);
  registerMagicLinkRoutes(app, helpers);
}
