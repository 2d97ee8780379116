// The auth mail queue (migration 072): requests add a row and answer at once; a worker on every
// instance claims rows (SKIP LOCKED, so two instances never take the same one), does the lookup,
// makes the link and sends the mail, then deletes the row. Being in the database, queued mail
// survives a restart. A claimed row whose sender died is taken again after CLAIM_TIMEOUT; after
// MAX_ATTEMPTS the row is dropped. Nothing about a job is logged but its id and outcome.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app.ts';
import type { Queryable } from '../db/database.ts';
import { passwordResetMail } from './mailTemplates.ts';
import { createOneTimeToken } from './oneTimeTokens.ts';
import { findUserByEmail } from './users.ts';

const POLL_MS = 250;
const BATCH = 20;
const CLAIM_TIMEOUT_S = 300;
const MAX_ATTEMPTS = 5;

export interface PasswordResetJob {
  email: string;
  projectId: string;
  redirectUrl: string | null;
  /** The trusted origin mailed links point at (redirects.appOrigin at request time). */
  linkOrigin: string;
}

/** Queues a reset mail; the same single statement whether or not the address has an account. */
export async function enqueuePasswordReset(db: Queryable, job: PasswordResetJob): Promise<void> {
  await db.query(
    `INSERT INTO mail_queue (kind, email, project_id, redirect_url, link_origin)
     VALUES ('password_reset', $1, $2, $3, $4)`,
    [job.email, job.projectId, job.redirectUrl, job.linkOrigin],
  );
}

interface QueueRow {
  id: string;
  email: string;
  project_id: string;
  redirect_url: string | null;
  link_origin: string;
}

async function sendPasswordReset(ctx: AppContext, row: QueueRow): Promise<void> {
  const user = await findUserByEmail(ctx.db, row.email);
  if (!user) return; // No account: nothing is sent, and the requester cannot tell.
  const { token } = await createOneTimeToken(ctx.db, 'password_reset', {
    userId: user.id,
    email: user.email,
    projectId: row.project_id,
    redirectUrl: row.redirect_url,
  });
  const query = new URLSearchParams({ token, project_id: row.project_id });
  await ctx.mailer.send(passwordResetMail(user.email, `${row.link_origin}/auth/reset?${query}`));
}

/** Claims and handles what is due; resolves with how many rows it handled. */
export async function drainMailQueue(ctx: AppContext, log?: FastifyBaseLogger): Promise<number> {
  const { rows } = await ctx.db.query<QueueRow>(
    `UPDATE mail_queue SET claimed_at = now(), attempts = attempts + 1
      WHERE id IN (SELECT id FROM mail_queue
                    WHERE claimed_at IS NULL
                       OR claimed_at < now() - make_interval(secs => $1)
                    ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
      RETURNING id, email, project_id, redirect_url, link_origin`,
    [CLAIM_TIMEOUT_S, BATCH],
  );
  for (const row of rows) {
    try {
      await sendPasswordReset(ctx, row);
      await ctx.db.query('DELETE FROM mail_queue WHERE id = $1', [row.id]);
    } catch (error) {
      log?.warn(
        { job: row.id, reason: error instanceof Error ? error.name : 'unknown' },
        'queued auth mail failed; it is retried later',
      );
    }
  }
  await ctx.db.query('DELETE FROM mail_queue WHERE attempts >= $1 AND claimed_at IS NOT NULL', [
    MAX_ATTEMPTS,
  ]);
  return rows.length;
}

/** Runs the worker until the returned function is called (and its current round finished). */
export function startMailQueue(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  let stopped = false;
  let round: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    round = round.then(() => (stopped ? 0 : drainMailQueue(ctx, log))).catch(() => 0);
  }, POLL_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await round;
  };
}
