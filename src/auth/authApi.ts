// HTTP client of the server's auth API for the app (refresh, profile, sign-out). Invariant: every
// failure is classified — 'network' (no answer, timeout, 5xx: the session may be fine) versus
// 'rejected' (the server refused the token: 400/401/403) — because only a rejection may sign
// anyone out. 429 counts as 'network': wait and retry, never sign out.
import { ledgerFetch } from '../backend/networkLedger.ts';
import type { AuthResponseWire, AuthUserWire } from '../shared/auth.ts';

export const AUTH_REQUEST_TIMEOUT_MS = 10_000;

/** What each auth request is for, as the network ledger shows it. */
const AUTH_PURPOSES: Record<string, string> = {
  '/refresh': 'keep you signed in',
  '/me': 'read your profile',
  '/signout': 'sign out',
};

export class AuthApiError extends Error {
  constructor(
    readonly kind: 'network' | 'rejected',
    readonly status: number | null,
    readonly code: string | null,
  ) {
    super(`auth request failed: ${kind}${status ? ` ${status}` : ''}${code ? ` ${code}` : ''}`);
  }
}

export interface AuthApi {
  refresh(refreshToken: string): Promise<AuthResponseWire>;
  me(accessToken: string): Promise<AuthUserWire>;
  signOut(refreshToken: string): Promise<void>;
}

async function request<T>(
  path: string,
  init: { method: string; body?: unknown; accessToken?: string },
): Promise<T> {
  let response: Response;
  try {
    response = await ledgerFetch(AUTH_PURPOSES[path] ?? 'sign-in', `/api/auth${path}`, {
      method: init.method,
      headers: {
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(init.accessToken ? { Authorization: `Bearer ${init.accessToken}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(AUTH_REQUEST_TIMEOUT_MS),
      cache: 'no-store',
    });
  } catch {
    throw new AuthApiError('network', null, 'NETWORK_ERROR');
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => null)) as { code?: string } | null;
  if (response.ok && data) return data as T;
  const code = typeof data?.code === 'string' ? data.code : null;
  const rejected = response.status >= 400 && response.status < 500 && response.status !== 429;
  throw new AuthApiError(rejected ? 'rejected' : 'network', response.status, code);
}

export const httpAuthApi: AuthApi = {
  refresh: (refreshToken) =>
    request<AuthResponseWire>('/refresh', {
      method: 'POST',
      body: { refresh_token: refreshToken },
    }),
  me: async (accessToken) =>
    (await request<{ user: AuthUserWire }>('/me', { method: 'GET', accessToken })).user,
  signOut: (refreshToken) =>
    request<void>('/signout', { method: 'POST', body: { refresh_token: refreshToken } }),
};

/**
 * Asks the server to email the signed-in user a link that verifies their address
 * (POST /api/auth/email/verify/send). `origin` is our server's (the page's own in the app).
 */
export async function requestEmailVerification(origin: string, accessToken: string): Promise<void> {
  let response: Response;
  try {
    response = await ledgerFetch(
      'send a verification email',
      `${origin}/api/auth/email/verify/send`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
        body: '{}',
        signal: AbortSignal.timeout(AUTH_REQUEST_TIMEOUT_MS),
        cache: 'no-store',
      },
    );
  } catch {
    throw new AuthApiError('network', null, 'NETWORK_ERROR');
  }
  if (response.ok) return;
  const data = (await response.json().catch(() => null)) as { code?: string } | null;
  const rejected = response.status >= 400 && response.status < 500 && response.status !== 429;
  throw new AuthApiError(rejected ? 'rejected' : 'network', response.status, data?.code ?? null);
}
