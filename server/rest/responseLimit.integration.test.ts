// One request's answer is bounded, tried as an attacker would: a user who owns a few dozen large
// rows asks for them hundreds of times in one batch (what used to exhaust the server's heap), in
// one select with the large column repeated under many aliases, and as a write's representation.
// Each gets a 4xx in PostgREST's shape while the server's memory stays within a stated bound; a
// NUL or control character in a name or value answers 400 without reaching the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../test/harness.ts';
import { restUrl, scanRow } from '../test/rest.ts';
import { REST_RESPONSE_MAX_BYTES } from './tableRequest.ts';

const LARGE_ROWS = 40;
/** scan_data's most characters: each row is about half a megabyte. */
const SCAN_DATA_CHARS = 512 * 1024;
const BATCH_GETS = 400;
/**
 * Growth of this process's resident memory allowed while the attack is answered. The whole
 * attack asks for 40 × 0.5 MB × 400 = 8 GB; the limit lets one answer grow to 32 MB, held a few
 * times over (database text, string, socket buffer).
 */
const MEMORY_GROWTH_BOUND_BYTES = 300 * 1024 * 1024;

interface Caller {
  token: string;
}

async function post(server: TestServer, caller: Caller, path: string, body: unknown) {
  return fetch(`${server.baseUrl}/api/db/${server.config.projectIds[0]}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${caller.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Runs `attack` while sampling resident memory; returns its result and the peak growth. */
async function withPeakMemory<T>(attack: () => Promise<T>): Promise<{ result: T; growth: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    const result = await attack();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

describe('REST answers are bounded per request', () => {
  let server: TestServer;
  let owner: Caller;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await createTestUser(server);
    const large = 'x'.repeat(SCAN_DATA_CHARS - 16);
    for (let start = 0; start < LARGE_ROWS; start += 5) {
      const rows = Array.from({ length: 5 }, (_, i) =>
        scanRow({ id: `large_${start + i}`, scan_data: `${large}${start + i}` }),
      );
      const response = await fetch(`${restUrl(server)}/footprint_scans`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${owner.token}`,
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
        },
        body: JSON.stringify(rows),
      });
      expect(response.status).toBe(201);
    }
  }, 120_000);
  afterAll(async () => server.close());

  it.each(['transaction', 'independent'] as const)(
    'refuses a %s batch of hundreds of large selects with a 4xx, within the memory bound',
    async (mode) => {
      const statements = Array.from({ length: BATCH_GETS }, () => ({
        method: 'GET',
        table: 'footprint_scans',
        query: 'select=*',
      }));
      const { result: response, growth } = await withPeakMemory(async () => {
        const answer = await post(server, owner, '/batch', { statements, mode });
        return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: '54000',
        message: `The batch result is larger than ${REST_RESPONSE_MAX_BYTES / 1024 / 1024} MB; ask for fewer rows or columns`,
      });
      expect(response.body.details).toMatch(/^Statement \d+ of 400/);
      console.info(`${mode} batch: resident memory grew ${Math.round(growth / 2 ** 20)} MB`);
      expect(growth).toBeLessThan(MEMORY_GROWTH_BOUND_BYTES);
      // The server is still there and answers the same user.
      const health = await fetch(`${restUrl(server)}/footprint_scans?select=id&limit=1`, {
        headers: { Authorization: `Bearer ${owner.token}` },
      });
      expect(health.status).toBe(200);
    },
    120_000,
  );

  it('still answers a batch whose results fit, each as before', async () => {
    const statements = Array.from({ length: 20 }, (_, i) => ({
      method: 'GET',
      table: 'footprint_scans',
      query: `select=id,platform&id=eq.large_${i}`,
    }));
    const response = await post(server, owner, '/batch', { statements, mode: 'independent' });
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as {
      results: { status: number; data: unknown[]; error: null }[];
    };
    expect(results).toHaveLength(20);
    expect(results[7]).toEqual({
      status: 200,
      data: [{ id: 'large_7', platform: 'multi' }],
      count: null,
      error: null,
    });
  });

  it('refuses one select that repeats the large column under many aliases', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}:scan_data`).join(',');
    const { result: response, growth } = await withPeakMemory(() =>
      fetch(`${restUrl(server)}/footprint_scans?select=${aliases}`, {
        headers: { Authorization: `Bearer ${owner.token}` },
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: '54000',
      message: expect.stringMatching(/^The result is larger than 32 MB/) as unknown,
      hint: expect.stringContaining('limit and offset') as unknown,
    });
    expect(growth).toBeLessThan(MEMORY_GROWTH_BOUND_BYTES);
    const tooMany = Array.from({ length: 41 }, (_, i) => `a${i}:id`).join(',');
    const refused = await fetch(`${restUrl(server)}/footprint_scans?select=${tooMany}`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'PGRST100' });
  });

  it('pages through the same rows within the limit', async () => {
    const response = await fetch(
      `${restUrl(server)}/footprint_scans?select=id,scan_data&limit=10`,
      {
        headers: { Authorization: `Bearer ${owner.token}` },
      },
    );
    expect(response.status).toBe(200);
    const rows = (await response.json()) as { scan_data: string }[];
    expect(rows).toHaveLength(10);
    expect(rows[0]!.scan_data.length).toBeGreaterThan(SCAN_DATA_CHARS - 16);
  });

  it('undoes a write whose representation would be too large, and says so', async () => {
    const response = await fetch(
      `${restUrl(server)}/footprint_scans?id=like.large_*&select=id,a:scan_data,b:scan_data`,
      {
        method: 'PATCH',
        headers: {
          Authorization: `Bearer ${owner.token}`,
          'Content-Type': 'application/json',
          Prefer: 'return=representation',
        },
        body: JSON.stringify({ platform: 'changed' }),
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: '54000' });
    const { rows } = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM footprint_scans WHERE platform = 'changed'",
    );
    expect(rows[0]!.n).toBe(0);
  });

  it.each([
    ['a NUL in a select alias', 'select=%00a:id'],
    ['a NUL in a filter value', 'id=eq.large%00_1'],
    ['a NUL in a column name', 'i%00d=eq.large_1'],
    ['a control character in an order term', 'order=id%01.asc'],
    ['a control character in a select', 'select=i%1Fd'],
  ])('answers 400 to %s', async (_what, query) => {
    const response = await fetch(`${restUrl(server)}/footprint_scans?${query}`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST100' });
    const batch = await post(server, owner, '/batch', {
      statements: [{ method: 'GET', table: 'footprint_scans', query }],
      mode: 'transaction',
    });
    expect(batch.status).toBe(400);
  });
});
