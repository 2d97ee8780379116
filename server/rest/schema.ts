// The REST tables' schema as the API sees it: every column, its type, whether a client may write
// it, its limits, and the validation of written values. Column names in queries and bodies are
// checked against this list and never reach SQL otherwise. It must match the migrations
// (server/db/migrations): a column added there is invisible to the API until it is added here.
import { RISK_CATEGORIES, RISK_LEVELS, SCAN_STATUSES } from '../../src/shared/tables.ts';
import { RestError, bodyError } from './errors.ts';

export type ColumnType = 'text' | 'integer' | 'uuid' | 'timestamptz';

export interface ColumnSpec {
  name: string;
  type: ColumnType;
  nullable: boolean;
  /** The database fills it when an insert leaves it out. */
  hasDefault: boolean;
  /**
   * Who sets it: `client` columns come from the body; `owner` is user_id, always the token's user;
   * `server` columns (created_at, updated_at) are set by the database and ignored in bodies.
   */
  setBy: 'client' | 'owner' | 'server';
  /** Most characters a text value may have. */
  maxLength?: number;
  allowed?: readonly string[];
  min?: number;
  max?: number;
}

export interface TableSpec {
  name: string;
  columns: ReadonlyMap<string, ColumnSpec>;
  /** Column sets with a unique constraint, usable as on_conflict targets. */
  uniqueKeys: readonly string[][];
}

const INT32_MAX = 2_147_483_647;
const ID_MAX_CHARS = 128;
const NAME_MAX_CHARS = 64;
const TITLE_MAX_CHARS = 500;
const DESCRIPTION_MAX_CHARS = 10_000;
const URL_MAX_CHARS = 2_048;
/** The engine's JSON summary plus an optional AI summary; the request body limit caps it anyway. */
const SCAN_DATA_MAX_CHARS = 512 * 1024;
const ERROR_MESSAGE_MAX_CHARS = 2_000;

function column(
  name: string,
  type: ColumnType,
  options: Partial<Omit<ColumnSpec, 'name' | 'type'>> = {},
): ColumnSpec {
  return { name, type, nullable: false, hasDefault: false, setBy: 'client', ...options };
}

function table(name: string, columns: ColumnSpec[]): TableSpec {
  return { name, columns: new Map(columns.map((spec) => [spec.name, spec])), uniqueKeys: [['id']] };
}

const score = (name: string) =>
  column(name, 'integer', { nullable: true, hasDefault: true, min: 0, max: 100 });
const serverTimestamp = (name: string) =>
  column(name, 'timestamptz', { hasDefault: true, setBy: 'server' });
const owner = column('user_id', 'uuid', { setBy: 'owner' });

export const REST_TABLES: ReadonlyMap<string, TableSpec> = new Map(
  [
    table('footprint_scans', [
      column('id', 'text', { maxLength: ID_MAX_CHARS }),
      owner,
      column('platform', 'text', { hasDefault: true, maxLength: NAME_MAX_CHARS }),
      column('scan_status', 'text', { hasDefault: true, allowed: SCAN_STATUSES }),
      score('privacy_score'),
      score('security_score'),
      score('identity_score'),
      score('overall_score'),
      column('scan_data', 'text', {
        nullable: true,
        hasDefault: true,
        maxLength: SCAN_DATA_MAX_CHARS,
      }),
      column('error_message', 'text', {
        nullable: true,
        hasDefault: true,
        maxLength: ERROR_MESSAGE_MAX_CHARS,
      }),
      serverTimestamp('created_at'),
      serverTimestamp('updated_at'),
    ]),
    table('risk_findings', [
      column('id', 'text', { maxLength: ID_MAX_CHARS }),
      column('scan_id', 'text', { maxLength: ID_MAX_CHARS }),
      owner,
      column('rule_id', 'text', { hasDefault: true, maxLength: NAME_MAX_CHARS * 2 }),
      column('platform', 'text', { hasDefault: true, maxLength: NAME_MAX_CHARS }),
      column('category', 'text', { allowed: RISK_CATEGORIES }),
      column('risk_level', 'text', { allowed: RISK_LEVELS }),
      column('title', 'text', { maxLength: TITLE_MAX_CHARS }),
      column('description', 'text', { hasDefault: true, maxLength: DESCRIPTION_MAX_CHARS }),
      column('fix_url', 'text', { nullable: true, hasDefault: true, maxLength: URL_MAX_CHARS }),
      column('count', 'integer', { hasDefault: true, min: 0, max: INT32_MAX }),
      serverTimestamp('created_at'),
      serverTimestamp('updated_at'),
    ]),
  ].map((spec) => [spec.name, spec]),
);

