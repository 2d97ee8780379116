// The caller's own account as data (product-spec §7, beside routes.ts under /api/auth):
// `GET /user/export` streams one JSON document of everything the server holds about the caller,
// and `DELETE /user` removes all of it. Invariants: the user is the access token's, never a
// parameter; the export never carries a password hash, a token or a token hash; the export is
// written page by page, so its memory does not grow with the account; deletion either removes
// every row of the user in one transaction or changes nothing, and only then removes the stored
// bytes, closes the user's sockets on every instance and mails a receipt; nothing is logged that
// names the user.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { PASSWORD_MAX_LENGTH } from '../../src/shared/auth.ts';
import { ACCOUNT_FRESH_SIGN_IN_S } from '../../src/shared/privacy.ts';
import type { Queryable } from '../db/database.ts';
import { closeUserSockets } from '../realtime/userSockets.ts';
import { announceRestRowsChanged } from '../rest/readInvalidation.ts';
import { configuredObjectStore, loadDownloadUrlSigner } from '../storage/storedFiles.ts';
import { answerAuthError, AuthError, invalidRequest, unauthorized } from './errors.ts';
import { accountDeletedMail } from './mailTemplates.ts';
import { verifyPassword } from './passwords.ts';
import {
  AUTH_RATE_LIMITS,
  emailBucket,
  hitGrowingDelay,
  SIGNIN_DELAY_BUCKET,
} from './rateLimiter.ts';
import { findUserById, type UserRow } from './users.ts';

/** How recent a sign-in must be to delete an account that has no password. */
export const FRESH_SIGN_IN_S = ACCOUNT_FRESH_SIGN_IN_S;
/** Rows read per query while exporting: the export's memory is bounded by one page. */
export const EXPORT_PAGE_ROWS = 500;
export const EXPORT_FORMAT = 'footprint-account-export';
export const EXPORT_VERSION = 1;

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'The password is not correct. Nothing was deleted.',
  passwordNeeded: 'Enter your password to delete your account.',
  freshSignInNeeded:
    'For your safety, sign in again (less than 5 minutes before) to delete your account.',
} as const;

/** What the server does not keep, said in the export so its absence is not mistaken for a gap. */
const NOT_KEPT = {
  sessionUserAgents: 'The server does not record the device or browser of a session.',
  notificationLog:
    'The server keeps no copy or log of the emails it sends (sign-in links, receipts, notifications).',
  settings:
    'Your settings (analytics choices, preferences) are kept on your devices only, not on the server.',
} as const;

interface Page {
  table: string;
  /** Columns to export; never a secret. */
  columns: string;
  /** Who the rows belong to: `$1` is the user id, and `$2` the email when `byEmail`. */
  owner: string;
  byEmail?: boolean;
  /** Keyset column and the value below every key. */
  key: string;
  start: string | number;
}

const SCANS: Page = {
  table: 'footprint_scans',
  columns: '*',
  owner: 'user_id = $1',
  key: 'id',
  start: '',
};
const FINDINGS: Page = { ...SCANS, table: 'risk_findings' };
const FILES: Page = {
  table: 'storage_objects',
  columns: 'id, project_id, path, content_type, size, created_at, updated_at',
  owner: 'user_id = $1',
  key: 'id',
  start: '00000000-0000-0000-0000-000000000000',
};
const MESSAGES: Page = {
  table: 'realtime_messages',
  columns: 'id, project_id, channel, type, data, metadata, created_at',
  owner: 'user_id = $1',
  key: 'id',
  start: 0,
};
const ANALYTICS: Page = {
  table: 'analytics_events',
  columns:
    'id, project_id, type, occurred_at, received_at, user_email, session_id, pathname, referrer, screen_width, channel, utm_source, utm_medium, utm_campaign, utm_term, utm_content',
  // Events sent before sign-in carry the address only when the user chose to include it.
  owner: '(user_id = $1 OR lower(user_email) = lower($2))',
  byEmail: true,
  key: 'id',
  start: 0,
};

async function* rowsOf(
  db: Queryable,
  page: Page,
  user: UserRow,
): AsyncGenerator<Record<string, unknown>> {
  const owner = page.byEmail ? [user.id, user.email] : [user.id];
  let after: unknown = page.start;
  for (;;) {
    const { rows } = await db.query<Record<string, unknown>>(
      `SELECT ${page.columns} FROM ${page.table} WHERE ${page.owner} AND ${page.key} > $${owner.length + 1}
        ORDER BY ${page.key} LIMIT ${EXPORT_PAGE_ROWS}`,
      [...owner, after],
    );
    for (const row of rows) yield row;
    if (rows.length < EXPORT_PAGE_ROWS) return;
    after = rows[rows.length - 1]![page.key];
  }
}

