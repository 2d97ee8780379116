// GET /api/data/{project}/pwned-passwords/range/{prefix}: the Pwned Passwords k-anonymity range
// for the first five hex characters of a password's SHA-1, fetched for the app (whose pages may
// only connect to this server). The password and its full hash never leave the browser; this
// route sees five characters of the hash and asks with padding on, so the answer's size says
// nothing about which suffixes matched. Signed-in users only, rate-limited per user.
import type { FastifyInstance } from 'fastify';
import { createRateLimiter } from '../services/rateLimiter.ts';
import { requirePermission, requireProject, requireUser, ServiceError } from '../services/access.ts';

const RANGE_CHECKS_PER_S = 1;
const RANGE_CHECKS_BURST = 10;
const RANGE_TIMEOUT_MS = 10_000;
const HASH_PREFIX = /^[0-9A-F]{5}$/i;
const UNAVAILABLE = 'The password service could not be reached. Try again later.';

export function registerPwnedPasswordsRoute(app: FastifyInstance): void {
  const limiter = createRateLimiter(RANGE_CHECKS_PER_S, RANGE_CHECKS_BURST);

  app.get<{ Params: { project: string; prefix: string } }>(
    '/:project/pwned-passwords/range/:prefix',
    async (request, reply) => {
      const project = requireProject(app, request.params.project);
      const caller = requirePermission(app, await requireUser(app, request, project), 'data.breaches');
      const prefix = request.params.prefix;
      if (!HASH_PREFIX.test(prefix)) {
        throw new ServiceError(400, 'INVALID_PREFIX', 'Send the first five hex characters of the SHA-1 hash, nothing more');
      }
      if (!limiter.take(caller.user.id)) {
        throw new ServiceError(429, 'RATE_LIMITED', 'Too many password checks: wait a moment and try again');
      }
      const base = app.ctx.config.services.instantFootprint.pwnedPasswordsUrl;
      let response: Response;
      try {
        response = await fetch(`${base}/range/${prefix.toUpperCase()}`, {
          headers: { 'add-padding': 'true', 'user-agent': 'Footprint-DigitalFootprintAnalyzer' },
          signal: AbortSignal.timeout(RANGE_TIMEOUT_MS),
        });
      } catch {
        throw new ServiceError(502, 'PASSWORD_SERVICE_UNAVAILABLE', UNAVAILABLE);
      }
      if (!response.ok) {
        throw new ServiceError(502, 'PASSWORD_SERVICE_UNAVAILABLE', UNAVAILABLE);
      }
      return reply.type('text/plain; charset=utf-8').send(await response.text());
    },
  );
}
