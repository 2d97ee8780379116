import { describe, expect, it } from 'vitest';
import { readMigrations, splitStatements } from './migrate.ts';

describe('migration files', () => {
  it('keeps dollar-quoted function bodies in one statement', () => {
    const statements = splitStatements(
      'CREATE TABLE a (id int);\nCREATE FUNCTION f() RETURNS trigger AS $$\nBEGIN\n  RETURN NEW;\nEND;\n$$ LANGUAGE plpgsql;\n',
    );
    expect(statements).toHaveLength(2);
    expect(statements[1]).toContain('RETURN NEW;');
  });

  it('are numbered uniquely so their order is unambiguous', () => {
    const numbers = readMigrations().map((migration) => migration.name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
