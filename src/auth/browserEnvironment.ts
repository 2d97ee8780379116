// The browser side of the auth client: localStorage (shared by tabs, with `storage` events for
// cross-tab sync), the device database for the record of a refresh in flight, Web Locks for one-tab-at-a-time refresh, the online/offline events, and the
// start-up hand-over of tokens from a parent window or the URL, and the sign-in popup where the
// window suits one.
// Invariants: tokens are removed from the address bar as soon as they are read; tokens from a
// parent window are accepted only from a same-origin parent (a foreign page could otherwise sign
// the person in to an account of its choosing).
import { db } from '../db/database.ts';
import { deviceRefreshJournal } from '../db/repos/refreshJournal.ts';
import { DEFAULT_PROJECT_ID, IFRAME_TOKEN_WAIT_MS } from '../shared/constants.ts';
import { httpAuthApi } from './authApi.ts';
import { hostedLoginUrl, type AuthEnvironment, type SessionStore } from './authClient.ts';
import { randomPopupState, startPopupSignIn, type PopupEnvironment } from './popupSignIn.ts';
import { parseStoredSession } from './session.ts';

export const AUTH_STORAGE_KEY = 'footprint.auth';
export const PARENT_TOKEN_REQUEST = 'footprint:auth:request';
export const PARENT_TOKEN_REPLY = 'footprint:auth:tokens';

/** Longest delay setTimeout honours (2^31 − 1 ms); longer waits are re-armed by the client. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Where sign-in may use a popup: a browser tab (not the installed app, whose popups open in a
 * separate browser view) at least as wide as Bulma's desktop breakpoint (not a phone, where a
 * popup is just another tab to find one's way back from).
 */
export const POPUP_SIGN_IN_MEDIA = '(display-mode: browser) and (min-width: 1024px)';

function localStorageStore(): SessionStore {
  return {
    read: () => parseStoredSession(localStorage.getItem(AUTH_STORAGE_KEY)),
    write(session) {
      if (session) localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
      else localStorage.removeItem(AUTH_STORAGE_KEY);
    },
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === AUTH_STORAGE_KEY || event.key === null) {
          listener(parseStoredSession(localStorage.getItem(AUTH_STORAGE_KEY)));
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

function tokensFromParent(): Promise<{ accessToken: string; refreshToken: string | null } | null> {
  return new Promise((resolve) => {
    const origin = window.location.origin;
    const timer = setTimeout(() => finish(null), IFRAME_TOKEN_WAIT_MS);
    function finish(result: { accessToken: string; refreshToken: string | null } | null) {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      resolve(result);
    }
    function onMessage(event: MessageEvent) {
      if (event.source !== window.parent || event.origin !== origin) return;
      const data = event.data as {
        type?: unknown;
        access_token?: unknown;
        refresh_token?: unknown;
      };
      if (data?.type !== PARENT_TOKEN_REPLY || typeof data.access_token !== 'string') return;
      finish({
        accessToken: data.access_token,
        refreshToken: typeof data.refresh_token === 'string' ? data.refresh_token : null,
      });
    }
    window.addEventListener('message', onMessage);
    try {
      window.parent.postMessage({ type: PARENT_TOKEN_REQUEST }, origin);
    } catch {
      finish(null);
    }
  });
}

function browserPopups(): PopupEnvironment {
  return {
    open: (url, name, features) => window.open(url, name, features),
    openerBox: () => ({
      left: window.screenX,
      top: window.screenY,
      width: window.outerWidth,
      height: window.outerHeight,
    }),
    onMessage(listener) {
      const onMessage = (event: MessageEvent) =>
        listener({ origin: event.origin, source: event.source, data: event.data as unknown });
      window.addEventListener('message', onMessage);
      return () => window.removeEventListener('message', onMessage);
    },
    setTimer(callback, delayMs) {
      const id = setTimeout(callback, delayMs);
      return () => clearTimeout(id);
    },
    setRepeatingTimer(callback, everyMs) {
      const id = setInterval(callback, everyMs);
      return () => clearInterval(id);
    },
    randomState: randomPopupState,
  };
}

function tokensFromUrl(): { accessToken: string; refreshToken: string | null } | null {
  const url = new URL(window.location.href);
  const accessToken = url.searchParams.get('access_token');
  const refreshToken = url.searchParams.get('refresh_token');
  if (!accessToken && !refreshToken) return null;
  url.searchParams.delete('access_token');
  url.searchParams.delete('refresh_token');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  return accessToken ? { accessToken, refreshToken } : null;
}

export function browserEnvironment(): AuthEnvironment {
  return {
    now: () => Date.now(),
    store: localStorageStore(),
    refreshJournal: deviceRefreshJournal(db),
    api: httpAuthApi,
    withLock(name, work) {
      if (typeof navigator !== 'undefined' && navigator.locks) {
        return navigator.locks.request(name, { mode: 'exclusive' }, work) as Promise<
          Awaited<ReturnType<typeof work>>
        >;
      }
      // Without Web Locks (very old browsers) tabs may refresh together; the server's short reuse
      // grace window keeps that from ending the session.
      return work();
    },
    isOnline: () => navigator.onLine,
    onOnline(listener) {
      window.addEventListener('online', listener);
      return () => window.removeEventListener('online', listener);
    },
    setTimer(callback, delayMs) {
      const id = setTimeout(callback, Math.min(delayMs, MAX_TIMER_MS));
      return () => clearTimeout(id);
    },
    async takeStartupTokens() {
      const embedded = window.parent !== window;
      const fromParent = embedded ? await tokensFromParent() : null;
      return fromParent ?? tokensFromUrl();
    },
    openHostedLogin() {
      window.location.assign(hostedLoginUrl(window.location.origin));
    },
    openPopupSignIn() {
      if (!window.matchMedia(POPUP_SIGN_IN_MEDIA).matches) return null;
      return startPopupSignIn(browserPopups(), {
        loginUrl: hostedLoginUrl(window.location.origin),
        projectId: DEFAULT_PROJECT_ID,
      });
    },
  };
}
