// The optional AI summary against the real server and a fake OpenAI-compatible provider on
// loopback: a completed scan gets a short summary stored in its scanData and queued for the
// server; the prompt holds scores and finding titles only (no evidence, no email); a server
// without AI, or being offline, leaves the scan exactly as it was.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../../server/test/harness.ts';
import { readQueueHead } from '../db/repos/outbox.ts';
import { completeScan, createScan, saveFindings } from '../db/repos/scans.ts';
import type { FootprintDatabase } from '../db/schema.ts';
import { TEST_USER_ID } from '../test/factories.ts';
import { newTestDatabase } from '../test/testDatabase.ts';
import { aiSummaryPrompt, requestAiSummary } from './aiScanSummary.ts';

interface ProviderRequest {
  messages: { role: string; content: string }[];
  max_tokens?: number;
}

function startFakeProvider(reply: string) {
  const seen: ProviderRequest[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      seen.push(JSON.parse(raw) as ProviderRequest);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          choices: [{ message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 50, completion_tokens: 20 },
        }),
      );
    });
  });
  return new Promise<{ baseUrl: string; seen: ProviderRequest[]; close(): Promise<void> }>(
    (resolve) =>
      server.listen(0, '127.0.0.1', () =>
        resolve({
          baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
          seen,
          close: () => new Promise((done) => server.close(() => done())),
        }),
      ),
  );
}

const SUMMARY = '  Your privacy score is low mainly because your posts say when you are away.  ';

async function completedScan(db: FootprintDatabase): Promise<string> {
  const scan = await createScan(db, TEST_USER_ID, new Date('2026-03-01T10:00:00Z'));
  await saveFindings(db, scan.id, [
    {
      ruleId: 'privacy.away-from-home-posts',
      platform: 'x',
      category: 'privacy',
      riskLevel: 'high',
      title: 'Posts say when your home is empty',
      description: '2 posts announce an empty home',
      fixUrl: null,
      count: 2,
      evidence: [{ platform: 'x', source: 'post', label: 'Post', excerpt: 'house is empty!' }],
    },
    {
      ruleId: 'security.public-account',
      platform: 'x',
      category: 'security',
      riskLevel: 'medium',
      title: 'Your account is public',
      description: 'Anyone can read your posts',
      fixUrl: null,
      count: 1,
    },
  ]);
  await completeScan(
    db,
    scan.id,
    { privacyScore: 52, securityScore: 92, identityScore: 100, overallScore: 81 },
    JSON.stringify({ engineVersion: 1, coverage: [], dismissed: [] }),
  );
  return scan.id;
}

describe('AI summary of a completed scan', () => {
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  let withAi: TestServer;
  let withoutAi: TestServer;
  let db: FootprintDatabase;

  beforeAll(async () => {
    provider = await startFakeProvider(SUMMARY);
    withAi = await startTestServer({
      env: { AI_BASE_URL: provider.baseUrl, AI_API_KEY: 'test-key', AI_MODEL: 'test-model' },
    });
    withoutAi = await startTestServer();
  });
  afterAll(async () => {
    await withAi.close();
    await withoutAi.close();
    await provider.close();
  });
  afterEach(() => db?.close());

  const deps = async (server: TestServer, online = true) => {
    const user = await createTestUser(server);
    return {
      db,
      origin: server.baseUrl,
      projectId: 'footprint',
      online: () => online,
      getAccessToken: async () => user.token,
      email: user.email,
    };
  };

  it('stores the summary in scanData and queues it for the server; the prompt has scores and titles only', async () => {
    db = newTestDatabase();
    const scanId = await completedScan(db);
    const d = await deps(withAi);
    expect(await requestAiSummary(d, scanId)).toBe('stored');

    const scan = (await db.footprintScans.get(scanId))!;
    const data = JSON.parse(scan.scanData!) as Record<string, unknown>;
    expect(data).toMatchObject({ engineVersion: 1, aiSummary: SUMMARY.trim() });
    expect(scan.scanStatus).toBe('completed');
    const queued = (await readQueueHead(db, TEST_USER_ID, 100)).at(-1)!;
    expect(queued).toMatchObject({ table: 'footprintScans', op: 'update', rowId: scanId });
    expect(String(queued.payload.scanData)).toContain('away');

    const sent = provider.seen.at(-1)!;
    expect(sent.max_tokens).toBe(2000);
    const prompt = sent.messages.map((m) => m.content).join('\n');
    expect(prompt).toBe(
      aiSummaryPrompt(scan, [
        { title: 'Posts say when your home is empty', riskLevel: 'high', category: 'privacy' },
        { title: 'Your account is public', riskLevel: 'medium', category: 'security' },
      ]),
    );
    expect(prompt).toContain('Overall 81, privacy 52, security 92, identity 100');
    expect(prompt).toContain('HIGH (privacy): Posts say when your home is empty');
    expect(prompt).not.toContain('house is empty');
    expect(prompt).not.toContain('announce');
    expect(prompt).not.toContain(d.email);
  });

  it('leaves the scan untouched when the server has no AI provider or the device is offline', async () => {
    db = newTestDatabase();
    const scanId = await completedScan(db);
    const before = await db.footprintScans.get(scanId);
    const queued = (await readQueueHead(db, TEST_USER_ID, 100)).length;
    const asked = provider.seen.length;

    expect(await requestAiSummary(await deps(withoutAi), scanId)).toBe('no-provider');
    expect(await requestAiSummary(await deps(withAi, false), scanId)).toBe('skipped');
    expect(await db.footprintScans.get(scanId)).toEqual(before);
    expect((await readQueueHead(db, TEST_USER_ID, 100)).length).toBe(queued);
    expect(provider.seen.length).toBe(asked);
  });
});
