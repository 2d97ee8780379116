// "Where your usernames are public": asks our server which sites of the WhatsMyName list have an
// account under a username, passes each site's answer on as it arrives, and keeps the finished
// check on the device, where the next scan turns it into identity findings.
// Invariants: only the username goes to our server (no export, no other identity data); nothing
// is asked while offline or signed out; a check is kept only once every site has answered (a
// cut-off stream is reported, not saved as if complete); every outcome comes back as a result or
// a message for the card, never as a thrown error.
import type { UsernamePresenceCheck } from '../analysis/instant/instantFacts.ts';
import { BackendError, NETWORK_ERROR_MESSAGE } from '../backend/backendError.ts';
import { usernameProblem, type UsernameResult } from '../shared/usernames.ts';

export const USERNAME_CHECK_MESSAGES = {
  offline: 'You are offline. Checking where a username is public needs a connection.',
  signedOut: 'Sign in again to check a username.',
  notSaved:
    'The results are shown but could not be kept on this device, so the next scan will not count them.',
} as const;

export type UsernameCheckOutcome =
  | { status: 'done'; check: UsernamePresenceCheck; saved: boolean }
  | { status: 'failed'; message: string };

export interface UsernameCheckDeps {
  online(): boolean;
  /** A fresh access token, or null when signed out. */
  getAccessToken(): Promise<string | null>;
  /** The server's check (backend/usernamesClient.ts), streaming each site's result. */
  ask(
    token: string,
    username: string,
    handlers: { onTotal(total: number): void; onResult(result: UsernameResult): void },
  ): Promise<UsernameResult[]>;
  /** Keeps the finished check on the device (db/repos/instantFacts.ts). */
  save(check: UsernamePresenceCheck): Promise<void>;
  now(): Date;
}

export async function checkUsername(
  deps: UsernameCheckDeps,
  input: string,
  handlers: { onTotal(total: number): void; onResult(result: UsernameResult): void },
): Promise<UsernameCheckOutcome> {
  const username = input.trim().replace(/^@/, '');
  const problem = usernameProblem(username);
  if (problem) return { status: 'failed', message: problem };
  if (!deps.online()) return { status: 'failed', message: USERNAME_CHECK_MESSAGES.offline };
  const token = await deps.getAccessToken();
  if (!token) return { status: 'failed', message: USERNAME_CHECK_MESSAGES.signedOut };
  let results: UsernameResult[];
  try {
    results = await deps.ask(token, username, handlers);
  } catch (error) {
    if (error instanceof BackendError) {
      return {
        status: 'failed',
        message: error.kind === 'auth' ? USERNAME_CHECK_MESSAGES.signedOut : error.message,
      };
    }
    return { status: 'failed', message: NETWORK_ERROR_MESSAGE };
  }
  const check: UsernamePresenceCheck = { username, checkedAt: deps.now().toISOString(), results };
  try {
    await deps.save(check);
    return { status: 'done', check, saved: true };
  } catch {
    return { status: 'done', check, saved: false };
  }
}
