// Schema migrations: the numbered .sql files in ./migrations, applied in order at start, each in
// its own transaction and recorded in schema_migrations. Applied files are never edited; a change
// is a new file. An advisory lock keeps two instances starting together from racing.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK_KEY = 4_242_001;

export interface Migration {
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      name: file.replace(/\.sql$/, ''),
      sql: fs.readFileSync(path.join(dir, file), 'utf8'),
    }));
}

/** Applies the migrations not applied yet; returns the names it applied. */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const { rows } = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
    const done = new Set(rows.map((row) => row.name));
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      applied.push(migration.name);
    }
  });
  return applied;
}

/**
 * Splits a migration file into statements at semicolons that end a line. Function bodies use
 * dollar quoting, inside which a line-ending semicolon is not a statement end.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (/^\s*--/.test(line) && !inDollar) continue;
    const dollarCount = (line.match(/\$\$/g) ?? []).length;
    if (dollarCount % 2 === 1) inDollar = !inDollar;
    current += line + '\n';
    if (!inDollar && /;\s*$/.test(line)) {
      if (current.trim()) statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
