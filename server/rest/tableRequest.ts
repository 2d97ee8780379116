// One REST table call (GET, POST, PATCH, DELETE) turned into one parameterised statement and run
// for one user. The ownership invariant lives here: every statement carries `user_id = <token's
// user>` — in the WHERE of reads, updates and deletes, as the inserted owner, and as the guard of
// an upsert's DO UPDATE — whatever the request says. Values are bound as parameters; identifiers
// come only from the schema (schema.ts); the SQL text is built in sqlBuilders.ts. Used by the HTTP
// routes and by the batch endpoint alike.
import { REST_MAX_INSERT_ROWS, REST_MAX_ROWS } from '../../src/shared/rest.ts';
import type { Queryable } from '../db/database.ts';
import { RestError, bodyError, parseError, unknownTable } from './errors.ts';
import { parseQueryString, type ParsedQuery } from './queryString.ts';
import {
  aggregate,
  conflictTarget,
  countOnly,
  orderSql,
  Params,
  quote,
  selectList,
  whereSql,
  type AggregateRow,
} from './sqlBuilders.ts';
import {
  REST_TABLES,
  prepareRow,
  requiredColumns,
  type PreparedRow,
  type TableSpec,
} from './schema.ts';

export type TableMethod = 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE';

export interface TableRequest {
  method: TableMethod;
  table: string;
  /** Raw query string without `?`. */
  query: string;
  prefer?: string | undefined;
  accept?: string | undefined;
  /** The Range header, e.g. `0-9` (items). */
  range?: string | undefined;
  /** Parsed JSON body; undefined when there was none. */
  body?: unknown;
}

export interface TableResponse {
  status: number;
  headers: Record<string, string>;
  /** JSON text of the representation, or null when the response has no body. */
  body: string | null;
  /** Rows affected or returned. */
  rowCount: number;
  count: number | null;
}

export interface ExecutionContext {
  db: Queryable;
  /** Runs writes atomically; inside a batch transaction it is the batch's own transaction. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  userId: string;
  /** Bytes of representation this request may still return; a batch shares one. */
  responseBudget?: ResponseBudget;
}

/**
 * Most bytes of rows one request may return: a single call, or all the statements of one batch
 * together. The database stops adding rows to the body once they pass the budget, so neither it
 * nor this process ever holds more than about this much of one answer.
 */
export const REST_RESPONSE_MAX_BYTES = 32 * 1024 * 1024;

export interface ResponseBudget {
  readonly limitBytes: number;
  remainingBytes: number;
  /** Words for the error: "result" of one call, "batch result" of a batch. */
  readonly what: 'result' | 'batch result';
}

export function responseBudget(
  what: ResponseBudget['what'] = 'result',
  limitBytes = REST_RESPONSE_MAX_BYTES,
): ResponseBudget {
  return { limitBytes, remainingBytes: limitBytes, what };
}

/** SQLSTATE program_limit_exceeded: the code of an answer refused for its size. */
export const RESPONSE_TOO_LARGE_CODE = '54000';

export function responseTooLarge(budget: ResponseBudget): RestError {
  const megabytes = Math.round(budget.limitBytes / (1024 * 1024));
  return new RestError(
    400,
    RESPONSE_TOO_LARGE_CODE,
    `The ${budget.what} is larger than ${megabytes} MB; ask for fewer rows or columns`,
    null,
    'Read in pages with limit and offset (or a Range header), or select fewer columns',
  );
}

interface Preferences {
  representation: boolean;
  count: boolean;
  resolution: 'merge' | 'ignore' | null;
  missingDefault: boolean;
}

export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = {
    representation: false,
    count: false,
    resolution: null,
    missingDefault: false,
  };
  for (const item of (header ?? '').split(',')) {
    const [key, value] = item
      .trim()
      .split('=')
      .map((part) => part.trim().toLowerCase());
    if (key === 'return') prefs.representation = value === 'representation';
    // planned and estimated counts are exact here: the tables are per-user and small.
    else if (key === 'count') prefs.count = ['exact', 'planned', 'estimated'].includes(value ?? '');
    else if (key === 'resolution' && value === 'merge-duplicates') prefs.resolution = 'merge';
    else if (key === 'resolution' && value === 'ignore-duplicates') prefs.resolution = 'ignore';
    else if (key === 'missing') prefs.missingDefault = value === 'default';
    // Other preferences (tx, handling, timezone, max-affected) are ignored, as PostgREST does
    // under its default lenient handling.
  }
  return prefs;
}

const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';

