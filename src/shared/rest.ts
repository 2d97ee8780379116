// Wire types of the REST tables and their batch endpoint, shared by the app's client and the
// server. A batch statement is one REST table call written as data (method, table, PostgREST
// query string, Prefer, body), so the server runs it through exactly the same parser, validation
// and ownership rules as the equivalent HTTP request. Statements carry server names (snake_case).
import { mapKeys, toSnakeCase } from './casing.ts';
import { TABLES, type SyncedTable } from './tables.ts';

/** Error body in PostgREST's shape. `code` is a PostgreSQL SQLSTATE or a PGRSTnnn code. */
export interface RestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export type BatchMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface BatchStatement {
  method: BatchMethod;
  /** Server table name, e.g. `footprint_scans`. */
  table: string;
  /** PostgREST query string without the leading `?`, e.g. `id=eq.scan_1` or `on_conflict=id`. */
  query?: string;
  /** The Prefer header of the equivalent request, e.g. `resolution=merge-duplicates`. */
  prefer?: string;
  /** JSON body for POST (object or array) and PATCH (object), snake_case columns. */
  body?: unknown;
}

export type BatchMode = 'transaction' | 'independent';

export interface BatchRequest {
  statements: BatchStatement[];
  mode: BatchMode;
}

/** One result per statement, in order. `data` is the representation (rows) when one was asked. */
export interface BatchResult {
  status: number;
  data: Record<string, unknown>[] | null;
  /** Total matching rows when the statement asked `count=exact`, else null. */
  count: number | null;
  error: RestErrorBody | null;
}

export interface BatchResponse {
  results: BatchResult[];
}

/** Most statements one batch may carry; the outbox splits longer queues. */
export const BATCH_MAX_STATEMENTS = 500;
/** Most rows one GET returns when the request names no smaller limit (PostgREST's max-rows). */
export const REST_MAX_ROWS = 1000;
/** Most rows one POST may carry. */
export const REST_MAX_INSERT_ROWS = 1000;

function snakeRow(row: object): Record<string, unknown> {
  const defined = Object.fromEntries(
    Object.entries(row).filter(([, value]) => value !== undefined),
  );
  return mapKeys(defined, toSnakeCase);
}

/** Idempotent create-or-replace of app rows (camelCase), as the outbox pushes them. */
export function upsertStatement(table: SyncedTable, rows: readonly object[]): BatchStatement {
  return {
    method: 'POST',
    table: TABLES[table],
    query: 'on_conflict=id',
    prefer: 'resolution=merge-duplicates,missing=default,return=minimal',
    body: rows.map(snakeRow),
  };
}

/** PATCH `id=eq.{id}` with a camelCase patch. */
export function updateStatement(table: SyncedTable, id: string, patch: object): BatchStatement {
  return {
    method: 'PATCH',
    table: TABLES[table],
    query: `id=eq.${encodeURIComponent(id)}`,
    prefer: 'return=minimal',
    body: snakeRow(patch),
  };
}
