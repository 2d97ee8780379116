// The instant checks the dashboard and Settings start, wired to this page's database and our
// server: the username presence check, the breach check of the user's own email, and the
// k-anonymity password check. Hooks hold their state and call these; the network is reached only
// here and in src/backend. Invariant: a password never leaves this call (only its 5-character
// SHA-1 prefix goes out, in backend/pwnedPasswordsClient.ts) and is never stored.
import { BackendError, NETWORK_ERROR_MESSAGE } from '../backend/backendError.ts';
import { checkEmailBreaches } from '../backend/breachesClient.ts';
import { passwordBreachCount, pwnedRangeFetcher } from '../backend/pwnedPasswordsClient.ts';
import { checkUsernamePresence } from '../backend/usernamesClient.ts';
import { db } from '../db/database.ts';
import { saveBreachCheck, saveUsernameCheck } from '../db/repos/instantFacts.ts';
import { DEFAULT_PROJECT_ID } from '../shared/constants.ts';
import type { BreachCheckResponse } from '../shared/breaches.ts';
import type { UsernameResult } from '../shared/usernames.ts';
import { checkUsername, type UsernameCheckOutcome } from './usernamePresence.ts';

type GetAccessToken = () => Promise<string | null>;

/** A check's failure in words for the user: the server's own message, or the network's. */
const failureMessage = (error: unknown) =>
  error instanceof BackendError ? error.message : NETWORK_ERROR_MESSAGE;

export const BREACH_CHECK_MESSAGES = {
  offline: 'You are offline. Checking your email against known breaches needs a connection.',
  signedOut: 'Sign in again to check your email.',
  notSaved: 'The result is shown but could not be kept on this device.',
} as const;

/** Checks the signed-in user's own address and keeps the answer on the device. */
export async function checkMyEmailBreaches(
  userId: string,
  getAccessToken: GetAccessToken,
): Promise<{ ok: true } | { ok: false; message: string }> {
  if (!navigator.onLine) return { ok: false, message: BREACH_CHECK_MESSAGES.offline };
  const token = await getAccessToken();
  if (!token) return { ok: false, message: BREACH_CHECK_MESSAGES.signedOut };
  let answer: BreachCheckResponse;
  try {
    answer = await checkEmailBreaches(window.location.origin, DEFAULT_PROJECT_ID, token);
  } catch (error) {
    return { ok: false, message: failureMessage(error) };
  }
  try {
    await saveBreachCheck(db, userId, answer);
    return { ok: true };
  } catch {
    return { ok: false, message: BREACH_CHECK_MESSAGES.notSaved };
  }
}

export const PASSWORD_CHECK_MESSAGES = {
  offline: 'You are offline. Checking a password needs a connection.',
  signedOut: 'Sign in again to check a password.',
} as const;

/** How often `password` appears in known breaches (0: never), or why it could not be checked. */
export async function checkPasswordBreaches(
  password: string,
  getAccessToken: GetAccessToken,
): Promise<{ ok: true; count: number } | { ok: false; message: string }> {
  if (!navigator.onLine) return { ok: false, message: PASSWORD_CHECK_MESSAGES.offline };
  const token = await getAccessToken();
  if (!token) return { ok: false, message: PASSWORD_CHECK_MESSAGES.signedOut };
  try {
    const count = await passwordBreachCount(
      password,
      pwnedRangeFetcher(window.location.origin, DEFAULT_PROJECT_ID, token),
    );
    return { ok: true, count };
  } catch (error) {
    return { ok: false, message: failureMessage(error) };
  }
}

/** Checks `username` across the site list, streaming each site's answer, and keeps the result. */
export function checkMyUsername(
  userId: string,
  getAccessToken: GetAccessToken,
  username: string,
  handlers: { onTotal(total: number): void; onResult(result: UsernameResult): void },
): Promise<UsernameCheckOutcome> {
  return checkUsername(
    {
      online: () => navigator.onLine,
      getAccessToken,
      ask: (token, value, streamHandlers) =>
        checkUsernamePresence(
          window.location.origin,
          DEFAULT_PROJECT_ID,
          token,
          { username: value },
          streamHandlers,
        ),
      save: (finished) => saveUsernameCheck(db, userId, finished),
      now: () => new Date(),
    },
    username,
    handlers,
  );
}
