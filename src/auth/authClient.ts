// The app's auth state (product-spec §4): user, tokens, isAuthenticated, isLoading. Owns start-up
// (tokens from the parent window, else the URL, else storage), validation, refresh (30 s before
// expiry, one tab at a time), cross-tab sync, sign-in (full-page, or in a popup where the caller
// prefers it and the environment offers one) and sign-out. Plain TypeScript over an injected
// environment, so it is tested without a browser.
// Invariants: a network error never signs the user out — only the server rejecting a token does;
// a refresh token is sent to the server by at most one tab at a time (the server revokes the whole
// family when a rotated token comes back); local data is cleared only on an explicit sign-out.
import type { SignOutKeep } from '../db/repos/scans.ts';
import { DEFAULT_PROJECT_ID } from '../shared/constants.ts';
import { AuthApiError, type AuthApi } from './authApi.ts';
import { AuthFailure } from './messages.ts';
import { PopupSignInError, type PopupSignIn, type PopupSignInOutcome } from './popupSignIn.ts';
import {
  refreshMarginMs,
  sessionFromResponse,
  sessionFromTokens,
  type AuthUser,
  type StoredSession,
} from './session.ts';

export type { AuthUser } from './session.ts';
export { userFromAccessToken } from './session.ts';

export interface AuthTokens {
  accessToken: string;
  refreshToken: string | null;
  /** Epoch milliseconds at which the access token expires. */
  expiresAt: number;
}

export interface AuthState {
  user: AuthUser | null;
  tokens: AuthTokens | null;
  isAuthenticated: boolean;
  isLoading: boolean;
}

export const INITIAL_AUTH_STATE: AuthState = {
  user: null,
  tokens: null,
  isAuthenticated: false,
  isLoading: true,
};

/** After a refresh failed for want of a connection or server, try again this much later. */
export const REFRESH_RETRY_MS = 30_000;
export const REFRESH_LOCK_NAME = 'footprint.auth.refresh';

export interface SessionStore {
  read(): StoredSession | null;
  write(session: StoredSession | null): void;
  /** Changes written by other tabs. */
  subscribe(listener: (session: StoredSession | null) => void): () => void;
}

/**
 * A refresh sent but not answered yet, kept where closing the app does not lose it (IndexedDB),
 * one per user. The token itself stays in the session store; this keeps only its digest.
 */
export interface RefreshInFlight {
  userId: string;
  /** tokenDigest() of the refresh token sent. */
  tokenDigest: string;
  /** Epoch ms (device clock) when it was sent. */
  startedAt: number;
}

export interface RefreshJournal {
  begin(record: RefreshInFlight): Promise<void>;
  read(userId: string): Promise<RefreshInFlight | null>;
  end(userId: string): Promise<void>;
}

export interface AuthEnvironment {
  now(): number;
  store: SessionStore;
  /**
   * Where a refresh in flight is recorded, so the next start retries it with the same token
   * before anything else (the server answers such a retry with a valid session as long as the
   * successor token was never used). Absent: no record, a plain refresh at start.
   */
  refreshJournal?: RefreshJournal;
  api: AuthApi;
  /** Runs `work` holding a lock shared by every tab of this origin (Web Locks). */
  withLock<T>(name: string, work: () => Promise<T>): Promise<T>;
  isOnline(): boolean;
  onOnline(listener: () => void): () => void;
  setTimer(callback: () => void, delayMs: number): () => void;
  /** Tokens handed over at start: from the parent window when embedded, else the URL query. */
  takeStartupTokens(): Promise<{ accessToken: string; refreshToken: string | null } | null>;
  openHostedLogin(): void;
  /**
   * Opens the hosted login in a popup where that suits this window (popupSignIn.ts says where);
   * null where it does not. Absent: never.
   */
  openPopupSignIn?(): PopupSignIn | null;
}

export interface LoginOptions {
  /** Sign in in a popup where the environment offers one; else (or when blocked) full-page. */
  preferPopup?: boolean;
}

