// The fault proxy in front of the real server: each knob does what the sync tests rely on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../server/test/harness.ts';
import { PROXY_RETRY_AFTER_S, startFaultProxy, type FaultProxy } from './faultProxy.ts';

let server: TestServer;
let proxy: FaultProxy;

beforeAll(async () => {
  server = await startTestServer();
  // Every path consumes faults here, so the health route can stand in for a table.
  proxy = await startFaultProxy(server.baseUrl, () => true);
});
afterAll(async () => {
  await proxy?.close();
  await server?.close();
});

const health = () => fetch(`${proxy.baseUrl}/api/health`);

describe('fault-injecting proxy in front of the real server', () => {
  it('passes requests through unchanged when no fault is planned', async () => {
    const direct = await fetch(`${server.baseUrl}/api/health`);
    const viaProxy = await health();
    expect(viaProxy.status).toBe(direct.status);
    // latencyMs differs per request; the rest of the answer is the server's own.
    const { latencyMs: _a, ...viaBody } = (await viaProxy.json()) as Record<string, unknown>;
    const { latencyMs: _b, ...directBody } = (await direct.json()) as Record<string, unknown>;
    expect(viaBody).toEqual(directBody);
  });

  it('answers 500, 429 with Retry-After and 401 without reaching the server', async () => {
    proxy.planFaults(['server-error', 'rate-limit', 'unauthorized']);
    expect((await health()).status).toBe(500);
    const limited = await health();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe(String(PROXY_RETRY_AFTER_S));
    expect((await health()).status).toBe(401);
  });

  it('drops the request or the response as a network failure the client sees', async () => {
    proxy.planFaults(['drop-request', 'drop-response']);
    await expect(health()).rejects.toThrow();
    await expect(health()).rejects.toThrow();
    expect((await health()).ok).toBe(true);
  });

  it('refuses every request while offline and recovers after', async () => {
    proxy.setOffline(true);
    await expect(health()).rejects.toThrow();
    proxy.setOffline(false);
    expect((await health()).ok).toBe(true);
  });

  it('delays and duplicates requests and still returns the server’s answer', async () => {
    proxy.planFaults([{ delayMs: 50 }, 'duplicate']);
    const started = Date.now();
    expect((await health()).ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect((await health()).ok).toBe(true);
    expect(proxy.seen.filter((r) => r.fault === 'duplicate')).toHaveLength(1);
  });
});
