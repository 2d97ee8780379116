// Sign-in in a popup window (product-spec §7, §8, §9): opens the hosted login page at
// `/auth?mode=popup&state=…`, 500×600 and centred over the app, and waits for the page to post the
// outcome back. Plain TypeScript over an injected window and timers, so it is tested without a
// browser.
//
// Where the app uses it: the dashboard's "Sign In" button (the Authentication Required card), in a
// desktop-sized browser tab. There the person is already where they want to be, so signing in in a
// popup leaves the page as it is and the dashboard appears in place. The landing page's button
// keeps the full-page redirect: it leads from a public page to the dashboard anyway, and it is
// where most people create their account. Phones and the installed app (a popup there opens a
// separate browser view that may lose its way back) use the redirect too, and so does a blocked
// popup. POPUP_SIGN_IN_MEDIA in browserEnvironment.ts draws the line.
//
// The time limit: the spec's 30 seconds cover the OAuth provider's part. The hosted page tells
// the app when it shows and when it leaves (for the provider), and the clock runs only while the
// popup is away from it — someone typing a new password into the page is never cut off, and
// someone stuck at a provider is released after 30 s. A popup that never reaches the page (an
// error page, no network) is given up 30 s after it opened.
//
// Invariants: only messages from the popup itself, from the hosted page's origin, are read
// (anything else is ignored); a message with another state ('State mismatch') or, for a result,
// another project ('Project ID mismatch') ends the attempt without taking any token; the attempt
// settles once, and every timer and listener is gone when it has.
import { AUTH_MESSAGES, type AuthMessageCode } from '../shared/authMessages.ts';
import { AUTH_POPUP_PRESENCE, AUTH_POPUP_RESULT } from '../shared/authPopup.ts';
import {
  AUTH_POPUP_CLOSED_CHECK_MS,
  AUTH_POPUP_HEIGHT_PX,
  AUTH_POPUP_TIMEOUT_MS,
  AUTH_POPUP_WIDTH_PX,
} from '../shared/constants.ts';
import { toAppAuthCode } from './messages.ts';

/** The part of a window opened by `window.open` this module uses. */
export interface PopupWindow {
  readonly closed: boolean;
  close(): void;
  focus(): void;
}

export interface PopupMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

export interface PopupEnvironment {
  /** `window.open`; null when the browser blocked the popup. */
  open(url: string, name: string, features: string): PopupWindow | null;
  /** The app window's outer box on the screen, to centre the popup over it. */
  openerBox(): { left: number; top: number; width: number; height: number };
  /** `message` events of the app window. */
  onMessage(listener: (message: PopupMessage) => void): () => void;
  setTimer(callback: () => void, delayMs: number): () => void;
  setRepeatingTimer(callback: () => void, everyMs: number): () => void;
  /** An unguessable, URL-safe value (see AUTH_POPUP_STATE_PATTERN). */
  randomState(): string;
}

export interface PopupSignInOptions {
  /** The hosted login page address for a full-page sign-in (redirect_url and project_id set). */
  loginUrl: string;
  projectId: string;
}

export type PopupSignInOutcome =
  | { kind: 'signed-in'; accessToken: string; refreshToken: string | null }
  /** The person asked for a mailed link and then closed the popup: not a cancellation. */
  | { kind: 'email-sent' }
  /** Ended by `abandon()` (signed in some other way meanwhile). */
  | { kind: 'abandoned' };

export type PopupSignInFailureReason =
  'blocked' | 'canceled' | 'timeout' | 'state-mismatch' | 'project-mismatch' | 'rejected';

/** The spec's own wording for the popup failures outside its auth code table (§8). */
export const POPUP_FAILURE_MESSAGES = {
  blocked: 'Popup was blocked',
  'state-mismatch': 'State mismatch',
  'project-mismatch': 'Project ID mismatch',
} as const;

export class PopupSignInError extends Error {
  readonly reason: PopupSignInFailureReason;
  /** The auth code whose message the person is shown (product-spec §8). */
  readonly authCode: AuthMessageCode;

  constructor(reason: PopupSignInFailureReason, authCode: AuthMessageCode) {
    super(
      reason === 'blocked' || reason === 'state-mismatch' || reason === 'project-mismatch'
        ? POPUP_FAILURE_MESSAGES[reason]
        : AUTH_MESSAGES[authCode],
    );
    this.name = 'PopupSignInError';
    this.reason = reason;
    this.authCode = authCode;
  }
}

export interface PopupSignIn {
  readonly result: Promise<PopupSignInOutcome>;
  /** Brings the popup to the front (a second click on "Sign In" while it is open). */
  focus(): void;
  /** Closes the popup and resolves `result` with 'abandoned'. */
  abandon(): void;
}

