// Row ownership and hostile input: a user never sees, changes, deletes or takes over another
// user's rows, whatever the request says; anonymous and bad tokens get 401; malformed requests
// get 4xx in PostgREST's shape (never 500) and change nothing.
import type { PostgrestClient } from '@supabase/postgrest-js';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../test/harness.ts';
import { findingRow, postgrestFor, restUrl, scanRow } from '../test/rest.ts';

describe('REST row ownership and malformed requests', () => {
  let server: TestServer;
  let alice: { id: string; token: string; rest: PostgrestClient };
  let bob: { id: string; token: string; rest: PostgrestClient };
  let snapshot: string;

  async function tables(): Promise<string> {
    const scans = await server.db.query('SELECT * FROM footprint_scans ORDER BY id');
    const findings = await server.db.query('SELECT * FROM risk_findings ORDER BY id');
    return JSON.stringify([scans.rows, findings.rows]);
  }

  beforeAll(async () => {
    server = await startTestServer();
    const a = await createTestUser(server);
    const b = await createTestUser(server);
    alice = { id: a.id, token: a.token, rest: postgrestFor(server, a.token) };
    bob = { id: b.id, token: b.token, rest: postgrestFor(server, b.token) };
    expect(
      (
        await alice.rest
          .from('footprint_scans')
          .insert(scanRow({ id: 'a_scan', privacy_score: 50 }))
      ).error,
    ).toBeNull();
    expect(
      (await alice.rest.from('risk_findings').insert(findingRow('a_scan', { id: 'a_f' }))).error,
    ).toBeNull();
    expect(
      (await bob.rest.from('footprint_scans').insert(scanRow({ id: 'b_scan' }))).error,
    ).toBeNull();
  });
  beforeEach(async () => {
    snapshot = await tables();
  });
  afterAll(async () => server.close());

  describe('isolation between two users', () => {
    it('reads only the caller’s rows, whatever filter names the other user', async () => {
      expect((await bob.rest.from('footprint_scans').select('id')).data).toEqual([
        { id: 'b_scan' },
      ]);
      expect(
        (await bob.rest.from('footprint_scans').select('id').eq('user_id', alice.id)).data,
      ).toEqual([]);
      expect((await bob.rest.from('footprint_scans').select('id').eq('id', 'a_scan')).data).toEqual(
        [],
      );
      expect(
        (
          await bob.rest
            .from('footprint_scans')
            .select('id')
            .or(`user_id.eq.${alice.id},id.eq.a_scan`)
        ).data,
      ).toEqual([]);
      expect(
        (await bob.rest.from('risk_findings').select('id').eq('scan_id', 'a_scan')).data,
      ).toEqual([]);
      const counted = await bob.rest
        .from('risk_findings')
        .select('id', { count: 'exact', head: true });
      expect(counted.count).toBe(0);
    });

    it('refuses an insert that names another user as owner, writing nothing', async () => {
      const result = await bob.rest
        .from('footprint_scans')
        .insert([scanRow({ id: 'b_new' }), scanRow({ id: 'b_forged', user_id: alice.id })]);
      expect(result.status).toBe(403);
      expect(result.error?.code).toBe('42501');
      expect(await tables()).toBe(snapshot);
    });

    it('refuses a finding attached to another user’s scan', async () => {
      const result = await bob.rest.from('risk_findings').insert(findingRow('a_scan'));
      expect(result.status).toBe(409);
      expect(await tables()).toBe(snapshot);
    });

    it('refuses an upsert that would overwrite another user’s row', async () => {
      const merge = await bob.rest
        .from('footprint_scans')
        .upsert([{ id: 'a_scan', scan_status: 'failed' }], {
          onConflict: 'id',
          defaultToNull: false,
        });
      expect(merge.status).toBe(403);
      const ignore = await bob.rest
        .from('footprint_scans')
        .upsert([{ id: 'a_scan' }], {
          onConflict: 'id',
          ignoreDuplicates: true,
          defaultToNull: false,
        })
        .select('id');
      expect(ignore.data).toEqual([]);
      expect(await tables()).toBe(snapshot);
    });

    it('refuses an upsert of several rows of which one is another user’s, writing none', async () => {
      // A single-row upsert runs as one statement; several rows need the undo of a transaction.
      const merge = await bob.rest
        .from('footprint_scans')
        .upsert(
          [scanRow({ id: 'b_fresh' }), { ...scanRow({ id: 'a_scan' }), scan_status: 'failed' }],
          {
            onConflict: 'id',
          },
        );
      expect(merge.status).toBe(403);
      expect(merge.error?.code).toBe('42501');
      expect(await tables()).toBe(snapshot);
    });

    it('updates nothing of another user’s rows', async () => {
      const result = await bob.rest
        .from('footprint_scans')
        .update({ scan_status: 'failed' })
        .eq('id', 'a_scan')
        .select('id');
      expect(result.data).toEqual([]);
      const byOwner = await bob.rest
        .from('footprint_scans')
        .update({ privacy_score: 1 })
        .eq('user_id', alice.id);
      expect(byOwner.error).toBeNull();
      expect(await tables()).toBe(snapshot);
    });

    it('cannot move an own row to another user', async () => {
      const result = await bob.rest
        .from('footprint_scans')
        .update({ user_id: alice.id })
        .eq('id', 'b_scan');
      expect(result.status).toBe(403);
      expect(await tables()).toBe(snapshot);
    });

    it('deletes nothing of another user’s rows', async () => {
      const result = await bob.rest
        .from('footprint_scans')
        .delete()
        .eq('id', 'a_scan')
        .select('id');
      expect(result.data).toEqual([]);
      await bob.rest.from('risk_findings').delete().neq('id', 'none');
      expect(await tables()).toBe(snapshot);
    });

    it('keeps batches to the caller’s rows too', async () => {
      const response = await fetch(`${server.baseUrl}/api/db/footprint/batch`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${bob.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          mode: 'independent',
          statements: [
            {
              method: 'PATCH',
              table: 'footprint_scans',
              query: 'id=eq.a_scan',
              body: { overall_score: 0 },
            },
            { method: 'DELETE', table: 'risk_findings', query: 'id=eq.a_f' },
            { method: 'GET', table: 'footprint_scans', query: 'id=eq.a_scan' },
          ],
        }),
      });
      const { results } = (await response.json()) as { results: { data: unknown }[] };
      expect(results[2]!.data).toEqual([]);
      expect(await tables()).toBe(snapshot);
    });
  });

  describe('authentication', () => {
    it('answers anonymous requests with 401 in PostgREST’s shape', async () => {
      const anonymous = postgrestFor(server, null);
      const read = await anonymous.from('footprint_scans').select('id');
      expect(read.status).toBe(401);
      expect(read.error).toMatchObject({ code: 'PGRST302' });
      expect(read.error).toHaveProperty('details');
      expect(read.error).toHaveProperty('hint');
      expect((await anonymous.from('footprint_scans').insert(scanRow())).status).toBe(401);
      const batch = await fetch(`${server.baseUrl}/api/db/footprint/batch`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          mode: 'transaction',
          statements: [{ method: 'GET', table: 'footprint_scans' }],
        }),
      });
      expect(batch.status).toBe(401);
      expect(await tables()).toBe(snapshot);
    });

    it('answers forged, expired and other-project tokens with 401', async () => {
      const [header, payload] = alice.token.split('.');
      const forged = `${header}.${payload}.${'A'.repeat(43)}`;
      expect((await postgrestFor(server, forged).from('footprint_scans').select()).status).toBe(
        401,
      );
      const otherProject = await server.app.ctx.accessTokens.issue(
        { id: alice.id, email: 'a@example.test', role: 'user', displayName: null },
        'another-project',
      );
      expect(
        (await postgrestFor(server, otherProject.token).from('footprint_scans').select()).status,
      ).toBe(401);
      const { createAccessTokens, loadSigningKey } = await import('../auth/accessTokens.ts');
      const shortLived = createAccessTokens(await loadSigningKey(server.db, null), {
        ttlSeconds: -10,
      });
      const expired = await shortLived.issue(
        { id: alice.id, email: 'a@example.test', role: 'user', displayName: null },
        'footprint',
      );
      const result = await postgrestFor(server, expired.token).from('footprint_scans').select();
      expect(result.status).toBe(401);
      expect(result.error?.code).toBe('PGRST303');
    });
  });

  describe('malformed requests', () => {
    async function raw(path: string, init: RequestInit = {}): Promise<Response> {
      return fetch(`${restUrl(server)}/${path}`, {
        ...init,
        headers: {
          Authorization: `Bearer ${alice.token}`,
          ...(init.headers as Record<string, string>),
        },
      });
    }

    async function expectRefused(response: Response, label: string): Promise<void> {
      expect(response.status, label).toBeGreaterThanOrEqual(400);
      expect(response.status, label).toBeLessThan(500);
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort(), label).toEqual(['code', 'details', 'hint', 'message']);
    }

    it('refuses bad operators and unknown columns with 400', async () => {
      for (const path of [
        'footprint_scans?title=contains.x',
        'footprint_scans?id=eq',
        'footprint_scans?id=in.1,2',
        'footprint_scans?select=nope',
        'footprint_scans?nope=eq.1',
        'footprint_scans?order=nope.desc',
        'footprint_scans?order=id.sideways',
        'footprint_scans?limit=-5',
        'footprint_scans?limit=99999999999',
        'footprint_scans?privacy_score=eq.abc',
        'footprint_scans?created_at=gt.not-a-date',
        'footprint_scans?user_id=eq.not-a-uuid',
        'footprint_scans?privacy_score=is.true',
        `footprint_scans?or=(${'and('.repeat(30)}id.eq.1${')'.repeat(31)}`,
        'footprint_scans?select=scans(*)',
      ]) {
        const response = await raw(path);
        expect(response.status, path).toBe(400);
        await expectRefused(response, path);
      }
      expect(await tables()).toBe(snapshot);
    });

    it('refuses SQL in column, order and select positions, and treats SQL in values as data', async () => {
      for (const path of [
        `footprint_scans?${encodeURIComponent('id;DROP TABLE footprint_scans;--')}=eq.1`,
        `footprint_scans?order=${encodeURIComponent('id;DELETE FROM risk_findings')}`,
        `footprint_scans?select=${encodeURIComponent('id,(SELECT email FROM users)')}`,
        `footprint_scans?select=${encodeURIComponent('"id","user_id" FROM users --')}`,
      ]) {
        await expectRefused(await raw(path), path);
      }
      const value = await raw(
        `footprint_scans?id=eq.${encodeURIComponent("a_scan' OR '1'='1")}&select=id`,
      );
      expect(value.status).toBe(200);
      expect(await value.json()).toEqual([]);
      const stored = await alice.rest
        .from('footprint_scans')
        .update({ scan_data: "'); DROP TABLE users; --" })
        .eq('id', 'a_scan')
        .select('scan_data')
        .single();
      expect(stored.data).toEqual({ scan_data: "'); DROP TABLE users; --" });
      await alice.rest.from('footprint_scans').update({ scan_data: null }).eq('id', 'a_scan');
      // Only updated_at moved: the two updates above were the caller's own.
      const withoutUpdatedAt = (json: string) => json.replace(/"updated_at":"[^"]*"/g, '');
      expect(withoutUpdatedAt(await tables())).toBe(withoutUpdatedAt(snapshot));
      const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      expect(rows[0]!.n).toBe(2);
    });

    it('refuses bodies that are not JSON, not objects, or too large', async () => {
      const post = (body: BodyInit, type = 'application/json') =>
        raw('footprint_scans', { method: 'POST', headers: { 'Content-Type': type }, body });
      await expectRefused(await post('{"id": "x", '), 'truncated JSON');
      await expectRefused(await post('id=x', 'application/x-www-form-urlencoded'), 'form body');
      await expectRefused(await post('just text', 'text/plain'), 'text body');
      await expectRefused(await post('[1, 2, 3]'), 'array of numbers');
      await expectRefused(await post('null'), 'null');
      await expectRefused(await post('"a string"'), 'string');
      await expectRefused(await post(''), 'empty body');
      const huge = JSON.stringify([scanRow({ scan_data: 'x'.repeat(5 * 1024 * 1024) })]);
      const tooLarge = await post(huge);
      expect(tooLarge.status).toBe(413);
      await expectRefused(tooLarge, 'huge body');
      const tooManyRows = JSON.stringify(
        Array.from({ length: 1001 }, (_, index) => scanRow({ id: `many_${index}` })),
      );
      await expectRefused(await post(tooManyRows), 'too many rows');
      const patchArray = await raw('footprint_scans?id=eq.a_scan', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: '[{"scan_status":"failed"}]',
      });
      await expectRefused(patchArray, 'PATCH with an array');
      expect(await tables()).toBe(snapshot);
    });

    it('answers 404 for an unknown table or project and 406 for an unknown media type', async () => {
      const table = await raw('users?select=email');
      expect(table.status).toBe(404);
      await expectRefused(table, 'users table');
      const project = await fetch(`${server.baseUrl}/api/db/elsewhere/rest/v1/footprint_scans`, {
        headers: { Authorization: `Bearer ${alice.token}` },
      });
      expect(project.status).toBe(404);
      const csv = await raw('footprint_scans', { headers: { Accept: 'text/csv' } });
      expect(csv.status).toBe(406);
      await expectRefused(csv, 'csv');
    });

    it('answers PUT with 405, pointing at the upsert', async () => {
      const response = await raw('footprint_scans?id=eq.a_scan', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(scanRow({ id: 'a_scan' })),
      });
      expect(response.status).toBe(405);
      await expectRefused(response, 'PUT');
      expect(await tables()).toBe(snapshot);
    });

    it('never answers 500 to random query strings, headers and bodies, nor touches another user’s rows', async () => {
      const seed = 4_402;
      console.info(`fast-check seed ${seed}`);
      const piece = fc.constantFrom(
        'id',
        'title',
        'scan_status',
        'privacy_score',
        'created_at',
        'user_id',
        'nope',
        'select',
        'order',
        'limit',
        'offset',
        'or',
        'and',
        'not.or',
        'on_conflict',
        'columns',
        'eq.',
        'not.',
        'in.',
        'is.',
        'like.',
        'gt.',
        '(',
        ')',
        ',',
        '.',
        '"',
        '*',
        '%',
        '%E0%A4%A',
        "'",
        ';',
        '--',
        'null',
        'desc',
        'nullsfirst',
        '1',
        '-1',
        'a_scan',
        '::',
        ':',
        '\\',
        ' ',
      );
      const text = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(text, text), { maxLength: 4 }),
          fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE'),
          fc.record({ prefer: text, accept: text, range: text }),
          fc.oneof(fc.constant(undefined), fc.json(), text),
          async (pairs, method, headers, body) => {
            const query = pairs.map(([key, value]) => `${key}=${value}`).join('&');
            const response = await fetch(`${restUrl(server)}/risk_findings?${query}`, {
              method,
              headers: {
                Authorization: `Bearer ${bob.token}`,
                Prefer: headers.prefer,
                Accept: headers.accept,
                Range: headers.range,
                ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
              },
              ...(body === undefined || method === 'GET' ? {} : { body }),
            });
            await response.arrayBuffer();
            expect(response.status, `${method} ?${query}`).toBeLessThan(500);
          },
        ),
        { seed, numRuns: 300 },
      );
      // Sent with Bob's token: whatever the random filters matched, Alice's rows are unchanged.
      const aliceRows = (json: string) =>
        (JSON.parse(json) as { user_id: string }[][]).map((rows) =>
          rows.filter((row) => row.user_id === alice.id),
        );
      expect(aliceRows(await tables())).toEqual(aliceRows(snapshot));
    });

    it('answers an oversized URL with 4xx', async () => {
      const response = await raw(`footprint_scans?id=in.(${'x,'.repeat(20_000)}y)`);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    });
  });
});