/** 'object' for PostgREST's single-object media type, 'array' for JSON; 406 for anything else. */
export function negotiate(accept: string | undefined): 'array' | 'object' {
  if (!accept || accept.trim() === '') return 'array';
  for (const entry of accept.split(',')) {
    const type = entry.split(';')[0]!.trim().toLowerCase();
    if (type === OBJECT_MEDIA_TYPE) return 'object';
    if (
      type === 'application/json' ||
      type === 'application/vnd.pgrst.array+json' ||
      type === '*/*' ||
      type === 'application/*'
    ) {
      return 'array';
    }
  }
  throw new RestError(
    406,
    'PGRST107',
    'None of these media types are available: ' + accept,
    null,
    'Use application/json or application/vnd.pgrst.object+json',
  );
}

interface RowRange {
  offset: number;
  /** Rows to return at most. */
  limit: number;
}

/** Intersects the Range header with limit/offset, as PostgREST does, capped at REST_MAX_ROWS. */
export function resolveRange(rangeHeader: string | undefined, parsed: ParsedQuery): RowRange {
  let lower = parsed.offset ?? 0;
  let upper = parsed.limit != null ? lower + parsed.limit - 1 : Number.POSITIVE_INFINITY;
  if (rangeHeader && rangeHeader.trim() !== '') {
    const match = /^(?:items=)?\s*(\d{1,9})-(\d{0,9})\s*$/.exec(rangeHeader);
    if (!match) throw parseError('The Range header must look like 0-9 (items)');
    const headerLower = Number(match[1]);
    const headerUpper = match[2] === '' ? Number.POSITIVE_INFINITY : Number(match[2]);
    if (headerUpper < headerLower) {
      throw new RestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        'The Range ends before it starts',
      );
    }
    lower = Math.max(lower, headerLower);
    upper = Math.min(upper, headerUpper);
  }
  const limit = Math.max(0, Math.min(upper - lower + 1, REST_MAX_ROWS));
  return { offset: lower, limit };
}

function tableOf(name: string): TableSpec {
  const spec = REST_TABLES.get(name);
  if (!spec) throw unknownTable(name);
  return spec;
}

function singularError(rows: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${rows} rows`,
  );
}

/** Turns the aggregated JSON text into the response body for the negotiated media type. */
function shapeBody(json: string, rows: number, media: 'array' | 'object'): string {
  if (media === 'array') return json;
  if (rows !== 1) throw singularError(rows);
  return json.slice(1, -1);
}

function budgetOf(ctx: ExecutionContext): ResponseBudget {
  ctx.responseBudget ??= responseBudget();
  return ctx.responseBudget;
}

/** Takes an answer's bytes from the request's budget, or refuses the answer. */
function spend(budget: ResponseBudget, result: AggregateRow): void {
  const bytes = result.bytes ?? result.body.length;
  if (bytes > budget.remainingBytes) throw responseTooLarge(budget);
  budget.remainingBytes -= bytes;
}

/** Runs `work` in a transaction when it may need undoing, else as plain (autocommitted) queries. */
function inTransactionIf<T>(
  needed: boolean,
  ctx: ExecutionContext,
  work: (db: Queryable) => Promise<T>,
): Promise<T> {
  return needed ? ctx.transaction(work) : work(ctx.db);
}

function rejectPaging(parsed: ParsedQuery, method: string): void {
  if (parsed.limit != null || parsed.offset != null || parsed.order.length > 0) {
    throw parseError(
      `limit, offset and order are not supported on ${method}`,
      'Filter the rows instead, e.g. id=eq.{id}',
    );
  }
}

function requireFilter(parsed: ParsedQuery, verb: 'UPDATE' | 'DELETE'): void {
  if (parsed.where.length === 0) {
    throw new RestError(
      400,
      '21000',
      `${verb} requires a WHERE clause`,
      null,
      'Add a filter such as id=eq.{id}; changing every row at once is refused',
    );
  }
}

async function runSelect(
  ctx: ExecutionContext,
  spec: TableSpec,
  parsed: ParsedQuery,
  request: TableRequest,
): Promise<TableResponse> {
  const prefs = parsePrefer(request.prefer);
  const media = negotiate(request.accept);
  const range = resolveRange(request.range, parsed);
  const params = new Params();
  const where = whereSql(spec, parsed, params, ctx.userId);
  const limit = params.add(range.limit, 'integer');
  const offset = params.add(range.offset, 'integer');
  const budget = budgetOf(ctx);
  const inner = `SELECT * FROM ${quote(spec.name)} WHERE ${where}${orderSql(spec, parsed)} LIMIT ${limit} OFFSET ${offset}`;
  const sql = aggregate(
    inner,
    selectList(spec, parsed.select),
    params.add(budget.remainingBytes, 'integer'),
    prefs.count ? `SELECT count(*) FROM ${quote(spec.name)} WHERE ${where}` : undefined,
  );
  const { rows } = await ctx.db.query<AggregateRow>(sql, params.values);
  spend(budget, rows[0]!);
  const { body, n } = rows[0]!;
  const total = prefs.count ? rows[0]!.total! : null;
  const headers: Record<string, string> = { 'Range-Unit': 'items' };
  if (total != null && range.offset > total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${range.offset} was requested, but there are only ${total} rows.`,
    );
  }
  headers['Content-Range'] =
    n > 0 ? `${range.offset}-${range.offset + n - 1}/${total ?? '*'}` : `*/${total ?? '*'}`;
  const status = total != null && n < total ? 206 : 200;
  return { status, headers, body: shapeBody(body, n, media), rowCount: n, count: total };
}

