// GET /api/data/{project}/breaches: the breaches Have I Been Pwned lists for the signed-in user's
// own verified email address, through HIBP's v3 breachedaccount API with this server's key.
// Invariants: only the token's own address is ever checked (no address is taken from the request),
// and only once it is verified; the key goes to HIBP alone, never into an answer or a log; one
// answer per address is kept for a day; while HIBP says to wait (429 Retry-After) it is not asked
// again, and the caller is told when to retry.
import type { FastifyInstance } from 'fastify';
import { requirePermission, requireProject, requireUser, ServiceError } from '../services/access.ts';
import type { Breach, BreachCheckResponse } from '../../src/shared/breaches.ts';

export const BREACH_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
/** Most addresses whose answer is kept; the oldest goes first. */
const BREACH_CACHE_MAX = 10_000;
const HIBP_TIMEOUT_MS = 10_000;
/** HIBP refuses requests without a user agent naming the application. */
const HIBP_USER_AGENT = 'Footprint-DigitalFootprintAnalyzer';

export const BREACH_MESSAGES = {
  notConfigured:
    'Checking your email against known breaches needs a Have I Been Pwned key, and none is configured on this server',
  unverified: 'Verify your email address before checking it against known breaches',
  busy: 'The breach service asks us to wait: try again in a few seconds',
  unavailable: 'The breach service could not be reached. Try again later.',
} as const;

interface HibpBreach {
  Name?: unknown;
  Title?: unknown;
  Domain?: unknown;
  BreachDate?: unknown;
  DataClasses?: unknown;
  IsVerified?: unknown;
  IsSensitive?: unknown;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function toBreach(raw: HibpBreach): Breach | null {
  const name = text(raw.Name);
  if (!name) return null;
  return {
    name,
    title: text(raw.Title) || name,
    domain: text(raw.Domain),
    breachDate: text(raw.BreachDate),
    dataClasses: Array.isArray(raw.DataClasses) ? raw.DataClasses.filter((c): c is string => typeof c === 'string') : [],
    isVerified: raw.IsVerified === true,
    isSensitive: raw.IsSensitive === true,
  };
}

export function registerBreachRoutes(app: FastifyInstance): void {
  const cache = new Map<string, BreachCheckResponse & { at: number }>();
  /** HIBP's Retry-After, as the time before which it is not asked again. */
  let waitUntil = 0;

  async function askHibp(email: string, key: string, baseUrl: string): Promise<Breach[]> {
    if (Date.now() < waitUntil) {
      throw new ServiceError(429, 'RATE_LIMITED', BREACH_MESSAGES.busy);
    }
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/breachedaccount/${encodeURIComponent(email)}?truncateResponse=false`, {
        headers: { 'hibp-api-key': key, 'user-agent': HIBP_USER_AGENT, accept: 'application/json' },
        signal: AbortSignal.timeout(HIBP_TIMEOUT_MS),
      });
    } catch {
      throw new ServiceError(502, 'BREACH_SERVICE_UNAVAILABLE', BREACH_MESSAGES.unavailable);
    }
    // 404 is HIBP's "this address is in no breach".
    if (response.status === 404) return [];
    if (response.status === 429) {
      const seconds = Number(response.headers.get('retry-after'));
      waitUntil = Date.now() + (Number.isFinite(seconds) && seconds > 0 ? seconds : 2) * 1000;
      throw new ServiceError(429, 'RATE_LIMITED', BREACH_MESSAGES.busy);
    }
    if (!response.ok) {
      // 401/403: the server's key was refused; the caller can do nothing about it but wait.
      app.log.warn({ status: response.status }, 'breach service refused a request');
      throw new ServiceError(502, 'BREACH_SERVICE_UNAVAILABLE', BREACH_MESSAGES.unavailable);
    }
    const body = (await response.json().catch(() => null)) as unknown;
    if (!Array.isArray(body)) {
      throw new ServiceError(502, 'BREACH_SERVICE_UNAVAILABLE', BREACH_MESSAGES.unavailable);
    }
    return body.flatMap((item) => toBreach(item as HibpBreach) ?? []);
  }

  app.get<{ Params: { project: string } }>('/:project/breaches', async (request, reply) => {
    const project = requireProject(app, request.params.project);
    const caller = requirePermission(app, await requireUser(app, request, project), 'data.breaches');
    const { hibpApiKey, hibpApiUrl } = app.ctx.config.services.instantFootprint;
    if (!hibpApiKey) throw new ServiceError(501, 'NOT_CONFIGURED', BREACH_MESSAGES.notConfigured);
    const { rows } = await app.ctx.db.query<{ email: string; email_verified_at: Date | null }>(
      'SELECT email, email_verified_at FROM users WHERE id = $1',
      [caller.user.id],
    );
    const user = rows[0];
    if (!user?.email_verified_at) throw new ServiceError(403, 'EMAIL_NOT_VERIFIED', BREACH_MESSAGES.unverified);
    const email = user.email.toLowerCase();
    const cached = cache.get(email);
    if (cached && Date.now() - cached.at < BREACH_CACHE_TTL_MS) {
      const { at: _at, ...answer } = cached;
      return answer;
    }
    try {
      const breaches = await askHibp(email, hibpApiKey, hibpApiUrl);
      const answer: BreachCheckResponse = { email: user.email, breaches, checkedAt: new Date().toISOString() };
      cache.delete(email);
      if (cache.size >= BREACH_CACHE_MAX) cache.delete(cache.keys().next().value as string);
      cache.set(email, { ...answer, at: Date.now() });
      return answer;
    } catch (error) {
      if (error instanceof ServiceError && error.statusCode === 429) {
        reply.header('retry-after', String(Math.max(1, Math.ceil((waitUntil - Date.now()) / 1000))));
      }
      throw error;
    }
  });
}