/** A value that failed validation, naming the column (and the row of an array body). */
function invalid(
  spec: TableSpec,
  columnName: string,
  problem: string,
  rowIndex: number | null,
  code = '22023',
): RestError {
  return new RestError(
    400,
    code,
    `Invalid value for column "${columnName}" of "${spec.name}": ${problem}`,
    rowIndex == null ? null : `Row ${rowIndex} of the request body`,
  );
}

/** Checks one value against its column; returns the value to bind (unchanged when valid). */
export function validateValue(
  spec: TableSpec,
  col: ColumnSpec,
  value: unknown,
  rowIndex: number | null,
): unknown {
  if (value === null) {
    if (!col.nullable) {
      throw new RestError(
        400,
        '23502',
        `null value in column "${col.name}" of relation "${spec.name}" violates not-null constraint`,
        rowIndex == null ? null : `Row ${rowIndex} of the request body`,
      );
    }
    return null;
  }
  switch (col.type) {
    case 'text': {
      if (typeof value !== 'string') throw invalid(spec, col.name, 'expected a string', rowIndex);
      if (value.includes('\u0000')) {
        throw invalid(spec, col.name, 'text may not contain NUL characters', rowIndex, '22021');
      }
      if (col.maxLength != null && value.length > col.maxLength) {
        throw invalid(spec, col.name, `longer than ${col.maxLength} characters`, rowIndex, '22001');
      }
      if (col.allowed && !col.allowed.includes(value)) {
        throw invalid(
          spec,
          col.name,
          `must be one of ${col.allowed.join(', ')}`,
          rowIndex,
          '23514',
        );
      }
      if (col.name === 'id' || col.name === 'scan_id') {
        if (value.length === 0) throw invalid(spec, col.name, 'must not be empty', rowIndex);
      }
      return value;
    }
    case 'integer': {
      if (typeof value !== 'number' || !Number.isInteger(value)) {
        throw invalid(spec, col.name, 'expected an integer', rowIndex, '22P02');
      }
      if ((col.min != null && value < col.min) || (col.max != null && value > col.max)) {
        throw invalid(
          spec,
          col.name,
          `must be between ${col.min ?? '-∞'} and ${col.max ?? '∞'}`,
          rowIndex,
          '23514',
        );
      }
      return value;
    }
    case 'uuid':
    case 'timestamptz':
      // Owner and server columns never take a client value; see prepareRow.
      throw invalid(spec, col.name, 'is set by the server', rowIndex);
  }
}

export interface PreparedRow {
  /** Column → value to bind; a column left out of an insert gets its default or null. */
  values: Map<string, unknown>;
}

/**
 * Validates one body object for `spec` on behalf of `ownerId`. Unknown keys are refused (PostgREST's
 * PGRST204); server-set columns are dropped; user_id may only name the owner (like a row-level
 * security check), so a row can never be written for, or moved to, another user.
 */
export function prepareRow(
  spec: TableSpec,
  body: unknown,
  ownerId: string,
  rowIndex: number | null,
  onlyColumns: ReadonlySet<string> | null,
): PreparedRow {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw bodyError(
      rowIndex == null
        ? 'The request body must be a JSON object'
        : 'Every element of the request body must be a JSON object',
      rowIndex == null ? null : `Row ${rowIndex} of the request body`,
    );
  }
  const values = new Map<string, unknown>();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (onlyColumns && !onlyColumns.has(key)) continue;
    const col = spec.columns.get(key);
    if (!col) {
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${key}' column of '${spec.name}' in the schema cache`,
        rowIndex == null ? null : `Row ${rowIndex} of the request body`,
      );
    }
    if (col.setBy === 'server') continue;
    if (col.setBy === 'owner') {
      if (value !== ownerId) {
        throw new RestError(
          403,
          '42501',
          `new row violates row-level security policy for table "${spec.name}"`,
          'user_id must be the signed-in user',
        );
      }
      continue;
    }
    values.set(key, validateValue(spec, col, value, rowIndex));
  }
  return { values };
}

/** Columns an insert must be given because they have no default. */
export function requiredColumns(spec: TableSpec): string[] {
  return [...spec.columns.values()]
    .filter((col) => col.setBy === 'client' && !col.hasDefault && !col.nullable)
    .map((col) => col.name);
}

export function sqlType(col: ColumnSpec): string {
  return col.type;
}