/** Runs a write with RETURNING *; builds the representation (within the budget) when asked. */
async function writeAndShape(
  ctx: ExecutionContext,
  tx: Queryable,
  sql: string,
  params: Params,
  returning: string | null,
): Promise<AggregateRow> {
  if (returning == null) {
    return (await tx.query<AggregateRow>(countOnly(sql), params.values)).rows[0]!;
  }
  const budget = budgetOf(ctx);
  const shaped = aggregate(sql, returning, params.add(budget.remainingBytes, 'integer'));
  const result = (await tx.query<AggregateRow>(shaped, params.values)).rows[0]!;
  spend(budget, result);
  return result;
}

async function runInsert(
  ctx: ExecutionContext,
  spec: TableSpec,
  parsed: ParsedQuery,
  request: TableRequest,
): Promise<TableResponse> {
  const prefs = parsePrefer(request.prefer);
  const media = negotiate(request.accept);
  if (parsed.where.length > 0 || parsed.limit != null || parsed.offset != null) {
    throw parseError('Filters, limit and offset do not apply to POST');
  }
  if (request.body === undefined)
    throw bodyError('The request body is empty; send a JSON object or array');
  const items = Array.isArray(request.body) ? request.body : [request.body];
  if (items.length > REST_MAX_INSERT_ROWS) {
    throw bodyError(`At most ${REST_MAX_INSERT_ROWS} rows per request`, `Got ${items.length} rows`);
  }
  const onlyColumns = parsed.columns ? new Set(parsed.columns) : null;
  if (parsed.columns) {
    for (const name of parsed.columns) {
      if (!spec.columns.has(name)) {
        throw new RestError(
          400,
          'PGRST204',
          `Could not find the '${name}' column of '${spec.name}' in the schema cache`,
        );
      }
    }
  }
  const arrayBody = Array.isArray(request.body);
  const rows: PreparedRow[] = items.map((item, index) =>
    prepareRow(spec, item, ctx.userId, arrayBody ? index : null, onlyColumns),
  );
  // on_conflict without a resolution is checked but changes nothing: conflicts stay 409s.
  const target = prefs.resolution || parsed.onConflict ? conflictTarget(spec, parsed) : null;

  // The insert's columns: the union of the rows' keys (or `columns`), owner first.
  const insertColumns: string[] = [];
  const names = onlyColumns
    ? [...onlyColumns].filter((name) => spec.columns.get(name)!.setBy === 'client')
    : [...new Set(rows.flatMap((row) => [...row.values.keys()]))];
  for (const name of names) insertColumns.push(name);
  for (const name of requiredColumns(spec)) {
    rows.forEach((row, index) => {
      if (row.values.get(name) === undefined) {
        throw new RestError(
          400,
          '23502',
          `null value in column "${name}" of relation "${spec.name}" violates not-null constraint`,
          arrayBody ? `Row ${index} of the request body` : null,
          `Send "${name}" with every row`,
        );
      }
    });
  }

  const returning = prefs.representation ? selectList(spec, parsed.select) : null;
  if (rows.length === 0) {
    return {
      status: 201,
      headers: prefs.count ? { 'Content-Range': '*/0' } : {},
      body: prefs.representation ? shapeBody('[]', 0, media) : null,
      rowCount: 0,
      count: prefs.count ? 0 : null,
    };
  }
  const params = new Params();
  const owner = params.add(ctx.userId, 'uuid');
  const tuples = rows.map((row) => {
    const cells = [owner];
    for (const name of insertColumns) {
      const value = row.values.get(name);
      if (value === undefined) cells.push(prefs.missingDefault ? 'DEFAULT' : 'NULL');
      else cells.push(params.add(value, spec.columns.get(name)!));
    }
    return `(${cells.join(', ')})`;
  });
  let sql = `INSERT INTO ${quote(spec.name)} (${[quote('user_id'), ...insertColumns.map(quote)].join(', ')}) VALUES ${tuples.join(', ')}`;
  if (target && prefs.resolution === 'ignore') {
    sql += ` ON CONFLICT (${target.map(quote).join(', ')}) DO NOTHING`;
  } else if (target && prefs.resolution === 'merge') {
    const updates = insertColumns.filter((name) => !target.includes(name));
    const assignments = (updates.length > 0 ? updates : ['user_id'])
      .map((name) => `${quote(name)} = EXCLUDED.${quote(name)}`)
      .join(', ');
    // The guard keeps an upsert from ever updating a row another user owns.
    sql += ` ON CONFLICT (${target.map(quote).join(', ')}) DO UPDATE SET ${assignments} WHERE ${quote(spec.name)}.${quote('user_id')} = EXCLUDED.${quote('user_id')}`;
  }
  sql += ' RETURNING *';
  const distinctKeys =
    target && prefs.resolution === 'merge'
      ? new Set(rows.map((row) => JSON.stringify(target.map((name) => row.values.get(name))))).size
      : rows.length;

  // One statement is atomic by itself; a transaction (three round trips on PostgreSQL) is needed
  // only when a check after it may have to undo it: an upsert of several rows of which one hit
  // another user's row (a single-row upsert that hit one wrote nothing, so nothing to undo), or an
  // oversized representation, refused after the write.
  const mayUndo = (prefs.resolution === 'merge' && distinctKeys > 1) || prefs.representation;
  const { body, n } = await inTransactionIf(mayUndo, ctx, async (tx) => {
    const result = await writeAndShape(ctx, tx, sql, params, returning);
    if (prefs.resolution === 'merge' && result.n < distinctKeys) {
      // A skipped DO UPDATE means the id belongs to another user's row.
      throw new RestError(
        403,
        '42501',
        `new row violates row-level security policy for table "${spec.name}"`,
        'A row with this id belongs to another account',
      );
    }
    if (prefs.representation && media === 'object' && result.n !== 1) throw singularError(result.n);
    return result;
  });
  const headers: Record<string, string> = {};
  if (prefs.count) headers['Content-Range'] = `*/${n}`;
  return {
    status: 201,
    headers,
    body: prefs.representation ? shapeBody(body, n, media) : null,
    rowCount: n,
    count: prefs.count ? n : null,
  };
}

