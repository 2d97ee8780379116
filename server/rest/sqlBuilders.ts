// The SQL of a REST table call, apart from running it: bound parameters, identifiers quoted from
// the schema only, filters (with the owner clause first and never optional), the select list,
// ORDER BY, an upsert's conflict target, and the wrappers that make PostgreSQL build the JSON body.
// Pure string building; tableRequest.ts runs the statements. Invariant: every value is a bound
// parameter and every identifier a column the schema (schema.ts) declares.
import { RestError, unknownColumn } from './errors.ts';
import type { Condition, ParsedQuery, SelectItem } from './queryString.ts';
import type { ColumnSpec, ColumnType, TableSpec } from './schema.ts';

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown, col: ColumnSpec | ColumnType): string {
    this.values.push(value);
    const type = typeof col === 'string' ? col : col.type;
    return `$${this.values.length}::${type}`;
  }
}

export const quote = (name: string) => `"${name}"`;

export function columnOf(spec: TableSpec, name: string): ColumnSpec {
  const col = spec.columns.get(name);
  if (!col) throw unknownColumn(spec.name, name);
  return col;
}

const COMPARISONS: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
};

export function conditionSql(spec: TableSpec, condition: Condition, params: Params): string {
  let sql: string;
  if (condition.kind === 'logic') {
    const joiner = condition.operator === 'and' ? ' AND ' : ' OR ';
    sql = `(${condition.children.map((child) => conditionSql(spec, child, params)).join(joiner)})`;
  } else {
    const col = columnOf(spec, condition.column);
    const name = quote(col.name);
    const { operator, value } = condition;
    if (operator === 'in') {
      const list = value as string[];
      sql =
        list.length === 0
          ? 'false'
          : `${name} IN (${list.map((item) => params.add(item, col)).join(', ')})`;
    } else if (operator === 'is') {
      if (value === 'null') sql = `${name} IS NULL`;
      else if (value === 'not_null') sql = `${name} IS NOT NULL`;
      else {
        throw new RestError(
          400,
          '42804',
          `"is.${value as string}" needs a boolean column; "${col.name}" is ${col.type}`,
        );
      }
    } else if (operator === 'like' || operator === 'ilike') {
      // PostgREST lets URLs use * for the SQL wildcard %.
      const pattern = (value as string).replace(/\*/g, '%');
      sql = `${name}::text ${operator === 'like' ? 'LIKE' : 'ILIKE'} ${params.add(pattern, 'text')}`;
    } else {
      sql = `${name} ${COMPARISONS[operator]} ${params.add(value, col)}`;
    }
  }
  return condition.negated ? `NOT ${sql.startsWith('(') ? sql : `(${sql})`}` : sql;
}

/** `user_id = $1 AND <filters>`: the owner clause always comes first and is never optional. */
export function whereSql(
  spec: TableSpec,
  parsed: ParsedQuery,
  params: Params,
  userId: string,
): string {
  const clauses = [`${quote('user_id')} = ${params.add(userId, 'uuid')}`];
  for (const condition of parsed.where) clauses.push(conditionSql(spec, condition, params));
  return clauses.join(' AND ');
}

export function selectList(spec: TableSpec, select: SelectItem[] | null): string {
  if (select == null) return [...spec.columns.keys()].map(quote).join(', ');
  return select
    .map((item) => {
      const col = columnOf(spec, item.column);
      return item.alias === col.name
        ? quote(col.name)
        : `${quote(col.name)} AS ${quote(item.alias.replace(/"/g, ''))}`;
    })
    .join(', ');
}

export function orderSql(spec: TableSpec, parsed: ParsedQuery): string {
  if (parsed.order.length === 0) return '';
  const terms = parsed.order.map((term) => {
    const col = columnOf(spec, term.column);
    let sql = `${quote(col.name)} ${term.descending ? 'DESC' : 'ASC'}`;
    if (term.nulls) sql += ` NULLS ${term.nulls === 'first' ? 'FIRST' : 'LAST'}`;
    return sql;
  });
  return ` ORDER BY ${terms.join(', ')}`;
}

export interface AggregateRow {
  body: string;
  n: number;
  /** Bytes the whole body would have; over the budget, `body` holds only the rows within it. */
  bytes?: number;
  /** The exact count asked for with `total` (Prefer: count=exact), from the same snapshot. */
  total?: number | null;
}

/**
 * Wraps a row-producing statement (a SELECT, or a write with RETURNING *) so PostgreSQL builds the
 * JSON body itself: timestamps keep their microseconds and offset, exactly as PostgREST prints them.
 * A running total of the rows' sizes is kept while they are read, and rows past `budget` (a bound
 * parameter) are left out of the body, so an oversized answer costs one row's memory, not its
 * whole size; the caller sees `bytes` over the budget and refuses it. `total`, a scalar subquery
 * (an exact count), rides along in the same statement: one round trip, one snapshot.
 */
export function aggregate(inner: string, columns: string, budget: string, total?: string): string {
  return `WITH src AS (${inner}),
  sized AS (SELECT t, sum(octet_length(t) + 1) OVER (ROWS UNBOUNDED PRECEDING) AS upto
              FROM (SELECT row_to_json(r)::text AS t FROM (SELECT ${columns} FROM src) AS r) AS j)
  SELECT coalesce('[' || string_agg(t, ',') FILTER (WHERE upto < ${budget}) || ']', '[]') AS body,
         count(*)::int AS n, (coalesce(max(upto), 0) + 1)::float8 AS bytes${total ? `, (${total})::int AS total` : ''} FROM sized`;
}

/** Counts a write's rows without building a body (return=minimal). */
export function countOnly(inner: string): string {
  return `WITH src AS (${inner}) SELECT '[]' AS body, count(*)::int AS n, 0::float8 AS bytes FROM src`;
}

export function conflictTarget(spec: TableSpec, parsed: ParsedQuery): string[] {
  const target = parsed.onConflict ?? ['id'];
  for (const name of target) columnOf(spec, name);
  const matches = spec.uniqueKeys.some(
    (key) => key.length === target.length && key.every((name) => target.includes(name)),
  );
  if (!matches) {
    throw new RestError(
      400,
      '42P10',
      'there is no unique or exclusion constraint matching the ON CONFLICT specification',
      null,
      `on_conflict must name ${spec.uniqueKeys.map((key) => key.join(',')).join(' or ')}`,
    );
  }
  return target;
}
