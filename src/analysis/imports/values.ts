// Defensive accessors for parsed export JSON: every field of every export is optional and may have
// the wrong type, so parsers read through these instead of trusting shapes. Invariant: they never
// throw; a missing or mistyped value is undefined.

export type Json = Record<string, unknown>;

export function obj(value: unknown): Json | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
}

export function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function str(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Numbers exports write as numbers or as strings ("37.77", "0"). */
export function num(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** Follows a path of keys through nested objects. */
export function at(value: unknown, ...path: string[]): unknown {
  let current: unknown = value;
  for (const key of path) {
    const record = obj(current);
    if (!record) return undefined;
    current = record[key];
  }
  return current;
}

/** A plausible WGS84 position; (0, 0) is how several exports write "no location". */
export function geo(lat: unknown, lon: unknown): { lat: number; lon: number } | undefined {
  const la = num(lat);
  const lo = num(lon);
  if (la === undefined || lo === undefined) return undefined;
  if (la === 0 && lo === 0) return undefined;
  if (Math.abs(la) > 90 || Math.abs(lo) > 180) return undefined;
  return { lat: la, lon: lo };
}

export function basename(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Parses "true"/"false"/"enabled"/"disabled"/"on"/"off"/"yes"/"no" (any case), else null. */
export function flag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  const text = str(value)?.trim().toLowerCase();
  if (!text) return null;
  if (['true', 'enabled', 'on', 'yes', '1'].includes(text)) return true;
  if (['false', 'disabled', 'off', 'no', '0'].includes(text)) return false;
  return null;
}

/** How deep `recordWith` looks through wrapper objects. */
const WRAPPER_DEPTH = 4;

/**
 * The record holding one of `fields`, found by shape: the value itself or the first object nested
 * in it (breadth first, a few levels) that has one of them. Platforms add and drop wrapper keys
 * between export vintages (X's `{"protectedHistory": {…}}`, `{"singleSignOnMetaValues": {…}}`),
 * so a parser names the fields it needs, never the wrapper.
 */
export function recordWith(value: unknown, ...fields: string[]): Json | undefined {
  let level: Json[] = [];
  const first = obj(value);
  if (first) level.push(first);
  for (let depth = 0; depth <= WRAPPER_DEPTH && level.length > 0; depth++) {
    const next: Json[] = [];
    for (const record of level) {
      if (fields.some((f) => record[f] !== undefined)) return record;
      for (const child of Object.values(record)) {
        const nested = obj(child);
        if (nested) next.push(nested);
      }
    }
    level = next;
  }
  return undefined;
}

/**
 * A file a browser or a file manager saved twice is named "followers_1 (1).json",
 * "Records (2).json": routes match it as the file it is a copy of.
 */
export function withoutCopySuffix(path: string): string {
  return path.replace(/ \(\d{1,3}\)(\.[a-z0-9]+)$/i, '$1');
}
