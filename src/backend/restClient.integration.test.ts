// The app's REST client against the real server: camelCase rows in and out, the outbox's upsert
// and update, the dashboard's latest scan and findings, batches, and errors the sync can classify.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../../server/test/harness.ts';
import type { FootprintScan, RiskFinding } from '../shared/tables.ts';
import { RestError, createRestClient, type FootprintRest } from './restClient.ts';

function scan(id: string, userId: string, overrides: Partial<FootprintScan> = {}): FootprintScan {
  return {
    id,
    userId,
    platform: 'multi',
    scanStatus: 'scanning',
    privacyScore: null,
    securityScore: null,
    identityScore: null,
    overallScore: null,
    scanData: null,
    errorMessage: null,
    createdAt: new Date().toISOString(),
    updatedAt: null,
    ...overrides,
  };
}

function finding(id: string, scanId: string, userId: string): RiskFinding {
  return {
    id,
    scanId,
    userId,
    ruleId: 'identity.same-username',
    platform: 'multi',
    category: 'identity',
    riskLevel: 'medium',
    title: 'The same username on four platforms',
    description: 'Anyone can link these accounts to one person.',
    fixUrl: null,
    count: 4,
    createdAt: new Date().toISOString(),
    updatedAt: null,
  };
}

describe('the app’s REST client', () => {
  let server: TestServer;
  let user: { id: string; token: string };
  let rest: FootprintRest;

  const clientFor = (token: string | null, fetchImpl?: typeof fetch) =>
    createRestClient({
      baseUrl: server.baseUrl,
      projectId: 'footprint',
      getAccessToken: async () => token,
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    });

  beforeAll(async () => {
    server = await startTestServer();
    user = await createTestUser(server);
    rest = clientFor(user.token);
  });
  afterAll(async () => server.close());

  it('has no latest scan for a new user', async () => {
    expect(await rest.latestScan()).toBeNull();
  });

  it('pushes a scan with upsert and reads it back in camelCase as the latest scan', async () => {
    await rest.upsert('footprintScans', [scan('scan_100_a', user.id)]);
    // A retried push of the same row is harmless.
    await rest.upsert('footprintScans', [scan('scan_100_a', user.id)]);
    const latest = await rest.latestScan();
    expect(latest).toMatchObject({
      id: 'scan_100_a',
      userId: user.id,
      scanStatus: 'scanning',
      privacyScore: null,
      errorMessage: null,
    });
    expect(typeof latest?.createdAt).toBe('string');
  });

  it('completes a scan with update and reads its findings newest first', async () => {
    await rest.upsert('riskFindings', [
      finding('f-old', 'scan_100_a', user.id),
      finding('f-new', 'scan_100_a', user.id),
    ]);
    await server.db.query(
      `UPDATE risk_findings SET created_at = now() - interval '1 minute' WHERE id = 'f-old'`,
    );
    await rest.update('footprintScans', 'scan_100_a', {
      scanStatus: 'completed',
      privacyScore: 72,
      securityScore: 85,
      identityScore: 58,
      overallScore: 72,
      scanData: '{"engine":"1"}',
    });
    expect(await rest.latestScan()).toMatchObject({ scanStatus: 'completed', overallScore: 72 });
    const findings = await rest.findingsOf('scan_100_a');
    expect(findings.map((row) => row.id)).toEqual(['f-new', 'f-old']);
    expect(findings[0]).toMatchObject({
      scanId: 'scan_100_a',
      riskLevel: 'medium',
      fixUrl: null,
      count: 4,
    });
  });

  it('throws a RestError with status, code and column for a rejected row', async () => {
    const error = await rest
      .upsert('riskFindings', [{ ...finding('bad', 'scan_100_a', user.id), riskLevel: 'extreme' }])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RestError);
    expect(error).toMatchObject({ status: 400, code: '23514' });
    expect((error as RestError).message).toContain('risk_level');
  });

  it('throws 401 without a token, before any request', async () => {
    let requests = 0;
    const counting: typeof fetch = async (input, init) => {
      requests++;
      return fetch(input, init);
    };
    const error = await clientFor(null, counting)
      .latestScan()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401 });
    expect(requests).toBe(0);
  });

  it('reports an unreachable server as status 0 so the outbox retries', async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const client = clientFor(user.token, offline);
    await expect(client.latestScan()).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    await expect(client.update('riskFindings', 'x', { count: 1 })).rejects.toMatchObject({
      status: 0,
    });
  });

  it('passes Retry-After on a 429 as milliseconds', async () => {
    const limited: typeof fetch = async () =>
      new Response(
        JSON.stringify({
          code: 'RATE_LIMITED',
          message: 'Too many requests',
          details: null,
          hint: null,
        }),
        {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '3' },
        },
      );
    await expect(
      clientFor(user.token, limited).upsert('footprintScans', [scan('s', user.id)]),
    ).rejects.toMatchObject({
      status: 429,
      retryAfterMs: 3000,
    });
  });

  it('never shows one user’s rows to another user', async () => {
    const other = await createTestUser(server);
    const otherRest = clientFor(other.token);
    expect(await otherRest.latestScan()).toBeNull();
    expect(await otherRest.findingsOf('scan_100_a')).toEqual([]);
  });
});
