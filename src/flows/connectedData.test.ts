// What the connected-data worker works out of the device's stored datasets: the datasets a scan
// runs over (only connected platforms, posted into the scan's port, which the analysis worker's
// scan awaits), the Public Profile Check's facts (and nothing else of the exports), and the
// answers it posts — a read that fails is a message written for the user, never the storage
// error's own text.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportedDataset } from '../analysis/imports/dataset.ts';
import { scanFromPort, type DatasetsMessage } from '../analysis/scanFromPort.ts';
import { dataset, detectPhrases, NOW, post } from '../analysis/rules/testing/datasets.ts';
import { saveImportedDataset } from '../db/repos/imports.ts';
import type { FootprintDatabase, ImportRecord } from '../db/schema.ts';
import { STORAGE_MESSAGES } from '../db/storageErrors.ts';
import { makeImportRecord, TEST_USER_ID } from '../test/factories.ts';
import { newTestDatabase } from '../test/testDatabase.ts';
import { connectedDataHandlers, readProfileFacts } from './connectedData.ts';
import { SCAN_MESSAGES, type DeviceScanRequest } from './scanFlow.ts';

let db: FootprintDatabase;
afterEach(() => db?.close());

async function store(d: ImportedDataset, status: ImportRecord['status'] = 'ready'): Promise<void> {
  await saveImportedDataset(db, makeImportRecord(d, NOW, status), d);
}

const scanRequest = (overrides: Partial<DeviceScanRequest> = {}): DeviceScanRequest => ({
  userId: TEST_USER_ID,
  now: NOW,
  decisions: [],
  previous: null,
  ...overrides,
});

const publicInstagram = () => dataset('instagram', (d) => (d.profile.privateAccount = false));
/** An X export whose import did not finish: stored, but not connected. */
const unfinishedX = () =>
  dataset('x', (d) => {
    d.profile.privateAccount = false;
    d.posts.push(post('On vacation until Sunday, house is empty!'));
  });

/**
 * One scan as the app runs it, in-process: the worker's answer to a 'datasets' request posts into
 * one end of a real MessageChannel, the analysis worker's scan awaits the other.
 */
async function scanThroughPort(
  reader: FootprintDatabase,
  request: DeviceScanRequest,
  onProgress?: (done: number) => void,
) {
  const channel = new MessageChannel();
  const scanning = scanFromPort(
    { datasets: channel.port2, now: request.now, decisions: request.decisions, previous: null },
    { detectText: detectPhrases, onProgress },
  );
  const replies = [
    await connectedDataHandlers(reader).datasets({ userId: request.userId, port: channel.port1 }),
  ];
  try {
    return { replies, result: await scanning };
  } finally {
    channel.port1.close();
  }
}

describe('the scan over the stored datasets', () => {
  it('scans the connected platforms only, honours decisions, reports progress, returns plain data', async () => {
    db = newTestDatabase();
    await store(publicInstagram());
    await store(unfinishedX(), 'importing');
    const progress: number[] = [];
    const { replies, result } = await scanThroughPort(
      db,
      scanRequest({
        decisions: [
          {
            ruleId: 'security.public-account',
            platform: 'instagram',
            decision: 'dismissed',
            at: '2026-06-01T00:00:00Z',
          },
        ],
      }),
      (done) => progress.push(done),
    );
    // The page hears only that the datasets went to the scan.
    expect(replies).toEqual(['sent']);
    expect(result.suppressed.map((f) => f.ruleId)).toEqual(['security.public-account']);
    expect(result.findings.map((f) => f.ruleId)).not.toContain('security.public-account');
    expect(result.coverage.every((entry) => entry.platform !== 'x')).toBe(true);
    expect(JSON.stringify(result)).not.toContain('house is empty');
    expect(progress.length).toBeGreaterThan(40);
    // The result crosses the worker boundary by structured clone: plain data only.
    expect(structuredClone(result)).toEqual(result);
  });

  it('fails with the message to connect a platform when nothing connected is stored', async () => {
    db = newTestDatabase();
    await store(unfinishedX(), 'failed');
    const scan = scanThroughPort(db, scanRequest());
    await expect(scan).rejects.toThrow(SCAN_MESSAGES.noPlatforms);
    await expect(scan).rejects.toMatchObject({ name: 'ScanFailure' });
  });
});

describe('the Public Profile Check’s facts', () => {
  it('are the suggested addresses and the values the connected exports hold, nothing more', async () => {
    db = newTestDatabase();
    await store(
      dataset('x', (d) => {
        d.profile.usernames.push({ value: 'jane_doe', source: 'account.js' });
        d.profile.emails.push({ value: 'jane.doe@example.com', source: 'account.js' });
        d.profile.locations.push({ value: 'Leeds', source: 'account.js' });
        d.posts.push(post('My new flat is at 12 Park Row, come round!'));
      }),
    );
    await store(
      dataset('tiktok', (d) => {
        d.profile.usernames.push({ value: 'not.connected', source: 'user_data.json' });
        d.profile.phones.push({ value: '+44 7700 900123', source: 'user_data.json' });
      }),
      'failed',
    );
    const facts = await readProfileFacts(db, TEST_USER_ID);
    expect(facts).toEqual({
      suggestions: [{ platform: 'x', url: 'https://x.com/jane_doe' }],
      known: {
        emails: ['jane.doe@example.com'],
        phones: [],
        addresses: [],
        birthdays: [],
        locations: ['Leeds'],
      },
      // The failed TikTok import's username is not offered to the username check either.
      usernames: ['jane_doe'],
    });
  });
});

describe('the worker’s answers', () => {
  /** What the worker posts into the scan's port and to the page, for a 'datasets' request. */
  async function answerDatasets(reader: FootprintDatabase) {
    const channel = new MessageChannel();
    const arrived = new Promise<DatasetsMessage>((resolve) => {
      channel.port2.onmessage = (event: MessageEvent<DatasetsMessage>) => resolve(event.data);
    });
    const replies = [
      await connectedDataHandlers(reader).datasets({ userId: TEST_USER_ID, port: channel.port1 }),
    ];
    const port = await arrived;
    channel.port1.close();
    channel.port2.close();
    return { port, replies };
  }

  it('posts the connected datasets into the scan’s port, then tells the page they were sent', async () => {
    db = newTestDatabase();
    await store(publicInstagram());
    await store(unfinishedX(), 'importing');
    const { port, replies } = await answerDatasets(db);
    expect(port).toMatchObject({ kind: 'datasets', datasets: [{ platform: 'instagram' }] });
    expect(replies).toEqual(['sent']);
  });

  it('posts a message for the user into the port when the datasets cannot be read', async () => {
    const factory = new IDBFactory();
    db = newTestDatabase(factory);
    await store(publicInstagram());
    const closed = newTestDatabase(factory);
    closed.close();
    const { port, replies } = await answerDatasets(closed);
    expect(port).toEqual({
      kind: 'error',
      error: { name: 'ScanFailure', message: STORAGE_MESSAGES.closed },
    });
    expect(replies).toEqual(['sent']);
  });
});
