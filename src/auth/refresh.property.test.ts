// Property test of token refresh when the app closes or the network drops mid-refresh: random
// refreshes whose answers arrive, get lost after the server rotated the token, never reach the
// server, or are cut off by the app closing; reopenings; offline spells. The server model keeps
// the contract the client is written to: a retry with a rotated refresh token whose successor was
// never used gets a valid session; a token whose successor was used is refused (and its family
// revoked). Property: the person is never signed out, and once the network is back a refresh
// succeeds. The seed is fixed (FOOTPRINT_AUTH_SEED overrides it).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AuthResponseWire } from '../shared/auth.ts';
import { AuthApiError, type AuthApi } from './authApi.ts';
import {
  createAuthClient,
  type AuthClient,
  type AuthEnvironment,
  type RefreshInFlight,
} from './authClient.ts';
import type { StoredSession } from './session.ts';

const SEED = Number(process.env.FOOTPRINT_AUTH_SEED ?? 20_261_125);
const RUNS = Number(process.env.FOOTPRINT_AUTH_RUNS ?? 100);
const T0 = Date.UTC(2026, 0, 1);
const ACCESS_TTL_S = 900;

type Delivery = 'answer' | 'lost' | 'unreached' | 'close';
type Action =
  | { kind: 'refresh'; delivery: Delivery }
  /** `delivery`: what becomes of the refresh the reopened app may retry at start. */
  | { kind: 'reopen'; delivery: Exclude<Delivery, 'close'> }
  | { kind: 'offline' }
  | { kind: 'online' };

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

/** The server's refresh tokens: each rotation records its successor; reuse is judged by it. */
class TokenServer {
  private issued = 0;
  private readonly tokens = new Map<string, { successor: string | null; revoked: boolean }>();
  refusals = 0;

  issue(): string {
    const token = `refresh-${++this.issued}`;
    this.tokens.set(token, { successor: null, revoked: false });
    return token;
  }

  private usedOrRevoked(token: string): boolean {
    const record = this.tokens.get(token);
    return !record || record.revoked || record.successor != null;
  }

  rotate(token: string): string {
    const record = this.tokens.get(token);
    const successorUsed = record?.successor != null && this.usedOrRevoked(record.successor);
    if (!record || record.revoked || successorUsed) {
      this.refusals++;
      for (const value of this.tokens.values()) value.revoked = true;
      throw new AuthApiError('rejected', 401, 'INVALID_TOKEN');
    }
    // First redemption, or a retry whose successor was never used: a (new) successor.
    if (record.successor) this.tokens.get(record.successor)!.revoked = true;
    record.successor = this.issue();
    return record.successor;
  }
}

function response(refreshToken: string, now: number): AuthResponseWire {
  const iat = Math.floor(now / 1000);
  return {
    session: {
      access_token: jwt({ sub: 'u1', email: 'ada@example.test', iat, exp: iat + ACCESS_TTL_S }),
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: ACCESS_TTL_S,
      refresh_expires_in: 2_592_000,
      issued_at: iat,
    },
    user: { id: 'u1', email: 'ada@example.test', displayName: null, role: 'user' },
  };
}

/** One device: shared storage and journal, a clock, and a tab (client) that can be closed. */
class Device {
  now = T0;
  online = true;
  stored: string | null = null;
  journal = new Map<string, RefreshInFlight>();
  next: Delivery = 'answer';
  failures: string[] = [];
  /** Requests cut off by closing the tab: they end when it closes. */
  private cutOff: (() => void)[] = [];
  client: AuthClient | null = null;

  constructor(readonly server: TokenServer) {}