async function runUpdateOrDelete(
  ctx: ExecutionContext,
  spec: TableSpec,
  parsed: ParsedQuery,
  request: TableRequest,
): Promise<TableResponse> {
  const isUpdate = request.method === 'PATCH';
  const prefs = parsePrefer(request.prefer);
  const media = negotiate(request.accept);
  rejectPaging(parsed, request.method);
  requireFilter(parsed, isUpdate ? 'UPDATE' : 'DELETE');
  const params = new Params();
  let sql: string;
  if (isUpdate) {
    if (request.body === undefined)
      throw bodyError('The request body is empty; send a JSON object');
    const onlyColumns = parsed.columns ? new Set(parsed.columns) : null;
    const row = prepareRow(spec, request.body, ctx.userId, null, onlyColumns);
    if (row.values.size === 0) {
      throw bodyError(
        'The PATCH body sets no column',
        'created_at, updated_at and user_id are set by the server',
      );
    }
    const assignments = [...row.values].map(
      ([name, value]) => `${quote(name)} = ${params.add(value, spec.columns.get(name)!)}`,
    );
    const where = whereSql(spec, parsed, params, ctx.userId);
    sql = `UPDATE ${quote(spec.name)} SET ${assignments.join(', ')} WHERE ${where} RETURNING *`;
  } else {
    sql = `DELETE FROM ${quote(spec.name)} WHERE ${whereSql(spec, parsed, params, ctx.userId)} RETURNING *`;
  }
  const returning = prefs.representation ? selectList(spec, parsed.select) : null;
  const { body, n } = await inTransactionIf(prefs.representation, ctx, async (tx) => {
    const result = await writeAndShape(ctx, tx, sql, params, returning);
    if (prefs.representation && media === 'object' && result.n !== 1) throw singularError(result.n);
    return result;
  });
  const headers: Record<string, string> = {};
  if (prefs.count) headers['Content-Range'] = n > 0 ? `0-${n - 1}/${n}` : '*/0';
  return {
    status: prefs.representation ? 200 : 204,
    headers,
    body: prefs.representation ? shapeBody(body, n, media) : null,
    rowCount: n,
    count: prefs.count ? n : null,
  };
}

/** Runs one table request for `ctx.userId`; throws RestError (or a database error) on failure. */
export async function executeTableRequest(
  ctx: ExecutionContext,
  request: TableRequest,
): Promise<TableResponse> {
  const spec = tableOf(request.table);
  const parsed = parseQueryString(request.query);
  switch (request.method) {
    case 'GET':
    case 'HEAD':
      return runSelect(ctx, spec, parsed, request);
    case 'POST':
      return runInsert(ctx, spec, parsed, request);
    case 'PATCH':
    case 'DELETE':
      return runUpdateOrDelete(ctx, spec, parsed, request);
  }
}