async function* jsonArray(rows: AsyncIterable<unknown>): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const row of rows) {
    yield (first ? '\n' : ',\n') + JSON.stringify(row);
    first = false;
  }
  yield ']';
}

export async function registerAccountRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { config, db } = ctx;
  const store = configuredObjectStore(config);
  const signer = await loadDownloadUrlSigner(db);

  app.setErrorHandler(answerAuthError);

  async function caller(request: FastifyRequest): Promise<{ user: UserRow; token: string }> {
    const claims = await ctx.accessTokens.fromRequest(request);
    const user = await findUserById(db, claims.id);
    if (!user) throw unauthorized('This account no longer exists.');
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')![1]!;
    return { user, token };
  }

  /**
   * The proof that the person at the keyboard owns the account, not just a device left signed in:
   * the password, or for an account without one (magic link, OAuth) an access token issued less
   * than FRESH_SIGN_IN_S ago to a session that began with a sign-in that recent. A refresh mints
   * new access tokens but never starts a session, so a long-lived device cannot pass.
   */
  async function confirmOwner(request: FastifyRequest, user: UserRow, token: string) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) {
      throw invalidRequest('The request body must be a JSON object.');
    }
    const password = (body as Record<string, unknown>).password;
    if (password != null && password !== '') {
      if (typeof password !== 'string' || password.length > PASSWORD_MAX_LENGTH) {
        throw invalidRequest('password must be a string.');
      }
      // A wrong password here counts like a wrong one at sign-in: growing delays for the address.
      await hitGrowingDelay(db, emailBucket(user.email));
      if (!(await verifyPassword(user.password_hash, password))) {
        throw new AuthError(401, 'INVALID_CREDENTIALS', ACCOUNT_MESSAGES.wrongPassword);
      }
      return;
    }
    if (user.password_hash) {
      throw new AuthError(403, 'REAUTHENTICATION_NEEDED', ACCOUNT_MESSAGES.passwordNeeded);
    }
    const issuedAt = decodeJwt(token).iat ?? 0;
    const tokenIsFresh = Date.now() / 1000 - issuedAt <= FRESH_SIGN_IN_S;
    const { rows } = await db.query(
      `SELECT 1 FROM refresh_tokens WHERE user_id = $1 GROUP BY family_id
        HAVING min(created_at) > now() - make_interval(secs => $2) LIMIT 1`,
      [user.id, FRESH_SIGN_IN_S],
    );
    if (!tokenIsFresh || rows.length === 0) {
      throw new AuthError(403, 'REAUTHENTICATION_NEEDED', ACCOUNT_MESSAGES.freshSignInNeeded);
    }
  }

  app.delete('/user', async (request, reply) => {
    const { user, token } = await caller(request);
    await confirmOwner(request, user, token);
    const bucket = emailBucket(user.email);
    const rateLimitBuckets = [
      `${SIGNIN_DELAY_BUCKET}:${bucket}`,
      ...Object.keys(AUTH_RATE_LIMITS)
        .filter((name) => name.endsWith('PerEmail'))
        .map((name) => `${name}:${bucket}`),
    ];
    const objectKeys = await db.transaction(async (tx) => {
      const files = await tx.query<{ object_key: string }>(
        'SELECT object_key FROM storage_objects WHERE user_id = $1 FOR UPDATE',
        [user.id],
      );
      await tx.query('DELETE FROM risk_findings WHERE user_id = $1', [user.id]);
      await tx.query('DELETE FROM footprint_scans WHERE user_id = $1', [user.id]);
      await tx.query('DELETE FROM storage_objects WHERE user_id = $1', [user.id]);
      // Private channels are named after their owner: what anyone else put there goes too.
      await tx.query('DELETE FROM realtime_messages WHERE user_id = $1 OR scope LIKE $2', [
        user.id,
        `user/${user.id}/%`,
      ]);
      await tx.query('DELETE FROM realtime_presence WHERE user_id = $1', [user.id]);
      await tx.query(
        'DELETE FROM analytics_events WHERE user_id = $1 OR lower(user_email) = lower($2)',
        [user.id, user.email],
      );
      await tx.query('DELETE FROM mail_queue WHERE lower(email) = lower($1)', [user.email]);
      await tx.query('DELETE FROM auth_rate_limits WHERE bucket = ANY($1::text[])', [
        rateLimitBuckets,
      ]);
      await tx.query('DELETE FROM one_time_tokens WHERE user_id = $1 OR lower(email) = lower($2)', [
        user.id,
        user.email,
      ]);
      await tx.query('DELETE FROM refresh_tokens WHERE user_id = $1', [user.id]);
      await tx.query('DELETE FROM user_identities WHERE user_id = $1', [user.id]);
      await tx.query('DELETE FROM users WHERE id = $1', [user.id]);
      await announceRestRowsChanged(tx, user.id);
      return files.rows.map((row) => row.object_key);
    });
    // The rows are gone, so the bytes are unreachable; removing them now rather than at the next
    // sweep is what makes "deleted" true. One the store refuses is left to that sweep.
    let kept = 0;
    for (const key of objectKeys) {
      await store.remove(key).catch(() => (kept += 1));
    }
    if (kept > 0) {
      request.log.warn(`account deletion: ${kept} stored objects left to the storage sweep`);
    }
    await closeUserSockets(db, user.id, 'account_deleted');
    await ctx.mailer.send(accountDeletedMail(user.email)).catch((error: unknown) => {
      request.log.warn(
        `account deletion: the receipt could not be mailed (${error instanceof Error ? error.name : 'error'})`,
      );
    });
    return reply.code(204).send();
  });

  app.get<{ Querystring: { include?: string } }>('/user/export', async (request, reply) => {
    const { user } = await caller(request);
    const include = new Set((request.query.include ?? '').split(',').filter(Boolean));
    if ([...include].some((part) => part !== 'files')) {
      throw invalidRequest('include may only be "files".');
    }
    const origin = config.publicOrigin ?? `${request.protocol}://${request.host}`;
    const withUrls = include.has('files');
    const document = exportDocument(db, user, (file) => {
      const project = String(file.project_id);
      const entry: Record<string, unknown> = {
        project,
        path: file.path,
        contentType: file.content_type,
        size: Number(file.size),
        createdAt: file.created_at,
        updatedAt: file.updated_at,
      };
      if (withUrls) {
        const signed = signer.url(origin, project, String(file.id));
        entry.downloadUrl = signed.url;
        entry.downloadUrlExpiresAt = new Date(signed.expires * 1000).toISOString();
      }
      return entry;
    });
    return sendAttachment(reply, Readable.from(document));
  });
}

