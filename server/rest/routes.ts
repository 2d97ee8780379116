// HTTP surface of the REST tables (product-spec §7, backend core host):
//   /api/db/{project}/rest/v1/{table}  GET, HEAD, POST, PATCH, DELETE with PostgREST semantics
//   POST /api/db/{project}/batch       several table calls, all-or-nothing or each on its own
//   POST /api/db/{project}/sql         service key only (SERVICE_KEY); 403 for everyone else
// Every table call needs a valid access token; the user it names owns every row read or written.
// Every error, including a body Fastify itself refuses, answers in PostgREST's shape and never 500
// for a malformed request. Bodies and query strings are never logged (they carry personal data).
// Reads are served from the per-user read cache (readCache.ts) when they can be; every write drops
// its user's cached reads of its table here, and has told the other instances (readInvalidation.ts)
// before it answers, so a write is visible on the next read.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BATCH_MAX_STATEMENTS,
  type BatchMethod,
  type BatchResult,
  type BatchStatement,
} from '../../src/shared/rest.ts';
import { AccessTokenError } from '../auth/accessTokens.ts';
import type { Database, Queryable } from '../db/database.ts';
import { RestError, bodyError, toRestError } from './errors.ts';
import type { CachedRead, ReadCache } from './readCache.ts';
import { subscribeReadInvalidation, type ReadInvalidation } from './readInvalidation.ts';
import { REST_TABLES } from './schema.ts';
import {
  executeTableRequest,
  negotiate,
  parsePrefer,
  RESPONSE_TOO_LARGE_CODE,
  responseBudget,
  responseTooLarge,
  type ExecutionContext,
  type ResponseBudget,
  type TableMethod,
  type TableRequest,
  type TableResponse,
} from './tableRequest.ts';

/** Largest REST or batch body, in bytes: ~1,000 findings with long descriptions. */
export const REST_BODY_LIMIT_BYTES = 4 * 1024 * 1024;
const BATCH_METHODS: readonly BatchMethod[] = ['GET', 'POST', 'PATCH', 'DELETE'];
const STATEMENT_QUERY_MAX_CHARS = 8_000;

interface ProjectParams {
  project: string;
}

function sendError(reply: FastifyReply, error: RestError): FastifyReply {
  if (error.status === 401) {
    reply.header(
      'WWW-Authenticate',
      `Bearer error="invalid_token", error_description="${error.message}"`,
    );
  }
  return reply.code(error.status).type('application/json; charset=utf-8').send(error.toBody());
}

function checkProject(app: FastifyInstance, project: string): void {
  if (!app.ctx.config.projectIds.includes(project)) {
    throw new RestError(404, 'PGRST106', 'Unknown project', null, 'Check the project id');
  }
}

/**
 * Verified access tokens, so a dashboard polling the same token does not pay for an HMAC and a
 * JSON parse on every request. An entry lives until the token's own expiry (read from the payload
 * only after the signature was verified), so caching never extends a token's life. Bounded: when
 * full, the oldest entries go first.
 */
const VERIFIED_TOKENS_MAX = 10_000;
type VerifiedTokens = Map<
  string,
  { userId: string; projectId: string; expiresAtMs: number; epoch: number }
>;
// One cache per key holder: two servers in one process (tests) never share verified tokens.
const verifiedTokensByIssuer = new WeakMap<object, VerifiedTokens>();

async function verifiedUser(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ userId: string; projectId: string }> {
  let verifiedTokens = verifiedTokensByIssuer.get(app.ctx.accessTokens);
  if (!verifiedTokens) {
    verifiedTokens = new Map();
    verifiedTokensByIssuer.set(app.ctx.accessTokens, verifiedTokens);
  }
  const token = /^Bearer\s+(\S+)$/i.exec(header(request, 'authorization') ?? '')?.[1];
  const cached = token ? verifiedTokens.get(token) : undefined;
  // A cached token is still checked against its user's session epoch (an in-memory lookup), so
  // ending the user's sessions ends it here too.
  if (
    cached &&
    cached.expiresAtMs > Date.now() &&
    cached.epoch >= (await app.ctx.sessions.current(cached.userId))
  ) {
    return cached;
  }
  if (cached) verifiedTokens.delete(token!);
  const user = await app.ctx.accessTokens.fromRequest(request);
  const entry = {
    userId: user.id,
    projectId: user.projectId,
    expiresAtMs: user.expiresAtMs,
    epoch: user.session.epoch,
  };
  if (verifiedTokens.size >= VERIFIED_TOKENS_MAX) {
    verifiedTokens.delete(verifiedTokens.keys().next().value!);
  }
  verifiedTokens.set(token!, entry);
  return entry;
}

