// The messages the hosted login page, opened in a popup (`/auth?mode=popup&state=…`), sends to the
// window that opened it (product-spec §7), shared by the server (which hands the names and the
// target origin to the page) and the app (which checks what arrives).
// Invariants: every message carries the opener's `state` unchanged; a result also carries the
// page's project id; the page posts only to the allow-listed redirect origin, never to '*'.

/**
 * The sign-in ended with tokens or an auth error code; or a link was emailed (the person may still
 * sign in in the popup, and closing it is then no cancellation).
 */
export const AUTH_POPUP_RESULT = 'footprint:auth:popup-result';
/** The popup shows (true) or leaves (false) the hosted page; the time limit runs only while away. */
export const AUTH_POPUP_PRESENCE = 'footprint:auth:popup-presence';

interface PopupResultBase {
  type: typeof AUTH_POPUP_RESULT;
  state: string;
  projectId: string;
}

export type AuthPopupResult = PopupResultBase &
  ({ access_token: string; refresh_token: string } | { error: string } | { emailSent: true });

export interface AuthPopupPresence {
  type: typeof AUTH_POPUP_PRESENCE;
  state: string;
  present: boolean;
}

export type AuthPopupMessage = AuthPopupResult | AuthPopupPresence;

/**
 * What the opener's `state` may look like: URL-safe and long enough to be unguessable (the app
 * sends 32 random bytes, 43 characters). The server refuses anything else, so the value it echoes
 * into the page and the message is never markup or a guess.
 */
export const AUTH_POPUP_STATE_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;

export function isAuthPopupState(value: unknown): value is string {
  return typeof value === 'string' && AUTH_POPUP_STATE_PATTERN.test(value);
}
