// The signed-in user's profile under /api/auth (`GET /me`, `PATCH /me`: only the display name
// changes here) and the sign-in providers a project offers (`GET /providers`).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthProviderId } from '../../src/shared/auth.ts';
import { invalidRequest } from './errors.ts';
import { checkProjectId } from './redirects.ts';
import { bodyOf, DISPLAY_NAME_MAX_LENGTH, optionalText } from './requestFields.ts';
import type { AuthRouteHelpers } from './routeHelpers.ts';
import { toWireUser } from './users.ts';

export function registerProfileRoutes(app: FastifyInstance, helpers: AuthRouteHelpers): void {
  const { config, db } = app.ctx;
  const { currentUser } = helpers;

  app.get('/me', async (request) => {
    const { user } = await currentUser(request);
    return { user: toWireUser(user) };
  });

  app.patch('/me', async (request) => {
    const { user } = await currentUser(request);
    const body = bodyOf(request);
    const unknown = Object.keys(body).filter((key) => key !== 'displayName');
    if (unknown.length > 0) {
      throw invalidRequest(`Only displayName can be changed here (got ${unknown.join(', ')}).`);
    }
    const displayName = optionalText(body, 'displayName', DISPLAY_NAME_MAX_LENGTH);
    await db.query('UPDATE users SET display_name = $2 WHERE id = $1', [user.id, displayName]);
    return { user: toWireUser({ ...user, display_name: displayName }) };
  });

  app.get(
    '/providers',
    async (request: FastifyRequest<{ Querystring: { projectId?: string } }>) => {
      checkProjectId(config, request.query.projectId);
      const providers: AuthProviderId[] = ['email', ...config.oauthProviders.map((p) => p.id)];
      return { providers };
    },
  );
}
