// Wire types of the username presence check (POST /api/data/{project}/usernames), shared by the
// server that runs it and the app that shows it. A result names a site and what its answer meant;
// it never carries the page itself.

export const USERNAME_STATES = ['found', 'not_found', 'unknown', 'blocked', 'invalid'] as const;
/**
 * found / not_found: the site answered as WhatsMyName says it does for an existing / missing
 * account. unknown: timeout, network error or an answer matching neither. blocked: a firewall,
 * captcha or rate-limit page. invalid: the site cannot have an account with that name.
 */
export type UsernameState = (typeof USERNAME_STATES)[number];

export interface UsernameResult {
  site: string;
  category: string;
  /** The profile address (WhatsMyName's uri_pretty when it has one). */
  url: string;
  state: UsernameState;
  /** How long the site took to answer, in milliseconds. */
  ms: number;
}

export interface UsernameCheckRequest {
  username: string;
  /** Only sites of these categories; the adult category is checked only when named here. */
  categories?: string[];
  /** Only these sites, by name. */
  sites?: string[];
}

export interface UsernameCheckResponse {
  results: UsernameResult[];
}

/** Media type for results streamed one JSON object per line as each site finishes. */
export const NDJSON_TYPE = 'application/x-ndjson';
/** Header of the streamed answer carrying how many results will follow (for a progress bar). */
export const USERNAME_TOTAL_HEADER = 'x-username-sites';

export const USERNAME_MAX_LENGTH = 64;

/** Why a username cannot be checked anywhere, or null when it can. */
export function usernameProblem(username: unknown): string | null {
  if (typeof username !== 'string' || username.length === 0) return 'Type a username to check';
  if ([...username].length > USERNAME_MAX_LENGTH) {
    return `A username is at most ${USERNAME_MAX_LENGTH} characters`;
  }
  if (/[/\\]/.test(username)) return 'A username cannot contain a slash';
  if (/[\s\p{Cc}\p{Cf}]/u.test(username))
    return 'A username cannot contain spaces or control characters';
  return null;
}
