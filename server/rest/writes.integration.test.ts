// Writes through postgrest-js against the real server: inserts (one or many, minimal or
// representation), upserts (merge and ignore), PATCH and DELETE by filter, validation that names
// the column and writes nothing, then the batch endpoint and the service-only SQL endpoint.
import type { PostgrestClient } from '@supabase/postgrest-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchResponse, BatchStatement } from '../../src/shared/rest.ts';
import { createTestUser, startTestServer, type TestServer } from '../test/harness.ts';
import { findingRow, postgrestFor, scanRow } from '../test/rest.ts';

const SERVICE_KEY = 'test-service-key-0123456789';

describe('REST writes with PostgREST semantics', () => {
  let server: TestServer;
  let rest: PostgrestClient;
  let token: string;
  let userId: string;

  async function countRows(table: string): Promise<number> {
    const { rows } = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`,
      [userId],
    );
    return rows[0]!.n;
  }

  async function batch(statements: unknown, mode: unknown): Promise<Response> {
    return fetch(`${server.baseUrl}/api/db/footprint/batch`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ statements, mode }),
    });
  }

  beforeAll(async () => {
    server = await startTestServer({ env: { SERVICE_KEY } });
    const user = await createTestUser(server);
    token = user.token;
    userId = user.id;
    rest = postgrestFor(server, token);
  });
  afterAll(async () => server.close());

  it('inserts one object with 201 and no body by default (return=minimal)', async () => {
    const result = await rest.from('footprint_scans').insert(scanRow({ id: 'w_one' }));
    expect(result.status).toBe(201);
    expect(result.data).toBeNull();
    expect(result.error).toBeNull();
  });

  it('inserts an array and returns the rows with server-set owner and timestamps', async () => {
    const { data, status, error } = await rest
      .from('footprint_scans')
      .insert([scanRow({ id: 'w_a' }), scanRow({ id: 'w_b', scan_status: 'completed' })])
      .select();
    expect(error).toBeNull();
    expect(status).toBe(201);
    const rows = data as Record<string, unknown>[];
    expect(rows.map((row) => row.id)).toEqual(['w_a', 'w_b']);
    for (const row of rows) {
      expect(row.user_id).toBe(userId);
      expect(typeof row.created_at).toBe('string');
      expect(row.updated_at).toBe(row.created_at);
    }
  });

  it('ignores client-sent created_at and updated_at: the server sets them', async () => {
    const { data } = await rest
      .from('footprint_scans')
      .insert(scanRow({ id: 'w_time', created_at: '1999-01-01T00:00:00Z', updated_at: null }))
      .select('created_at')
      .single();
    expect(new Date((data as { created_at: string }).created_at).getFullYear()).toBeGreaterThan(
      2000,
    );
  });

  it('answers 409 for an insert whose id exists, and writes nothing', async () => {
    const before = await countRows('footprint_scans');
    const result = await rest
      .from('footprint_scans')
      .insert([scanRow({ id: 'w_new_1' }), scanRow({ id: 'w_one' })]);
    expect(result.status).toBe(409);
    expect(result.error?.code).toBe('23505');
    expect(await countRows('footprint_scans')).toBe(before);
  });

  it('upserts with merge-duplicates: existing rows are updated, new ones inserted', async () => {
    const { data, error } = await rest
      .from('footprint_scans')
      .upsert(
        [
          { id: 'w_one', scan_status: 'completed', privacy_score: 70 },
          { id: 'w_fresh', scan_status: 'scanning' },
        ],
        { onConflict: 'id', defaultToNull: false },
      )
      .select('id,scan_status,privacy_score,platform');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 'w_one', scan_status: 'completed', privacy_score: 70, platform: 'multi' },
      { id: 'w_fresh', scan_status: 'scanning', privacy_score: null, platform: 'multi' },
    ]);
  });

  it('sets updated_at on every update, keeping created_at', async () => {
    const before = (
      await rest.from('footprint_scans').select('created_at,updated_at').eq('id', 'w_a').single()
    ).data as Record<string, string>;
    await rest
      .from('footprint_scans')
      .update({ scan_status: 'failed', error_message: 'Archive unreadable' })
      .eq('id', 'w_a');
    const after = (
      await rest.from('footprint_scans').select('created_at,updated_at').eq('id', 'w_a').single()
    ).data as Record<string, string>;
    expect(after.created_at).toBe(before.created_at);
    expect(Date.parse(after.updated_at!)).toBeGreaterThan(Date.parse(before.updated_at!));
  });

  it('upserts with ignore-duplicates: existing rows stay as they were', async () => {
    const { data } = await rest
      .from('footprint_scans')
      .upsert([{ id: 'w_one', scan_status: 'failed' }, { id: 'w_ignored_new' }], {
        onConflict: 'id',
        ignoreDuplicates: true,
        defaultToNull: false,
      })
      .select('id');
    expect(data).toEqual([{ id: 'w_ignored_new' }]);
    const kept = await rest
      .from('footprint_scans')
      .select('scan_status')
      .eq('id', 'w_one')
      .single();
    expect(kept.data).toEqual({ scan_status: 'completed' });
  });

  it('refuses an on_conflict column without a unique constraint with 400', async () => {
    const result = await rest
      .from('footprint_scans')
      .upsert({ id: 'w_one' }, { onConflict: 'platform' });
    expect(result.status).toBe(400);
    expect(result.error?.code).toBe('42P10');
  });

  it('updates by id=eq.{id} and returns the row when asked', async () => {
    const { data, status } = await rest
      .from('footprint_scans')
      .update({ overall_score: 55, scan_data: '{"rules":12}' })
      .eq('id', 'w_b')
      .select('id,overall_score,scan_data')
      .single();
    expect(status).toBe(200);
    expect(data).toEqual({ id: 'w_b', overall_score: 55, scan_data: '{"rules":12}' });
  });

  it('answers 204 for a PATCH with return=minimal', async () => {
    const result = await rest.from('footprint_scans').update({ overall_score: 56 }).eq('id', 'w_b');
    expect(result.status).toBe(204);
  });

  it('refuses PATCH and DELETE without any filter, changing nothing', async () => {
    const before = await countRows('footprint_scans');
    const patch = await rest.from('footprint_scans').update({ scan_status: 'failed' });
    expect(patch.status).toBe(400);
    expect(patch.error?.code).toBe('21000');
    const remove = await rest.from('footprint_scans').delete();
    expect(remove.status).toBe(400);
    expect(await countRows('footprint_scans')).toBe(before);
    const untouched = await rest.from('footprint_scans').select('id').eq('scan_status', 'failed');
    expect((untouched.data as unknown[]).length).toBe(1);
  });

  it('deletes by filter, returns the deleted rows when asked, and cascades to findings', async () => {
    await rest.from('risk_findings').insert(findingRow('w_fresh', { id: 'w_f1' }));
    const { data, status } = await rest
      .from('footprint_scans')
      .delete()
      .eq('id', 'w_fresh')
      .select('id');
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 'w_fresh' }]);
    const findings = await rest.from('risk_findings').select('id').eq('id', 'w_f1');
    expect(findings.data).toEqual([]);
  });

  it('refuses bad values with 400 naming the column, and writes nothing of the array', async () => {
    const before = await countRows('risk_findings');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ category: 'finance' }, 'category', '23514'],
      [{ risk_level: 'severe' }, 'risk_level', '23514'],
      [{ count: -1 }, 'count', '23514'],
      [{ count: 1.5 }, 'count', '22P02'],
      [{ title: 'x'.repeat(501) }, 'title', '22001'],
      [{ title: null }, 'title', '23502'],
      [{ description: 42 }, 'description', '22023'],
    ];
    for (const [override, column, code] of cases) {
      const result = await rest
        .from('risk_findings')
        .insert([findingRow('w_one'), findingRow('w_one', override)]);
      expect(result.status, column).toBe(400);
      expect(result.error?.code, column).toBe(code);
      expect(result.error?.message, column).toContain(column);
    }
    const status = await rest.from('footprint_scans').insert(scanRow({ scan_status: 'done' }));
    expect(status.error?.message).toContain('scan_status');
    const score = await rest.from('footprint_scans').update({ privacy_score: 101 }).eq('id', 'w_b');
    expect(score.error?.message).toContain('privacy_score');
    expect(await countRows('risk_findings')).toBe(before);
  });

  it('accepts the failed scan status with its error message', async () => {
    const { data } = await rest
      .from('footprint_scans')
      .insert(scanRow({ id: 'w_failed', scan_status: 'failed', error_message: 'No export found' }))
      .select('scan_status,error_message')
      .single();
    expect(data).toEqual({ scan_status: 'failed', error_message: 'No export found' });
  });

  it('refuses unknown columns in a body with 400 PGRST204', async () => {
    const result = await rest.from('footprint_scans').insert(scanRow({ colour: 'red' }));
    expect(result.status).toBe(400);
    expect(result.error?.code).toBe('PGRST204');
    expect(result.error?.message).toContain('colour');
  });

  it('refuses a finding whose scan does not exist with 409', async () => {
    const result = await rest.from('risk_findings').insert(findingRow('no_such_scan'));
    expect(result.status).toBe(409);
    expect(result.error?.code).toBe('23503');
  });

  it('runs a batch in one transaction: a scan, its findings and its final update', async () => {
    const statements: BatchStatement[] = [
      {
        method: 'POST',
        table: 'footprint_scans',
        body: scanRow({ id: 'b_scan' }),
        prefer: 'return=minimal',
      },
      {
        method: 'POST',
        table: 'risk_findings',
        body: [findingRow('b_scan', { id: 'b_f1' }), findingRow('b_scan', { id: 'b_f2' })],
        prefer: 'return=representation',
        query: 'select=id',
      },
      {
        method: 'PATCH',
        table: 'footprint_scans',
        query: 'id=eq.b_scan',
        body: { scan_status: 'completed', overall_score: 61 },
      },
      {
        method: 'GET',
        table: 'footprint_scans',
        query: 'id=eq.b_scan&select=scan_status',
        prefer: 'count=exact',
      },
    ];
    const response = await batch(statements, 'transaction');
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as BatchResponse;
    expect(results.map((result) => result.status)).toEqual([201, 201, 204, 200]);
    expect(results[1]!.data).toEqual([{ id: 'b_f1' }, { id: 'b_f2' }]);
    expect(results[3]).toMatchObject({
      data: [{ scan_status: 'completed' }],
      count: 1,
      error: null,
    });
  });

  it('rolls back every statement of a transaction batch when one fails', async () => {
    const before = await countRows('footprint_scans');
    const response = await batch(
      [
        { method: 'POST', table: 'footprint_scans', body: scanRow({ id: 'b_rollback' }) },
        {
          method: 'POST',
          table: 'risk_findings',
          body: findingRow('b_rollback', { risk_level: 'extreme' }),
        },
      ],
      'transaction',
    );
    expect(response.status).toBe(400);
    const error = (await response.json()) as { code: string; message: string; details: string };
    expect(error.message).toContain('risk_level');
    expect(error.details).toContain('Statement 1');
    expect(await countRows('footprint_scans')).toBe(before);
  });

  it('runs independent batch statements each on its own, reporting each result', async () => {
    const response = await batch(
      [
        { method: 'POST', table: 'footprint_scans', body: scanRow({ id: 'b_ok' }) },
        { method: 'POST', table: 'footprint_scans', body: scanRow({ id: 'b_ok' }) },
        { method: 'DELETE', table: 'nope', query: 'id=eq.1' },
        { method: 'PATCH', table: 'footprint_scans', body: { scan_status: 'failed' } },
      ],
      'independent',
    );
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as BatchResponse;
    expect(results.map((result) => result.status)).toEqual([201, 409, 404, 400]);
    expect(results[1]!.error?.code).toBe('23505');
    expect((await rest.from('footprint_scans').select('id').eq('id', 'b_ok')).data).toHaveLength(1);
  });

  it('refuses a malformed batch with 400 before running any statement', async () => {
    for (const [statements, mode] of [
      [[], 'transaction'],
      [[{ method: 'PUT', table: 'footprint_scans' }], 'transaction'],
      [
        [{ method: 'POST', table: 'footprint_scans', body: scanRow({ id: 'b_never' }) }],
        'eventually',
      ],
      ['not a list', 'independent'],
    ] as const) {
      expect((await batch(statements, mode)).status).toBe(400);
    }
    expect((await rest.from('footprint_scans').select('id').eq('id', 'b_never')).data).toEqual([]);
  });

  it('answers the SQL endpoint only with the service key', async () => {
    const call = (headers: Record<string, string>) =>
      fetch(`${server.baseUrl}/api/db/footprint/sql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({
          query: 'SELECT count(*)::int AS n FROM footprint_scans WHERE user_id = $1',
          params: [userId],
        }),
      });
    expect((await call({})).status).toBe(403);
    expect((await call({ Authorization: `Bearer ${token}` })).status).toBe(403);
    expect((await call({ apikey: 'wrong' })).status).toBe(403);
    const allowed = await call({ apikey: SERVICE_KEY });
    expect(allowed.status).toBe(200);
    const body = (await allowed.json()) as { rows: { n: number }[]; rowCount: number };
    expect(body.rows[0]!.n).toBe(await countRows('footprint_scans'));
    const bad = await fetch(`${server.baseUrl}/api/db/footprint/sql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: SERVICE_KEY },
      body: JSON.stringify({ query: 'SELEC nonsense' }),
    });
    expect(bad.status).toBe(400);
  });
});

describe('the SQL endpoint without a configured service key', () => {
  it('answers 403 whatever key is sent', async () => {
    const server = await startTestServer();
    try {
      const response = await fetch(`${server.baseUrl}/api/db/footprint/sql`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          apikey: '',
          Authorization: 'Bearer anything',
        },
        body: JSON.stringify({ query: 'SELECT 1' }),
      });
      expect(response.status).toBe(403);
    } finally {
      await server.close();
    }
  });
});