export interface AuthClient {
  getState(): AuthState;
  subscribe(listener: (state: AuthState) => void): () => void;
  start(): Promise<void>;
  login(options?: LoginOptions): void;
  /** Signs out; `keep` says what of this user's data stays on the device (default: nothing). */
  logout(keep?: SignOutKeep): Promise<void>;
  /** A fresh access token (refreshed when within 30 s of expiry); null when signed out. Never
   * throws: on network errors it returns the current token. */
  getAccessToken(): Promise<string | null>;
  /** Called after each refresh, in this tab or another. */
  onTokenRefresh(listener: (accessToken: string, user: AuthUser) => void): () => void;
  /** Called when the signed-in user goes away (sign-out, expiry, another user in another tab). */
  onSignOut(listener: (userId: string) => void): () => void;
  /** Failures to show the person (session expired, offline sign-in attempt). */
  onError(listener: (failure: AuthFailure) => void): () => void;
  /** Runs on explicit sign-out to delete that user's data on this device, but what they keep. */
  registerSignOutCleanup(cleanup: (userId: string, keep: SignOutKeep) => Promise<void>): () => void;
  dispose(): void;
}

/** The hosted login page address with the post-login return address origin + /dashboard. */
export function hostedLoginUrl(origin: string, projectId = DEFAULT_PROJECT_ID): string {
  const params = new URLSearchParams({
    redirect_url: `${origin}/dashboard`,
    project_id: projectId,
  });
  return `${origin}/auth?${params.toString()}`;
}

type RefreshOutcome = 'refreshed' | 'rejected' | 'unavailable';

/**
 * A 53-bit fingerprint of a token (cyrb53), so the journal recognises the token it recorded
 * without holding it. Synchronous on purpose: a refresh must not wait for crypto.subtle, and a
 * recogniser needs no collision resistance (53 bits of a random token reveal nothing usable).
 */