function sendAttachment(reply: FastifyReply, body: Readable) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="footprint-account-${day}.json"`)
    .header('cache-control', 'no-store')
    .send(body);
}

async function* exportDocument(
  db: Queryable,
  user: UserRow,
  fileEntry: (row: Record<string, unknown>) => Record<string, unknown>,
): AsyncGenerator<string> {
  const { rows: profileRows } = await db.query<Record<string, unknown>>(
    `SELECT id, email, display_name, role, created_at, updated_at, email_verified_at,
            password_hash IS NOT NULL AS has_password
       FROM users WHERE id = $1`,
    [user.id],
  );
  const profile = profileRows[0] ?? {};
  const { rows: identities } = await db.query<{ provider: string; created_at: unknown }>(
    'SELECT provider, created_at FROM user_identities WHERE user_id = $1 ORDER BY created_at',
    [user.id],
  );
  const { rows: sessions } = await db.query(
    `SELECT project_id AS project, min(created_at) AS started_at,
            max(coalesce(used_at, created_at)) AS last_used_at, max(expires_at) AS expires_at,
            bool_or(revoked_at IS NULL AND used_at IS NULL AND expires_at > now()) AS active
       FROM refresh_tokens WHERE user_id = $1
      GROUP BY family_id, project_id ORDER BY min(created_at)`,
    [user.id],
  );
  const head = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    profile: {
      id: profile.id,
      email: profile.email,
      displayName: profile.display_name,
      role: profile.role,
      createdAt: profile.created_at,
      updatedAt: profile.updated_at,
      emailVerifiedAt: profile.email_verified_at,
      hasPassword: profile.has_password,
      providers: [
        ...(profile.has_password ? [{ provider: 'email', linkedAt: profile.created_at }] : []),
        ...identities.map((row) => ({ provider: row.provider, linkedAt: row.created_at })),
      ],
    },
    sessions,
    notKept: NOT_KEPT,
  };
  const opening = JSON.stringify(head, null, 1);
  yield opening.slice(0, -2);
  const sections: [string, AsyncIterable<unknown>][] = [
    ['scans', rowsOf(db, SCANS, user)],
    ['findings', rowsOf(db, FINDINGS, user)],
    ['files', mapRows(rowsOf(db, FILES, user), fileEntry)],
    ['realtimeMessages', rowsOf(db, MESSAGES, user)],
    ['analyticsEvents', rowsOf(db, ANALYTICS, user)],
  ];
  for (const [name, rows] of sections) {
    yield `,\n ${JSON.stringify(name)}: `;
    yield* jsonArray(rows);
  }
  yield '\n}\n';
}

async function* mapRows<T>(
  rows: AsyncIterable<Record<string, unknown>>,
  map: (row: Record<string, unknown>) => T,
): AsyncGenerator<T> {
  for await (const row of rows) yield map(row);
}
