// The backend platform as one Fastify instance: API routes under /api, the hosted login page under
// /auth, and the built app with its SPA fallback. Stateless apart from the database, so several
// instances can run on one PostgreSQL. Logs never carry personal data: URLs are logged without
// their query string (tokens and emails travel there) and bodies are never logged.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import type { AccessTokens } from './auth/accessTokens.ts';
import type { ServerConfig } from './config.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import type { SessionEpochs } from './auth/sessionEpochs.ts';
import { registerAccountRoutes } from './auth/accountRoutes.ts';
import { registerHostedLogin } from './auth/hostedLogin.ts';
import { registerOAuthRoutes } from './auth/oauth.ts';
import type { Database } from './db/database.ts';
import type { Mailer } from './mail/mailer.ts';
import type { ReadCache } from './rest/readCache.ts';
import { registerHealthRoutes } from './routes/health.ts';
import { registerRestRoutes } from './rest/routes.ts';
import { registerAiRoutes } from './ai/routes.ts';
import { registerAnalyticsRoutes } from './analytics/routes.ts';
import { registerDataRoutes } from './data/routes.ts';
import { registerNotificationRoutes } from './notifications/routes.ts';
import { registerRealtimeRoutes } from './realtime/routes.ts';
import { registerStorageRoutes } from './storage/routes.ts';

export interface AppContext {
  config: ServerConfig;
  db: Database;
  accessTokens: AccessTokens;
  /** Session epochs: ending a user's sessions on every instance (auth/sessionEpochs.ts). */
  sessions: SessionEpochs;
  /** Outgoing mail (auth links, notifications): SMTP_URL, or files in DATA_DIR/mail. */
  mailer: Mailer;
  /** This instance's per-user cache of REST table reads (invalidated by writes on any instance). */
  restReads: ReadCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Content Security Policy the built app passes: no inline script, WASM allowed for analysis. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  // react-toastify injects its stylesheet at run time; style attributes carry progress widths.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'", 'blob:', 'data:'],
  workerSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
};

/**
 * helmet's security headers for our policy, worked out once: the policy has no per-request part
 * (no nonces), so every response gets the same headers. Running helmet per request (as
 * @fastify/helmet does) rebuilt its middleware and re-serialised the CSP on every call, a sixth of
 * a cached REST read's CPU time.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // The app keeps its handle on the sign-in popup while that popup visits an OAuth provider
    // (helmet's default, same-origin, would cut it off there); pages opened by others still get
    // no handle on the app. The popup's own pages send no policy (auth/popupMode.ts).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  })({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Trust the nearest `hops` proxies, as Fastify does for a number (its types omit that form). */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

function pathOnly(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (req: { method: string; url: string }) => ({
        method: req.method,
        path: pathOnly(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

export async function buildApp(
  ctx: AppContext,
  options: { logger?: boolean } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(ctx.config.logLevel),
    bodyLimit: 1024 * 1024,
    trustProxy:
      typeof ctx.config.trustProxy === 'number'
        ? trustHops(ctx.config.trustProxy)
        : ctx.config.trustProxy,
  });
  app.decorate('ctx', ctx);

  // Closing waits for requests under way but not for idle keep-alive connections. A connection
  // whose response is finishing as the close begins is not idle yet, and would then hold the
  // close for the whole keep-alive timeout (72 s): close such connections as they become idle.
  let idleCloser: ReturnType<typeof setInterval> | null = null;
  app.addHook('preClose', (done) => {
    idleCloser = setInterval(() => app.server.closeIdleConnections(), 50);
    idleCloser.unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    if (idleCloser) clearInterval(idleCloser);
    done();
  });
  app.addHook('onClose', async () => ctx.sessions.stop());

  const security = securityHeaders();
  // Browsers keep to https once the public origin is https (a year, as the HSTS preload list asks).
  if (ctx.config.publicOrigin?.startsWith('https:')) {
    security['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  }
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(security);
    done();
  });

  await app.register(registerHealthRoutes, { prefix: '/api' });
  await app.register(registerAuthRoutes, { prefix: '/api/auth' });
  await app.register(registerAccountRoutes, { prefix: '/api/auth' });
  await app.register(registerOAuthRoutes, { prefix: '/api/auth/oauth' });
  await app.register(registerHostedLogin, { prefix: '/auth' });
  await app.register(registerRestRoutes, { prefix: '/api' });
  await app.register(registerStorageRoutes, { prefix: '/api/storage' });
  await app.register(registerRealtimeRoutes, { prefix: '/api/realtime' });
  await app.register(registerAnalyticsRoutes, { prefix: '/api/analytics' });
  await app.register(registerDataRoutes, { prefix: '/api/data' });
  await app.register(registerAiRoutes, { prefix: '/api/ai' });
  await app.register(registerNotificationRoutes, { prefix: '/api/notifications' });

  // Unknown API routes answer JSON 404s; everything else falls back to the app shell.
  const staticDir = ctx.config.staticDir;
  const hasApp = staticDir != null && fs.existsSync(path.join(staticDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const name = path.basename(filePath);
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (name === 'sw.js' || name.startsWith('workbox-') || name.endsWith('.html')) {
          res.header('Cache-Control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = pathOnly(request.url);
    if (url.startsWith('/api/') || url === '/api' || request.method !== 'GET' || !hasApp) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500)
      request.log.error({ err: { message: error.message, stack: error.stack } }, 'request failed');
    const message = status >= 500 ? 'Internal server error' : error.message;
    return reply
      .code(status)
      .send({ code: error.code ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST'), message });
  });

  return app;
}
