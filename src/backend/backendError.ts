// Errors of calls to our server's platform services (product-spec §8): 401 is an auth error, 400 a
// validation error, no answer or a server fault a network error, and every other refusal (404,
// 409, 413, 429, 501 …) an error of the service that refused (storage, AI, data, realtime,
// notifications). The message is the server's own, which is written for users.

import { ledgerFetch } from './networkLedger.ts';

export type BackendArea = 'storage' | 'ai' | 'data' | 'realtime' | 'notifications' | 'analytics';
export type BackendErrorKind = 'auth' | 'validation' | 'network' | BackendArea;

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';

export class BackendError extends Error {
  constructor(
    readonly kind: BackendErrorKind,
    readonly status: number | null,
    message: string,
    /** The server's error code, e.g. NOT_CONFIGURED. */
    readonly code: string | null = null,
  ) {
    super(message);
  }

  /** Only a missing connection or a server fault is worth retrying as is. */
  get retryable(): boolean {
    return this.kind === 'network' || this.status === 429;
  }
}

export function errorKind(area: BackendArea, status: number): BackendErrorKind {
  if (status === 401) return 'auth';
  if (status === 400) return 'validation';
  if (status >= 500 && status !== 501) return 'network';
  return area;
}

/** What a POST to each service is for, as the network ledger shows it. */
const AREA_PURPOSES: Record<BackendArea, string> = {
  storage: 'store a file',
  ai: 'write an AI summary of a scan',
  data: 'check a public profile',
  realtime: 'live updates',
  notifications: 'email you a summary',
  analytics: 'usage analytics',
};

/** POSTs JSON to one of our endpoints and returns the JSON answer, or throws BackendError. */
export async function postJson<T>(
  area: BackendArea,
  url: string,
  token: string | null,
  body: unknown,
): Promise<T> {
  let response: Response;
  try {
    response = await ledgerFetch(AREA_PURPOSES[area], url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new BackendError('network', null, NETWORK_ERROR_MESSAGE);
  }
  const answer = (await response.json().catch(() => null)) as
    (T & { message?: string; code?: string }) | null;
  if (response.ok && answer != null) return answer;
  const message =
    typeof answer?.message === 'string' && answer.message ? answer.message : NETWORK_ERROR_MESSAGE;
  throw new BackendError(
    errorKind(area, response.status),
    response.status,
    message,
    answer?.code ?? null,
  );
}
