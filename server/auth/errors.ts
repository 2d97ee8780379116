// Auth errors as the server answers them: an HTTP status and one of the spec's codes
// (src/shared/auth.ts). Invariant: a message never says whether an email is registered where that
// would enable enumeration, and never echoes a password or token.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthErrorCode } from '../../src/shared/auth.ts';
import { AccessTokenError } from './accessTokens.ts';

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

/**
 * The error handler of the auth routes: spec errors as `{code, message}`, a bad or expired token
 * as 401, any other client error as INVALID_REQUEST, and a logged 500 without request data.
 */
export function answerAuthError(
  error: Error & { statusCode?: number },
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof AuthError) {
    if (error.retryAfterS) reply.header('Retry-After', String(error.retryAfterS));
    return reply.code(error.statusCode).send({ code: error.code, message: error.message });
  }
  if (error instanceof AccessTokenError) {
    if (error.reason === 'unverified') {
      return reply.code(403).send({ code: 'EMAIL_NOT_VERIFIED', message: error.message });
    }
    return reply.code(401).send({
      code: error.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED',
      message:
        error.reason === 'expired'
          ? 'Session expired. Please sign in again.'
          : 'Sign in to do this.',
    });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply
      .code(error.statusCode)
      .send({ code: 'INVALID_REQUEST', message: 'The request is malformed.' });
  }
  request.log.error({ err: { message: error.message, stack: error.stack } }, 'auth failed');
  return reply.code(500).send({ code: 'INTERNAL', message: 'Internal server error' });
}
