import { describe, expect, it } from 'vitest';
import { loadUsernameSites, NSFW_CATEGORY, parseUsernameSites } from './usernameSites.ts';
import { classifyAnswer, siteRequest } from './usernameCheck.ts';

describe('username site list', () => {
  it('reads the shipped WhatsMyName list, leaving out the sites it marks invalid', () => {
    const list = loadUsernameSites();
    expect(list.sites.length).toBe(715);
    expect(list.categories).toContain(NSFW_CATEGORY);
    expect(list.sites.find((site) => site.name === '7cup')).toBeUndefined();
    for (const site of list.sites) {
      expect(site.uriCheck.includes('{account}') || site.postBody?.includes('{account}'), site.name).toBe(true);
    }
  });

  it('names the broken site of a bad list', () => {
    const sites = [{ name: 'Broken', uri_check: 'ftp://x/{account}', e_code: 200, e_string: '', m_code: 404, m_string: '', cat: 'misc' }];
    expect(() => parseUsernameSites(JSON.stringify({ sites }), 'sites.json')).toThrow(
      'USERNAME_SITES_FILE sites.json: site "Broken" has no http(s) uri_check',
    );
    expect(() => parseUsernameSites('{', 'sites.json')).toThrow('is not valid JSON');
  });

  it('puts a name into a JSON body safely and refuses one that cannot be a host name', () => {
    const [site] = parseUsernameSites(
      JSON.stringify({
        sites: [
          {
            name: 'Api',
            uri_check: 'https://api.example.com/check',
            post_body: '{"username":"{account}"}',
            headers: { 'Content-Type': 'application/json' },
            e_code: 200,
            e_string: 'taken',
            m_code: 200,
            m_string: 'free',
            cat: 'social',
          },
        ],
      }),
      'sites.json',
    ).sites;
    expect(JSON.parse(siteRequest(site!, 'ja"ne')!.body!)).toEqual({ username: 'ja"ne' });
    const subdomain = { ...site!, uriCheck: 'https://{account}.example.com/', postBody: null };
    expect(siteRequest(subdomain, 'jane_doe')).toBeNull();
    expect(siteRequest(subdomain, 'jane-doe')!.checkUrl).toBe('https://jane-doe.example.com/');
    expect(siteRequest({ ...subdomain, stripBadChar: '_' }, 'jane_doe')!.checkUrl).toBe('https://janedoe.example.com/');
    expect(classifyAnswer(site!, 200, '{"taken":true}')).toBe('found');
    expect(classifyAnswer(site!, 200, '{"free":true}')).toBe('not_found');
    expect(classifyAnswer(site!, 503, '<title>Just a moment...</title>')).toBe('blocked');
    expect(classifyAnswer(site!, 403, 'Forbidden')).toBe('unknown');
  });
});
