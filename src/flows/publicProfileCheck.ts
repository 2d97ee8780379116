// "Check what strangers see": reads one public profile page through our server's data service (as
// a stranger, signed out of the platform) and weighs it on the device against the user's exports.
// Invariants: only the address goes to our server, and what comes back is the public page — the
// user's exports never leave the device; nothing is asked while offline; every outcome comes back
// as a result or a message for the card, never as a thrown error.
import type {
  KnownIdentity,
  PublicPageSnapshot,
  PublicProfileReport,
} from '../analysis/profile/publicProfile.ts';
import { BackendError, NETWORK_ERROR_MESSAGE } from '../backend/backendError.ts';
import { readPublicPage } from '../backend/dataClient.ts';
import { DEFAULT_PROJECT_ID } from '../shared/constants.ts';

export const PROFILE_CHECK_MESSAGES = {
  offline: 'You are offline. Checking a public profile needs a connection.',
  signedOut: 'Sign in again to check a public profile.',
  badUrl: 'Enter the address of a public profile page, such as https://x.com/yourname.',
  failed: 'The profile could not be checked. Try again.',
  notFound:
    'Footprint could not find that site. Check the address is spelled right (such as https://x.com/yourname) and try again.',
  unreachable:
    'That site did not answer in time. Check the address, or try again in a few minutes.',
} as const;

/**
 * A data-service refusal as a sentence with a next step: its own words when they already end in
 * one, and ours for the raw network failures it passes on ("The host name could not be resolved").
 */
export function profileFetchProblem(message: string): string {
  if (/host ?name|could not be resolved|ENOTFOUND|EAI_AGAIN|DNS/i.test(message))
    return PROFILE_CHECK_MESSAGES.notFound;
  if (/timed? ?out|ETIMEDOUT|ECONNREFUSED|ECONNRESET|did not answer|too slow/i.test(message))
    return PROFILE_CHECK_MESSAGES.unreachable;
  const sentence = /[.!?]$/.test(message.trim()) ? message.trim() : `${message.trim()}.`;
  return /\btry\b|\bcheck\b|\benter\b|\bsign in\b/i.test(sentence)
    ? sentence
    : `${sentence} Check the address and try again.`;
}

export type ProfileCheckOutcome =
  { status: 'done'; report: PublicProfileReport } | { status: 'failed'; message: string };

export interface ProfileCheckDeps {
  online(): boolean;
  /** A fresh access token, or null when signed out. */
  getAccessToken(): Promise<string | null>;
  /** The data service's scrape of `url` (backend/dataClient.ts). */
  readPage(token: string, url: string): Promise<PublicPageSnapshot>;
  /** What the user's exports say about them, read from the device. */
  loadKnown(): Promise<KnownIdentity>;
  /** The analysis (the worker's 'profile.check'). */
  analyse(page: PublicPageSnapshot, known: KnownIdentity): Promise<PublicProfileReport>;
}

/** The data service of the server this app was served from reads `url` as a stranger would. */
export function readPublicPageFromOrigin(token: string, url: string): Promise<PublicPageSnapshot> {
  return readPublicPage(window.location.origin, DEFAULT_PROJECT_ID, token, url);
}

/** The address as typed, made whole ("x.com/jane" → "https://x.com/jane"), or null. */
export function profileAddress(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname.includes('.') || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

export async function checkPublicProfile(
  deps: ProfileCheckDeps,
  input: string,
): Promise<ProfileCheckOutcome> {
  const url = profileAddress(input);
  if (!url) return { status: 'failed', message: PROFILE_CHECK_MESSAGES.badUrl };
  if (!deps.online()) return { status: 'failed', message: PROFILE_CHECK_MESSAGES.offline };
  const token = await deps.getAccessToken();
  if (!token) return { status: 'failed', message: PROFILE_CHECK_MESSAGES.signedOut };
  let page: PublicPageSnapshot;
  try {
    page = await deps.readPage(token, url);
  } catch (error) {
    // The data service's refusals (a private address, too large, too slow) are written for users.
    if (error instanceof BackendError) {
      return {
        status: 'failed',
        message:
          error.kind === 'auth'
            ? PROFILE_CHECK_MESSAGES.signedOut
            : profileFetchProblem(error.message),
      };
    }
    return { status: 'failed', message: NETWORK_ERROR_MESSAGE };
  }
  try {
    const report = await deps.analyse(page, await deps.loadKnown());
    return { status: 'done', report };
  } catch {
    return { status: 'failed', message: PROFILE_CHECK_MESSAGES.failed };
  }
}
