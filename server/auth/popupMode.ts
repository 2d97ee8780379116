// The hosted login's popup mode (product-spec §7: `mode=popup` with the opener's `state`): which
// requests ask for it, where the page may post its outcome, and the one header the popup's pages
// must not send.
// Invariants: the target origin is always the origin of a redirect URL that passed the allow-list
// (never '*'); a popup request without a well-formed state is refused rather than run as a
// redirect, so the opener never waits for a message that cannot come.
import type { FastifyReply } from 'fastify';
import {
  AUTH_POPUP_PRESENCE,
  AUTH_POPUP_RESULT,
  isAuthPopupState,
} from '../../src/shared/authPopup.ts';
import { invalidRequest } from './errors.ts';

export interface PopupTarget {
  /** The opener's state, echoed in every message. */
  state: string;
  /** The only origin the page posts to: the allow-listed redirect URL's. */
  targetOrigin: string;
}

/** The popup target for `mode` and `state`, or null for the full-page redirect. */
export function checkPopupMode(
  mode: unknown,
  state: unknown,
  checkedRedirectUrl: string,
): PopupTarget | null {
  if (mode === undefined || mode === '' || mode === 'redirect') return null;
  if (mode !== 'popup') throw invalidRequest('This sign-in mode is not supported.');
  if (!isAuthPopupState(state)) {
    throw invalidRequest('This sign-in window was opened without a valid state. Please try again.');
  }
  return { state, targetOrigin: new URL(checkedRedirectUrl).origin };
}

/** What the hosted page's script needs to talk to its opener (the page's `data-popup`). */
export function popupPageData(target: PopupTarget): string {
  return JSON.stringify({
    state: target.state,
    targetOrigin: target.targetOrigin,
    resultType: AUTH_POPUP_RESULT,
    presenceType: AUTH_POPUP_PRESENCE,
  });
}

/**
 * Lets the opener keep its handle on the popup while the popup visits the OAuth provider: a
 * Cross-Origin-Opener-Policy on any page (or redirect) along the way would move the popup to a
 * browsing context group of its own, and the opener would see it as closed. The app's own pages
 * send `same-origin-allow-popups`, which keeps popups that send none.
 */
export function allowOpener(reply: FastifyReply): void {
  reply.removeHeader('cross-origin-opener-policy');
}
