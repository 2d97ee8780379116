// Client of the account endpoints (GET /api/auth/user/export, DELETE /api/auth/user). Invariants:
// the password goes only in the body of the deletion request, never in an address; every failure
// is an AccountRequestError with the server's own message (written for users) or, with no answer,
// a network message, so the caller can say why nothing happened.
import { NETWORK_ERROR_MESSAGE } from './backendError.ts';
import { ledgerFetch } from './networkLedger.ts';

export const ACCOUNT_REQUEST_TIMEOUT_MS = 60_000;

export class AccountRequestError extends Error {
  constructor(
    /** HTTP status; null when no answer came. */
    readonly status: number | null,
    /** The server's code, e.g. INVALID_CREDENTIALS or REAUTHENTICATION_NEEDED. */
    readonly code: string | null,
    message: string,
  ) {
    super(message);
  }
}

export interface AccountClient {
  /** Everything the server holds about the token's user, as the server's JSON document. */
  exportAccount(accessToken: string): Promise<unknown>;
  /** Deletes the account; `password` for accounts that have one. */
  deleteAccount(accessToken: string, password: string | null): Promise<void>;
}

async function send(purpose: string, url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await ledgerFetch(purpose, url, {
      ...init,
      cache: 'no-store',
      signal: AbortSignal.timeout(ACCOUNT_REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new AccountRequestError(null, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  if (response.ok) return response;
  const data = (await response.json().catch(() => null)) as {
    code?: unknown;
    message?: unknown;
  } | null;
  const code = typeof data?.code === 'string' ? data.code : null;
  const message =
    response.status >= 500 || typeof data?.message !== 'string'
      ? 'The server could not do this right now. Nothing was changed; try again later.'
      : data.message;
  throw new AccountRequestError(response.status, code, message);
}

export function createAccountClient(origin: string): AccountClient {
  return {
    async exportAccount(accessToken) {
      const response = await send('download my data', `${origin}/api/auth/user/export`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      return (await response.json()) as unknown;
    },
    async deleteAccount(accessToken, password) {
      await send('delete my account', `${origin}/api/auth/user`, {
        method: 'DELETE',
        headers: {
          authorization: `Bearer ${accessToken}`,
          ...(password ? { 'content-type': 'application/json' } : {}),
        },
        ...(password ? { body: JSON.stringify({ password }) } : {}),
      });
    },
  };
}