async function userOf(
  app: FastifyInstance,
  request: FastifyRequest,
  project: string,
): Promise<string> {
  try {
    const user = await verifiedUser(app, request);
    if (user.projectId !== project) {
      throw new RestError(401, 'PGRST301', 'The access token was issued for another project');
    }
    return user.userId;
  } catch (error) {
    if (!(error instanceof AccessTokenError)) throw error;
    if (error.reason === 'missing') {
      throw new RestError(
        401,
        'PGRST302',
        'Anonymous access is disabled',
        null,
        'Sign in and send Authorization: Bearer <access token>',
      );
    }
    if (error.reason === 'expired') throw new RestError(401, 'PGRST303', 'JWT expired');
    if (error.reason === 'unverified') {
      throw new RestError(
        403,
        'EMAIL_NOT_VERIFIED',
        error.message,
        null,
        'Follow the link mailed to you',
      );
    }
    throw new RestError(401, 'PGRST301', 'The access token is invalid');
  }
}

function rawQuery(url: string): string {
  const mark = url.indexOf('?');
  return mark === -1 ? '' : url.slice(mark + 1);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Outside a batch, each write gets its own transaction; inside one, it joins the batch's. The
 * statements of one batch share one response budget.
 */
function contextFor(
  db: Database,
  userId: string,
  tx: Queryable | null,
  budget: ResponseBudget = responseBudget(),
): ExecutionContext {
  return tx
    ? { db: tx, userId, transaction: (work) => work(tx), responseBudget: budget }
    : { db, userId, transaction: (work) => db.transaction(work), responseBudget: budget };
}

const SINGLE_OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

function sendTableResponse(reply: FastifyReply, response: CachedRead): FastifyReply {
  reply.code(response.status).headers(response.headers);
  if (response.body == null) return reply.send();
  return reply.type(response.contentType).send(response.body);
}

function asCachedRead(response: TableResponse): CachedRead {
  return {
    status: response.status,
    headers: response.headers,
    body: response.body,
    contentType: response.body?.startsWith('{') ? SINGLE_OBJECT_TYPE : JSON_TYPE,
  };
}

/**
 * What a read's answer depends on besides its user and table: the query string with its
 * parameters in a canonical order (PostgREST ANDs filters, so their order does not matter), the
 * count preference, the negotiated media type and the Range header.
 */
function readKey(
  query: string,
  prefer: string | undefined,
  accept: string | undefined,
  range: string | undefined,
): string {
  const params = query === '' ? '' : query.split('&').sort().join('&');
  const count = parsePrefer(prefer).count ? 'count' : '';
  return `${params}\n${count}\n${negotiate(accept)}\n${range?.trim() ?? ''}`;
}

/**
 * After a write, whether or not it succeeded (an independent batch may have applied part of
 * itself): drops this instance's cached reads of the user's written tables, then tells the other
 * instances and waits until that is sent, so the answer goes out after every cache heard of it.
 */
async function afterWrite(
  cache: ReadCache,
  invalidation: ReadInvalidation,
  userId: string,
  tables: Iterable<string>,
): Promise<void> {
  const written = [...tables].filter((table) => REST_TABLES.has(table));
  for (const table of written) cache.invalidate(userId, table);
  await invalidation.publish(userId, written);
}

/** Validates the shape of one batch statement; the table call itself validates the rest. */
function statementRequest(value: unknown, index: number): TableRequest {
  const where = `Statement ${index}`;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw bodyError('Every statement must be a JSON object', where);
  }
  const statement = value as Partial<BatchStatement> & Record<string, unknown>;
  if (!BATCH_METHODS.includes(statement.method as BatchMethod)) {
    throw bodyError(`"method" must be one of ${BATCH_METHODS.join(', ')}`, where);
  }
  if (typeof statement.table !== 'string' || statement.table === '') {
    throw bodyError('"table" must be a table name', where);
  }
  for (const key of ['query', 'prefer'] as const) {
    const field = statement[key];
    if (
      field !== undefined &&
      (typeof field !== 'string' || field.length > STATEMENT_QUERY_MAX_CHARS)
    ) {
      throw bodyError(
        `"${key}" must be a string of at most ${STATEMENT_QUERY_MAX_CHARS} characters`,
        where,
      );
    }
  }
  return {
    method: statement.method as TableMethod,
    table: statement.table,
    query: (statement.query ?? '').replace(/^\?/, ''),
    prefer: statement.prefer,
    body: statement.body,
  };
}

/**
 * One batch result as JSON text. The statement's body is already JSON built by the database, so it
 * is spliced in as it is: parsing and re-serialising it would hold the answer twice over.
 */
function resultText(response: { status: number; body: string | null; count: number | null }) {
  return `{"status":${response.status},"data":${response.body ?? 'null'},"count":${response.count ?? 'null'},"error":null}`;
}

