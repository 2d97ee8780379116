// The auth client's rules over a fake browser (shared storage between "tabs", a lock, a clock and
// timers under the test's control, a scriptable server).
import { describe, expect, it, vi } from 'vitest';
import type { AuthResponseWire } from '../shared/auth.ts';
import { AuthApiError, type AuthApi } from './authApi.ts';
import {
  createAuthClient,
  tokenDigest,
  type AuthClient,
  type AuthEnvironment,
  type RefreshInFlight,
} from './authClient.ts';
import {
  PopupSignInError,
  type PopupSignIn,
  type PopupSignInFailureReason,
  type PopupSignInOutcome,
} from './popupSignIn.ts';
import type { StoredSession } from './session.ts';

const T0 = Date.UTC(2026, 0, 1);

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

function accessToken(userId = 'u1', email = 'ada@example.test', lifetimeS = 900, iat = T0 / 1000) {
  return jwt({ sub: userId, email, role: 'user', iat, exp: iat + lifetimeS });
}

/** Shared by the tabs of one fake browser. */
class FakeBrowser {
  now = T0;
  online = true;
  stored: string | null = null;
  private storeListeners = new Set<(tab: number) => void>();
  private lockChain: Promise<unknown> = Promise.resolve();
  timers: { at: number; callback: () => void; cancelled: boolean }[] = [];
  onlineListeners = new Set<() => void>();
  refreshCalls: string[] = [];
  signOutCalls: string[] = [];
  issued = 0;
  refreshBehaviour: 'ok' | 'network' | 'rejected' = 'ok';
  meBehaviour: 'ok' | 'network' | 'rejected' = 'ok';
  /**
   * Outcomes of the next refreshes, before refreshBehaviour applies: 'lost' = the server rotated
   * the token but the answer never arrived; 'hang' = no answer at all (the app was closed).
   */
  refreshScript: ('lost' | 'hang')[] = [];
  /** Requests without an answer; closing the tab ends them (and frees its Web Lock). */
  hanging: (() => void)[] = [];
  /** Every server call in order, to check what a start does first. */
  calls: string[] = [];
  /** The device database's record of a refresh in flight, shared by the tabs. */
  journal = new Map<string, RefreshInFlight>();

  api: AuthApi = {
    refresh: async (refreshToken) => {
      this.refreshCalls.push(refreshToken);
      this.calls.push(`refresh ${refreshToken}`);
      await Promise.resolve();
      const scripted = this.refreshScript.shift();
      if (scripted === 'hang')
        return new Promise<never>((_, reject) =>
          this.hanging.push(() => reject(new AuthApiError('network', null, 'NETWORK_ERROR'))),
        );
      if (scripted === 'lost') {
        this.sessionResponse();
        throw new AuthApiError('network', null, 'NETWORK_ERROR');
      }
      if (this.refreshBehaviour === 'network') throw new AuthApiError('network', null, null);
      if (this.refreshBehaviour === 'rejected')
        throw new AuthApiError('rejected', 401, 'INVALID_TOKEN');
      return this.sessionResponse();
    },
    me: async () => {
      this.calls.push('me');
      if (this.meBehaviour === 'network') throw new AuthApiError('network', null, null);
      if (this.meBehaviour === 'rejected') throw new AuthApiError('rejected', 401, 'UNAUTHORIZED');
      return { id: 'u1', email: 'ada@example.test', displayName: 'Ada', role: 'user' };
    },
    signOut: async (refreshToken) => {
      if (!this.online) throw new AuthApiError('network', null, null);
      this.signOutCalls.push(refreshToken);
    },
  };

  sessionResponse(): AuthResponseWire {
    this.issued += 1;
    return {
      session: {
        access_token: accessToken('u1', 'ada@example.test', 900, Math.floor(this.now / 1000)),
        refresh_token: `refresh-${this.issued}`,
        token_type: 'Bearer',
        expires_in: 900,
        refresh_expires_in: 2_592_000,
        issued_at: Math.floor(this.now / 1000),
      },
      user: { id: 'u1', email: 'ada@example.test', displayName: null, role: 'user' },
    };
  }

