// The dashboard's scan flow against a real (in-memory) IndexedDB and the real engine in-process,
// with the datasets read as the app reads them (the connected-data worker's code, on a connection
// of its own, posting them to the engine through a MessageChannel): what the person sees after pressing the button — a refusal with a reason, a
// completed scan with its findings and local evidence, decisions honoured by the next scan, a
// failure that says so, a read of the datasets that fails.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runScan } from '../analysis/scan.ts';
import { parseScanData } from '../analysis/scanRecords.ts';
import { dataset, detectPhrases, NOW, post } from '../analysis/rules/testing/datasets.ts';
import type { ImportedDataset } from '../analysis/imports/dataset.ts';
import { decideFinding } from '../db/repos/decisions.ts';
import { disconnectPlatform, saveImport, saveImportedDataset } from '../db/repos/imports.ts';
import { readQueueHead } from '../db/repos/outbox.ts';
import { createScan } from '../db/repos/scans.ts';
import type { FootprintDatabase, ImportRecord } from '../db/schema.ts';
import { STORAGE_MESSAGES } from '../db/storageErrors.ts';
import { makeImportRecord, TEST_USER_ID } from '../test/factories.ts';
import {
  inProcessConnectedDataWorkers,
  inProcessScanOnPort,
} from '../test/inProcessConnectedDataWorker.ts';
import { newTestDatabase } from '../test/testDatabase.ts';
import { scanRunner } from './connectedDataInWorker.ts';
import {
  recoverInterruptedScans,
  SCAN_MESSAGES,
  ScanProgressStore,
  startScan,
  type RunScan,
  type ScanFlowDeps,
} from './scanFlow.ts';
import { memoryUserLocks } from './userLocks.ts';

let factory: IDBFactory;
let db: FootprintDatabase;
afterEach(() => db?.close());

/** A fresh device database; the workers open connections of their own to it. */
function newDevice(): FootprintDatabase {
  factory = new IDBFactory();
  return (db = newTestDatabase(factory));
}

const workers = inProcessConnectedDataWorkers(() => newTestDatabase(factory));
const inProcess: RunScan = scanRunner(workers.create, inProcessScanOnPort(detectPhrases));

let clock = NOW;
function deps(overrides: Partial<ScanFlowDeps> = {}): ScanFlowDeps {
  return {
    db,
    run: inProcess,
    locks: memoryUserLocks(),
    progress: new ScanProgressStore(),
    now: () => new Date((clock += 60_000)),
    ...overrides,
  };
}

function record(d: ImportedDataset, status: ImportRecord['status'] = 'ready'): ImportRecord {
  return makeImportRecord(d, NOW, status);
}

async function connect(d: ImportedDataset): Promise<void> {
  await saveImportedDataset(db, record(d), d);
}

const publicX = () =>
  dataset('x', (d) => {
    d.profile.privateAccount = false;
    d.posts.push(post('On vacation until Sunday, house is empty!'));
  });

