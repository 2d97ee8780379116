// The site list for username presence: WhatsMyName's `wmn-data.json` (CC BY-SA 4.0, shipped in
// ./whatsmyname with its licence), or the file USERNAME_SITES_FILE names, in the same format.
// Parsing is strict so that a broken refresh stops the server at start with the site's name,
// instead of turning every check of that site into a silent "unknown". Sites WhatsMyName marks
// `valid: false` (known broken upstream) are left out, as its own checker does.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const BUILT_IN_SITES_FILE = fileURLToPath(new URL('./whatsmyname/wmn-data.json', import.meta.url));

/** The category WhatsMyName files adult sites under; checked only when asked for by name. */
export const NSFW_CATEGORY = 'xx NSFW xx';

export interface UsernameSite {
  name: string;
  category: string;
  /** Address to request, with `{account}` where the username goes (absent for some POST APIs). */
  uriCheck: string;
  /** The profile address a person opens, when uriCheck is an API. */
  uriPretty: string | null;
  /** Status and body substring that together mean the account exists. */
  eCode: number;
  eString: string;
  /** Status and body substring that together mean it does not ("" matches any body). */
  mCode: number;
  mString: string;
  headers: Record<string, string>;
  /** Sent with POST when present, with `{account}` substituted. */
  postBody: string | null;
  /** Characters removed from the username before it is put in the address. */
  stripBadChar: string;
}

export interface UsernameSiteList {
  sites: UsernameSite[];
  categories: string[];
}

function fail(file: string, message: string): never {
  throw new Error(`USERNAME_SITES_FILE ${file}: ${message}`);
}

function httpAddress(value: unknown, file: string, site: string, field: string): string {
  if (typeof value !== 'string' || !/^https?:\/\/./.test(value)) {
    fail(file, `site "${site}" has no http(s) ${field}`);
  }
  return value;
}

function statusCode(value: unknown, file: string, site: string, field: string): number {
  if (!Number.isInteger(value) || (value as number) < 100 || (value as number) > 599) {
    fail(file, `site "${site}" has no status code in ${field}`);
  }
  return value as number;
}

function text(value: unknown, file: string, site: string, field: string): string {
  if (typeof value !== 'string') fail(file, `site "${site}" has no text in ${field}`);
  return value;
}

export function parseUsernameSites(json: string, file: string): UsernameSiteList {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    fail(file, 'is not valid JSON');
  }
  const sitesValue = (data as { sites?: unknown } | null)?.sites;
  if (!Array.isArray(sitesValue)) fail(file, 'has no "sites" list');
  const sites: UsernameSite[] = [];
  const names = new Set<string>();
  for (const raw of sitesValue as Record<string, unknown>[]) {
    const name = raw?.name;
    if (typeof name !== 'string' || name === '') fail(file, 'a site has no name');
    if (names.has(name)) fail(file, `site "${name}" is listed twice`);
    names.add(name);
    if (raw.valid === false) continue;
    const uriCheck = httpAddress(raw.uri_check, file, name, 'uri_check');
    const postBody = raw.post_body == null ? null : text(raw.post_body, file, name, 'post_body');
    if (!uriCheck.includes('{account}') && !postBody?.includes('{account}')) {
      fail(file, `site "${name}" puts {account} neither in uri_check nor in post_body`);
    }
    const headers: Record<string, string> = {};
    if (raw.headers != null) {
      if (typeof raw.headers !== 'object' || Array.isArray(raw.headers)) fail(file, `site "${name}" has bad headers`);
      for (const [header, value] of Object.entries(raw.headers as Record<string, unknown>)) {
        headers[header] = text(value, file, name, `headers.${header}`);
      }
    }
    sites.push({
      name,
      category: text(raw.cat, file, name, 'cat'),
      uriCheck,
      uriPretty: raw.uri_pretty == null ? null : httpAddress(raw.uri_pretty, file, name, 'uri_pretty'),
      eCode: statusCode(raw.e_code, file, name, 'e_code'),
      eString: text(raw.e_string, file, name, 'e_string'),
      mCode: statusCode(raw.m_code, file, name, 'm_code'),
      mString: text(raw.m_string, file, name, 'm_string'),
      headers,
      postBody,
      stripBadChar: raw.strip_bad_char == null ? '' : text(raw.strip_bad_char, file, name, 'strip_bad_char'),
    });
  }
  const categories = [...new Set(sites.map((site) => site.category))].sort();
  return { sites, categories };
}

export function loadUsernameSites(file: string = BUILT_IN_SITES_FILE): UsernameSiteList {
  let json: string;
  try {
    json = fs.readFileSync(file, 'utf8');
  } catch (error) {
    fail(file, `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  return parseUsernameSites(json, file);
}