  advance(ms: number): void {
    this.now += ms;
    for (const timer of this.timers) {
      if (!timer.cancelled && timer.at <= this.now) {
        timer.cancelled = true;
        timer.callback();
      }
    }
  }

  goOnline(): void {
    this.online = true;
    for (const listener of this.onlineListeners) listener();
  }

  storedSession(): StoredSession | null {
    return this.stored ? (JSON.parse(this.stored) as StoredSession) : null;
  }

  tab(
    handover: { accessToken: string; refreshToken: string | null } | null = null,
    openPopupSignIn?: () => PopupSignIn | null,
  ) {
    const tabId = Math.random();
    const navigations: string[] = [];
    const env: AuthEnvironment = {
      now: () => this.now,
      api: this.api,
      refreshJournal: {
        begin: async (record) => void this.journal.set(record.userId, record),
        read: async (userId) => this.journal.get(userId) ?? null,
        end: async (userId) => void this.journal.delete(userId),
      },
      store: {
        read: () => {
          try {
            return this.stored ? (JSON.parse(this.stored) as StoredSession) : null;
          } catch {
            return null;
          }
        },
        write: (session) => {
          this.stored = session ? JSON.stringify(session) : null;
          for (const listener of this.storeListeners) listener(tabId);
        },
        subscribe: (listener) => {
          const onChange = (writer: number) => {
            if (writer !== tabId) listener(env.store.read());
          };
          this.storeListeners.add(onChange);
          return () => this.storeListeners.delete(onChange);
        },
      },
      withLock: (_name, work) => {
        const run = this.lockChain.then(work, work);
        this.lockChain = run.catch(() => undefined);
        return run;
      },
      isOnline: () => this.online,
      onOnline: (listener) => {
        this.onlineListeners.add(listener);
        return () => this.onlineListeners.delete(listener);
      },
      setTimer: (callback, delayMs) => {
        const timer = { at: this.now + delayMs, callback, cancelled: false };
        this.timers.push(timer);
        return () => {
          timer.cancelled = true;
        };
      },
      takeStartupTokens: async () => handover,
      openHostedLogin: () => navigations.push('hosted login'),
      ...(openPopupSignIn ? { openPopupSignIn } : {}),
    };
    const client = createAuthClient(env);
    return { client, navigations };
  }
}

