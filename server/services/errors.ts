// The error answer of every platform service route: `{ code, message, detail? }` with the status of
// the ServiceError, 4xx for anything the request itself got wrong (malformed JSON, multipart
// limits), and a logged 500 without request data only for real server faults. Invariant: a bad
// request never becomes a 500, and no message carries personal data.
import type { FastifyError, FastifyInstance } from 'fastify';
import { ServiceError } from './access.ts';

export class ServiceDetailError extends ServiceError {
  constructor(
    statusCode: number,
    code: string,
    message: string,
    readonly detail: string,
  ) {
    super(statusCode, code, message);
  }
}

/** Installs the service error answer on an encapsulated plugin scope. */
export function useServiceErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ServiceError, request, reply) => {
    if (error instanceof ServiceError) {
      const body: Record<string, string> = { code: error.code, message: error.message };
      if (error instanceof ServiceDetailError) body.detail = error.detail;
      return reply.code(error.statusCode).send(body);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: { message: error.message, stack: error.stack } }, 'request failed');
      return reply.code(500).send({ code: 'INTERNAL', message: 'Internal server error' });
    }
    return reply.code(status).send({ code: error.code ?? 'BAD_REQUEST', message: error.message });
  });
}

/** Reads a JSON object body or answers 400 with `message`. */
export function objectBody(
  body: unknown,
  message = 'Invalid request parameters',
): Record<string, unknown> {
  if (body == null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ServiceError(400, 'INVALID_REQUEST', message);
  }
  return body as Record<string, unknown>;
}