export const POPUP_WINDOW_NAME = 'footprint-sign-in';

export function popupFeatures(box: ReturnType<PopupEnvironment['openerBox']>): string {
  const left = Math.round(box.left + (box.width - AUTH_POPUP_WIDTH_PX) / 2);
  const top = Math.round(box.top + (box.height - AUTH_POPUP_HEIGHT_PX) / 2);
  return `popup=yes,width=${AUTH_POPUP_WIDTH_PX},height=${AUTH_POPUP_HEIGHT_PX},left=${left},top=${top}`;
}

export function startPopupSignIn(env: PopupEnvironment, options: PopupSignInOptions): PopupSignIn {
  const state = env.randomState();
  const url = new URL(options.loginUrl);
  url.searchParams.set('mode', 'popup');
  url.searchParams.set('state', state);
  const loginOrigin = url.origin;

  let settle: (outcome: PopupSignInOutcome | PopupSignInError) => void = () => undefined;
  const result = new Promise<PopupSignInOutcome>((resolve, reject) => {
    settle = (outcome) =>
      outcome instanceof PopupSignInError ? reject(outcome) : resolve(outcome);
  });

  const opened = env.open(url.href, POPUP_WINDOW_NAME, popupFeatures(env.openerBox()));
  if (!opened) {
    settle(new PopupSignInError('blocked', 'REDIRECT_FAILED'));
    return { result, focus: () => undefined, abandon: () => undefined };
  }
  const popup: PopupWindow = opened;

  let settled = false;
  let cancelDeadline: () => void = () => undefined;
  let closedSeen = false;
  // A reset or sign-in link was mailed: the person may still sign in here, or close the popup
  // and follow the link, which is no cancellation.
  let linkMailed = false;

  function finish(outcome: PopupSignInOutcome | PopupSignInError, closePopup: boolean): void {
    if (settled) return;
    settled = true;
    cancelDeadline();
    stopClosedCheck();
    stopListening();
    if (closePopup && !popup.closed) popup.close();
    settle(outcome);
  }

  const fail = (reason: PopupSignInFailureReason, authCode: AuthMessageCode) =>
    finish(new PopupSignInError(reason, authCode), true);

  function armDeadline(): void {
    cancelDeadline();
    cancelDeadline = env.setTimer(() => fail('timeout', 'AUTH_TIMEOUT'), AUTH_POPUP_TIMEOUT_MS);
  }

  function disarmDeadline(): void {
    cancelDeadline();
    cancelDeadline = () => undefined;
  }

  // A page that posts its result and closes itself right away may look closed before its message
  // is read here; one more check's grace lets that message win over "canceled".
  const stopClosedCheck = env.setRepeatingTimer(() => {
    if (!popup.closed) return;
    if (closedSeen) {
      if (linkMailed) finish({ kind: 'email-sent' }, false);
      else fail('canceled', 'POPUP_CANCELED');
    }
    closedSeen = true;
  }, AUTH_POPUP_CLOSED_CHECK_MS);

  const stopListening = env.onMessage((message) => {
    if (settled || message.source !== popup || message.origin !== loginOrigin) return;
    const data = message.data;
    if (data == null || typeof data !== 'object') return;
    const fields = data as Record<string, unknown>;
    if (fields.type !== AUTH_POPUP_RESULT && fields.type !== AUTH_POPUP_PRESENCE) return;
    if (fields.state !== state) {
      fail('state-mismatch', 'VERIFICATION_FAILED');
      return;
    }
    if (fields.type === AUTH_POPUP_PRESENCE) {
      if (fields.present === true) disarmDeadline();
      else armDeadline();
      return;
    }
    if (fields.projectId !== options.projectId) {
      fail('project-mismatch', 'VERIFICATION_FAILED');
      return;
    }
    if (typeof fields.access_token === 'string' && fields.access_token !== '') {
      finish(
        {
          kind: 'signed-in',
          accessToken: fields.access_token,
          refreshToken: typeof fields.refresh_token === 'string' ? fields.refresh_token : null,
        },
        true,
      );
    } else if (fields.emailSent === true) {
      linkMailed = true;
    } else {
      fail(
        'rejected',
        typeof fields.error === 'string' ? toAppAuthCode(fields.error) : 'VERIFICATION_FAILED',
      );
    }
  });

  armDeadline();

  return {
    result,
    focus: () => {
      if (!settled && !popup.closed) popup.focus();
    },
    abandon: () => finish({ kind: 'abandoned' }, true),
  };
}

/** 32 random bytes as unpadded base64url (43 characters). */
export function randomPopupState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
