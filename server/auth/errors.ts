// Auth errors as the server answers them: an HTTP status and one of the spec's codes
// (src/shared/auth.ts). Invariant: a message never says whether an email is registered where that
// would enable enumeration, and never echoes a password or token.
import type { AuthErrorCode } from '../../src/shared/auth.ts';

export class AuthError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: AuthErrorCode,
    message: string,
    /** Seconds the client should wait, for 429 answers. */
    readonly retryAfterS?: number,
  ) {
    super(message);
  }
}

export const invalidRequest = (message: string): AuthError =>
  new AuthError(400, 'INVALID_REQUEST', message);
export const unauthorized = (message = 'Sign in to do this.'): AuthError =>
  new AuthError(401, 'UNAUTHORIZED', message);
