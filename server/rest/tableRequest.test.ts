// The statement builder seen through a recording database: whatever a request says, values are
// bound as parameters (never spliced into SQL) and every statement is limited to the caller's rows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.ts';
import { RestError } from './errors.ts';
import { executeTableRequest, negotiate, parsePrefer, type TableRequest } from './tableRequest.ts';

const OWNER = '7d0f4c1e-2b4a-4c1e-9a51-0b6f3f6f1a11';
const SEED = 20_261_121;

interface Recorded {
  sql: string;
  params: unknown[];
}

/** A database that records statements and answers `rowsWritten` rows for each write. */
function recordingContext(recorded: Recorded[], rowsWritten = 0) {
  const db: Queryable = {
    async query<Row>(sql: string, params: unknown[] = []) {
      recorded.push({ sql, params });
      const rows = sql.includes('count(*)::int AS total')
        ? [{ total: 1 }]
        : [{ body: '[]', n: rowsWritten }];
      return { rows: rows as Row[], rowCount: 1 };
    },
  };
  return { db, userId: OWNER, transaction: <T>(work: (tx: Queryable) => Promise<T>) => work(db) };
}

async function statementsFor(request: TableRequest, rowsWritten = 0): Promise<Recorded[]> {
  const recorded: Recorded[] = [];
  await executeTableRequest(recordingContext(recorded, rowsWritten), request);
  return recorded;
}

describe('REST statement builder', () => {
  it('binds filter values as parameters and scopes reads, updates and deletes to the owner', async () => {
    console.info(`fast-check seed ${SEED}`);
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 40 }).filter((text) => !/[(),"\\]/.test(text)),
        fc.constantFrom<TableRequest['method']>('GET', 'PATCH', 'DELETE'),
        async (value, method) => {
          const marker = `zz${value}zz`;
          const query = new URLSearchParams({ title: `eq.${marker}` });
          query.append('or', `(title.ilike.${marker},description.neq.${marker})`);
          const recorded = await statementsFor({
            method,
            table: 'risk_findings',
            query: query.toString(),
            body: method === 'PATCH' ? { title: marker } : undefined,
          });
          for (const { sql, params } of recorded) {
            expect(sql).not.toContain(marker);
            expect(sql).toMatch(/WHERE ("user_id" = \$\d+::uuid|.*AND "user_id" = \$\d+::uuid)/);
            expect(params).toContain(OWNER);
          }
          expect(recorded[0]!.params).toContain(marker);
        },
      ),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('puts the owner into every inserted row and guards the upsert update by owner', async () => {
    const [insert] = await statementsFor(
      {
        method: 'POST',
        table: 'footprint_scans',
        query: 'on_conflict=id',
        prefer: 'resolution=merge-duplicates',
        body: [{ id: 'scan_1' }, { id: 'scan_2', scan_status: 'completed' }],
      },
      2,
    );
    expect(insert!.sql).toContain('INSERT INTO "footprint_scans" ("user_id", "id", "scan_status")');
    expect(insert!.sql).toContain(
      'DO UPDATE SET "scan_status" = EXCLUDED."scan_status" WHERE "footprint_scans"."user_id" = EXCLUDED."user_id"',
    );
    // Without missing=default a key one row lacks is NULL, as in PostgREST.
    expect(insert!.sql).toMatch(/\(\$1::uuid, \$\d+::text, NULL\)/);
    expect(insert!.params.filter((param) => param === OWNER)).toHaveLength(1);
  });

  it('uses column defaults for missing keys when asked with missing=default', async () => {
    const [insert] = await statementsFor({
      method: 'POST',
      table: 'footprint_scans',
      query: '',
      prefer: 'missing=default',
      body: [{ id: 'scan_1' }, { id: 'scan_2', scan_status: 'completed' }],
    });
    expect(insert!.sql).toMatch(/\(\$1::uuid, \$\d+::text, DEFAULT\)/);
  });

  it('refuses unknown tables, columns and operators before touching the database', async () => {
    for (const request of [
      { method: 'GET', table: 'users', query: '' },
      { method: 'GET', table: 'footprint_scans', query: 'password=eq.1' },
      { method: 'GET', table: 'footprint_scans', query: 'order=email' },
      { method: 'GET', table: 'footprint_scans', query: 'id=match.x' },
      { method: 'POST', table: 'footprint_scans', query: '', body: { id: 's', email: 'x' } },
    ] as TableRequest[]) {
      const recorded: Recorded[] = [];
      const error = await executeTableRequest(recordingContext(recorded), request).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(RestError);
      expect((error as RestError).status).toBeGreaterThanOrEqual(400);
      expect((error as RestError).status).toBeLessThan(500);
      expect(recorded).toEqual([]);
    }
  });

  it('reads Prefer and Accept the way PostgREST does', () => {
    expect(parsePrefer('return=representation, count=exact,resolution=ignore-duplicates')).toEqual({
      representation: true,
      count: true,
      resolution: 'ignore',
      missingDefault: false,
    });
    expect(negotiate('application/vnd.pgrst.object+json')).toBe('object');
    expect(negotiate('text/html, */*;q=0.1')).toBe('array');
    expect(() => negotiate('text/csv')).toThrow(RestError);
  });
});