describe('scanning from the dashboard', () => {
  it('refuses with a clear message when no platform is connected, and writes nothing', async () => {
    newDevice();
    await saveImport(db, record(publicX(), 'failed'));
    expect(await startScan(deps(), TEST_USER_ID)).toEqual({
      status: 'refused',
      message: SCAN_MESSAGES.noPlatforms,
    });
    expect(await startScan(deps(), null)).toEqual({
      status: 'refused',
      message: SCAN_MESSAGES.signedOut,
    });
    expect(await db.footprintScans.count()).toBe(0);
  });

  it('completes with the engine’s scores and findings, evidence kept on the device only', async () => {
    newDevice();
    await connect(publicX());
    const seen: (number | null)[] = [];
    const progress = new ScanProgressStore();
    progress.subscribe(() => seen.push(progress.getSnapshot().get(TEST_USER_ID)?.done ?? -1));
    const pageReads = vi.spyOn(db.importedData, 'get');
    const outcome = await startScan(deps({ progress }), TEST_USER_ID);
    expect(outcome.status).toBe('completed');
    const scanId = (outcome as { scanId: string }).scanId;
    // The datasets were read by the worker: the page only said whose and where to send them, and
    // never read one itself.
    expect(pageReads).not.toHaveBeenCalled();
    const asked = workers.started.at(-1)!;
    expect(asked.received).toEqual([
      {
        id: expect.any(Number),
        kind: 'request',
        name: 'datasets',
        payload: { userId: TEST_USER_ID, port: expect.any(MessagePort) },
      },
    ]);
    expect(asked.terminated).toBe(true);

    const scan = (await db.footprintScans.get(scanId))!;
    const expected = runScan([publicX()], {
      now: Date.parse(scan.createdAt),
      detectText: detectPhrases,
    });
    expect(scan).toMatchObject({
      scanStatus: 'completed',
      privacyScore: expected.scores.privacy,
      securityScore: expected.scores.security,
      overallScore: expected.scores.overall,
    });
    const data = parseScanData(scan.scanData)!;
    expect(data.coverage.length).toBe(expected.coverage.length);
    const findings = await db.riskFindings.where('scanId').equals(scanId).toArray();
    expect(findings.map((f) => f.ruleId).sort()).toEqual(
      expected.findings.map((f) => f.ruleId).sort(),
    );
    const away = findings.find((f) => f.ruleId === 'privacy.away-from-home-posts')!;
    const evidence = await db.findingEvidence.get(away.id);
    expect(JSON.stringify(evidence?.items)).toContain('house is empty');
    // What waits for the server never carries the evidence.
    const queue = await readQueueHead(db, TEST_USER_ID, 100);
    expect(queue.length).toBe(findings.length + 2);
    expect(JSON.stringify(queue)).not.toContain('house is empty');
    // Progress moved through the rules and was cleared at the end.
    expect(seen.some((done) => done !== null && done > 0)).toBe(true);
    expect(progress.getSnapshot().size).toBe(0);
  });

  it('keeps a dismissed finding out of the next scan and its scores, and says what changed', async () => {
    newDevice();
    await connect(publicX());
    const first = await startScan(deps(), TEST_USER_ID);
    const firstScan = (await db.footprintScans.get((first as { scanId: string }).scanId))!;
    await decideFinding(
      db,
      TEST_USER_ID,
      { ruleId: 'privacy.away-from-home-posts', platform: 'x' },
      'dismissed',
      new Date(clock),
    );
    const second = await startScan(deps(), TEST_USER_ID);
    const scan = (await db.footprintScans.get((second as { scanId: string }).scanId))!;
    const findings = await db.riskFindings.where('scanId').equals(scan.id).toArray();
    expect(findings.map((f) => f.ruleId)).not.toContain('privacy.away-from-home-posts');
    expect(scan.privacyScore!).toBeGreaterThan(firstScan.privacyScore!);
    const data = parseScanData(scan.scanData)!;
    expect(data.dismissed.map((d) => d.ruleId)).toEqual(['privacy.away-from-home-posts']);
    // Dismissed is not "resolved": the change list only has the score going up.
    expect(data.changes?.scoreDelta.privacy).toBe(scan.privacyScore! - firstScan.privacyScore!);
    expect(data.changes?.findings).toEqual([]);
  });

  it('ends failed with a message when the engine fails, and the button works again', async () => {
    newDevice();
    await connect(publicX());
    const progress = new ScanProgressStore();
    const outcome = await startScan(
      deps({
        progress,
        run: async () => {
          throw new Error('Connected-data worker failed');
        },
      }),
      TEST_USER_ID,
    );
    expect(outcome).toMatchObject({ status: 'failed', message: 'Scan failed. Please try again.' });
    const scan = (await db.footprintScans.toArray())[0]!;
    expect(scan).toMatchObject({
      scanStatus: 'failed',
      errorMessage: 'Scan failed. Please try again.',
    });
    expect(progress.getSnapshot().size).toBe(0);
    expect((await startScan(deps(), TEST_USER_ID)).status).toBe('completed');
  });

  it.each([
    {
      when: 'the browser closed the database',
      open: () => {
        const connection = newTestDatabase(factory);
        connection.close();
        return connection;
      },
      message: STORAGE_MESSAGES.closed,
    },
    {
      when: 'the datasets cannot be read',
      open: () => {
        const connection = newTestDatabase(factory);
        vi.spyOn(connection.importedData, 'get').mockRejectedValue(new Error('read failed'));
        return connection;
      },
      message: SCAN_MESSAGES.unreadable,
    },
  ])(
    'ends failed with a clear message when $when, keeps nothing of it, and the button works again',
    async ({ open, message }) => {
      newDevice();
      await connect(publicX());
      const progress = new ScanProgressStore();
      const unreadable = scanRunner(
        inProcessConnectedDataWorkers(open).create,
        inProcessScanOnPort(detectPhrases),
      );
      const outcome = await startScan(deps({ progress, run: unreadable }), TEST_USER_ID);
      expect(outcome).toMatchObject({ status: 'failed', message });
      const scan = (await db.footprintScans.get((outcome as { scanId: string }).scanId))!;
      expect(scan).toMatchObject({ scanStatus: 'failed', errorMessage: message });
      expect(await db.riskFindings.count()).toBe(0);
      expect(progress.getSnapshot().size).toBe(0);
      // The connected platform and its data are untouched, so a retry scans it.
      expect((await startScan(deps(), TEST_USER_ID)).status).toBe('completed');
    },
  );

  it('asks to connect a platform when its data was disconnected once the scan had started', async () => {
    newDevice();
    await connect(publicX());
    const outcome = await startScan(
      deps({
        run: async (request, onProgress) => {
          await disconnectPlatform(db, TEST_USER_ID, 'x');
          return inProcess(request, onProgress);
        },
      }),
      TEST_USER_ID,
    );
    expect(outcome).toMatchObject({ status: 'failed', message: SCAN_MESSAGES.noPlatforms });
  });

  it('tells the user’s other devices how the scan goes and how it ended, by scan id', async () => {
    newDevice();
    await connect(publicX());
    const told: string[] = [];
    const events = {
      progress: (scanId: string, live: { done: number | null }) =>
        told.push(`progress ${scanId} ${live.done ?? '-'}`),
      completed: (scanId: string) => told.push(`completed ${scanId}`),
      failed: (scanId: string) => told.push(`failed ${scanId}`),
    };
    const done = await startScan(deps({ events }), TEST_USER_ID);
    const scanId = (done as { scanId: string }).scanId;
    expect(told[0]).toBe(`progress ${scanId} -`);
    expect(told.filter((line) => line.startsWith(`progress ${scanId} `)).length).toBeGreaterThan(2);
    expect(told.at(-1)).toBe(`completed ${scanId}`);

    told.length = 0;
    const failed = await startScan(
      deps({
        events,
        run: async () => {
          throw new Error('Connected-data worker failed');
        },
      }),
      TEST_USER_ID,
    );
    expect(told.at(-1)).toBe(`failed ${(failed as { scanId: string }).scanId}`);
  });

  it('runs one scan per user at a time', async () => {
    newDevice();
    await connect(publicX());
    const locks = memoryUserLocks();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: RunScan = async (request, onProgress) => {
      await gate;
      return inProcess(request, onProgress);
    };
    const first = startScan(deps({ locks, run: slow }), TEST_USER_ID);
    await expect(startScan(deps({ locks }), TEST_USER_ID)).resolves.toEqual({
      status: 'refused',
      message: SCAN_MESSAGES.busy,
    });
    release();
    expect((await first).status).toBe('completed');
  });

  it('marks a scan cut off by a closed tab as failed, but not one still running', async () => {
    newDevice();
    const stale = await createScan(db, TEST_USER_ID, new Date(NOW));
    const running = await createScan(db, TEST_USER_ID, new Date(NOW + 10_000));
    const recovered = await recoverInterruptedScans(
      { db, locks: memoryUserLocks(), progress: new ScanProgressStore() },
      TEST_USER_ID,
      new Date(NOW + 5_000),
    );
    expect(recovered).toBe(1);
    expect(await db.footprintScans.get(stale.id)).toMatchObject({
      scanStatus: 'failed',
      errorMessage: SCAN_MESSAGES.interrupted,
    });
    expect((await db.footprintScans.get(running.id))!.scanStatus).toBe('scanning');
  });
});
