// PostgREST's query-string grammar (select, filters with not. and or/and trees, order, limit,
// offset, on_conflict, columns) parsed into a small syntax tree. Pure: it knows no table, so column
// names are checked later against the schema; every malformed part is a PGRST100 error naming the
// parameter. Grammar: https://docs.postgrest.org/en/stable/references/api/tables_views.html
import { RestError, parseError } from './errors.ts';

export const FILTER_OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'in',
  'is',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;
export type IsValue = (typeof IS_VALUES)[number];

export type Condition =
  | {
      kind: 'filter';
      column: string;
      operator: FilterOperator;
      negated: boolean;
      /** A list for `in`, one string otherwise. */
      value: string | string[];
    }
  | { kind: 'logic'; operator: 'and' | 'or'; negated: boolean; children: Condition[] };

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls: 'first' | 'last' | null;
}

export interface SelectItem {
  column: string;
  alias: string;
}

export interface ParsedQuery {
  /** null means `*` (or no select at all). */
  select: SelectItem[] | null;
  where: Condition[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
  onConflict: string[] | null;
  columns: string[] | null;
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);
/** Deepest and/or nesting accepted; real clients nest two or three levels. */
const MAX_LOGIC_DEPTH = 8;
const MAX_CONDITIONS = 100;
/** Most items in one select: each may repeat a column under another alias, multiplying a row. */
export const MAX_SELECT_ITEMS = 40;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

function isOperator(name: string): name is FilterOperator {
  return (FILTER_OPERATORS as readonly string[]).includes(name);
}

/**
 * Splits at top-level commas, keeping parenthesised groups and double-quoted strings whole.
 * Throws on unbalanced parentheses or quotes.
 */
export function splitTopLevel(input: string, what: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (quoted) {
      current += char;
      if (char === '\\' && i + 1 < input.length) current += input[++i];
      else if (char === '"') quoted = false;
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === '(') depth++;
    else if (char === ')') {
      depth--;
      if (depth < 0) throw parseError(`Unbalanced parentheses in ${what}`);
    } else if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  if (quoted) throw parseError(`Unterminated double quote in ${what}`);
  if (depth !== 0) throw parseError(`Unbalanced parentheses in ${what}`);
  parts.push(current);
  return parts;
}

/** `"a\"b"` → `a"b`; unquoted values are returned as they are. */
function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

function parseList(raw: string, column: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw parseError(`"in" on "${column}" needs a list in parentheses`, `Got: in.${raw}`);
  }
  const inner = raw.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner, `the "in" list of "${column}"`).map(unquote);
}

/** `[not.]op.value` for `column`; `quoted` says whether the value may be double-quoted. */
function parseOperation(column: string, text: string, quoted: boolean): Condition {
  let rest = text;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operator = dot === -1 ? rest : rest.slice(0, dot);
  if (!isOperator(operator)) {
    throw parseError(
      `Unknown or unsupported operator "${operator}" on "${column}"`,
      `Supported: ${FILTER_OPERATORS.join(', ')}, each optionally after not.`,
    );
  }
  if (dot === -1) throw parseError(`Operator "${operator}" on "${column}" needs a value`);
  const raw = rest.slice(dot + 1);
  if (operator === 'in')
    return { kind: 'filter', column, operator, negated, value: parseList(raw, column) };
  const value = quoted ? unquote(raw) : raw;
  if (operator === 'is' && !(IS_VALUES as readonly string[]).includes(value.toLowerCase())) {
    throw parseError(`"is" on "${column}" takes null, not_null, true, false or unknown`);
  }
  return {
    kind: 'filter',
    column,
    operator,
    negated,
    value: operator === 'is' ? value.toLowerCase() : value,
  };
}

function parseLogic(
  operator: 'and' | 'or',
  negated: boolean,
  raw: string,
  depth: number,
  counter: { count: number },
): Condition {
  if (depth > MAX_LOGIC_DEPTH) throw parseError('Logic trees are nested too deeply');
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw parseError(`"${operator}" needs a parenthesised list of conditions`);
  }
  const inner = raw.slice(1, -1);
  if (inner.trim() === '') throw parseError(`"${operator}" needs at least one condition`);
  const children = splitTopLevel(inner, `"${operator}"`).map((item) =>
    parseTreeItem(item.trim(), depth + 1, counter),
  );
  return { kind: 'logic', operator, negated, children };
}

function parseTreeItem(item: string, depth: number, counter: { count: number }): Condition {
  if (++counter.count > MAX_CONDITIONS) throw parseError('Too many conditions in one request');
  const logic = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
  if (logic) {
    return parseLogic(logic[2] as 'and' | 'or', logic[1] != null, logic[3]!, depth, counter);
  }
  const dot = item.indexOf('.');
  if (dot <= 0)
    throw parseError(`Cannot parse the condition "${item}"`, 'Expected column.operator.value');
  return parseOperation(item.slice(0, dot), item.slice(dot + 1), true);
}

