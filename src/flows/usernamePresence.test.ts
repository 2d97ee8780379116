import { describe, expect, it } from 'vitest';
import type { UsernamePresenceCheck } from '../analysis/instant/instantFacts.ts';
import { BackendError } from '../backend/backendError.ts';
import type { UsernameResult } from '../shared/usernames.ts';
import {
  checkUsername,
  USERNAME_CHECK_MESSAGES,
  type UsernameCheckDeps,
} from './usernamePresence.ts';

const FOUND: UsernameResult = {
  site: 'A',
  category: 'social',
  url: 'https://a.example/jane',
  state: 'found',
  ms: 80,
};
const ignore = { onTotal: () => undefined, onResult: () => undefined };

function deps(overrides: Partial<UsernameCheckDeps> = {}) {
  const saved: UsernamePresenceCheck[] = [];
  const asked: string[] = [];
  const value: UsernameCheckDeps = {
    online: () => true,
    getAccessToken: async () => 'token',
    ask: async (_token, username, handlers) => {
      asked.push(username);
      handlers.onTotal(1);
      handlers.onResult(FOUND);
      return [FOUND];
    },
    save: async (check) => void saved.push(check),
    now: () => new Date('2026-11-25T10:00:00.000Z'),
    ...overrides,
  };
  return { value, saved, asked };
}

describe('username presence check', () => {
  it('asks for the username without its @, streams results and keeps the finished check', async () => {
    const { value, saved, asked } = deps();
    const streamed: UsernameResult[] = [];
    const outcome = await checkUsername(value, ' @jane ', {
      onTotal: () => undefined,
      onResult: (r) => streamed.push(r),
    });
    expect(asked).toEqual(['jane']);
    expect(streamed).toEqual([FOUND]);
    expect(outcome).toEqual({ status: 'done', saved: true, check: saved[0] });
    expect(saved[0]).toEqual({
      username: 'jane',
      checkedAt: '2026-11-25T10:00:00.000Z',
      results: [FOUND],
    });
  });

  it('asks nothing offline, signed out, or for a name no site can have', async () => {
    for (const [overrides, input, message] of [
      [{ online: () => false }, 'jane', USERNAME_CHECK_MESSAGES.offline],
      [{ getAccessToken: async () => null }, 'jane', USERNAME_CHECK_MESSAGES.signedOut],
      [{}, 'jane doe', 'A username cannot contain spaces or control characters'],
    ] as const) {
      const { value, asked } = deps(overrides);
      expect(await checkUsername(value, input, ignore)).toEqual({ status: 'failed', message });
      expect(asked).toEqual([]);
    }
  });

  it('shows the server’s refusal and keeps nothing from a check that failed', async () => {
    const { value, saved } = deps({
      ask: async () => {
        throw new BackendError(
          'data',
          429,
          'Too many username checks: wait a minute and try again',
        );
      },
    });
    expect(await checkUsername(value, 'jane', ignore)).toEqual({
      status: 'failed',
      message: 'Too many username checks: wait a minute and try again',
    });
    expect(saved).toEqual([]);
  });

  it('still shows the results when the device cannot keep them', async () => {
    const { value } = deps({
      save: async () => {
        throw new Error('QuotaExceededError');
      },
    });
    const outcome = await checkUsername(value, 'jane', ignore);
    expect(outcome).toMatchObject({ status: 'done', saved: false, check: { results: [FOUND] } });
  });
});
