// Sorts a failed request into what the engine does next (DESIGN.md §4): retry later (network,
// timeout, 5xx, 429), refresh the token (401), or set the write aside as refused (other 4xx).
// Invariant: anything unrecognised is retried, never dropped.
export type FailureKind = 'retry' | 'unauthorized' | 'rejected';

export interface Failure {
  kind: FailureKind;
  status: number;
  code: string;
  message: string;
  retryAfterMs: number | null;
}

/** Requests the engine abandons after this long are treated as network failures. */
export class RequestTimeoutError extends Error {
  readonly status = 0;
  readonly code = 'TIMEOUT';
  constructor() {
    super('The server did not answer in time.');
    this.name = 'RequestTimeoutError';
  }
}

export function classifyFailure(error: unknown): Failure {
  const e = (error ?? {}) as {
    status?: unknown;
    code?: unknown;
    message?: unknown;
    retryAfterMs?: unknown;
  };
  const status = typeof e.status === 'number' ? e.status : 0;
  const code = typeof e.code === 'string' ? e.code : status === 0 ? 'NETWORK' : `HTTP_${status}`;
  const message = typeof e.message === 'string' ? e.message : 'Request failed';
  const retryAfterMs = typeof e.retryAfterMs === 'number' ? e.retryAfterMs : null;
  let kind: FailureKind = 'retry';
  if (status === 401) kind = 'unauthorized';
  else if (status >= 400 && status < 500 && status !== 408 && status !== 429) kind = 'rejected';
  return { kind, status, code, message, retryAfterMs };
}