async function signedIn(browser: FakeBrowser): Promise<AuthClient> {
  const { client } = browser.tab({ accessToken: accessToken(), refreshToken: 'refresh-0' });
  await client.start();
  return client;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A signed-in tab whose refresh reached the server but whose answer never came back. */
async function refreshAnswerLost() {
  const browser = new FakeBrowser();
  const client = await signedIn(browser);
  browser.now += 1_000_000;
  browser.refreshScript = ['lost'];
  await client.getAccessToken();
  return { browser, client };
}

/** A popup sign-in the test ends as it likes. */
function fakePopup() {
  let resolve: (outcome: PopupSignInOutcome) => void = () => undefined;
  let reject: (error: PopupSignInError) => void = () => undefined;
  const result = new Promise<PopupSignInOutcome>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const attempt: PopupSignIn = {
    result,
    focus: vi.fn(),
    abandon: vi.fn(() => resolve({ kind: 'abandoned' })),
  };
  return {
    attempt,
    signIn: (token: string, refreshToken = 'refresh-popup') =>
      resolve({ kind: 'signed-in', accessToken: token, refreshToken }),
    fail: (
      reason: PopupSignInFailureReason,
      code: 'POPUP_CANCELED' | 'AUTH_TIMEOUT' = 'POPUP_CANCELED',
    ) => reject(new PopupSignInError(reason, code)),
  };
}

describe('start-up', () => {
  it('adopts tokens handed over at start, stores them and validates the user with the server', async () => {
    const browser = new FakeBrowser();
    const client = await signedIn(browser);
    expect(client.getState()).toMatchObject({
      isAuthenticated: true,
      isLoading: false,
      user: { id: 'u1', email: 'ada@example.test', displayName: 'Ada' },
    });
    expect(browser.storedSession()?.refreshToken).toBe('refresh-0');
  });

  it('falls back to stored tokens, and continues anonymously when there are none', async () => {
    const browser = new FakeBrowser();
    await signedIn(browser);
    const { client: second } = browser.tab();
    await second.start();
    expect(second.getState().user?.email).toBe('ada@example.test');

    const empty = new FakeBrowser();
    const { client: anonymous } = empty.tab();
    expect(anonymous.getState().isLoading).toBe(true);
    await anonymous.start();
    expect(anonymous.getState()).toEqual({
      user: null,
      tokens: null,
      isAuthenticated: false,
      isLoading: false,
    });
  });

  it('ignores unreadable handed-over tokens and keeps the stored session', async () => {
    const browser = new FakeBrowser();
    await signedIn(browser);
    const { client } = browser.tab({ accessToken: 'garbage', refreshToken: 'x' });
    await client.start();
    expect(client.getState().user?.id).toBe('u1');
  });

  it('refreshes an expired stored access token at start', async () => {
    const browser = new FakeBrowser();
    await signedIn(browser);
    browser.advance(901_000);
    const { client } = browser.tab();
    await client.start();
    expect(browser.refreshCalls).toEqual(['refresh-0']);
    expect(client.getState().tokens?.refreshToken).toBe('refresh-1');
  });

  it('clears stored tokens the server rejects', async () => {
    const browser = new FakeBrowser();
    await signedIn(browser);
    browser.meBehaviour = 'rejected';
    browser.refreshBehaviour = 'rejected';
    const { client } = browser.tab();
    const errors: string[] = [];
    client.onError((failure) => errors.push(failure.code));
    await client.start();
    expect(client.getState().isAuthenticated).toBe(false);
    expect(browser.stored).toBeNull();
    expect(errors).toEqual(['TOKEN_EXPIRED']);
  });
});

describe('refresh', () => {
  it('refreshes 30 s before expiry, not earlier', async () => {
    const browser = new FakeBrowser();
    const client = await signedIn(browser);
    browser.advance(900_000 - 31_000);
    expect(browser.refreshCalls).toEqual([]);
    expect(await client.getAccessToken()).toBe(client.getState().tokens?.accessToken);
    browser.advance(1_000);
    await flush();
    expect(browser.refreshCalls).toEqual(['refresh-0']);
    expect(browser.storedSession()?.refreshToken).toBe('refresh-1');
  });

  it('refreshes tokens shorter-lived than the margin at half their life instead of in a loop', async () => {
    const browser = new FakeBrowser();
    const { client } = browser.tab({
      accessToken: accessToken('u1', 'ada@example.test', 20),
      refreshToken: 'refresh-0',
    });
    await client.start();
    browser.advance(9_000);
    await flush();
    expect(browser.refreshCalls).toEqual([]);
    browser.advance(1_000);
    await flush();
    expect(browser.refreshCalls).toEqual(['refresh-0']);
  });

  it('sends one refresh for concurrent token requests and tells listeners once', async () => {
    const browser = new FakeBrowser();
    const client = await signedIn(browser);
    const refreshed = vi.fn();
    client.onTokenRefresh(refreshed);
    browser.now += 890_000; // no timers fire: the requests themselves must refresh
    const tokens = await Promise.all([client.getAccessToken(), client.getAccessToken()]);
    expect(browser.refreshCalls).toHaveLength(1);
    expect(tokens[0]).toBe(tokens[1]);
    expect(refreshed).toHaveBeenCalledTimes(1);
  });

  it('never sends a rotated refresh token twice when two tabs refresh together', async () => {
    const browser = new FakeBrowser();
    const tabA = await signedIn(browser);
    const { client: tabB } = browser.tab();
    await tabB.start();
    browser.now += 890_000;
    const [a, b] = await Promise.all([tabA.getAccessToken(), tabB.getAccessToken()]);
    expect(browser.refreshCalls).toEqual(['refresh-0']);
    expect(a).toBe(b);
    expect(tabB.getState().tokens?.refreshToken).toBe('refresh-1');
  });

  it('keeps the user signed in with the last known token when the network fails', async () => {
    const browser = new FakeBrowser();
    const client = await signedIn(browser);
    const before = client.getState().tokens?.accessToken;
    browser.refreshBehaviour = 'network';
    browser.now += 1_000_000;
    expect(await client.getAccessToken()).toBe(before);
    expect(client.getState()).toMatchObject({ isAuthenticated: true, user: { id: 'u1' } });
    expect(browser.stored).not.toBeNull();
  });

  it('offline: keeps the expired session without calling the server, refreshes once back online', async () => {
    const browser = new FakeBrowser();
    await signedIn(browser);
    browser.online = false;
    browser.advance(1_000_000);
    const { client } = browser.tab();
    await client.start();
    expect(client.getState()).toMatchObject({ isAuthenticated: true, user: { id: 'u1' } });
    expect(browser.refreshCalls).toEqual([]);
    browser.goOnline();
    await flush();
    expect(browser.refreshCalls).toEqual(['refresh-0']);
  });

  it('after the app closed during a refresh, the next start retries the same token before anything else', async () => {
    const browser = new FakeBrowser();
    const closed = await signedIn(browser);
    browser.now += 1_000_000;
    browser.refreshScript = ['hang'];
    void closed.getAccessToken();
    await flush();
    expect(browser.journal.get('u1')).toMatchObject({
      userId: 'u1',
      tokenDigest: tokenDigest('refresh-0'),
    });
    expect(JSON.stringify([...browser.journal.values()])).not.toContain('refresh-0');
    closed.dispose();
    for (const end of browser.hanging.splice(0)) end();
    await flush();
    expect(browser.journal.has('u1')).toBe(true);
    // Reopened a minute later; the server answers a retry whose successor was never used.
    browser.now += 60_000;
    browser.calls = [];
    const { client } = browser.tab();
    const errors: string[] = [];
    client.onError((failure) => errors.push(failure.code));
    const seen: (string | null | undefined)[] = [];
    client.subscribe((state) => seen.push(state.tokens?.refreshToken));
    await client.start();
    expect(browser.calls[0]).toBe('refresh refresh-0');
    // Nobody (views, sync) saw the session before its refresh answered.
    expect(seen[0]).toBe('refresh-1');
    expect(client.getState().tokens?.refreshToken).toBe('refresh-1');
    expect(errors).toEqual([]);
    expect(browser.journal.size).toBe(0);
  });

  it('keeps the session and the record when the answer is lost, and retries with the same token', async () => {
    const { browser, client } = await refreshAnswerLost();
    expect(client.getState()).toMatchObject({ isAuthenticated: true, user: { id: 'u1' } });
    expect(browser.journal.has('u1')).toBe(true);
    // A start before the retry timer fired (the app was closed and reopened) retries first.
    const { client: reopened } = browser.tab();
    await reopened.start();
    expect(browser.refreshCalls).toEqual(['refresh-0', 'refresh-0']);
    expect(reopened.getState().isAuthenticated).toBe(true);
    expect(browser.journal.size).toBe(0);
  });

  it('ends the session only when the retry is refused, with the spec message, even for an unknown code', async () => {
    const { browser, client } = await refreshAnswerLost();
    client.dispose();
    browser.api.refresh = async () => {
      throw new AuthApiError('rejected', 401, 'REFRESH_TOKEN_REUSED');
    };
    const { client: reopened } = browser.tab();
    const messages: string[] = [];
    reopened.onError((failure) => messages.push(failure.message));
    await reopened.start();
    expect(reopened.getState().isAuthenticated).toBe(false);
    expect(messages).toEqual(['Session expired. Please sign in again.']);
    expect(browser.journal.size).toBe(0);
  });

  it('a reopened app offline keeps the session and retries the recorded refresh once online', async () => {
    const { browser, client } = await refreshAnswerLost();
    client.dispose();
    browser.online = false;
    const { client: reopened } = browser.tab();
    await reopened.start();
    expect(reopened.getState()).toMatchObject({ isAuthenticated: true, isLoading: false });
    expect(browser.refreshCalls).toEqual(['refresh-0']);
    browser.goOnline();
    await flush();
    expect(browser.refreshCalls).toEqual(['refresh-0', 'refresh-0']);
    expect(reopened.getState().tokens?.refreshToken).toBe('refresh-2');
  });

  it('clears tokens on a 401 from refresh and tells sign-out listeners', async () => {
    const browser = new FakeBrowser();
    const client = await signedIn(browser);
    const signedOut = vi.fn();
    client.onSignOut(signedOut);
    browser.refreshBehaviour = 'rejected';
    browser.now += 1_000_000;
    expect(await client.getAccessToken()).toBeNull();
    expect(client.getState().isAuthenticated).toBe(false);
    expect(browser.stored).toBeNull();
    expect(signedOut).toHaveBeenCalledWith('u1');
  });

  it('clears tokens without a server call once the refresh token itself has expired', async () => {
    const browser = new FakeBrowser();
    const client = await signedIn(browser);
    browser.online = false; // no refresh happens on the way
    browser.now += 2_592_000_000 + 1;
    browser.online = true;
    expect(await client.getAccessToken()).toBeNull();
    expect(browser.refreshCalls).toEqual([]);
    expect(client.getState().isAuthenticated).toBe(false);
  });
});

describe('tabs, sign-in and sign-out', () => {
  it('shares a refresh and a sign-out made in another tab', async () => {
    const browser = new FakeBrowser();
    const tabA = await signedIn(browser);
    const { client: tabB } = browser.tab();
    await tabB.start();
    const refreshedInB = vi.fn();
    tabB.onTokenRefresh(refreshedInB);
    browser.now += 890_000;
    await tabA.getAccessToken();
    expect(tabB.getState().tokens?.refreshToken).toBe('refresh-1');
    expect(refreshedInB).toHaveBeenCalledTimes(1);
    await tabA.logout();
    expect(tabB.getState().isAuthenticated).toBe(false);
  });

  it('signs out: revokes the refresh token online, clears tokens and runs the data cleanup', async () => {
    const browser = new FakeBrowser();
    const client = await signedIn(browser);
    const cleaned: string[] = [];
    client.registerSignOutCleanup(async (userId) => {
      cleaned.push(userId);
    });
    await client.logout();
    expect(browser.signOutCalls).toEqual(['refresh-0']);
    expect(cleaned).toEqual(['u1']);
    expect(browser.stored).toBeNull();
    expect(client.getState().isAuthenticated).toBe(false);
  });

  it('signs out offline too, without waiting for the server', async () => {
    const browser = new FakeBrowser();
    const client = await signedIn(browser);
    browser.online = false;
    const cleanup = vi.fn(async () => undefined);
    client.registerSignOutCleanup(cleanup);
    await client.logout({ pendingWork: true, imports: false });
    expect(browser.signOutCalls).toEqual([]);
    // What the person chose to keep reaches the cleanup, so their queue stays on the device.
    expect(cleanup).toHaveBeenCalledWith('u1', { pendingWork: true, imports: false });
    expect(client.getState().isAuthenticated).toBe(false);
  });

  it('opens the hosted login online and explains instead when offline', async () => {
    const browser = new FakeBrowser();
    const { client, navigations } = browser.tab();
    await client.start();
    const errors: string[] = [];
    client.onError((failure) => errors.push(failure.message));
    client.login();
    expect(navigations).toEqual(['hosted login']);
    browser.online = false;
    client.login();
    expect(navigations).toHaveLength(1);
    expect(errors).toEqual(['Network error. Please check your connection and try again.']);
  });
});

describe('sign-in in a popup', () => {
  async function signedOutTab(popups: () => PopupSignIn | null) {
    const browser = new FakeBrowser();
    const open = vi.fn(popups);
    const { client, navigations } = browser.tab(null, open);
    await client.start();
    const errors: string[] = [];
    client.onError((failure) => errors.push(failure.message));
    return { browser, client, navigations, errors, open };
  }

  it("signs in with the popup's tokens the way a redirect does: stored, validated, no page change", async () => {
    const popup = fakePopup();
    const { browser, client, navigations, open } = await signedOutTab(() => popup.attempt);
    client.login({ preferPopup: true });
    expect(open).toHaveBeenCalledTimes(1);
    popup.signIn(accessToken());
    await flush();
    expect(client.getState()).toMatchObject({
      isAuthenticated: true,
      user: { id: 'u1', email: 'ada@example.test', displayName: 'Ada' },
    });
    expect(browser.storedSession()?.refreshToken).toBe('refresh-popup');
    expect(navigations).toEqual([]);
  });

  it('falls back to the full-page sign-in when the popup was blocked or is not offered here', async () => {
    const popup = fakePopup();
    const blocked = await signedOutTab(() => popup.attempt);
    blocked.client.login({ preferPopup: true });
    popup.fail('blocked');
    await flush();
    expect(blocked.navigations).toEqual(['hosted login']);
    expect(blocked.errors).toEqual([]);

    const phone = await signedOutTab(() => null);
    phone.client.login({ preferPopup: true });
    expect(phone.navigations).toEqual(['hosted login']);
  });

  it('keeps the full-page sign-in for callers that do not ask for a popup', async () => {
    const { client, navigations, open } = await signedOutTab(() => fakePopup().attempt);
    client.login();
    expect(open).not.toHaveBeenCalled();
    expect(navigations).toEqual(['hosted login']);
  });

  it('tells the person when they closed the popup or it timed out, and stays signed out', async () => {
    let popup = fakePopup();
    const { client, errors } = await signedOutTab(() => popup.attempt);
    client.login({ preferPopup: true });
    popup.fail('canceled', 'POPUP_CANCELED');
    await flush();
    popup = fakePopup();
    client.login({ preferPopup: true });
    popup.fail('timeout', 'AUTH_TIMEOUT');
    await flush();
    expect(errors).toEqual([
      'Sign-in was canceled. Please try again.',
      'Authentication timed out. Please try again.',
    ]);
    expect(client.getState().isAuthenticated).toBe(false);
  });

  it('brings the open popup forward on a second click instead of opening another', async () => {
    const popup = fakePopup();
    const { client, open } = await signedOutTab(() => popup.attempt);
    client.login({ preferPopup: true });
    client.login({ preferPopup: true });
    expect(open).toHaveBeenCalledTimes(1);
    expect(popup.attempt.focus).toHaveBeenCalledTimes(1);
  });

  it('closes a waiting popup when another tab signed the person in', async () => {
    const popup = fakePopup();
    const { browser, client, errors } = await signedOutTab(() => popup.attempt);
    client.login({ preferPopup: true });
    await signedIn(browser);
    expect(popup.attempt.abandon).toHaveBeenCalled();
    await flush();
    expect(client.getState().user?.email).toBe('ada@example.test');
    expect(errors).toEqual([]);
  });
});
