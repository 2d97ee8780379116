// The popup sign-in's rules over a fake window: a clock and timers under the test's control, a
// popup the test can close, and messages the test posts from any origin or window.
import { describe, expect, it } from 'vitest';
import { AUTH_POPUP_PRESENCE, AUTH_POPUP_RESULT } from '../shared/authPopup.ts';
import {
  PopupSignInError,
  startPopupSignIn,
  type PopupEnvironment,
  type PopupMessage,
  type PopupSignInOutcome,
} from './popupSignIn.ts';

const ORIGIN = 'https://footprint.example';
const LOGIN_URL = `${ORIGIN}/auth?redirect_url=${encodeURIComponent(`${ORIGIN}/dashboard`)}&project_id=footprint`;
const STATE = 'state-0123456789abcdefghijklmnopqrstuvwxyzAB';

class FakePopup {
  closed = false;
  focused = 0;
  close(): void {
    this.closed = true;
  }
  focus(): void {
    this.focused += 1;
  }
}

function fakeWindow(options: { blocked?: boolean } = {}) {
  let now = 0;
  const timers: { at: number; every: number | null; callback: () => void; live: boolean }[] = [];
  const listeners = new Set<(message: PopupMessage) => void>();
  const opened: { url: URL; name: string; features: string }[] = [];
  const popup = new FakePopup();
  const env: PopupEnvironment = {
    open(url, name, features) {
      opened.push({ url: new URL(url), name, features });
      return options.blocked ? null : popup;
    },
    openerBox: () => ({ left: 100, top: 50, width: 1300, height: 900 }),
    onMessage(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setTimer(callback, delayMs) {
      const timer = { at: now + delayMs, every: null, callback, live: true };
      timers.push(timer);
      return () => (timer.live = false);
    },
    setRepeatingTimer(callback, everyMs) {
      const timer = { at: now + everyMs, every: everyMs, callback, live: true };
      timers.push(timer);
      return () => (timer.live = false);
    },
    randomState: () => STATE,
  };
  return {
    env,
    popup,
    opened,
    /** Moves the clock on, firing due timers in order. */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = timers
          .filter((timer) => timer.live && timer.at <= end)
          .sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        now = due.at;
        if (due.every == null) due.live = false;
        else due.at += due.every;
        due.callback();
      }
      now = end;
    },
    post(data: unknown, from: { origin?: string; source?: unknown } = {}) {
      const message = { origin: from.origin ?? ORIGIN, source: from.source ?? popup, data };
      for (const listener of [...listeners]) listener(message);
    },
    liveTimers: () => timers.filter((timer) => timer.live).length,
    listenerCount: () => listeners.size,
  };
}

type Settled =
  | { status: 'pending' }
  | { status: 'resolved'; value: PopupSignInOutcome }
  | { status: 'rejected'; error: PopupSignInError };

function track(result: Promise<PopupSignInOutcome>): () => Promise<Settled> {
  let settled: Settled = { status: 'pending' };
  result.then(
    (value) => (settled = { status: 'resolved', value }),
    (error: PopupSignInError) => (settled = { status: 'rejected', error }),
  );
  // Let the promise's callbacks run before reading.
  return async () => {
    await Promise.resolve();
    await Promise.resolve();
    return settled;
  };
}

const result = (fields: Record<string, unknown>) => ({
  type: AUTH_POPUP_RESULT,
  state: STATE,
  projectId: 'footprint',
  ...fields,
});
const presence = (present: boolean, state = STATE) => ({
  type: AUTH_POPUP_PRESENCE,
  state,
  present,
});

function start(options: { blocked?: boolean } = {}) {
  const browser = fakeWindow(options);
  const attempt = startPopupSignIn(browser.env, { loginUrl: LOGIN_URL, projectId: 'footprint' });
  return { browser, attempt, outcome: track(attempt.result) };
}

