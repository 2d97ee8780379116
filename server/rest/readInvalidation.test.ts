import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { ReadCache } from './readCache.ts';
import { REST_READS_CHANGED_CHANNEL, subscribeReadInvalidation } from './readInvalidation.ts';

const ALICE = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';

/** A database whose notification statements finish only when the test says so. */
function fakeDatabase() {
  const sent: string[][] = [];
  const finishers: ((error?: Error) => void)[] = [];
  let deliver: (payload: string) => void = () => undefined;
  const db = {
    kind: 'pglite',
    async query() {
      return { rows: [{ schema: 'public' }], rowCount: 1 };
    },
    async notify(channel: string, payloads: string[]): Promise<void> {
      expect(channel).toBe(REST_READS_CHANGED_CHANNEL);
      sent.push(payloads);
      await new Promise<void>((resolve, reject) =>
        finishers.push((error) => (error ? reject(error) : resolve())),
      );
    },
    async listen(channel: string, onPayload: (payload: string) => void) {
      expect(channel).toBe(REST_READS_CHANGED_CHANNEL);
      deliver = onPayload;
      return async () => undefined;
    },
  } as unknown as Database;
  return {
    db,
    sent,
    finish: (error?: Error) => finishers.shift()!(error),
    deliver: (payload: string) => deliver(payload),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function cacheWith(...users: string[]): ReadCache {
  const cache = new ReadCache({ maxEntries: 10, maxBytes: 100_000, ttlMs: 60_000 });
  for (const user of users) {
    cache.store(cache.ticket(), user, 'footprint_scans', 'q', {
      status: 200,
      headers: {},
      body: '[]',
      contentType: 'application/json',
    });
  }
  return cache;
}

describe('read invalidation between instances', () => {
  it('sends the writes that finish while a group is out as one next group', async () => {
    const fake = fakeDatabase();
    const invalidation = await subscribeReadInvalidation(fake.db, cacheWith(), () => undefined);
    let firstSent = false;
    const first = invalidation.publish(ALICE, ['footprint_scans']).then(() => (firstSent = true));
    const second = invalidation.publish(BOB, ['footprint_scans', 'risk_findings']);
    const third = invalidation.publish(ALICE, ['risk_findings']);
    await flush();
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]!).toEqual([
      expect.stringMatching(new RegExp(` ${ALICE} footprint_scans$`)),
    ]);
    expect(firstSent).toBe(false); // a write answers only once its notification is out
    fake.finish();
    await first;
    await flush();
    expect(fake.sent).toHaveLength(2);
    expect(fake.sent[1]!.map((payload) => payload.split(' ').slice(2).join(' '))).toEqual([
      `${BOB} footprint_scans`,
      `${BOB} risk_findings`,
      `${ALICE} risk_findings`,
    ]);
    fake.finish();
    await Promise.all([second, third]);
  });

  it('lets the write answer and reports the failure when a group cannot be sent', async () => {
    const fake = fakeDatabase();
    const failures: unknown[] = [];
    const invalidation = await subscribeReadInvalidation(fake.db, cacheWith(), (error) =>
      failures.push(error),
    );
    const published = invalidation.publish(ALICE, ['footprint_scans']);
    await flush();
    fake.finish(new Error('connection lost'));
    await published;
    expect(failures).toHaveLength(1);
  });

  it('drops the named user’s reads on another instance’s notification in its schema only', async () => {
    const fake = fakeDatabase();
    const cache = cacheWith(ALICE, BOB);
    const invalidation = await subscribeReadInvalidation(fake.db, cache, () => undefined);
    const published = invalidation.publish(ALICE, ['footprint_scans']);
    await flush();
    fake.deliver(fake.sent[0]![0]!); // this instance's own notification comes back
    expect(cache.get(ALICE, 'footprint_scans', 'q')).not.toBeNull();
    // A deployment in another schema of the same database does not touch this one's reads.
    fake.deliver(`elsewhere otherinstance ${ALICE} footprint_scans`);
    fake.deliver('elsewhere otherinstance *');
    expect(cache.get(ALICE, 'footprint_scans', 'q')).not.toBeNull();
    fake.deliver(`public otherinstance ${ALICE} footprint_scans`);
    expect(cache.get(ALICE, 'footprint_scans', 'q')).toBeNull();
    expect(cache.get(BOB, 'footprint_scans', 'q')).not.toBeNull();
    fake.deliver('public otherinstance *');
    expect(cache.get(BOB, 'footprint_scans', 'q')).toBeNull();
    fake.finish();
    await published;
  });
});
