import { describe, expect, it } from 'vitest';
import { emptyDataset } from '../imports/dataset.ts';
import { findSpans } from '../text/checkText.ts';
import {
  analysePublicProfile,
  dateParts,
  isJoinDate,
  knownIdentityOf,
  platformOfUrl,
  profileSuggestions,
  type KnownIdentity,
  type PublicPageSnapshot,
} from './publicProfile.ts';

const nobody: KnownIdentity = {
  emails: [],
  phones: [],
  addresses: [],
  birthdays: [],
  locations: [],
};

function page(overrides: Partial<PublicPageSnapshot> = {}): PublicPageSnapshot {
  return {
    url: 'https://x.com/jane_doe',
    status: 200,
    markdown: '',
    metadata: { title: 'Jane Doe (@jane_doe) / X', description: null },
    ...overrides,
  };
}

describe('public profile check', () => {
  it('finds contact details a stranger can read in the bio, and says which are from your exports', () => {
    const known = knownIdentityOf([
      {
        ...emptyDataset('x'),
        profile: {
          ...emptyDataset('x').profile,
          emails: [{ value: 'jane.doe@example.com', source: 'account.js' }],
          phones: [{ value: '+44 7700 900123', source: 'phone-number.js' }],
        },
      },
    ]);
    const report = analysePublicProfile(
      page({
        markdown:
          'Designer in Leeds. Bookings: jane.doe@example.com or call 07700 900123. ' +
          'Other enquiries to studio@example.org',
      }),
      findSpans,
      known,
    );
    expect(report.visibility).toBe('visible');
    expect(report.platform).toBe('x');
    expect(report.fixUrl).toBe('https://x.com/settings/profile');
    expect(report.exposures).toEqual([
      {
        label: 'Email address',
        level: 'high',
        evidence: 'jane.doe@example.com',
        fromYourExports: true,
      },
      { label: 'Phone number', level: 'high', evidence: '07700 900123', fromYourExports: true },
      {
        label: 'Email address',
        level: 'high',
        evidence: 'studio@example.org',
        fromYourExports: false,
      },
    ]);
  });

  it('reads the bio from the page description when the body is an empty app shell', () => {
    const report = analysePublicProfile(
      page({
        markdown: '',
        metadata: {
          title: 'Sam (@sam) • Instagram photos and videos',
          description: 'Off to Lisbon for two weeks, house sitter wanted! DM for details',
        },
        url: 'https://www.instagram.com/sam/',
      }),
      findSpans,
      nobody,
    );
    expect(report.platform).toBe('instagram');
    expect(report.exposures.map((exposure) => exposure.label)).toContain(
      'Says you are away from home',
    );
  });

  it('notes a religion or party the bio discloses', () => {
    const report = analysePublicProfile(
      page({ metadata: { title: 'Sam', description: "Dad of two. I'm a registered Democrat." } }),
      findSpans,
      nobody,
    );
    expect(report.exposures).toEqual([
      {
        label: 'Religion, politics or nationality',
        level: 'medium',
        evidence: 'Democrat',
        fromYourExports: false,
      },
    ]);
  });

  it('reports a sign-in wall or a missing page without guessing at exposures', () => {
    const wall = analysePublicProfile(
      page({
        url: 'https://www.instagram.com/someone/',
        markdown: 'Log in to see photos and videos from friends. Contact: a@b.example',
        metadata: { title: 'Login • Instagram', description: null },
      }),
      findSpans,
      nobody,
    );
    expect(wall.visibility).toBe('sign-in-wall');
    expect(wall.exposures).toEqual([]);
    const missing = analysePublicProfile(
      page({ status: 404, markdown: 'x@y.example' }),
      findSpans,
      nobody,
    );
    expect(missing.visibility).toBe('not-found');
    expect(missing.exposures).toEqual([]);
  });

  it('mentions a place only when it is where your exports say you are', () => {
    const text = 'Coffee lover. Based in Manchester.';
    const stranger = analysePublicProfile(page({ markdown: text }), findSpans, nobody);
    expect(stranger.exposures).toEqual([]);
    const yours = analysePublicProfile(page({ markdown: text }), findSpans, {
      ...nobody,
      locations: ['Manchester, United Kingdom'],
    });
    expect(yours.exposures).toEqual([
      { label: 'Place', level: 'low', evidence: 'Manchester', fromYourExports: true },
    ]);
  });

  it('suggests the public profile address of each account the exports name', () => {
    const x = emptyDataset('x');
    x.profile.usernames.push({ value: 'jane_doe', source: 'account.js' });
    const tiktok = emptyDataset('tiktok');
    tiktok.profile.usernames.push({ value: '@jane.makes', source: 'user_data.json' });
    const linkedin = emptyDataset('linkedin');
    linkedin.profile.links.push({
      value: 'https://www.linkedin.com/in/jane-doe-123/',
      source: 'Profile.csv',
    });
    // Not a handle: a display name with spaces is never turned into an address.
    linkedin.profile.usernames.push({ value: 'Jane Doe', source: 'Profile.csv' });
    expect(profileSuggestions([x, tiktok, linkedin])).toEqual([
      { platform: 'x', url: 'https://x.com/jane_doe' },
      { platform: 'tiktok', url: 'https://www.tiktok.com/@jane.makes' },
      { platform: 'linkedin', url: 'https://www.linkedin.com/in/jane-doe-123/' },
    ]);
  });

  it('knows the platforms by their addresses', () => {
    expect(platformOfUrl('https://twitter.com/a')).toBe('x');
    expect(platformOfUrl('https://m.facebook.com/a')).toBe('facebook');
    expect(platformOfUrl('https://example.com/a')).toBeNull();
    expect(platformOfUrl('not a url')).toBeNull();
  });
});

