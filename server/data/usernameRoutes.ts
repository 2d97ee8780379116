// POST /api/data/{project}/usernames: where a username is public, over the WhatsMyName site list.
// Signed-in users only, a few checks per user per minute (one check is hundreds of requests to
// third parties on the user's behalf). The answer is `{ results }` once every site is done, or
// with `accept: application/x-ndjson` one result per line as each site finishes, after a header
// saying how many will come. Invariant: a bad request (name, categories, sites) is answered 400
// before any site is contacted, and the username is never logged.
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createRateLimiter } from '../services/rateLimiter.ts';
import { requirePermission, requireProject, requireUser, ServiceError } from '../services/access.ts';
import { objectBody } from '../services/errors.ts';
import {
  NDJSON_TYPE,
  USERNAME_TOTAL_HEADER,
  usernameProblem,
  type UsernameResult,
} from '../../src/shared/usernames.ts';
import { checkUsername, type UsernameCheckOptions } from './usernameCheck.ts';
import { NSFW_CATEGORY, type UsernameSite, type UsernameSiteList } from './usernameSites.ts';

/** Checks per user: a burst of 5, then one a minute. */
const USERNAME_CHECKS_BURST = 5;
const USERNAME_CHECKS_PER_S = 1 / 60;
/** A profile page bigger than this is left unknown rather than held in memory 16 times over. */
const USERNAME_BODY_MAX_BYTES = 2 * 1024 * 1024;

function stringList(value: unknown, field: string): string[] | null {
  if (value == null) return null;
  if (!Array.isArray(value) || value.length === 0 || value.some((item) => typeof item !== 'string')) {
    throw new ServiceError(400, 'INVALID_REQUEST', `${field} must be a non-empty list of names`);
  }
  return value as string[];
}

/** The sites a request asks for; the adult category only when named by category or site. */
export function selectSites(list: UsernameSiteList, categories: string[] | null, names: string[] | null): UsernameSite[] {
  const unknownCategory = categories?.find((category) => !list.categories.includes(category));
  if (unknownCategory != null) {
    throw new ServiceError(400, 'UNKNOWN_CATEGORY', `Unknown category "${unknownCategory}"; known: ${list.categories.join(', ')}`);
  }
  const known = new Set(list.sites.map((site) => site.name));
  const unknownSite = names?.find((name) => !known.has(name));
  if (unknownSite != null) throw new ServiceError(400, 'UNKNOWN_SITE', `Unknown site "${unknownSite}"`);
  return list.sites.filter((site) => {
    if (names && !names.includes(site.name)) return false;
    if (categories) return categories.includes(site.category);
    return names != null || site.category !== NSFW_CATEGORY;
  });
}

export function registerUsernameRoutes(app: FastifyInstance): void {
  const limiter = createRateLimiter(USERNAME_CHECKS_PER_S, USERNAME_CHECKS_BURST);

  app.post<{ Params: { project: string } }>('/:project/usernames', async (request, reply) => {
    const project = requireProject(app, request.params.project);
    const caller = requirePermission(app, await requireUser(app, request, project), 'data.usernames');
    const body = objectBody(request.body, 'Send a JSON object with a username');
    const problem = usernameProblem(body.username);
    if (problem) throw new ServiceError(400, 'INVALID_USERNAME', problem);
    const settings = app.ctx.config.services.instantFootprint;
    const sites = selectSites(
      settings.usernameSites,
      stringList(body.categories, 'categories'),
      stringList(body.sites, 'sites'),
    );
    if (!limiter.take(caller.user.id)) {
      throw new ServiceError(429, 'RATE_LIMITED', 'Too many username checks: wait a minute and try again');
    }
    const stopped = new AbortController();
    const options: UsernameCheckOptions = {
      allowlist: app.ctx.config.services.dataAllowedPrivateAddresses,
      siteTimeoutMs: settings.usernameSiteTimeoutMs,
      concurrency: settings.usernameConcurrency,
      deadlineMs: settings.usernameDeadlineMs,
      maxBytes: USERNAME_BODY_MAX_BYTES,
      signal: stopped.signal,
    };
    // A client that goes away stops the check: no more requests on its behalf.
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) stopped.abort();
    });
    const username = body.username as string;
    if (!String(request.headers.accept ?? '').includes(NDJSON_TYPE)) {
      const results: UsernameResult[] = [];
      await checkUsername(username, sites, options, (result) => results.push(result));
      return { results };
    }
    // No cache-control: a POST answer is not cached anyway, and Chromium reports a no-store
    // stream that was read to its end as aborted.
    const stream = new PassThrough();
    void checkUsername(username, sites, options, (result) => stream.write(`${JSON.stringify(result)}\n`)).then(
      () => stream.end(),
      (error: unknown) => stream.destroy(error as Error),
    );
    return reply
      .header('content-type', NDJSON_TYPE)
      .header(USERNAME_TOTAL_HEADER, String(sites.length))
      .send(stream);
  });
}
