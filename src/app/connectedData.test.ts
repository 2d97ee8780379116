// What the connected-data worker works out of the device's stored datasets: the scan (only of
// connected platforms, decisions honoured, plain data back), the Public Profile Check's facts (and
// nothing else of the exports), and the answers it posts — a read that fails is a message written
// for the user, never the storage error's own text.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportedDataset } from '../analysis/imports/dataset.ts';
import { dataset, detectPhrases, NOW, post } from '../analysis/rules/testing/datasets.ts';
import { saveImportedDataset } from '../db/repos/imports.ts';
import { ScanFailure } from '../db/repos/scanFlow.ts';
import type { FootprintDatabase, ImportRecord } from '../db/schema.ts';
import { STORAGE_MESSAGES } from '../db/storageErrors.ts';
import { makeImportRecord, TEST_USER_ID } from '../test/factories.ts';
import { newTestDatabase } from '../test/testDatabase.ts';
import {
  answerConnectedDataRequest,
  readProfileFacts,
  scanConnectedData,
  type ConnectedDataReply,
} from './connectedData.ts';
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

describe('the scan over the stored datasets', () => {
  it('scans the connected platforms only, honours decisions, reports progress, returns plain data', async () => {
    db = newTestDatabase();
    await store(publicInstagram());
    await store(unfinishedX(), 'importing');
    const progress: number[] = [];
    const result = await scanConnectedData(
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
      { detectText: detectPhrases, onProgress: (done) => progress.push(done) },
    );
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
    const scan = scanConnectedData(db, scanRequest(), { detectText: detectPhrases });
    await expect(scan).rejects.toThrow(ScanFailure);
    await expect(scan).rejects.toThrow(SCAN_MESSAGES.noPlatforms);
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
    });
  });
});

describe('the worker’s answers', () => {
  it('answers a scan with its progress and then the result', async () => {
    db = newTestDatabase();
    await store(publicInstagram());
    const replies: ConnectedDataReply[] = [];
    await answerConnectedDataRequest(
      db,
      { kind: 'scan', request: scanRequest() },
      (reply) => replies.push(reply),
      async () => detectPhrases,
    );
    expect(replies.slice(0, -1).every((reply) => reply.kind === 'progress')).toBe(true);
    expect(replies.length).toBeGreaterThan(40);
    expect(replies.at(-1)).toMatchObject({
      kind: 'scanned',
      result: { scores: expect.any(Object) },
    });
  });

  it('answers a scan whose datasets cannot be read with a message for the user', async () => {
    const factory = new IDBFactory();
    db = newTestDatabase(factory);
    await store(publicInstagram());
    const closed = newTestDatabase(factory);
    closed.close();
    const replies: ConnectedDataReply[] = [];
    await answerConnectedDataRequest(
      closed,
      { kind: 'scan', request: scanRequest() },
      (reply) => replies.push(reply),
      async () => detectPhrases,
    );
    expect(replies).toEqual([
      { kind: 'error', name: 'ScanFailure', message: STORAGE_MESSAGES.closed },
    ]);
  });
});
