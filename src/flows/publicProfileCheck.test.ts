import { describe, expect, it, vi } from 'vitest';
import { analysePublicProfile } from '../analysis/profile/publicProfile.ts';
import { findSpans } from '../analysis/text/checkText.ts';
import { BackendError } from '../backend/backendError.ts';
import {
  checkPublicProfile,
  PROFILE_CHECK_MESSAGES,
  profileAddress,
  type ProfileCheckDeps,
} from './publicProfileCheck.ts';

function deps(overrides: Partial<ProfileCheckDeps> = {}): ProfileCheckDeps {
  return {
    online: () => true,
    getAccessToken: async () => 'token',
    readPage: async (_token, url) => ({
      url,
      status: 200,
      markdown: 'Call me on +1 415 555 0132',
      metadata: { title: 'Jane', description: null },
    }),
    loadKnown: async () => ({
      emails: [],
      phones: ['+14155550132'],
      addresses: [],
      birthdays: [],
      locations: [],
    }),
    analyse: async (page, known) => analysePublicProfile(page, findSpans, known),
    ...overrides,
  };
}

describe('public profile check flow', () => {
  it('completes an address typed without its scheme', () => {
    expect(profileAddress(' x.com/jane_doe ')).toBe('https://x.com/jane_doe');
    expect(profileAddress('https://www.instagram.com/jane/')).toBe(
      'https://www.instagram.com/jane/',
    );
    for (const bad of [
      '',
      'jane doe',
      'javascript:alert(1)',
      'ftp://x.com/a',
      'localhost',
      'https://u:p@x.com/',
    ]) {
      expect(profileAddress(bad), bad).toBeNull();
    }
  });

  it("reads the page as a stranger and says what it shows of the user's own details", async () => {
    const readPage = vi.fn(deps().readPage);
    const outcome = await checkPublicProfile(deps({ readPage }), 'x.com/jane');
    expect(readPage).toHaveBeenCalledWith('token', 'https://x.com/jane');
    expect(outcome).toMatchObject({
      status: 'done',
      report: {
        platform: 'x',
        exposures: [{ label: 'Phone number', level: 'high', fromYourExports: true }],
      },
    });
  });

  it('asks nothing of the server with a bad address, offline or signed out', async () => {
    const readPage = vi.fn(deps().readPage);
    expect(await checkPublicProfile(deps({ readPage }), 'not an address')).toEqual({
      status: 'failed',
      message: PROFILE_CHECK_MESSAGES.badUrl,
    });
    expect(await checkPublicProfile(deps({ readPage, online: () => false }), 'x.com/a')).toEqual({
      status: 'failed',
      message: PROFILE_CHECK_MESSAGES.offline,
    });
    expect(
      await checkPublicProfile(deps({ readPage, getAccessToken: async () => null }), 'x.com/a'),
    ).toEqual({ status: 'failed', message: PROFILE_CHECK_MESSAGES.signedOut });
    expect(readPage).not.toHaveBeenCalled();
  });

  it("passes the data service's refusal on in its own words, with a next step", async () => {
    const refused = new BackendError(
      'data',
      403,
      'This address is not a public web page',
      'ADDRESS_NOT_ALLOWED',
    );
    const outcome = await checkPublicProfile(
      deps({
        readPage: async () => {
          throw refused;
        },
      }),
      'http://10.0.0.1/',
    );
    expect(outcome).toEqual({
      status: 'failed',
      message: 'This address is not a public web page. Check the address and try again.',
    });
    const expired = await checkPublicProfile(
      deps({
        readPage: async () => {
          throw new BackendError('auth', 401, 'Invalid token');
        },
      }),
      'x.com/a',
    );
    expect(expired).toEqual({ status: 'failed', message: PROFILE_CHECK_MESSAGES.signedOut });
  });
});