export function tokenDigest(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i++) {
    const code = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

function sameTokens(a: StoredSession | null, b: StoredSession | null): boolean {
  return a?.accessToken === b?.accessToken && a?.refreshToken === b?.refreshToken;
}

export function createAuthClient(env: AuthEnvironment): AuthClient {
  let state: AuthState = INITIAL_AUTH_STATE;
  let session: StoredSession | null = null;
  let started = false;
  let inFlight: Promise<RefreshOutcome> | null = null;
  let cancelTimer: () => void = () => undefined;
  let pendingPopup: PopupSignIn | null = null;
  const stateListeners = new Set<(state: AuthState) => void>();
  const refreshListeners = new Set<(accessToken: string, user: AuthUser) => void>();
  const signOutListeners = new Set<(userId: string) => void>();
  const errorListeners = new Set<(failure: AuthFailure) => void>();
  const cleanups = new Set<(userId: string, keep: SignOutKeep) => Promise<void>>();
  const disposers: (() => void)[] = [];

  function emit<T extends unknown[]>(listeners: Set<(...args: T) => void>, ...args: T): void {
    for (const listener of [...listeners]) {
      try {
        listener(...args);
      } catch (error) {
        console.error('auth listener failed', error instanceof Error ? error.message : error);
      }
    }
  }

  function setState(next: AuthState): void {
    state = next;
    emit(stateListeners, state);
  }

  function adopt(next: StoredSession | null, persist: boolean): void {
    const previous = session;
    session = next;
    // Signed in some other way (another tab, a mailed link) while a popup waits: it is not needed.
    if (next && pendingPopup) {
      pendingPopup.abandon();
      pendingPopup = null;
    }
    if (persist) env.store.write(next);
    setState(
      next
        ? {
            user: next.user,
            tokens: {
              accessToken: next.accessToken,
              refreshToken: next.refreshToken,
              expiresAt: next.expiresAt,
            },
            isAuthenticated: true,
            isLoading: false,
          }
        : { user: null, tokens: null, isAuthenticated: false, isLoading: false },
    );
    schedule();
    if (previous && previous.user.id !== next?.user.id) emit(signOutListeners, previous.user.id);
    else if (next && previous && !sameTokens(previous, next)) {
      emit(refreshListeners, next.accessToken, next.user);
    }
  }

  function expire(code: string | null): void {
    adopt(null, true);
    // A refusal whose code the app does not know still ended the session: say so, never
    // "Network error" (the spec's TOKEN_EXPIRED message).
    const failure = new AuthFailure(code ?? 'TOKEN_EXPIRED');
    emit(errorListeners, failure.retryable ? new AuthFailure('TOKEN_EXPIRED') : failure);
  }

  /** Journal writes are best effort: a failing IndexedDB must not block or end a session. */
  async function journal(work: (journal: RefreshJournal) => Promise<unknown>): Promise<void> {
    if (!env.refreshJournal) return;
    try {
      await work(env.refreshJournal);
    } catch (error) {
      console.error('refresh journal failed', error instanceof Error ? error.name : error);
    }
  }

  /** Whether the stored session's refresh was sent by an earlier run and never answered. */
  async function refreshWasInterrupted(stored: StoredSession): Promise<boolean> {
    if (!env.refreshJournal || !stored.refreshToken) return false;
    try {
      const record = await env.refreshJournal.read(stored.user.id);
      if (!record) return false;
      if (record.tokenDigest === tokenDigest(stored.refreshToken)) return true;
      // Answered after all (the store holds a newer token): the record is stale.
      await env.refreshJournal.end(stored.user.id);
      return false;
    } catch {
      return false;
    }
  }

  function schedule(): void {
    cancelTimer();
    cancelTimer = () => undefined;
    if (!session?.refreshToken) return;
    const due = session.expiresAt - refreshMarginMs(session) - env.now();
    cancelTimer = env.setTimer(() => void refreshWhenDue(), Math.max(0, due));
  }

  async function refreshWhenDue(): Promise<void> {
    if (!session?.refreshToken) return;
    if (session.expiresAt - env.now() > refreshMarginMs(session)) return;
    if (!env.isOnline()) return; // the 'online' listener picks this up
    const outcome = await refresh();
    if (outcome === 'unavailable') {
      cancelTimer();
      cancelTimer = env.setTimer(() => void refreshWhenDue(), REFRESH_RETRY_MS);
    }
  }

  function refresh(): Promise<RefreshOutcome> {
    inFlight ??= runRefresh().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  async function runRefresh(): Promise<RefreshOutcome> {
    const before = session;
    if (!before) return 'rejected';
    if (!before.refreshToken) return 'unavailable';
    if (before.refreshExpiresAt != null && env.now() >= before.refreshExpiresAt) {
      expire('TOKEN_EXPIRED');
      return 'rejected';
    }
    return env.withLock(REFRESH_LOCK_NAME, async () => {
      // While this tab waited for the lock another tab may have refreshed (or signed out); its
      // result is in the shared store, and redeeming our old token again would look like theft.
      const stored = env.store.read();
      if (!sameTokens(stored, before)) {
        adopt(stored, false);
        return stored ? 'refreshed' : 'rejected';
      }
      const userId = before.user.id;
      const digest = tokenDigest(before.refreshToken!);
      await journal((j) => j.begin({ userId, tokenDigest: digest, startedAt: env.now() }));
      try {
        const response = await env.api.refresh(before.refreshToken!);
        adopt(sessionFromResponse(response, env.now()), true);
        await journal((j) => j.end(userId));
        return 'refreshed';
      } catch (error) {
        if (error instanceof AuthApiError && error.kind === 'rejected') {
          await journal((j) => j.end(userId));
          expire(error.code);
          return 'rejected';
        }
        // The answer may have been lost on the way: the record stays, and the next attempt (in
        // this run or the next start) sends the same token again.
        return 'unavailable';
      }
    });
  }

  async function validate(): Promise<void> {
    const current = session;
    if (!current) return;
    if (current.expiresAt - env.now() <= refreshMarginMs(current)) {
      if (env.isOnline()) await refresh();
      return;
    }
    if (!env.isOnline()) return;
    try {
      const user = await env.api.me(current.accessToken);
      if (session === current) adopt({ ...current, user }, true);
    } catch (error) {
      if (error instanceof AuthApiError && error.kind === 'rejected' && session === current) {
        // The access token is not accepted (signing key rotated, user changed): a refresh
        // decides; if the refresh token is refused too, the session ends there.
        if (current.refreshToken) await refresh();
        else expire(error.code);
      }
    }
  }

  /** Tokens from the popup take the same path as tokens handed over in the URL at start. */
  async function afterPopup(outcome: PopupSignInOutcome): Promise<void> {
    if (outcome.kind !== 'signed-in') return;
    const next = sessionFromTokens(outcome.accessToken, outcome.refreshToken, env.now());
    if (!next) {
      emit(errorListeners, new AuthFailure('VERIFICATION_FAILED'));
      return;
    }
    adopt(next, true);
    await validate();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    async start() {
      if (started) return;
      started = true;
      disposers.push(
        env.store.subscribe((stored) => {
          if (!sameTokens(stored, session)) adopt(stored, false);
        }),
        env.onOnline(() => void validate()),
      );
      const handed = await env.takeStartupTokens();
      const fromHandover = handed
        ? sessionFromTokens(handed.accessToken, handed.refreshToken, env.now())
        : null;
      const candidate = fromHandover ?? env.store.read();
      if (!fromHandover && candidate && (await refreshWasInterrupted(candidate))) {
        // The app closed while this session's refresh was on its way: finish it first, with the
        // same token, before any view or sync uses the session. Offline, it waits for 'online'.
        session = candidate;
        if (env.isOnline() && (await refresh()) !== 'unavailable') {
          await validate();
          return;
        }
      }
      adopt(candidate, fromHandover != null || candidate == null);
      await validate();
    },
    login(options = {}) {
      if (!env.isOnline()) {
        emit(errorListeners, new AuthFailure('NETWORK_ERROR'));
        return;
      }
      if (pendingPopup) {
        pendingPopup.focus();
        return;
      }
      const attempt = options.preferPopup ? (env.openPopupSignIn?.() ?? null) : null;
      if (!attempt) {
        env.openHostedLogin();
        return;
      }
      pendingPopup = attempt;
      attempt.result.then(
        (outcome) => {
          if (pendingPopup === attempt) pendingPopup = null;
          void afterPopup(outcome);
        },
        (error: unknown) => {
          if (pendingPopup === attempt) pendingPopup = null;
          if (error instanceof PopupSignInError && error.reason === 'blocked') {
            env.openHostedLogin();
          } else {
            emit(
              errorListeners,
              new AuthFailure(error instanceof PopupSignInError ? error.authCode : null),
            );
          }
        },
      );
    },
    async logout(keep = { pendingWork: false, imports: false }) {
      const current = session;
      if (!current) {
        adopt(null, true);
        return;
      }
      // The device's data first, and only then the signed-out page: a person who closes the tab
      // (or a page that navigates away) as soon as it says "signed out" must not abort the
      // deletion half-way and leave their exports behind on a shared device.
      for (const cleanup of [...cleanups]) {
        await cleanup(current.user.id, keep).catch((error: unknown) =>
          console.error('sign-out cleanup failed', error instanceof Error ? error.message : error),
        );
      }
      adopt(null, true);
      if (current.refreshToken && env.isOnline()) {
        // Best effort: offline, the token simply expires on the server; local sign-out proceeds.
        await env.api.signOut(current.refreshToken).catch(() => undefined);
      }
    },
    async getAccessToken() {
      if (!session) return null;
      if (session.expiresAt - env.now() > refreshMarginMs(session)) return session.accessToken;
      if (!env.isOnline()) return session.accessToken;
      const outcome = await refresh();
      if (outcome === 'rejected') return null;
      return session?.accessToken ?? null;
    },
    onTokenRefresh(listener) {
      refreshListeners.add(listener);
      return () => refreshListeners.delete(listener);
    },
    onSignOut(listener) {
      signOutListeners.add(listener);
      return () => signOutListeners.delete(listener);
    },
    onError(listener) {
      errorListeners.add(listener);
      return () => errorListeners.delete(listener);
    },
    registerSignOutCleanup(cleanup) {
      cleanups.add(cleanup);
      return () => cleanups.delete(cleanup);
    },
    dispose() {
      cancelTimer();
      pendingPopup?.abandon();
      pendingPopup = null;
      for (const dispose of disposers.splice(0)) dispose();
    },
  };
}
