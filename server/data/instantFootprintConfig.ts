// Settings of the instant footprint checks (username presence, breaches of the user's email),
// read from the environment with the other service settings. A value that is present but wrong
// stops the server at start with its name; without HIBP_API_KEY the breach check answers 501.
import { BUILT_IN_SITES_FILE, loadUsernameSites, type UsernameSiteList } from './usernameSites.ts';

export interface InstantFootprintConfig {
  usernameSites: UsernameSiteList;
  /** Requests in flight at once for one username check. */
  usernameConcurrency: number;
  /** Time limit of one site's answer. */
  usernameSiteTimeoutMs: number;
  /** Time limit of a whole username check; sites still open then are reported unknown. */
  usernameDeadlineMs: number;
  /** Have I Been Pwned key; null turns the breach check off (501). Never sent to the app. */
  hibpApiKey: string | null;
  /** HIBP API root (v3), overridden by tests with a loopback fake. */
  hibpApiUrl: string;
  /** Pwned Passwords range API root; only 5-character hash prefixes are ever sent to it. */
  pwnedPasswordsUrl: string;
}

export const USERNAME_CONCURRENCY_DEFAULT = 16;
export const USERNAME_SITE_TIMEOUT_MS_DEFAULT = 8_000;
/**
 * Sites still open this long after the check began are "couldn't check": a second under the 20 s
 * the app promises, so the whole answer (the list read, the last lines written) arrives within it.
 */
export const USERNAME_DEADLINE_MS_DEFAULT = 19_000;
export const HIBP_API_URL_DEFAULT = 'https://haveibeenpwned.com/api/v3';
export const PWNED_PASSWORDS_URL_DEFAULT = 'https://api.pwnedpasswords.com';

function httpRoot(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = (env[name]?.trim() || fallback).replace(/\/+$/, '');
  if (!/^https?:\/\/./.test(value)) throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return value;
}

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max}, got "${raw}"`);
  }
  return value;
}

export function loadInstantFootprintConfig(env: NodeJS.ProcessEnv): InstantFootprintConfig {
  return {
    usernameSites: loadUsernameSites(env.USERNAME_SITES_FILE?.trim() || BUILT_IN_SITES_FILE),
    usernameConcurrency: whole(env, 'USERNAME_CHECK_CONCURRENCY', USERNAME_CONCURRENCY_DEFAULT, 256),
    usernameSiteTimeoutMs: whole(env, 'USERNAME_SITE_TIMEOUT_MS', USERNAME_SITE_TIMEOUT_MS_DEFAULT, 60_000),
    usernameDeadlineMs: whole(env, 'USERNAME_CHECK_DEADLINE_MS', USERNAME_DEADLINE_MS_DEFAULT, 300_000),
    hibpApiKey: env.HIBP_API_KEY?.trim() || null,
    hibpApiUrl: httpRoot(env, 'HIBP_API_URL', HIBP_API_URL_DEFAULT),
    pwnedPasswordsUrl: httpRoot(env, 'PWNED_PASSWORDS_URL', PWNED_PASSWORDS_URL_DEFAULT),
  };
}
