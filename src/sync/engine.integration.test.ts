// The sync scenarios against the real server on loopback, through the fault-injecting proxy:
// lost requests, lost answers (committed on the server), duplicates, 500, 429 with Retry-After,
// 401 and going offline. Afterwards the server's rows must be exactly the device's rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../../server/test/harness.ts';
import { createRestClient } from '../backend/restClient.ts';
import { countPending } from '../db/repos/outbox.ts';
import { completeScan, createScan, saveFindings } from '../db/repos/scans.ts';
import { DEFAULT_PROJECT_ID } from '../shared/constants.ts';
import { makeNewFinding } from '../test/factories.ts';
import { startFaultProxy, type FaultProxy } from '../test/faultProxy.ts';
import { newTestDatabase } from '../test/testDatabase.ts';
import { browserClock } from './browserSync.ts';
import { SyncEngine } from './engine.ts';
import { createMemoryLocks } from './memoryLocks.ts';
import type { OnlineSignal } from './ports.ts';
import { createRestTransport } from './restTransport.ts';

const DRAIN_WAIT_MS = 45_000;

let server: TestServer;
let proxy: FaultProxy;

describe('sync engine against the real server (fault proxy)', () => {
  beforeAll(async () => {
    server = await startTestServer();
    proxy = await startFaultProxy(server.baseUrl);
  });
  afterAll(async () => {
    await proxy?.close();
    await server?.close();
  });

  it('after lost requests, lost answers, duplicates, 5xx, 429, 401 and offline, the server equals the device', async () => {
    const user = await createTestUser(server);
    let token: string | null = user.token;
    const rest = createRestClient({
      baseUrl: proxy.baseUrl,
      projectId: DEFAULT_PROJECT_ID,
      getAccessToken: async () => token,
    });
    const db = newTestDatabase();
    let online = true;
    const listeners = new Set<(value: boolean) => void>();
    const network: OnlineSignal = {
      isOnline: () => online,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const engine = new SyncEngine({
      db,
      transport: createRestTransport(() => rest),
      session: {
        userId: () => user.id,
        refresh: async () => {
          token = (await server.app.ctx.accessTokens.issue(user, DEFAULT_PROJECT_ID)).token;
          return 'refreshed';
        },
      },
      clock: browserClock,
      online: network,
      locks: createMemoryLocks(),
      holderId: 'integration',
      random: () => 0, // shortest backoff: half of each step
    });

    const scans = [];
    for (let i = 0; i < 3; i++) {
      const scan = await createScan(db, user.id);
      await saveFindings(db, scan.id, [makeNewFinding(), makeNewFinding(), makeNewFinding()]);
      await completeScan(
        db,
        scan.id,
        { privacyScore: 60 + i, securityScore: 70, identityScore: 80, overallScore: 70 },
        '{}',
      );
      scans.push(scan);
    }
    proxy.planFaults([
      'drop-request',
      'drop-response',
      'duplicate',
      'server-error',
      'rate-limit',
      'unauthorized',
      null,
      'drop-response',
    ]);
    engine.start();
    // Go offline for a moment in the middle, then come back.
    await new Promise((resolve) => setTimeout(resolve, 300));
    proxy.setOffline(true);
    online = false;
    for (const listener of listeners) listener(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    proxy.setOffline(false);
    online = true;
    for (const listener of listeners) listener(true);

    const deadline = Date.now() + DRAIN_WAIT_MS;
    while ((await countPending(db, user.id)) > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    engine.stop();
    expect(await countPending(db, user.id)).toBe(0);
    expect(await db.deadLetters.count()).toBe(0);
    // Every planned fault was really injected on the way, plus the offline spell.
    const injected = proxy.seen.filter((request) => request.fault != null).map((r) => r.fault);
    expect(injected).toEqual(
      expect.arrayContaining([
        'drop-request',
        'drop-response',
        'duplicate',
        'server-error',
        'rate-limit',
        'unauthorized',
      ]),
    );

    const serverScans = await server.db.query<{
      id: string;
      scan_status: string;
      privacy_score: number;
    }>(
      'SELECT id, scan_status, privacy_score FROM footprint_scans WHERE user_id = $1 ORDER BY id',
      [user.id],
    );
    const localScans = (await db.footprintScans.toArray()).sort((a, b) => a.id.localeCompare(b.id));
    expect(serverScans.rows).toEqual(
      localScans.map((s) => ({
        id: s.id,
        scan_status: s.scanStatus,
        privacy_score: s.privacyScore,
      })),
    );
    const serverFindings = await server.db.query<{ id: string }>(
      'SELECT id FROM risk_findings WHERE user_id = $1 ORDER BY id',
      [user.id],
    );
    const localFindings = (await db.riskFindings.toArray()).map((f) => f.id).sort();
    expect(serverFindings.rows.map((r) => r.id)).toEqual(localFindings);
    db.close();
  });
});
