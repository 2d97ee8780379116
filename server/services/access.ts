// Who is calling a platform service, for which project. Every service route goes through here, so
// the rules are in one place: the project must be one this server serves, a user comes only from a
// verified access token of that project, and the service key acts as the 'service' role. Invariant:
// a route never takes the user id from the request body or query.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AccessTokenError, type TokenUser } from '../auth/accessTokens.ts';
import { hasPermission } from '../roles/roleMap.ts';

/** An error with the HTTP status and code the app's error handler answers with. */
export class ServiceError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export type Caller =
  | { kind: 'user'; user: TokenUser; role: string; projectId: string }
  | { kind: 'service'; user: null; role: 'service'; projectId: string };

const PROJECT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function requireProject(app: FastifyInstance, project: unknown): string {
  if (typeof project !== 'string' || !PROJECT_ID.test(project)) {
    throw new ServiceError(400, 'INVALID_PROJECT', 'The project id is required');
  }
  if (!app.ctx.config.projectIds.includes(project)) {
    throw new ServiceError(404, 'UNKNOWN_PROJECT', `Unknown project "${project}"`);
  }
  return project;
}

function presentedServiceKey(request: FastifyRequest): string | null {
  const header = request.headers['x-service-key'];
  if (typeof header === 'string' && header) return header;
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  // A JWT has two dots; a service key is an opaque string. Only non-JWT bearers are key candidates.
  if (match?.[1] && match[1].split('.').length !== 3) return match[1];
  return null;
}

function sameSecret(a: string, b: string): boolean {
  const left = crypto.createHash('sha256').update(a).digest();
  const right = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(left, right);
}

function unauthorized(error: unknown): ServiceError {
  if (error instanceof AccessTokenError) {
    const message = error.reason === 'missing' ? 'Sign in to use this service' : error.message;
    if (error.reason === 'unverified') return new ServiceError(403, 'EMAIL_NOT_VERIFIED', message);
    return new ServiceError(
      401,
      error.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED',
      message,
    );
  }
  throw error;
}

/** A signed-in user of `project`; 401 without a valid token, 403 for another project's token. */
export async function requireUser(
  app: FastifyInstance,
  request: FastifyRequest,
  project: string,
): Promise<Caller & { kind: 'user' }> {
  let user: TokenUser & { projectId: string };
  try {
    user = await app.ctx.accessTokens.fromRequest(request);
  } catch (error) {
    throw unauthorized(error);
  }
  if (user.projectId !== project) {
    throw new ServiceError(403, 'WRONG_PROJECT', 'This access token belongs to another project');
  }
  const { projectId: _projectId, ...tokenUser } = user;
  return { kind: 'user', user: tokenUser, role: tokenUser.role, projectId: project };
}

/** The service key (when configured and presented) or a signed-in user. */
export async function requireCaller(
  app: FastifyInstance,
  request: FastifyRequest,
  project: string,
): Promise<Caller> {
  const configured = app.ctx.config.serviceKey;
  const presented = presentedServiceKey(request);
  if (presented != null) {
    if (configured && sameSecret(presented, configured)) {
      return { kind: 'service', user: null, role: 'service', projectId: project };
    }
    throw new ServiceError(401, 'UNAUTHORIZED', 'Invalid service key');
  }
  return requireUser(app, request, project);
}

/** The caller itself if its role grants `permission` (role map, product-spec §6); else 403. */
export function requirePermission<C extends Caller>(
  app: FastifyInstance,
  caller: C,
  permission: string,
): C {
  if (!hasPermission(app.ctx.config.services.roleMap, caller.role, permission)) {
    throw new ServiceError(403, 'FORBIDDEN', `Your role may not use ${permission}`);
  }
  return caller;
}

export function may(app: FastifyInstance, caller: Caller, permission: string): boolean {
  return hasPermission(app.ctx.config.services.roleMap, caller.role, permission);
}
