// camelCase ↔ snake_case conversion at the REST boundary (product-spec §3, database conventions).

export function toSnakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export function toCamelCase(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** Renames the keys of a flat record; values are left as they are. */
export function mapKeys(
  record: Record<string, unknown>,
  rename: (key: string) => string,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) out[rename(key)] = value;
  return out;
}