describe('profile check dates', () => {
  it('reads a written date in the forms exports and pages use', () => {
    expect(dateParts('March 3, 1990')).toEqual({ year: 1990, month: 3, day: 3 });
    expect(dateParts('3 Mar 1990')).toEqual({ year: 1990, month: 3, day: 3 });
    expect(dateParts('1990-03-03')).toEqual({ year: 1990, month: 3, day: 3 });
    expect(dateParts('25/12/1990')).toEqual({ year: 1990, month: 12, day: 25 });
    // 03/04 could be either order: no month or day is claimed.
    expect(dateParts('03/04/1990')).toEqual({ year: 1990, month: null, day: null });
  });

  it('tells a join date from a birth date', () => {
    const text = 'Joined April 2012';
    expect(isJoinDate(text, text.indexOf('April'))).toBe(true);
    const born = 'Born April 2, 1990';
    expect(isJoinDate(born, born.indexOf('April'))).toBe(false);
  });

  it('never reports "Joined April 2012" as a date of birth', () => {
    const report = analysePublicProfile(
      page({ markdown: 'Designer. Joined April 2012' }),
      findSpans,
      nobody,
    );
    expect(report.exposures.filter((e) => e.label === 'Date of birth')).toEqual([]);
  });

  it('marks a birth date written differently from the export as yours', () => {
    const report = analysePublicProfile(
      page({ markdown: 'Birthday: March 3, 1990. Designer in Leeds.' }),
      findSpans,
      { ...nobody, birthdays: ['1990-03-03'] },
    );
    const birthday = report.exposures.find((e) => e.label === 'Date of birth');
    expect(birthday).toMatchObject({ level: 'high', fromYourExports: true });
  });

  it('does not call a different birthday, or a bare year, yours', () => {
    const other = analysePublicProfile(page({ markdown: 'Birthday: March 4, 1990.' }), findSpans, {
      ...nobody,
      birthdays: ['1990-03-03'],
    });
    expect(other.exposures.find((e) => e.label === 'Date of birth')?.fromYourExports).toBe(false);
  });
});

describe('profile check statements', () => {
  it('quotes the whole sentence that says you are away, never a fragment of it', () => {
    const away = analysePublicProfile(
      page({ markdown: 'Off to Paris tomorrow for two weeks!' }),
      findSpans,
      nobody,
    );
    expect(away.exposures.find((e) => e.label === 'Says you are away from home')?.evidence).toBe(
      'Off to Paris tomorrow for two weeks!',
    );
    const fragment = analysePublicProfile(
      page({ markdown: 'Off to\nDesigner' }),
      findSpans,
      nobody,
    );
    expect(fragment.exposures.map((e) => e.evidence)).not.toContain('Off to');
  });
});
