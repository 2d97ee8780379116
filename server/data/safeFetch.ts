// Fetching public web pages on a user's behalf without becoming a proxy into our own network
// (SSRF). Every hop — the first request and each redirect — resolves the host name, refuses it if
// any of its addresses is not public (addressPolicy.ts), and connects to exactly the address that
// was checked, so DNS rebinding between check and connect cannot work. Bodies are limited in size
// and the whole exchange in time. Invariant: no byte is sent to an address checkAddress refuses.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { ServiceError } from '../services/access.ts';
import { checkAddress } from './addressPolicy.ts';

export const FETCH_MAX_BYTES = 5 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 10_000;
export const FETCH_MAX_REDIRECTS = 5;
const USER_AGENT = 'FootprintPrivacyCheck/0.1 (public profile check)';

export interface FetchedPage {
  /** The address the content came from, after redirects. */
  url: string;
  status: number;
  /** Where a redirect pointed, when followRedirects was false; null otherwise. */
  location: string | null;
  contentType: string;
  body: Buffer;
  redirects: string[];
}

export interface SafeFetchOptions {
  allowlist: readonly string[];
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** GET unless given; a body is sent only with POST. */
  method?: 'GET' | 'POST';
  /** Extra request headers; they replace the defaults of the same name (never cookies). */
  headers?: Record<string, string>;
  body?: string;
  /** false answers a redirect as it is (status and location) instead of following it. */
  followRedirects?: boolean;
  /** Aborts the exchange early (a caller's overall deadline); the time limit still applies. */
  signal?: AbortSignal;
}

export const FETCH_MESSAGES = {
  invalidUrl: 'Invalid URL format',
  protocol: 'Only http and https addresses can be fetched',
  credentials: 'Addresses with a user name or password cannot be fetched',
  refusedAddress: 'This address is not on the public internet and cannot be fetched',
  unresolved: 'The host name could not be resolved',
  tooManyRedirects: `The page redirected more than ${FETCH_MAX_REDIRECTS} times`,
  tooLarge: `The page is larger than ${FETCH_MAX_BYTES / (1024 * 1024)} MB`,
  timeout: `The page did not answer within ${FETCH_TIMEOUT_MS / 1000} s`,
  unreachable: 'The page could not be reached',
} as const;

export function parsePublicUrl(value: unknown): URL {
  if (typeof value !== 'string' || value.length > 2048) {
    throw new ServiceError(400, 'INVALID_URL', FETCH_MESSAGES.invalidUrl);
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ServiceError(400, 'INVALID_URL', FETCH_MESSAGES.invalidUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ServiceError(400, 'INVALID_URL', FETCH_MESSAGES.protocol);
  }
  if (url.username || url.password) {
    throw new ServiceError(400, 'INVALID_URL', FETCH_MESSAGES.credentials);
  }
  return url;
}

function refused(reason: string): ServiceError {
  // The reason names the address; it goes to the caller (who chose the URL), never to the logs.
  return new ServiceError(403, 'ADDRESS_REFUSED', `${FETCH_MESSAGES.refusedAddress} (${reason})`);
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** A dns.lookup replacement that only ever yields checked addresses. */
function guardedLookup(allowlist: readonly string[]) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error || addresses.length === 0) {
        callback(error ?? Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }), '');
        return;
      }
      // One refused address refuses the name: a public + private answer is a rebinding attempt.
      for (const entry of addresses) {
        const verdict = checkAddress(entry.address, allowlist);
        if (!verdict.allowed) {
          callback(refused(verdict.reason) as unknown as NodeJS.ErrnoException, '');
          return;
        }
      }
      const usable = options.family
        ? addresses.filter((entry) => entry.family === options.family)
        : addresses;
      if (usable.length === 0) {
        callback(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }), '');
        return;
      }
      if (options.all) callback(null, usable);
      else callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

type FetchSettings = Required<Omit<SafeFetchOptions, 'headers' | 'body' | 'signal'>> &
  Pick<SafeFetchOptions, 'headers' | 'body' | 'signal'>;