describe('popup sign-in', () => {
  it('opens the hosted page in popup mode, 500×600 and centred over the app, with a fresh state', () => {
    const { browser } = start();
    expect(browser.opened).toHaveLength(1);
    const { url, features } = browser.opened[0]!;
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/auth`);
    expect(url.searchParams.get('mode')).toBe('popup');
    expect(url.searchParams.get('state')).toBe(STATE);
    expect(url.searchParams.get('redirect_url')).toBe(`${ORIGIN}/dashboard`);
    expect(url.searchParams.get('project_id')).toBe('footprint');
    // Centred: 100 + (1300 − 500) / 2 = 500, 50 + (900 − 600) / 2 = 200.
    expect(features).toBe('popup=yes,width=500,height=600,left=500,top=200');
  });

  it('signs in with the tokens the hosted page posts, and closes the popup', async () => {
    const { browser, outcome } = start();
    browser.post(presence(true));
    browser.post(result({ access_token: 'access', refresh_token: 'refresh' }));
    expect(await outcome()).toEqual({
      status: 'resolved',
      value: { kind: 'signed-in', accessToken: 'access', refreshToken: 'refresh' },
    });
    expect(browser.popup.closed).toBe(true);
    expect(browser.liveTimers()).toBe(0);
    expect(browser.listenerCount()).toBe(0);
  });

  it('reports "Popup was blocked" when the browser refuses to open it', async () => {
    const { outcome } = start({ blocked: true });
    const settled = await outcome();
    expect(settled.status).toBe('rejected');
    const error = (settled as { error: PopupSignInError }).error;
    expect(error).toBeInstanceOf(PopupSignInError);
    expect(error.reason).toBe('blocked');
    expect(error.message).toBe('Popup was blocked');
  });

  it('reports the sign-in as canceled within two checks after the person closed the popup', async () => {
    const { browser, outcome } = start();
    browser.post(presence(true));
    browser.advance(5_000);
    expect((await outcome()).status).toBe('pending');
    browser.popup.closed = true;
    browser.advance(2_000);
    const settled = await outcome();
    expect(settled).toMatchObject({ status: 'rejected', error: { reason: 'canceled' } });
    expect((settled as { error: Error }).error.message).toBe(
      'Sign-in was canceled. Please try again.',
    );
    expect(browser.liveTimers()).toBe(0);
  });

  it('takes a result posted just before the popup closed itself, instead of calling it canceled', async () => {
    const { browser, outcome } = start();
    browser.advance(900);
    browser.popup.closed = true;
    browser.advance(100); // the closed-check sees it closed once
    browser.post(result({ access_token: 'access', refresh_token: 'refresh' }));
    browser.advance(3_000);
    expect(await outcome()).toMatchObject({ status: 'resolved', value: { kind: 'signed-in' } });
  });

  it('gives up 30 seconds after the popup left the hosted page, closing it', async () => {
    const { browser, outcome } = start();
    browser.post(presence(true));
    browser.advance(120_000); // reading and typing on the hosted page is never cut off
    expect((await outcome()).status).toBe('pending');
    browser.post(presence(false)); // off to the OAuth provider
    browser.advance(29_999);
    expect((await outcome()).status).toBe('pending');
    browser.advance(1);
    const settled = await outcome();
    expect(settled).toMatchObject({ status: 'rejected', error: { reason: 'timeout' } });
    expect((settled as { error: Error }).error.message).toBe(
      'Authentication timed out. Please try again.',
    );
    expect(browser.popup.closed).toBe(true);
  });

  it('gives up 30 seconds after opening when the hosted page never shows', async () => {
    const { browser, outcome } = start();
    browser.advance(30_000);
    expect(await outcome()).toMatchObject({ status: 'rejected', error: { reason: 'timeout' } });
    expect(browser.popup.closed).toBe(true);
  });

  it('ignores messages from another origin or another window', async () => {
    const { browser, outcome } = start();
    const tokens = result({ access_token: 'forged', refresh_token: 'forged' });
    browser.post(tokens, { origin: 'https://evil.example' });
    browser.post(tokens, { source: {} });
    browser.post({ type: 'something-else', state: 'x' });
    browser.post('a string');
    expect((await outcome()).status).toBe('pending');
    browser.post(result({ access_token: 'access', refresh_token: 'refresh' }));
    expect(await outcome()).toMatchObject({
      status: 'resolved',
      value: { kind: 'signed-in', accessToken: 'access' },
    });
  });

  it('refuses a result for another state with "State mismatch" and takes no token', async () => {
    const { browser, outcome } = start();
    browser.post({ ...result({ access_token: 'access', refresh_token: 'r' }), state: 'other' });
    const settled = await outcome();
    expect(settled).toMatchObject({ status: 'rejected', error: { reason: 'state-mismatch' } });
    expect((settled as { error: Error }).error.message).toBe('State mismatch');
    expect(browser.popup.closed).toBe(true);
    browser.post(result({ access_token: 'access', refresh_token: 'refresh' }));
    expect((await outcome()).status).toBe('rejected');
  });

  it('refuses a result for another project with "Project ID mismatch"', async () => {
    const { browser, outcome } = start();
    browser.post({ ...result({ access_token: 'a', refresh_token: 'r' }), projectId: 'other' });
    const settled = await outcome();
    expect(settled).toMatchObject({ status: 'rejected', error: { reason: 'project-mismatch' } });
    expect((settled as { error: Error }).error.message).toBe('Project ID mismatch');
  });

  it('passes on an error the hosted page reports, with the spec message for its code', async () => {
    const { browser, outcome } = start();
    browser.post(result({ error: 'POPUP_CANCELED' })); // the person declined at the provider
    const settled = await outcome();
    expect(settled).toMatchObject({
      status: 'rejected',
      error: { reason: 'rejected', authCode: 'POPUP_CANCELED' },
    });
    expect(browser.popup.closed).toBe(true);
  });

  it('does not call closing the popup a cancellation once a link was mailed', async () => {
    const { browser, outcome } = start();
    browser.post(presence(true));
    browser.post(result({ emailSent: true }));
    browser.advance(60_000);
    expect((await outcome()).status).toBe('pending');
    browser.popup.closed = true;
    browser.advance(2_000);
    expect(await outcome()).toEqual({ status: 'resolved', value: { kind: 'email-sent' } });
    expect(browser.liveTimers()).toBe(0);
  });

  it('still takes a sign-in made in the popup after a link was mailed', async () => {
    const { browser, outcome } = start();
    browser.post(result({ emailSent: true }));
    browser.post(result({ access_token: 'access', refresh_token: 'refresh' }));
    expect(await outcome()).toMatchObject({ status: 'resolved', value: { kind: 'signed-in' } });
  });

  it('focuses the open popup, and closes it when abandoned', async () => {
    const { browser, attempt, outcome } = start();
    attempt.focus();
    expect(browser.popup.focused).toBe(1);
    attempt.abandon();
    expect(await outcome()).toEqual({ status: 'resolved', value: { kind: 'abandoned' } });
    expect(browser.popup.closed).toBe(true);
  });
});
