// Deleting a scan from the history against the real server on loopback (PGlite, or PostgreSQL
// with DATABASE_URL): the delete goes through the outbox, the server deletes the scan and its
// findings, another device of the same user drops its copy at its next pull, and another user's
// token deletes nothing of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../../server/test/harness.ts';
import { createRestClient } from '../backend/restClient.ts';
import { countPending } from '../db/repos/outbox.ts';
import { completeScan, createScan, deleteScan, saveFindings } from '../db/repos/scans.ts';
import type { FootprintDatabase } from '../db/schema.ts';
import { DEFAULT_PROJECT_ID } from '../shared/constants.ts';
import { makeNewFinding } from '../test/factories.ts';
import { newTestDatabase } from '../test/testDatabase.ts';
import { browserClock } from './browserSync.ts';
import { SyncEngine } from './engine.ts';
import { createMemoryLocks } from './memoryLocks.ts';
import { createRestTransport } from './restTransport.ts';

const WAIT_MS = 20_000;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function device(user: { id: string; token: string }) {
  const db = newTestDatabase();
  const rest = createRestClient({
    baseUrl: server.baseUrl,
    projectId: DEFAULT_PROJECT_ID,
    getAccessToken: async () => user.token,
  });
  const engine = new SyncEngine({
    db,
    transport: createRestTransport(() => rest),
    session: { userId: () => user.id, refresh: async () => 'unavailable' },
    clock: browserClock,
    online: { isOnline: () => true, subscribe: () => () => undefined },
    locks: createMemoryLocks(),
    holderId: `holder-${Math.random()}`,
  });
  return { db, rest, engine };
}

async function drained(db: FootprintDatabase, userId: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while ((await countPending(db, userId)) > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await countPending(db, userId)).toBe(0);
}

async function completedScan(db: FootprintDatabase, userId: string) {
  const scan = await createScan(db, userId);
  await saveFindings(db, scan.id, [makeNewFinding(), makeNewFinding({ ruleId: 'other' })]);
  await completeScan(
    db,
    scan.id,
    { privacyScore: 70, securityScore: 80, identityScore: 90, overallScore: 80 },
    '{}',
  );
  return scan;
}

describe('deleting a scan against the real server', () => {
  it('deletes the scan and its findings on the server and on the other device, and nothing for another user', async () => {
    const owner = await createTestUser(server);
    const stranger = await createTestUser(server);
    const phone = device(owner);
    const laptop = device(owner);
    const kept = await completedScan(phone.db, owner.id);
    const deleted = await completedScan(phone.db, owner.id);
    phone.engine.start();
    await drained(phone.db, owner.id);
    laptop.engine.start();
    await laptop.engine.requestPull();
    expect(await laptop.db.footprintScans.get(deleted.id)).toBeDefined();

    // Another user's token deletes nothing, whatever id it names.
    await device(stranger).rest.remove('footprintScans', deleted.id);
    const before = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM footprint_scans WHERE id = $1',
      [deleted.id],
    );
    expect(before.rows[0]!.n).toBe(1);

    await deleteScan(phone.db, deleted.id);
    phone.engine.onLocalWrite();
    await drained(phone.db, owner.id);
    const scans = await server.db.query<{ id: string }>(
      'SELECT id FROM footprint_scans WHERE user_id = $1',
      [owner.id],
    );
    expect(scans.rows.map((row) => row.id)).toEqual([kept.id]);
    const orphans = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM risk_findings WHERE scan_id = $1',
      [deleted.id],
    );
    expect(orphans.rows[0]!.n).toBe(0);

    await laptop.engine.requestPull();
    expect(await laptop.db.footprintScans.get(deleted.id)).toBeUndefined();
    expect(await laptop.db.riskFindings.where('scanId').equals(deleted.id).count()).toBe(0);
    expect(await laptop.db.footprintScans.get(kept.id)).toBeDefined();
    for (const d of [phone, laptop]) {
      d.engine.stop();
      d.db.close();
    }
  });
});