/** Headers a caller may not set: cookies (requests are anonymous) and what the transport owns. */
const REFUSED_HEADERS = new Set(['cookie', 'host', 'connection', 'content-length', 'te', 'transfer-encoding']);

function requestHeaders(options: FetchSettings): Record<string, string> {
  const headers: Record<string, string> = {
    'user-agent': USER_AGENT,
    accept: 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.5',
    'accept-encoding': 'identity',
  };
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    const key = name.toLowerCase();
    // Compressed bodies would defeat the size cap and the body-string match.
    if (!REFUSED_HEADERS.has(key) && key !== 'accept-encoding') headers[key] = value;
  }
  if (options.method === 'POST' && options.body != null) {
    headers['content-length'] = String(Buffer.byteLength(options.body));
  }
  return headers;
}

function requestOnce(
  url: URL,
  options: FetchSettings,
  signal: AbortSignal,
): Promise<{ status: number; location: string | null; contentType: string; body: Buffer }> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(hostname)) {
    const verdict = checkAddress(hostname, options.allowlist);
    if (!verdict.allowed) return Promise.reject(refused(verdict.reason));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: options.method,
        signal,
        lookup: guardedLookup(options.allowlist) as unknown as typeof dns.lookup,
        headers: requestHeaders(options),
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location ?? null;
        const contentType = response.headers['content-type'] ?? '';
        if (status >= 300 && status < 400 && location) {
          response.resume();
          resolve({ status, location, contentType, body: Buffer.alloc(0) });
          return;
        }
        const declared = Number(response.headers['content-length'] ?? NaN);
        if (declared > options.maxBytes) {
          response.destroy();
          reject(new ServiceError(413, 'PAGE_TOO_LARGE', FETCH_MESSAGES.tooLarge));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            response.destroy();
            reject(new ServiceError(413, 'PAGE_TOO_LARGE', FETCH_MESSAGES.tooLarge));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status, location: null, contentType, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.method === 'POST' ? options.body : undefined);
  });
}

/** GETs `input` following at most 5 redirects, each to a checked public address. */
export async function safeFetch(input: string, options: SafeFetchOptions): Promise<FetchedPage> {
  const settings: FetchSettings = {
    maxBytes: FETCH_MAX_BYTES,
    timeoutMs: FETCH_TIMEOUT_MS,
    maxRedirects: FETCH_MAX_REDIRECTS,
    method: 'GET',
    followRedirects: true,
    ...options,
  };
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const signal = settings.signal ? AbortSignal.any([timeout, settings.signal]) : timeout;
  let url = parsePublicUrl(input);
  const redirects: string[] = [];
  try {
    for (;;) {
      const result = await requestOnce(url, settings, signal);
      if (result.location == null || !settings.followRedirects) {
        return {
          url: url.toString(),
          status: result.status,
          location: settings.followRedirects ? null : result.location,
          contentType: result.contentType,
          body: result.body,
          redirects,
        };
      }
      if (redirects.length >= settings.maxRedirects) {
        throw new ServiceError(502, 'TOO_MANY_REDIRECTS', FETCH_MESSAGES.tooManyRedirects);
      }
      let next: URL;
      try {
        next = parsePublicUrl(new URL(result.location, url).toString());
      } catch (error) {
        throw error instanceof ServiceError
          ? new ServiceError(502, 'BAD_REDIRECT', `The page redirected to an address that cannot be fetched: ${error.message}`)
          : error;
      }
      redirects.push(next.toString());
      url = next;
    }
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    const code = (error as { code?: string; name?: string }).code;
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError' || code === 'ABORT_ERR') {
      throw new ServiceError(504, 'PAGE_TIMEOUT', FETCH_MESSAGES.timeout);
    }
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
      throw new ServiceError(502, 'HOST_NOT_FOUND', FETCH_MESSAGES.unresolved);
    }
    throw new ServiceError(502, 'PAGE_UNREACHABLE', FETCH_MESSAGES.unreachable);
  }
}