function failedResultText(error: RestError): string {
  const result: BatchResult = {
    status: error.status,
    data: null,
    count: null,
    error: error.toBody(),
  };
  return JSON.stringify(result);
}

function serviceKeyMatches(configured: string | null, request: FastifyRequest): boolean {
  if (!configured) return false;
  const bearer = /^Bearer\s+(\S+)$/i.exec(header(request, 'authorization') ?? '')?.[1];
  const given = header(request, 'apikey') ?? bearer;
  if (!given) return false;
  // Equal-length digests so the comparison takes the same time whatever the key's length.
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest();
  return crypto.timingSafeEqual(digest(given), digest(configured));
}

function jsonText(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? item.toString() : item,
  );
}

/**
 * The SQL endpoint's answer, serialised row by row and refused once it passes the response limit,
 * so a large result costs the rows the driver holds, not twice more for the text.
 */
function sqlResultText(rows: readonly unknown[], rowCount: number): string {
  const budget = responseBudget();
  const parts: string[] = [];
  for (const row of rows) {
    const part = jsonText(row);
    budget.remainingBytes -= Buffer.byteLength(part) + 1;
    if (budget.remainingBytes < 0) throw responseTooLarge(budget);
    parts.push(part);
  }
  return `{"rows":[${parts.join(',')}],"rowCount":${jsonText(rowCount)}}`;
}

interface Batch {
  db: Database;
  userId: string;
  requests: TableRequest[];
  budget: ResponseBudget;
}

/** All statements in one transaction: every result, or the first failure and nothing applied. */
async function runBatchTransaction(batch: Batch): Promise<string[]> {
  const { db, userId, requests, budget } = batch;
  let failedAt = -1;
  try {
    return await db.transaction(async (tx) => {
      const results: string[] = [];
      for (const [index, statement] of requests.entries()) {
        failedAt = index;
        const context = contextFor(db, userId, tx, budget);
        results.push(resultText(await executeTableRequest(context, statement)));
      }
      return results;
    });
  } catch (error) {
    const cause = toRestError(error);
    if (cause.status >= 500) throw error;
    throw new RestError(
      cause.status,
      cause.code,
      cause.message,
      `Statement ${failedAt} of ${requests.length} failed, so none was applied` +
        (cause.details ? `: ${cause.details}` : ''),
      cause.hint,
    );
  }
}

/** Each statement on its own: a failure is that statement's result and the others still run. */
async function runBatchIndependently(
  batch: Batch,
  logServerFault: (message: string) => void,
): Promise<string[]> {
  const { db, userId, requests, budget } = batch;
  const results: string[] = [];
  for (const [index, statement] of requests.entries()) {
    try {
      const context = contextFor(db, userId, null, budget);
      results.push(resultText(await executeTableRequest(context, statement)));
    } catch (error) {
      const cause = toRestError(error);
      // An answer too large to send fails the whole batch, so the client hears it as one 4xx.
      if (error instanceof RestError && error.code === RESPONSE_TOO_LARGE_CODE) {
        throw new RestError(
          cause.status,
          cause.code,
          cause.message,
          `Statement ${index} of ${requests.length} passed the limit; the statements before it were applied, it and those after it were not`,
          cause.hint,
        );
      }
      if (cause.status >= 500) logServerFault((error as Error).message);
      results.push(failedResultText(cause));
    }
  }
  return results;
}

