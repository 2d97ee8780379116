// Starts the sync engine in the browser: real clock, navigator.onLine, Web Locks, wake-ups when the
// app becomes visible or is shown again, and the auth client's session. Invariant: exactly one
// engine per page; a reloaded tab reuses its lease holder id (sessionStorage) so it takes its
// own lease back at once instead of waiting for it to expire.
import { liveQuery } from 'dexie';
import { countPending } from '../db/repos/outbox.ts';
import type { FootprintDatabase } from '../db/schema.ts';
import { SyncEngine } from './engine.ts';
import { createMemoryLocks } from './memoryLocks.ts';
import type { Clock, OnlineSignal, RefreshOutcome, SyncLocks, WakeSignal } from './ports.ts';
import { createRestTransport, type RestTables } from './restTransport.ts';

/** How long a tab waits for another tab's sync lock before scheduling a retry instead. */
export const SYNC_LOCK_WAIT_MS = 10_000;
const HOLDER_KEY = 'footprint.sync-holder';

/** The part of the auth client the engine needs (src/auth). */
export interface SyncAuth {
  getState(): { user: { id: string } | null };
  subscribe(listener: () => void): () => void;
  /** A fresh token, or null when signed out; never throws on network errors. */
  getAccessToken(): Promise<string | null>;
  onTokenRefresh(listener: () => void): () => void;
}

export const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export const browserOnline: OnlineSignal = {
  isOnline: () => navigator.onLine,
  subscribe(listener) {
    const online = () => listener(true);
    const offline = () => listener(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  },
};

/**
 * Web Locks with a wait limit: a lock orphaned by a frozen tab must not hang sync for ever
 * (supabase-js #2426). Without Web Locks, the IndexedDB lease alone keeps engines apart.
 */
export function browserLocks(): SyncLocks {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return createMemoryLocks();
  return {
    async run(name, task) {
      try {
        const value = await locks.request(
          name,
          { signal: AbortSignal.timeout(SYNC_LOCK_WAIT_MS) },
          task,
        );
        return { ran: true, value };
      } catch (error) {
        if (
          error instanceof DOMException &&
          (error.name === 'AbortError' || error.name === 'TimeoutError')
        )
          return { ran: false };
        throw error;
      }
    },
  };
}

export const visibilityWake: WakeSignal = (wake) => {
  const onVisible = () => {
    if (document.visibilityState === 'visible') wake();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('pageshow', wake);
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('pageshow', wake);
  };
};

function holderId(): string {
  try {
    const known = sessionStorage.getItem(HOLDER_KEY);
    if (known) return known;
    const fresh = `tab-${crypto.getRandomValues(new Uint32Array(2)).join('-')}`;
    sessionStorage.setItem(HOLDER_KEY, fresh);
    return fresh;
  } catch {
    return `tab-${crypto.getRandomValues(new Uint32Array(2)).join('-')}`;
  }
}

export interface BrowserSync {
  engine: SyncEngine;
  dispose(): void;
}

export function startBrowserSync(
  db: FootprintDatabase,
  restAs: (userId: string) => RestTables,
  auth: SyncAuth,
): BrowserSync {
  let lastToken: string | null = null;
  const transport = createRestTransport(restAs);
  const engine = new SyncEngine({
    db,
    transport,
    session: {
      userId: () => auth.getState().user?.id ?? null,
      async refresh(): Promise<RefreshOutcome> {
        const token = await auth.getAccessToken();
        if (!token) return 'signed-out';
        if (token !== lastToken) {
          lastToken = token;
          return 'refreshed';
        }
        // The same token was just refused: unless we are offline, only sign-in will help.
        return navigator.onLine ? 'signed-out' : 'unavailable';
      },
    },
    clock: browserClock,
    online: browserOnline,
    locks: browserLocks(),
    holderId: holderId(),
    wakeSignals: [visibilityWake],
  });
  let lastUser = auth.getState().user?.id ?? null;
  const unsubscribeAuth = auth.subscribe(() => {
    const user = auth.getState().user?.id ?? null;
    if (user !== lastUser) {
      lastUser = user;
      engine.onSessionChanged();
    }
  });
  const unsubscribeRefresh = auth.onTokenRefresh(() => engine.onTokenRefreshed());
  // Writes from any tab (Dexie live queries see other tabs' commits) start a push here.
  let lastCount = -1;
  const outboxWatch = liveQuery(async () => {
    const user = auth.getState().user?.id;
    return user ? countPending(db, user) : 0;
  }).subscribe({
    next: (count) => {
      if (count > lastCount && lastCount !== -1) engine.onLocalWrite();
      lastCount = count;
    },
    error: () => undefined,
  });
  engine.start();
  return {
    engine,
    dispose() {
      unsubscribeAuth();
      unsubscribeRefresh();
      outboxWatch.unsubscribe();
      engine.stop();
    },
  };
}
