// The hosted login page at /auth (product-spec §7): sign in, sign up, forgot password, magic link
// and the configured OAuth providers, plus the pages the mailed links open (/auth/reset,
// /auth/verify, /auth/magic). Invariants: the page is refused for an unknown project_id or a
// redirect_url off the allow-list (no open redirect); every value put into the HTML is escaped;
// the page runs no inline script, so the app's strict CSP applies unchanged.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../src/shared/authMessages.ts';
import { AuthError } from './errors.ts';
import { appOrigin, checkProjectId, checkRedirectUrl } from './redirects.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');

const ASSETS: Record<string, { file: string; type: string }> = {
  'login.js': { file: path.join(HERE, 'hosted/login.js'), type: 'text/javascript; charset=utf-8' },
  'login.css': { file: path.join(HERE, 'hosted/login.css'), type: 'text/css; charset=utf-8' },
  'bulma.min.css': {
    file: path.join(ROOT, 'node_modules/bulma/css/bulma.min.css'),
    type: 'text/css; charset=utf-8',
  },
  'favicon.svg': { file: path.join(ROOT, 'public/favicon.svg'), type: 'image/svg+xml' },
};

type View = 'signin' | 'reset' | 'verify' | 'magic' | 'unavailable';

const TITLES: Record<View, string> = {
  signin: 'Sign in',
  reset: 'Reset password',
  verify: 'Verify email',
  magic: 'Signing in',
  unavailable: 'Sign-in unavailable',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface Query {
  redirect_url?: string;
  project_id?: string;
  error?: string;
}

export async function registerHostedLogin(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  const template = fs.readFileSync(path.join(HERE, 'hosted/login.html'), 'utf8');
  const assets = new Map(
    Object.entries(ASSETS).map(([name, asset]) => [
      name,
      { body: fs.readFileSync(asset.file), type: asset.type },
    ]),
  );

  function render(
    reply: FastifyReply,
    status: number,
    slots: {
      view: View;
      redirectUrl?: string;
      projectId?: string;
      appUrl: string;
      error?: string;
      problem?: string;
    },
  ) {
    const values: Record<string, string> = {
      title: TITLES[slots.view],
      view: slots.view,
      redirectUrl: slots.redirectUrl ?? '',
      projectId: slots.projectId ?? '',
      appUrl: slots.appUrl,
      error: slots.error && Object.hasOwn(AUTH_MESSAGES, slots.error) ? slots.error : '',
      messages: JSON.stringify(AUTH_MESSAGES),
      providers: JSON.stringify(['email', ...config.oauthProviders.map((p) => p.id)]),
      problem: slots.problem ?? '',
    };
    const html = template.replace(/\{\{(\w+)\}\}/g, (_, key: string) =>
      escapeHtml(values[key] ?? ''),
    );
    return reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  function page(view: Exclude<View, 'unavailable'>, redirectRequired: boolean) {
    return async (request: FastifyRequest<{ Querystring: Query }>, reply: FastifyReply) => {
      const appUrl = `${appOrigin(config, request)}/dashboard`;
      try {
        const projectId = checkProjectId(config, request.query.project_id);
        const redirectUrl =
          redirectRequired || request.query.redirect_url
            ? checkRedirectUrl(config, request, request.query.redirect_url)
            : undefined;
        return render(reply, 200, {
          view,
          redirectUrl,
          projectId,
          appUrl,
          error: request.query.error,
        });
      } catch (error) {
        if (!(error instanceof AuthError)) throw error;
        return render(reply, 400, { view: 'unavailable', appUrl, problem: error.message });
      }
    };
  }

  app.get('/', page('signin', true));
  app.get('/reset', page('reset', false));
  app.get('/verify', page('verify', false));
  app.get('/magic', page('magic', false));

  app.get('/assets/:name', async (request: FastifyRequest<{ Params: { name: string } }>, reply) => {
    const asset = assets.get(request.params.name);
    if (!asset) return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    return reply.header('Cache-Control', 'no-cache').type(asset.type).send(asset.body);
  });
}