function parseSelect(raw: string): SelectItem[] | null {
  const text = raw.replace(/\s+/g, '');
  if (text === '' || text === '*') return null;
  const items: SelectItem[] = [];
  const parts = splitTopLevel(text, 'select');
  if (parts.length > MAX_SELECT_ITEMS) {
    throw parseError(`At most ${MAX_SELECT_ITEMS} columns in select`);
  }
  for (const part of parts) {
    if (part === '') throw parseError('Empty column in select');
    if (part === '*') return null;
    if (part.includes('(') || part.startsWith('...')) {
      throw new RestError(
        400,
        'PGRST200',
        `Embedding related tables is not supported ("${part}")`,
        null,
        'Read footprint_scans and risk_findings separately; findings carry scan_id.',
      );
    }
    if (part.includes('::')) throw parseError(`Casts are not supported in select ("${part}")`);
    const colon = part.indexOf(':');
    const alias = colon === -1 ? part : part.slice(0, colon);
    const column = colon === -1 ? part : part.slice(colon + 1);
    if (alias === '' || column === '') throw parseError(`Cannot parse "${part}" in select`);
    items.push({ column, alias });
  }
  return items;
}

function parseOrder(raw: string): OrderTerm[] {
  return splitTopLevel(raw, 'order').map((term) => {
    const [column, ...modifiers] = term.trim().split('.');
    if (!column) throw parseError('Empty column in order');
    const order: OrderTerm = { column, descending: false, nulls: null };
    for (const modifier of modifiers) {
      if (modifier === 'asc') order.descending = false;
      else if (modifier === 'desc') order.descending = true;
      else if (modifier === 'nullsfirst') order.nulls = 'first';
      else if (modifier === 'nullslast') order.nulls = 'last';
      else
        throw parseError(
          `Unknown order modifier "${modifier}" on "${column}"`,
          'Use asc, desc, nullsfirst or nullslast',
        );
    }
    return order;
  });
}

function parseCount(name: string, raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw parseError(`"${name}" must be a non-negative integer`);
  return Number(raw);
}

function parseColumnList(name: string, raw: string): string[] {
  const columns = raw
    .split(',')
    .map((column) => unquote(column.trim()))
    .filter((column) => column !== '');
  if (columns.length === 0) throw parseError(`"${name}" needs at least one column`);
  return columns;
}

/** A parameter name fit for an error message: control characters shown as `?`. */
function safeName(key: string): string {
  return key.replace(new RegExp(CONTROL_CHARACTER.source, 'g'), '?').slice(0, 64);
}

/** Parses a raw query string (without `?`); repeated filters on one column are all kept. */
export function parseQueryString(query: string): ParsedQuery {
  const parsed: ParsedQuery = {
    select: null,
    where: [],
    order: [],
    limit: null,
    offset: null,
    onConflict: null,
    columns: null,
  };
  const seen = new Set<string>();
  const counter = { count: 0 };
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(query);
  } catch {
    throw parseError('The query string is not valid');
  }
  for (const [key, value] of params) {
    // PostgreSQL cannot hold a NUL anywhere, and names never contain control characters: refused
    // here, they never reach the database.
    if (CONTROL_CHARACTER.test(key) || value.includes('\u0000')) {
      throw parseError('The query string contains a control character', `In "${safeName(key)}"`);
    }
    if (RESERVED.has(key) && CONTROL_CHARACTER.test(value)) {
      throw parseError(`"${key}" contains a control character`);
    }
    if (RESERVED.has(key)) {
      if (seen.has(key)) throw parseError(`"${key}" is given more than once`);
      seen.add(key);
    }
    switch (key) {
      case 'select':
        parsed.select = parseSelect(value);
        break;
      case 'order':
        parsed.order = parseOrder(value);
        break;
      case 'limit':
        parsed.limit = parseCount(key, value);
        break;
      case 'offset':
        parsed.offset = parseCount(key, value);
        break;
      case 'on_conflict':
        parsed.onConflict = parseColumnList(key, value);
        break;
      case 'columns':
        parsed.columns = parseColumnList(key, value);
        break;
      case 'and':
      case 'or':
      case 'not.and':
      case 'not.or': {
        const negated = key.startsWith('not.');
        const operator = (negated ? key.slice(4) : key) as 'and' | 'or';
        parsed.where.push(parseLogic(operator, negated, value.trim(), 1, counter));
        break;
      }
      default: {
        if (key === '') throw parseError('A query parameter has no name');
        if (++counter.count > MAX_CONDITIONS)
          throw parseError('Too many conditions in one request');
        parsed.where.push(parseOperation(key, value, false));
      }
    }
  }
  return parsed;
}