export async function registerRestRoutes(app: FastifyInstance): Promise<void> {
  const cache = app.ctx.restReads;
  const invalidation = await subscribeReadInvalidation(app.ctx.db, cache, (error) =>
    app.log.error(
      { err: { message: (error as Error).message } },
      'could not tell other instances about REST writes; their cached reads expire by the TTL',
    ),
  );
  app.addHook('onClose', async () => invalidation.stop());

  // Own JSON parser: an empty body (postgrest-js sends Content-Type on DELETE) is no body, and
  // every other media type is refused with 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: REST_BODY_LIMIT_BYTES },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(bodyError('The request body is not valid JSON'), undefined);
      }
    },
  );

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof RestError) return sendError(reply, error);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendError(
        reply,
        new RestError(
          413,
          'PGRST102',
          `The request body is larger than ${REST_BODY_LIMIT_BYTES} bytes`,
        ),
      );
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendError(
        reply,
        new RestError(415, 'PGRST107', 'The request body must be application/json'),
      );
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, new RestError(error.statusCode, 'PGRST102', error.message));
    }
    const translated = toRestError(error);
    if (translated.status >= 500) {
      request.log.error(
        { err: { message: error.message, code: error.code } },
        'rest request failed',
      );
    }
    return sendError(reply, translated);
  });

  app.route<{ Params: ProjectParams & { table: string } }>({
    method: ['GET', 'POST', 'PATCH', 'DELETE'],
    url: '/db/:project/rest/v1/:table',
    bodyLimit: REST_BODY_LIMIT_BYTES,
    handler: async (request, reply) => {
      checkProject(app, request.params.project);
      const userId = await userOf(app, request, request.params.project);
      const { table } = request.params;
      const method = request.method as TableMethod;
      const tableRequest: TableRequest = {
        method,
        table,
        query: rawQuery(request.url),
        prefer: header(request, 'prefer'),
        accept: header(request, 'accept'),
        range: header(request, 'range'),
        body: request.body,
      };
      const context = contextFor(app.ctx.db, userId, null);
      if (method === 'GET' || method === 'HEAD') {
        if (!cache.enabled) {
          return sendTableResponse(
            reply,
            asCachedRead(await executeTableRequest(context, tableRequest)),
          );
        }
        const key = readKey(
          tableRequest.query,
          tableRequest.prefer,
          tableRequest.accept,
          tableRequest.range,
        );
        const cached = cache.get(userId, table, key);
        if (cached) return sendTableResponse(reply, cached);
        const ticket = cache.ticket();
        const read = asCachedRead(await executeTableRequest(context, tableRequest));
        cache.store(ticket, userId, table, key, read);
        return sendTableResponse(reply, read);
      }
      let written: CachedRead;
      try {
        written = asCachedRead(await executeTableRequest(context, tableRequest));
      } finally {
        await afterWrite(cache, invalidation, userId, [table]);
      }
      return sendTableResponse(reply, written);
    },
  });

  // PostgREST's PUT replaces one row by its full primary key; the outbox upserts with POST instead.
  app.put('/db/:project/rest/v1/:table', { bodyLimit: REST_BODY_LIMIT_BYTES }, async () => {
    throw new RestError(
      405,
      'PGRST117',
      'Unsupported HTTP method: PUT',
      null,
      'Upsert with POST and Prefer: resolution=merge-duplicates',
    );
  });

  const limits = { bodyLimit: REST_BODY_LIMIT_BYTES };
  app.post<{ Params: ProjectParams }>('/db/:project/batch', limits, async (request, reply) => {
    checkProject(app, request.params.project);
    const userId = await userOf(app, request, request.params.project);
    const body = request.body as { statements?: unknown; mode?: unknown } | undefined;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw bodyError('The batch body must be an object with "statements" and "mode"');
    }
    if (body.mode !== 'transaction' && body.mode !== 'independent') {
      throw bodyError('"mode" must be "transaction" or "independent"');
    }
    if (!Array.isArray(body.statements) || body.statements.length === 0) {
      throw bodyError('"statements" must be a non-empty array');
    }
    if (body.statements.length > BATCH_MAX_STATEMENTS) {
      throw bodyError(`At most ${BATCH_MAX_STATEMENTS} statements per batch`);
    }
    const requests = body.statements.map(statementRequest);
    const written = new Set(requests.filter((s) => s.method !== 'GET').map((s) => s.table));
    const batch = { db: app.ctx.db, userId, requests, budget: responseBudget('batch result') };
    let results: string[];
    try {
      results =
        body.mode === 'transaction'
          ? await runBatchTransaction(batch)
          : await runBatchIndependently(batch, (message) =>
              request.log.error({ err: { message } }, 'batch statement failed'),
            );
    } finally {
      await afterWrite(cache, invalidation, userId, written);
    }
    return reply.type(JSON_TYPE).send(`{"results":[${results.join(',')}]}`);
  });

  app.post<{ Params: ProjectParams }>('/db/:project/sql', async (request, reply) => {
    checkProject(app, request.params.project);
    if (!serviceKeyMatches(app.ctx.config.serviceKey, request)) {
      throw new RestError(
        403,
        '42501',
        'The SQL endpoint needs the service key',
        null,
        'It is for operators, not for end users',
      );
    }
    const body = request.body as { query?: unknown; params?: unknown } | undefined;
    if (typeof body?.query !== 'string' || body.query.trim() === '') {
      throw bodyError('"query" must be a non-empty SQL string');
    }
    if (body.params !== undefined && !Array.isArray(body.params)) {
      throw bodyError('"params" must be an array');
    }
    let result;
    try {
      result = await app.ctx.db.query(body.query, (body.params as unknown[] | undefined) ?? []);
    } finally {
      // An operator's statement may change any user's rows: every instance forgets every read.
      cache.clear();
      await invalidation.publishEverything();
    }
    return reply.type(JSON_TYPE).send(sqlResultText(result.rows, result.rowCount));
  });
}
