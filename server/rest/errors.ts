// Errors of the REST tables in PostgREST's shape ({code, message, details, hint}) with PostgREST's
// HTTP statuses. Database errors are translated by SQLSTATE class, so a bad value that slips past
// validation still answers 4xx; only a fault of the server itself is a 5xx. Messages never repeat
// submitted values (they may be personal data), only column and table names.
import type { RestErrorBody } from '../../src/shared/rest.ts';

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  toBody(): RestErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

/** Query-string grammar errors (PostgREST's PGRST100). */
export function parseError(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details);
}

/** Body errors: not JSON, wrong shape (PGRST102). */
export function bodyError(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST102', message, details);
}

export function unknownColumn(table: string, column: string): RestError {
  return new RestError(400, '42703', `column ${table}.${column} does not exist`);
}

export function unknownTable(table: string): RestError {
  return new RestError(
    404,
    'PGRST205',
    `Could not find the table '${table}' in the schema cache`,
    null,
    'The tables are footprint_scans and risk_findings.',
  );
}

interface DatabaseErrorLike {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

function isDatabaseError(error: unknown): error is DatabaseErrorLike & { code: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as DatabaseErrorLike).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as DatabaseErrorLike).code as string)
  );
}

/** HTTP status PostgREST gives a SQLSTATE (docs.postgrest.org, references/errors). */
export function statusOfSqlState(code: string): number {
  if (code === '23503' || code === '23505') return 409;
  if (code === '42501') return 403;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code === '53400') return 500;
  const family = code.slice(0, 2);
  if (family === '08' || family === '53') return 503;
  if (family === '0L' || family === '0P' || family === '28') return 403;
  // Data errors, integrity errors, syntax/access errors and cardinality errors are the request's
  // fault: a bad value, a bad ON CONFLICT target, a row repeated within one upsert.
  if (family === '22' || family === '23' || family === '42' || family === '21') return 400;
  if (code === 'P0001') return 400;
  return 500;
}

/**
 * Any error thrown while serving a REST request, as a RestError. Database details are passed on
 * for 4xx (they name constraints and columns) but the detail line of integrity errors is dropped,
 * since PostgreSQL prints the failing row's values there.
 */
export function toRestError(error: unknown): RestError {
  if (error instanceof RestError) return error;
  if (isDatabaseError(error)) {
    const status = statusOfSqlState(error.code);
    if (status >= 500) {
      return new RestError(status, error.code, 'The database could not complete the request');
    }
    const detail = typeof error.detail === 'string' && !/Failing row|Key \(/.test(error.detail);
    return new RestError(
      status,
      error.code,
      typeof error.message === 'string' ? error.message : 'Database error',
      detail ? (error.detail as string) : null,
      typeof error.hint === 'string' ? error.hint : null,
    );
  }
  return new RestError(500, 'PGRST000', 'Internal server error');
}
