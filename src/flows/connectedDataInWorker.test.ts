// The page's side of the connected-data worker and the scan it feeds: the scan's progress reaches
// the page, a failure written for the user stays one (a ScanFailure), a worker that cannot start
// fails the request (and the scan waiting for its datasets), and no worker outlives its request —
// answered, failed or no longer wanted.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { dataset, detectPhrases, NOW } from '../analysis/rules/testing/datasets.ts';
import { saveImportedDataset } from '../db/repos/imports.ts';
import type { FootprintDatabase } from '../db/schema.ts';
import { TEST_USER_ID } from '../test/factories.ts';
import {
  InProcessConnectedDataWorker,
  inProcessConnectedDataWorkers,
  inProcessScanOnPort,
} from '../test/inProcessConnectedDataWorker.ts';
import { newTestDatabase } from '../test/testDatabase.ts';
import { profileFactsReader, scanRunner } from './connectedDataInWorker.ts';
import { SCAN_MESSAGES, ScanFailure, type LiveScan } from './scanFlow.ts';

let factory: IDBFactory;
let db: FootprintDatabase;
afterEach(() => db?.close());

async function deviceWithX(): Promise<void> {
  factory = new IDBFactory();
  db = newTestDatabase(factory);
  const x = dataset('x', (d) => {
    d.profile.privateAccount = false;
    d.profile.usernames.push({ value: 'jane_doe', source: 'account.js' });
  });
  await saveImportedDataset(
    db,
    {
      userId: TEST_USER_ID,
      platform: 'x',
      status: 'ready',
      fileName: 'x.zip',
      exportDate: x.exportDate,
      stats: {},
      errors: [],
      importedAt: new Date(NOW).toISOString(),
    },
    x,
  );
}

const request = { userId: TEST_USER_ID, now: NOW, decisions: [], previous: null };

describe('the connected-data worker, from the page', () => {
  it('passes the scan’s progress on, resolves with its result and ends the worker', async () => {
    await deviceWithX();
    const workers = inProcessConnectedDataWorkers(() => newTestDatabase(factory));
    const progress: LiveScan[] = [];
    const result = await scanRunner(workers.create, inProcessScanOnPort(detectPhrases))(
      request,
      (live) => progress.push(live),
    );
    expect(result.findings.map((f) => f.ruleId)).toContain('security.public-account');
    expect(progress.length).toBeGreaterThan(40);
    expect(progress.at(-1)?.stage).toBe('Scores');
    expect(workers.started.map((w) => w.terminated)).toEqual([true]);
  });

  it('keeps a failure written for the user a ScanFailure', async () => {
    factory = new IDBFactory();
    db = newTestDatabase(factory);
    const workers = inProcessConnectedDataWorkers(() => newTestDatabase(factory));
    const scan = scanRunner(workers.create, inProcessScanOnPort(detectPhrases))(
      request,
      () => undefined,
    );
    await expect(scan).rejects.toBeInstanceOf(ScanFailure);
    await expect(scan).rejects.toThrow(SCAN_MESSAGES.noPlatforms);
    expect(workers.started[0]!.terminated).toBe(true);
  });

  it('fails the request when the worker cannot start, and ends it', async () => {
    factory = new IDBFactory();
    db = newTestDatabase(factory);
    const broken = new InProcessConnectedDataWorker(newTestDatabase(factory));
    // Node has no ErrorEvent: the fields the page reads are enough.
    const loadFailed = { message: 'Failed to load', preventDefault: () => undefined };
    broken.postMessage = () => setTimeout(() => broken.onerror?.(loadFailed as ErrorEvent));
    let engineWaited: Promise<unknown> = Promise.resolve();
    const engine = inProcessScanOnPort(detectPhrases);
    const scan = scanRunner(
      () => broken,
      (portRequest, onProgress, signal) => (engineWaited = engine(portRequest, onProgress, signal)),
    )(request, () => undefined);
    await expect(scan).rejects.toThrow('Failed to load');
    await expect(scan).rejects.not.toBeInstanceOf(ScanFailure);
    expect(broken.terminated).toBe(true);
    // The scan in the analysis worker is canceled with the reader's failure: it stops waiting for
    // datasets that will never come, whether or not the browser tells it the port closed.
    await expect(engineWaited).rejects.toThrow('Failed to load');
  });

  it('reads the profile facts, and stops the worker when they are no longer wanted', async () => {
    await deviceWithX();
    const workers = inProcessConnectedDataWorkers(() => newTestDatabase(factory));
    const read = profileFactsReader(workers.create);
    expect((await read(TEST_USER_ID)).suggestions).toEqual([
      { platform: 'x', url: 'https://x.com/jane_doe' },
    ]);
    const unwanted = new AbortController();
    const abandoned = read(TEST_USER_ID, unwanted.signal);
    unwanted.abort();
    await expect(abandoned).rejects.toThrow();
    expect(workers.started.map((w) => w.terminated)).toEqual([true, true]);
  });
});
