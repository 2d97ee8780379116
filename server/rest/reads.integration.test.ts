// Reads through postgrest-js against the real server: select, every filter operator, not., or,
// order, limit/offset, Range, exact counts and single-object responses.
import type { PostgrestClient } from '@supabase/postgrest-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../test/harness.ts';
import { findingRow, postgrestFor, restUrl, scanRow } from '../test/rest.ts';

describe('REST reads with PostgREST semantics', () => {
  let server: TestServer;
  let rest: PostgrestClient;
  let token: string;
  // Five scans, oldest first; scan 3 has no scores yet.
  const scans = [
    scanRow({ id: 'scan_1', scan_status: 'completed', privacy_score: 90, platform: 'multi' }),
    scanRow({ id: 'scan_2', scan_status: 'failed', error_message: 'Archive unreadable' }),
    scanRow({ id: 'scan_3', scan_status: 'scanning' }),
    scanRow({ id: 'scan_4', scan_status: 'completed', privacy_score: 40, platform: 'x' }),
    scanRow({ id: 'scan_5', scan_status: 'completed', privacy_score: 65, platform: 'Multi' }),
  ];
  const ids = (data: unknown) => (data as { id: string }[]).map((row) => row.id);

  beforeAll(async () => {
    server = await startTestServer();
    const user = await createTestUser(server);
    token = user.token;
    rest = postgrestFor(server, token);
    const inserted = await rest.from('footprint_scans').insert(scans);
    expect(inserted.error).toBeNull();
    // Distinct creation times a minute apart, so ordering is deterministic.
    for (const [index, scan] of scans.entries()) {
      await server.db.query(
        `UPDATE footprint_scans SET created_at = '2026-01-01T00:00:00Z'::timestamptz + $1 * interval '1 minute' WHERE id = $2`,
        [index, scan.id],
      );
    }
    const findings = await rest
      .from('risk_findings')
      .insert([
        findingRow('scan_1', { id: 'f1', risk_level: 'low', title: 'Public birthday' }),
        findingRow('scan_1', { id: 'f2', risk_level: 'critical', title: 'Password in a post' }),
        findingRow('scan_4', { id: 'f3', category: 'identity', fix_url: null }),
      ]);
    expect(findings.error).toBeNull();
  });
  afterAll(async () => server.close());

  it('returns only the selected columns, under their aliases', async () => {
    const { data, error } = await rest
      .from('footprint_scans')
      .select('id,status:scan_status')
      .eq('id', 'scan_2');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 'scan_2', status: 'failed' }]);
  });

  it('gives server-set timestamps in ISO 8601 with their offset', async () => {
    const { data } = await rest.from('footprint_scans').select('created_at').eq('id', 'scan_1');
    const createdAt = (data as { created_at: string }[])[0]!.created_at;
    expect(createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d:\d\d|Z)$/);
    expect(new Date(createdAt).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('filters with eq, neq, gt, gte, lt and lte', async () => {
    expect(
      ids(
        (await rest.from('footprint_scans').select('id').eq('scan_status', 'completed').order('id'))
          .data,
      ),
    ).toEqual(['scan_1', 'scan_4', 'scan_5']);
    expect(
      ids(
        (
          await rest
            .from('footprint_scans')
            .select('id')
            .neq('scan_status', 'completed')
            .order('id')
        ).data,
      ),
    ).toEqual(['scan_2', 'scan_3']);
    expect(
      ids(
        (await rest.from('footprint_scans').select('id').gt('privacy_score', 65).order('id')).data,
      ),
    ).toEqual(['scan_1']);
    expect(
      ids(
        (await rest.from('footprint_scans').select('id').gte('privacy_score', 65).order('id')).data,
      ),
    ).toEqual(['scan_1', 'scan_5']);
    expect(
      ids(
        (await rest.from('footprint_scans').select('id').lt('privacy_score', 65).order('id')).data,
      ),
    ).toEqual(['scan_4']);
    expect(
      ids(
        (await rest.from('footprint_scans').select('id').lte('privacy_score', 65).order('id')).data,
      ),
    ).toEqual(['scan_4', 'scan_5']);
  });

  it('filters with like (case-sensitive) and ilike (case-insensitive), * or % as wildcard', async () => {
    expect(
      ids(
        (await rest.from('footprint_scans').select('id').like('platform', 'Mul*').order('id')).data,
      ),
    ).toEqual(['scan_5']);
    expect(
      ids(
        (await rest.from('footprint_scans').select('id').ilike('platform', 'mul%').order('id'))
          .data,
      ),
    ).toEqual(['scan_1', 'scan_2', 'scan_3', 'scan_5']);
  });

  it('filters with in and is, and negates any filter with not', async () => {
    expect(
      ids(
        (
          await rest
            .from('footprint_scans')
            .select('id')
            .in('id', ['scan_2', 'scan_4', 'nope'])
            .order('id')
        ).data,
      ),
    ).toEqual(['scan_2', 'scan_4']);
    expect(
      ids(
        (await rest.from('footprint_scans').select('id').is('privacy_score', null).order('id'))
          .data,
      ),
    ).toEqual(['scan_2', 'scan_3']);
    expect(
      ids(
        (
          await rest
            .from('footprint_scans')
            .select('id')
            .not('privacy_score', 'is', null)
            .order('id')
        ).data,
      ),
    ).toEqual(['scan_1', 'scan_4', 'scan_5']);
    expect(
      ids(
        (
          await rest
            .from('footprint_scans')
            .select('id')
            .not('id', 'in', '(scan_1,scan_2)')
            .order('id')
        ).data,
      ),
    ).toEqual(['scan_3', 'scan_4', 'scan_5']);
  });

  it('combines conditions with or, including nested and', async () => {
    const { data, error } = await rest
      .from('footprint_scans')
      .select('id')
      .or('scan_status.eq.failed,and(scan_status.eq.completed,privacy_score.lt.50)')
      .order('id');
    expect(error).toBeNull();
    expect(ids(data)).toEqual(['scan_2', 'scan_4']);
  });

  it('orders by several columns with directions and null placement', async () => {
    const nullsFirst = await rest
      .from('footprint_scans')
      .select('id')
      .order('privacy_score', { ascending: false, nullsFirst: true })
      .order('id', { ascending: true });
    expect(ids(nullsFirst.data)).toEqual(['scan_2', 'scan_3', 'scan_1', 'scan_5', 'scan_4']);
    const nullsLast = await rest
      .from('footprint_scans')
      .select('id')
      .order('privacy_score', { ascending: true, nullsFirst: false })
      .order('id', { ascending: false });
    expect(ids(nullsLast.data)).toEqual(['scan_4', 'scan_5', 'scan_1', 'scan_3', 'scan_2']);
  });

  it('returns the latest scan with order=created_at.desc&limit=1', async () => {
    const { data } = await rest
      .from('footprint_scans')
      .select('id')
      .order('created_at', { ascending: false })
      .limit(1);
    expect(ids(data)).toEqual(['scan_5']);
  });

  it('pages with limit and offset and reports the total with count=exact', async () => {
    const page = await rest
      .from('footprint_scans')
      .select('id', { count: 'exact' })
      .order('created_at')
      .range(1, 2);
    expect(ids(page.data)).toEqual(['scan_2', 'scan_3']);
    expect(page.count).toBe(5);
    expect(page.status).toBe(206);
  });

  it('pages by cursor: created_at=lt.<last row seen> continues exactly after it', async () => {
    const first = await rest
      .from('footprint_scans')
      .select('id,created_at')
      .order('created_at', { ascending: false })
      .limit(2);
    const rows = first.data as { id: string; created_at: string }[];
    expect(rows.map((row) => row.id)).toEqual(['scan_5', 'scan_4']);
    const next = await rest
      .from('footprint_scans')
      .select('id')
      .lt('created_at', rows[1]!.created_at)
      .order('created_at', { ascending: false })
      .limit(2);
    expect(ids(next.data)).toEqual(['scan_3', 'scan_2']);
  });

  it('answers a Range header with the matching Content-Range', async () => {
    const response = await fetch(`${restUrl(server)}/footprint_scans?select=id&order=created_at`, {
      headers: {
        Authorization: `Bearer ${token}`,
        Range: '3-9',
        'Range-Unit': 'items',
        Prefer: 'count=exact',
      },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('3-4/5');
    expect(ids(await response.json())).toEqual(['scan_4', 'scan_5']);
  });

  it('answers 200 with Content-Range 0-4/5 when every row fits', async () => {
    const response = await fetch(`${restUrl(server)}/footprint_scans?select=id`, {
      headers: { Authorization: `Bearer ${token}`, Prefer: 'count=exact' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('0-4/5');
  });

  it('answers 416 for an offset past the last row when counting', async () => {
    const response = await fetch(`${restUrl(server)}/footprint_scans?offset=9`, {
      headers: { Authorization: `Bearer ${token}`, Prefer: 'count=exact' },
    });
    expect(response.status).toBe(416);
    expect(((await response.json()) as { code: string }).code).toBe('PGRST103');
  });

  it('returns one object for the single-object media type', async () => {
    const { data, error, status } = await rest
      .from('risk_findings')
      .select('id,title')
      .eq('id', 'f2')
      .single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({ id: 'f2', title: 'Password in a post' });
  });

  it('answers 406 when a single object is asked and zero or several rows match', async () => {
    const none = await rest.from('risk_findings').select('id').eq('id', 'missing').single();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe('PGRST116');
    const several = await rest.from('risk_findings').select('id').eq('scan_id', 'scan_1').single();
    expect(several.status).toBe(406);
    expect(several.error?.details).toContain('2 rows');
  });

  it('reads a scan’s findings newest first, as the dashboard does', async () => {
    await server.db.query(
      `UPDATE risk_findings SET created_at = now() - interval '1 hour' WHERE id = 'f1'`,
    );
    const { data } = await rest
      .from('risk_findings')
      .select('id,category,risk_level,fix_url,count')
      .eq('scan_id', 'scan_1')
      .order('created_at', { ascending: false });
    expect(data).toEqual([
      {
        id: 'f2',
        category: 'privacy',
        risk_level: 'critical',
        fix_url: 'https://accountscenter.instagram.com/',
        count: 3,
      },
      {
        id: 'f1',
        category: 'privacy',
        risk_level: 'low',
        fix_url: 'https://accountscenter.instagram.com/',
        count: 3,
      },
    ]);
  });
});
