// Data service (product-spec §7): fetch and scrape public web pages — the app uses them to look at
// a user's public profile pages the way a stranger would. Everything goes through safeFetch (no
// private, loopback or link-local targets, redirects re-checked, size and time limits).
// extract-from-url, extract-from-blob, screenshot and search need an external provider this
// server does not have, and say so with 501 instead of pretending.
import type { FastifyInstance } from 'fastify';
import { createRateLimiter } from '../services/rateLimiter.ts';
import { requirePermission, requireProject, requireUser, ServiceError } from '../services/access.ts';
import { objectBody, useServiceErrors } from '../services/errors.ts';
import { safeFetch } from './safeFetch.ts';
import { registerBreachRoutes } from './breachCheck.ts';
import { registerPwnedPasswordsRoute } from './pwnedPasswordsRoute.ts';
import { registerUsernameRoutes } from './usernameRoutes.ts';
import { SCRAPE_FORMATS, scrapeHtml, type ScrapeFormat } from './scrape.ts';

/** Page fetches per second per user, after a burst: enough for a profile check, not a crawler. */
const FETCH_RATE_PER_S = 1;
const FETCH_BURST = 20;
const TEXT_TYPE = /^(text\/|application\/(json|xml|xhtml\+xml|javascript|ld\+json|rss\+xml|atom\+xml))/i;
const HTML_TYPE = /^(text\/html|application\/xhtml\+xml)/i;

export const PROVIDER_MISSING: Record<string, string> = {
  'extract-from-url':
    'Extracting structured data from a URL needs an extraction provider, and none is configured on this server',
  'extract-from-blob':
    'Extracting structured data from a file needs an extraction provider, and none is configured on this server',
  screenshot: 'Screenshots need a browser rendering provider, and none is configured on this server',
  search: 'Web search needs a search provider, and none is configured on this server',
};

export async function registerDataRoutes(app: FastifyInstance): Promise<void> {
  useServiceErrors(app);
  const limiter = createRateLimiter(FETCH_RATE_PER_S, FETCH_BURST);
  const fetchOptions = () => ({
    allowlist: app.ctx.config.services.dataAllowedPrivateAddresses,
    timeoutMs: app.ctx.config.services.dataFetchTimeoutMs,
  });

  async function caller(request: Parameters<typeof requireUser>[1], project: unknown, permission: string) {
    const id = requireProject(app, project);
    const user = requirePermission(app, await requireUser(app, request, id), permission);
    if (!limiter.take(user.user.id)) {
      throw new ServiceError(429, 'RATE_LIMITED', 'Too many page requests: wait a moment and try again');
    }
    return user;
  }

  app.post<{ Params: { project: string } }>('/:project/fetch', async (request) => {
    await caller(request, request.params.project, 'data.fetch');
    const { url } = objectBody(request.body, 'Send a JSON object with a url');
    const page = await safeFetch(url as string, fetchOptions());
    const contentType = page.contentType.split(';')[0]!.trim().toLowerCase();
    const textual = TEXT_TYPE.test(contentType);
    return {
      url: page.url,
      status: page.status,
      contentType,
      size: page.body.length,
      redirects: page.redirects,
      ...(textual ? { text: page.body.toString('utf8') } : { base64: page.body.toString('base64') }),
    };
  });

  app.post<{ Params: { project: string } }>('/:project/scrape', async (request) => {
    const body = objectBody(request.body, 'Send a JSON object with a url and formats');
    const formats = (body.formats ?? ['markdown']) as unknown;
    if (
      !Array.isArray(formats) ||
      formats.length === 0 ||
      formats.some((format) => !(SCRAPE_FORMATS as readonly unknown[]).includes(format))
    ) {
      throw new ServiceError(400, 'INVALID_FORMATS', `formats must be a list of ${SCRAPE_FORMATS.join(', ')}`);
    }
    const wanted = new Set(formats as ScrapeFormat[]);
    if (wanted.has('extract')) {
      throw new ServiceError(501, 'NOT_CONFIGURED', PROVIDER_MISSING['extract-from-url']!);
    }
    await caller(request, request.params.project, 'data.scrape');
    const page = await safeFetch(body.url as string, fetchOptions());
    const contentType = page.contentType.split(';')[0]!.trim().toLowerCase();
    if (!HTML_TYPE.test(contentType)) {
      throw new ServiceError(415, 'NOT_HTML', `Only HTML pages can be scraped; this page is ${contentType || 'of unknown type'}`);
    }
    const html = page.body.toString('utf8');
    const scraped = scrapeHtml(html, page.url);
    return {
      url: page.url,
      status: page.status,
      ...(wanted.has('markdown') ? { markdown: scraped.markdown } : {}),
      ...(wanted.has('html') ? { html } : {}),
      ...(wanted.has('links') ? { links: scraped.links } : {}),
      ...(wanted.has('metadata') ? { metadata: scraped.metadata } : {}),
    };
  });

  registerUsernameRoutes(app);
  registerBreachRoutes(app);
  registerPwnedPasswordsRoute(app);

  for (const [name, message] of Object.entries(PROVIDER_MISSING)) {
    app.post<{ Params: { project: string } }>(`/:project/${name}`, async (request) => {
      const project = requireProject(app, request.params.project);
      await requireUser(app, request, project);
      throw new ServiceError(501, 'NOT_CONFIGURED', message);
    });
  }
}
