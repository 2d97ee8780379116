// Username presence over a WhatsMyName site list, with WhatsMyName's semantics: the username
// (minus the site's strip_bad_char characters) replaces {account} in uri_check (and post_body,
// sent as POST with the site's headers); the first answer, never a redirect's target, decides:
// e_code with e_string in the body means found, m_code with m_string means not found. Anything
// else is unknown, or blocked when it is a firewall, captcha or rate-limit page.
// Invariants: every request goes through safeFetch (SSRF guard, no cookies, size cap), each site
// has its own time limit, at most `concurrency` requests are in flight, and after the overall
// deadline (or when the caller goes away) nothing new starts and every site still open is
// reported as unknown, so a caller always gets exactly one result per site.
import { ServiceError } from '../services/access.ts';
import type { UsernameResult, UsernameState } from '../../src/shared/usernames.ts';
import { safeFetch, type FetchedPage } from './safeFetch.ts';
import type { UsernameSite } from './usernameSites.ts';

export interface UsernameCheckOptions {
  allowlist: readonly string[];
  /** Time limit of one site. */
  siteTimeoutMs: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** Time limit of the whole check. */
  deadlineMs: number;
  /** Most bytes read from one answer; a bigger one is unknown. */
  maxBytes: number;
  /** Stops the check early (the caller disconnected). */
  signal?: AbortSignal;
}

/** Bodies searched for firewall markers: a challenge page says so near its top. */
const MARKER_WINDOW_CHARS = 64 * 1024;
/** Firewall, captcha and bot-check pages (Cloudflare, Akamai, Imperva, DDoS-Guard, PerimeterX…). */
const BLOCK_MARKERS = [
  'cf-chl',
  'challenge-platform',
  'just a moment...',
  'attention required! | cloudflare',
  'cf-error-details',
  'checking your browser',
  'ddos-guard',
  '_incapsula_resource',
  'incapsula incident',
  'px-captcha',
  'perimeterx',
  'captcha',
  'access denied',
  'request blocked',
  'too many requests',
  'rate limit',
];

/** A host label holds letters, digits and inner hyphens, at most 63 (RFC 1123). */
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

function fill(template: string, account: string, encode: (value: string) => string): string {
  return template.split('{account}').join(encode(account));
}

function isJson(site: UsernameSite): boolean {
  return Object.entries(site.headers).some(
    ([name, value]) => name.toLowerCase() === 'content-type' && /json/i.test(value),
  );
}

/** The request for `username` at `site`, or null when the site cannot have that name. */
export function siteRequest(
  site: UsernameSite,
  username: string,
): { account: string; checkUrl: string; profileUrl: string; body: string | null } | null {
  const account = [...username].filter((char) => !site.stripBadChar.includes(char)).join('');
  if (account === '') return null;
  const authority = site.uriCheck.replace(/^https?:\/\//, '').split(/[/?#]/)[0]!;
  // A name that becomes part of the host (name.example.com) must be a valid host label.
  if (authority.includes('{account}') && !HOST_LABEL.test(account)) return null;
  const checkUrl = fill(site.uriCheck, account, encodeURIComponent);
  try {
    new URL(checkUrl);
  } catch {
    return null;
  }
  const profileUrl = site.uriPretty ? fill(site.uriPretty, account, encodeURIComponent) : checkUrl;
  let body: string | null = null;
  if (site.postBody != null) {
    // The name goes into a JSON string or a form field: escape it for that syntax.
    body = fill(site.postBody, account, isJson(site) ? (value) => JSON.stringify(value).slice(1, -1) : encodeURIComponent);
  }
  return { account, checkUrl, profileUrl, body };
}

/** What a site's answer means for the account, per WhatsMyName. */
export function classifyAnswer(site: UsernameSite, status: number, body: string): UsernameState {
  if (status === 429) return 'blocked';
  if (status === 403 || status === 503) {
    const head = body.slice(0, MARKER_WINDOW_CHARS).toLowerCase();
    if (BLOCK_MARKERS.some((marker) => head.includes(marker))) return 'blocked';
  }
  if (status === site.eCode && body.includes(site.eString)) return 'found';
  if (status === site.mCode && body.includes(site.mString)) return 'not_found';
  return 'unknown';
}

async function checkSite(
  site: UsernameSite,
  username: string,
  options: UsernameCheckOptions,
  signal: AbortSignal,
): Promise<UsernameResult> {
  const request = siteRequest(site, username);
  const base = { site: site.name, category: site.category };
  if (request == null) {
    return { ...base, url: fill(site.uriPretty ?? site.uriCheck, username, encodeURIComponent), state: 'invalid', ms: 0 };
  }
  if (signal.aborted) return { ...base, url: request.profileUrl, state: 'unknown', ms: 0 };
  const started = performance.now();
  let page: FetchedPage | null = null;
  try {
    page = await safeFetch(request.checkUrl, {
      allowlist: options.allowlist,
      timeoutMs: options.siteTimeoutMs,
      maxBytes: options.maxBytes,
      method: request.body == null ? 'GET' : 'POST',
      headers: site.headers,
      ...(request.body == null ? {} : { body: request.body }),
      followRedirects: false,
      signal,
    });
  } catch (error) {
    // Timeouts, refused addresses, unreachable hosts and oversized pages all leave it open.
    if (!(error instanceof ServiceError)) throw error;
  }
  const ms = Math.round(performance.now() - started);
  const state = page ? classifyAnswer(site, page.status, page.body.toString('utf8')) : 'unknown';
  return { ...base, url: request.profileUrl, state, ms };
}

/**
 * Checks `username` on every site, calling `onResult` as each finishes (in finishing order), and
 * resolves once every site has a result.
 */
export async function checkUsername(
  username: string,
  sites: readonly UsernameSite[],
  options: UsernameCheckOptions,
  onResult: (result: UsernameResult) => void,
): Promise<void> {
  const deadline = AbortSignal.timeout(options.deadlineMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  let next = 0;
  const worker = async () => {
    while (next < sites.length) {
      const site = sites[next++]!;
      const result = await checkSite(site, username, options, signal);
      if (!options.signal?.aborted) onResult(result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, sites.length) }, worker));
}
