// Realtime service routes (product-spec §7): the WebSocket (`/api/realtime/ws?project_id=…` or
// `/api/realtime/{project}/ws`, access token in the `access_token` query parameter because
// browsers cannot set headers on a WebSocket; request logs carry paths only, never the query),
// and REST publish, presence and message history. Invariant: every operation acts as the token's
// user, on that user's private channels or the project's shared ones.
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import {
  REALTIME_CLOSE_UNAUTHORIZED,
  REALTIME_MAX_MESSAGE_BYTES,
} from '../../src/shared/realtime.ts';
import {
  may,
  requirePermission,
  requireProject,
  requireUser,
  ServiceError,
} from '../services/access.ts';
import { objectBody, useServiceErrors } from '../services/errors.ts';
import { createRealtimeHub } from './hub.ts';
import { ACCOUNT_GONE_MESSAGE, accountExists } from './userSockets.ts';

/** Largest WebSocket frame accepted: a full message plus its envelope. */
const MAX_FRAME_BYTES = REALTIME_MAX_MESSAGE_BYTES + 8 * 1024;

export async function registerRealtimeRoutes(app: FastifyInstance): Promise<void> {
  useServiceErrors(app);
  const hub = await createRealtimeHub(app.ctx.db, {
    log: app.log,
    verifyToken: (token) => app.ctx.accessTokens.verify(token),
    ratePerSecond: app.ctx.config.services.realtimeRatePerSecond,
    idleTimeoutMs: app.ctx.config.services.realtimeIdleTimeoutMs,
  });
  // Sessions ended on any instance (sign-out, password change, deletion) close their sockets here.
  const stopWatching = app.ctx.sessions.onEnded((ended) => hub.endSessions(ended));
  app.addHook('onClose', async () => {
    stopWatching();
    await hub.close();
  });

  async function accept(socket: WebSocket, projectParam: unknown, token: unknown): Promise<void> {
    // A client sends its first subscribe as soon as the socket opens, while the token is still
    // being verified; those messages are kept and handled in order once it is.
    const early: string[] = [];
    const keepEarly = (data: Buffer) => early.push(data.toString('utf8'));
    socket.on('message', keepEarly);
    const refuse = (message: string, code = REALTIME_CLOSE_UNAUTHORIZED) => {
      socket.send(JSON.stringify({ type: 'error', message }));
      socket.close(code, message.slice(0, 100));
    };
    let project: string;
    try {
      project = requireProject(app, projectParam);
    } catch (error) {
      refuse((error as Error).message, 4404);
      return;
    }
    if (typeof token !== 'string' || token === '') {
      refuse('Sign in to use realtime: access_token is missing');
      return;
    }
    try {
      const user = await app.ctx.accessTokens.verify(token);
      if (!(await accountExists(app.ctx.db, user.id))) {
        refuse(ACCOUNT_GONE_MESSAGE);
        return;
      }
      if (user.projectId !== project) {
        refuse('This access token belongs to another project');
        return;
      }
      if (
        !may(app, { kind: 'user', user, role: user.role, projectId: project }, 'realtime.subscribe')
      ) {
        refuse('Your role may not use realtime', 4403);
        return;
      }
      socket.off('message', keepEarly);
      hub.attach(
        socket,
        project,
        { userId: user.id, expiresAtMs: user.expiresAtMs, session: user.session },
        early,
      );
    } catch (error) {
      refuse(error instanceof Error ? error.message : 'Invalid access token');
    }
  }

  // The socket routes live in a scope of their own: @fastify/websocket logs the full URL (with
  // the access token) of an upgrade request to any non-socket route in its scope.
  await app.register(async (sockets) => {
    await sockets.register(websocket, {
      options: { maxPayload: MAX_FRAME_BYTES },
      // The default handler logs the request, whose URL carries the access token.
      errorHandler(_error, socket) {
        socket.close(1011, 'server error');
      },
    });
    sockets.get<{ Querystring: { project_id?: string; access_token?: string } }>(
      '/ws',
      { websocket: true },
      (socket, request) => accept(socket, request.query.project_id, request.query.access_token),
    );
    sockets.get<{ Params: { project: string }; Querystring: { access_token?: string } }>(
      '/:project/ws',
      { websocket: true },
      (socket, request) => accept(socket, request.params.project, request.query.access_token),
    );
  });

  app.post<{ Params: { project: string } }>('/:project/publish', async (request) => {
    const project = requireProject(app, request.params.project);
    const caller = requirePermission(
      app,
      await requireUser(app, request, project),
      'realtime.publish',
    );
    const body = objectBody(request.body, 'Send a JSON object with channel and data');
    const message = await hub.publish({
      project,
      userId: caller.user.id,
      channel: body.channel,
      type: body.type ?? body.event,
      data: body.data,
      metadata: body.metadata,
    });
    return { published: true, message };
  });

  app.get<{ Params: { project: string }; Querystring: { channel?: string } }>(
    '/:project/presence',
    async (request) => {
      const project = requireProject(app, request.params.project);
      const caller = requirePermission(
        app,
        await requireUser(app, request, project),
        'realtime.presence',
      );
      if (!request.query.channel) {
        throw new ServiceError(400, 'INVALID_CHANNEL', 'The channel query parameter is required');
      }
      const members = await hub.presence(project, caller.user.id, request.query.channel);
      return { channel: request.query.channel, members };
    },
  );

  app.get<{
    Params: { project: string };
    Querystring: { channel?: string; limit?: string; after?: string };
  }>('/:project/messages', async (request) => {
    const project = requireProject(app, request.params.project);
    const caller = requirePermission(
      app,
      await requireUser(app, request, project),
      'realtime.history',
    );
    const messages = await hub.history(project, caller.user.id, request.query);
    return { messages };
  });
}
