import { afterEach, describe, expect, it } from 'vitest';
import { OTHER_USER_ID, TEST_USER_ID } from '../../test/factories.ts';
import { newTestDatabase } from '../../test/testDatabase.ts';
import type { FootprintDatabase } from '../schema.ts';
import { MAX_USERNAME_CHECKS, readInstantFacts, saveUsernameCheck } from './instantFacts.ts';

let db: FootprintDatabase;
afterEach(() => db?.close());

const result = {
  site: 'A',
  category: 'social',
  url: 'https://a.example/x',
  state: 'found' as const,
  ms: 10,
};

describe('instant facts on the device', () => {
  it('keeps the newest check per username, per user, and at most ten', async () => {
    db = newTestDatabase();
    await saveUsernameCheck(db, TEST_USER_ID, {
      username: 'Jane',
      checkedAt: '2026-11-01T00:00:00.000Z',
      results: [],
    });
    await saveUsernameCheck(db, TEST_USER_ID, {
      username: 'jane',
      checkedAt: '2026-11-02T00:00:00.000Z',
      results: [result],
    });
    expect((await readInstantFacts(db, TEST_USER_ID)).usernameChecks).toEqual([
      { username: 'jane', checkedAt: '2026-11-02T00:00:00.000Z', results: [result] },
    ]);
    expect((await readInstantFacts(db, OTHER_USER_ID)).usernameChecks).toEqual([]);
    for (let i = 0; i < 12; i++)
      await saveUsernameCheck(db, TEST_USER_ID, {
        username: `u${i}`,
        checkedAt: '2026-11-03T00:00:00.000Z',
        results: [],
      });
    const kept = (await readInstantFacts(db, TEST_USER_ID)).usernameChecks;
    expect(kept).toHaveLength(MAX_USERNAME_CHECKS);
    expect(kept[0]!.username).toBe('u11');
  });

  it('repairs a damaged record instead of failing the scan that reads it', async () => {
    db = newTestDatabase();
    await db.settings.put({
      key: `instant.usernameChecks/${TEST_USER_ID}`,
      value: [{ username: 'jane', checkedAt: 'x', results: [result, { site: 1 }] }, 'junk', null],
    });
    expect((await readInstantFacts(db, TEST_USER_ID)).usernameChecks).toEqual([
      { username: 'jane', checkedAt: 'x', results: [result] },
    ]);
  });
});
