// The hosted login page at /auth (product-spec §7): sign in, sign up, forgot password, magic link
// and the configured OAuth providers, plus the pages the mailed links open (/auth/reset,
// /auth/verify, /auth/magic). With `mode=popup&state=…` it runs in a popup and hands its outcome
// to the window that opened it (popupMode.ts) instead of redirecting. Invariants: the page is
// refused for an unknown project_id or a redirect_url off the allow-list (no open redirect); every
// value put into the HTML is escaped; the page runs no inline script, so the app's strict CSP
// applies unchanged.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../src/shared/authMessages.ts';
import type { ServerConfig } from '../config.ts';
import { AuthError } from './errors.ts';
import { allowOpener, checkPopupMode, popupPageData, type PopupTarget } from './popupMode.ts';
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
  // The password meter's estimator and dictionaries, the same the server judges with; the page
  // loads them only once someone types a new password.
  'zxcvbn-core.js': {
    file: path.join(ROOT, 'node_modules/@zxcvbn-ts/core/dist/zxcvbn-ts.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'zxcvbn-common.js': {
    file: path.join(ROOT, 'node_modules/@zxcvbn-ts/language-common/dist/zxcvbn-ts.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'zxcvbn-en.js': {
    file: path.join(ROOT, 'node_modules/@zxcvbn-ts/language-en/dist/zxcvbn-ts.js'),
    type: 'text/javascript; charset=utf-8',
  },
};

/** `popup`: the OAuth callback's page in popup mode, which posts its `result` to the opener. */
type View = 'signin' | 'reset' | 'verify' | 'magic' | 'popup' | 'unavailable';

const TITLES: Record<View, string> = {
  signin: 'Sign in',
  reset: 'Reset password',
  verify: 'Verify email',
  magic: 'Signing in',
  popup: 'Signing in',
  unavailable: 'Sign-in unavailable',
};

/** An OAuth sign-in's outcome for the popup page: the session's tokens or an auth error code. */
export type PopupResult = { access_token: string; refresh_token: string } | { error: string };

export interface HostedPageSlots {
  view: View;
  redirectUrl?: string;
  projectId?: string;
  appUrl: string;
  error?: string;
  problem?: string;
  popup?: PopupTarget | null;
  result?: PopupResult;
}

export type HostedPageRenderer = (
  reply: FastifyReply,
  status: number,
  slots: HostedPageSlots,
) => FastifyReply;

/** Fills the page's slots with escaped values; a popup page keeps its opener (allowOpener). */
export function hostedPageRenderer(config: ServerConfig): HostedPageRenderer {
  const html = fs.readFileSync(path.join(HERE, 'hosted/login.html'), 'utf8');
  const providers = JSON.stringify(['email', ...config.oauthProviders.map((p) => p.id)]);
  return (reply, status, slots) => {
    const values: Record<string, string> = {
      title: TITLES[slots.view],
      view: slots.view,
      redirectUrl: slots.redirectUrl ?? '',
      projectId: slots.projectId ?? '',
      appUrl: slots.appUrl,
      error: slots.error && Object.hasOwn(AUTH_MESSAGES, slots.error) ? slots.error : '',
      messages: JSON.stringify(AUTH_MESSAGES),
      providers,
      problem: slots.problem ?? '',
      popup: slots.popup ? popupPageData(slots.popup) : '',
      result: slots.result ? JSON.stringify(slots.result) : '',
    };
    if (slots.popup) allowOpener(reply);
    return reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html.replace(/\{\{(\w+)\}\}/g, (_, key: string) => escapeHtml(values[key] ?? '')));
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface Query {
  redirect_url?: string;
  project_id?: string;
  error?: string;
  mode?: string;
  state?: string;
}

export async function registerHostedLogin(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  const assets = new Map(
    Object.entries(ASSETS).map(([name, asset]) => [
      name,
      { body: fs.readFileSync(asset.file), type: asset.type },
    ]),
  );

  const render = hostedPageRenderer(config);

  function page(view: Exclude<View, 'popup' | 'unavailable'>, redirectRequired: boolean) {
    return async (request: FastifyRequest<{ Querystring: Query }>, reply: FastifyReply) => {
      const appUrl = `${appOrigin(config, request)}/dashboard`;
      try {
        const projectId = checkProjectId(config, request.query.project_id);
        const redirectUrl =
          redirectRequired || request.query.redirect_url
            ? checkRedirectUrl(config, request, request.query.redirect_url)
            : undefined;
        // Only the sign-in page opens in a popup; the mailed links open in a tab of their own.
        const popup =
          view === 'signin' && redirectUrl
            ? checkPopupMode(request.query.mode, request.query.state, redirectUrl)
            : null;
        return render(reply, 200, {
          view,
          redirectUrl,
          projectId,
          appUrl,
          error: request.query.error,
          popup,
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