  private api(): AuthApi {
    return {
      refresh: async (token) => {
        await Promise.resolve();
        const delivery = this.next;
        if (!this.online || delivery === 'unreached')
          throw new AuthApiError('network', null, 'NETWORK_ERROR');
        const successor = this.server.rotate(token);
        if (delivery === 'lost') throw new AuthApiError('network', null, 'NETWORK_ERROR');
        if (delivery === 'close')
          return new Promise<never>((_, reject) =>
            this.cutOff.push(() => reject(new AuthApiError('network', null, 'NETWORK_ERROR'))),
          );
        return response(successor, this.now);
      },
      me: async () => ({ id: 'u1', email: 'ada@example.test', displayName: null, role: 'user' }),
      signOut: async () => undefined,
    };
  }

  open(): AuthClient {
    let chain: Promise<unknown> = Promise.resolve();
    const env: AuthEnvironment = {
      now: () => this.now,
      api: this.api(),
      store: {
        read: () => (this.stored ? (JSON.parse(this.stored) as StoredSession) : null),
        write: (session) => {
          this.stored = session ? JSON.stringify(session) : null;
        },
        subscribe: () => () => undefined,
      },
      refreshJournal: {
        begin: async (record) => void this.journal.set(record.userId, record),
        read: async (userId) => this.journal.get(userId) ?? null,
        end: async (userId) => void this.journal.delete(userId),
      },
      withLock: (_name, work) => {
        const run = chain.then(work, work);
        chain = run.catch(() => undefined);
        return run;
      },
      isOnline: () => this.online,
      onOnline: () => () => undefined,
      setTimer: () => () => undefined,
      takeStartupTokens: async () => null,
      openHostedLogin: () => undefined,
    };
    const client = createAuthClient(env);
    client.onError((failure) => this.failures.push(failure.code));
    this.client = client;
    return client;
  }

  /** Closing the tab: its JavaScript stops, its requests end, its lock is released. */
  close(): void {
    this.client?.dispose();
    this.client = null;
    for (const end of this.cutOff.splice(0)) end();
  }
}

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('refresh' as const),
      delivery: fc.constantFrom<Delivery>('answer', 'lost', 'unreached', 'close'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('reopen' as const),
      delivery: fc.constantFrom<Exclude<Delivery, 'close'>>('answer', 'lost', 'unreached'),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'offline' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'online' as const }) },
);

const turns = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('refresh across closed apps and lost answers (property)', () => {
  it(`never signs the person out, and a refresh succeeds once the network is back (seed ${SEED})`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(actionArb, { minLength: 1, maxLength: 16 }), async (actions) => {
        const server = new TokenServer();
        const device = new Device(server);
        device.stored = JSON.stringify({
          accessToken: response('unused', T0).session.access_token,
          refreshToken: server.issue(),
          expiresAt: T0 + ACCESS_TTL_S * 1000,
          refreshExpiresAt: T0 + 2_592_000_000,
          receivedAt: T0,
          user: { id: 'u1', email: 'ada@example.test', displayName: null, role: 'user' },
        } satisfies StoredSession);
        await device.open().start();
        for (const action of actions) {
          if (action.kind === 'offline') device.online = false;
          else if (action.kind === 'online') device.online = true;
          else if (action.kind === 'reopen') {
            device.close();
            await turns();
            device.next = action.delivery;
            await device.open().start();
          } else {
            device.next = action.delivery;
            device.now += ACCESS_TTL_S * 1000; // the access token has expired
            const client = device.client ?? device.open();
            const pending = client.getAccessToken();
            if (action.delivery === 'close') {
              await turns();
              device.close();
            }
            await pending.catch(() => undefined);
          }
          await turns();
          expect(device.failures).toEqual([]);
          expect(device.stored).not.toBeNull();
        }
        // Recovery: the network is back and answers; the app is opened once more.
        device.online = true;
        device.next = 'answer';
        device.close();
        await turns();
        const client = device.open();
        await client.start();
        device.now += ACCESS_TTL_S * 1000;
        expect(await client.getAccessToken()).not.toBeNull();
        expect(client.getState().isAuthenticated).toBe(true);
        expect(server.refusals).toBe(0);
        expect(device.failures).toEqual([]);
        device.close();
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 120_000);
});
