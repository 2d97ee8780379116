// Instagram layouts the shared samples do not show: the 2018–2020 export's plain objects
// (profile.json, connections.json, account_history.json, media.json, comments.json), and the HTML
// option's profile and login pages read as the JSON records they mirror. Fixtures are written from
// the formats' documented fields, with placeholder values.
import { describe, expect, it } from 'vitest';
import { importExport } from '../importExport.ts';
import { filesSource } from '../testing/nodeFiles.ts';

const j = JSON.stringify;

describe('Instagram 2018–2020 JSON export', () => {
  it('reads profile, connections, logins, media and comments from the plain objects', async () => {
    const r = await importExport(
      filesSource({
        'profile.json': j({
          biography: 'hello',
          date_joined: '2015-03-01T12:00:00+00:00',
          email: 'user1@example.com',
          gender: 'female',
          name: 'Alex Sample',
          phone_number: '+15555550100',
          private_account: true,
          profile_pic_url: 'https://example.com/p.jpg',
          username: 'alexsample',
          date_of_birth: '1990-03-14',
        }),
        'connections.json': j({
          blocked_users: {},
          follow_requests_sent: {},
          followers: { u1: '2019-01-01T00:00:00+00:00', u2: '2019-01-02T00:00:00+00:00' },
          following: { u3: '2019-01-01T00:00:00+00:00' },
          following_hashtags: {},
        }),
        'account_history.json': j({
          login_history: [
            {
              cookie_name: 'XXXX',
              ip_address: '192.0.2.21',
              language_code: 'en',
              timestamp: '2019-05-01T10:00:00+00:00',
              user_agent: 'Instagram 100.0 Android',
              device_id: 'android-0000',
            },
          ],
          registration_info: {
            registration_username: 'alexsample',
            ip_address: '192.0.2.22',
            registration_time: '2015-03-01T12:00:00+00:00',
            registration_email: 'user1@example.com',
            registration_phone_number: '',
            device_name: '',
          },
        }),
        'media.json': j({
          stories: [
            { caption: '', taken_at: '2019-05-01T10:00:00+00:00', path: 'stories/201905/a.jpg' },
          ],
          photos: [
            {
              caption: 'At the lake',
              taken_at: '2019-05-02T10:00:00+00:00',
              location: 'Sample Lake',
              path: 'photos/201905/b.jpg',
            },
          ],
        }),
        'comments.json': j({ media_comments: [['2019-05-01T10:00:00', 'nice one', 'someone']] }),
        'searches.json': j([{ search_click: 'someone', time: '2019-05-01T10:00:00+00:00' }]),
      }),
    );
    const d = r.dataset;
    expect(r.platform).toBe('instagram');
    expect(d.profile.names.map((n) => n.value)).toEqual(['Alex Sample']);
    expect(d.profile.usernames.map((n) => n.value)).toContain('alexsample');
    expect(d.profile.emails.map((n) => n.value)).toContain('user1@example.com');
    expect(d.profile.phones.map((n) => n.value)).toEqual(['+15555550100']);
    expect(d.profile.birthdays.map((b) => [b.year, b.month, b.day])).toEqual([[1990, 3, 14]]);
    expect(d.profile.privateAccount).toBe(true);
    expect(d.profile.accountCreatedAt).toBe('2015-03-01T12:00:00.000Z');
    expect(d.connections).toMatchObject({ followers: 2, following: 1, blocked: 0 });
    expect(d.logins.map((l) => [l.action, l.ip])).toEqual([
      ['login', '192.0.2.21'],
      ['signup', '192.0.2.22'],
    ]);
    expect(d.posts.map((p) => [p.kind, p.text])).toEqual([
      ['comment', 'nice one'],
      ['post', 'At the lake'],
      ['story', ''],
    ]);
    expect(d.posts.find((p) => p.kind === 'post')?.place?.name).toBe('Sample Lake');
    // A file Footprint has no reader for is listed, not passed over.
    expect(r.unreadFiles.map((f) => f.path)).toEqual(['searches.json']);
  });
});

describe('Instagram HTML export', () => {
  const cell = (label: string, value: string) =>
    `<tr><td class="_2pin _a6_q">${label}<div><div>${value}</div></div></td></tr>`;
  const box = (rows: string, heading = '') =>
    `<div class="pam _3-95 _2ph- _a6-g uiBoxWhite noborder"><h2 class="_a6-h">${heading}</h2><div class="_a6-p"><table>${rows}</table></div></div>`;

  it('reads the profile page and the login page as the JSON records they mirror', async () => {
    const r = await importExport(
      filesSource({
        'personal_information/personal_information/personal_information.html': `<html><body><main>${box(
          cell('Username', 'alexsample') +
            cell('Name', 'Alex Sample') +
            cell('Email', 'user1@example.com') +
            cell('Phone Number', '+15555550100') +
            cell('Date of birth', '1990-03-14') +
            cell('Private Account', 'True'),
        )}</main></body></html>`,
        'security_and_login_information/login_and_profile_creation/login_activity.html': `<html><body><main>${box(
          cell('IP Address', '192.0.2.31') + cell('Time', 'Jul 01, 2024 10:00 am'),
          '2024-07-01T10:00:00+00:00',
        )}${box(cell('IP Address', '2001:db8::5') + cell('Time', 'Jul 02, 2024 11:00 am'))}${box(
          cell('IP Address', '192.0.2.32'),
          '2024-07-03T09:00:00+00:00',
        )}</main></body></html>`,
      }),
    );
    const d = r.dataset;
    expect(r.platform).toBe('instagram');
    expect(d.profile.names.map((n) => n.value)).toEqual(['Alex Sample']);
    expect(d.profile.emails.map((n) => n.value)).toEqual(['user1@example.com']);
    expect(d.profile.birthdays.map((b) => [b.year, b.month, b.day])).toEqual([[1990, 3, 14]]);
    expect(d.profile.privateAccount).toBe(true);
    expect(d.logins.map((l) => [l.ip, l.at])).toEqual([
      ['192.0.2.31', '2024-07-01T10:00:00.000Z'],
      ['2001:db8::5', '2024-07-02T11:00:00.000Z'],
      // No time cell: the box's heading is its time, as the JSON record's title.
      ['192.0.2.32', '2024-07-03T09:00:00.000Z'],
    ]);
    expect(r.unreadFiles).toEqual([]);
  });

  it('recognises a page found alone at a path no marker names by the logo every page shows', async () => {
    const logo =
      '<table><tr><td><img src="files/Instagram-Logo.png" height="28" alt="Instagram" /></td></tr></table>';
    const r = await importExport(
      filesSource({
        'personal_information/personal_information.html': `<html><body>${logo}<main>${box(
          cell('Username', 'alexsample') + cell('Name', 'Alex Sample'),
        )}</main></body></html>`,
      }),
    );
    expect(r.platform).toBe('instagram');
    expect(r.dataset.profile.usernames.map((u) => u.value)).toEqual(['alexsample']);
  });

  it('reads the pages of an export in Simplified Chinese', async () => {
    const r = await importExport(
      filesSource({
        'personal_information/personal_information.html': `<html><body><main>${box(
          cell('帐号', 'alexsample') +
            cell('姓名', 'Alex Sample') +
            cell('手机号', '+15555550100') +
            cell('出生日期', '1990-03-14') +
            cell('私密帐户', 'True'),
        )}</main></body></html>`,
        'login_and_account_creation/login_activity.html': `<html><body><main>${box(
          cell('Cookie 名称', '***AB') +
            cell('IP 地址', '192.0.2.31') +
            cell('用户代理', 'Instagram 302.1.0 Android'),
          '2023-10-08T13:38:42+00:00',
        )}</main></body></html>`,
      }),
    );
    const d = r.dataset;
    expect(d.profile.usernames.map((n) => n.value)).toEqual(['alexsample']);
    expect(d.profile.names.map((n) => n.value)).toEqual(['Alex Sample']);
    expect(d.profile.birthdays.map((b) => [b.year, b.month, b.day])).toEqual([[1990, 3, 14]]);
    expect(d.profile.privateAccount).toBe(true);
    expect(d.logins.map((l) => [l.ip, l.at])).toEqual([['192.0.2.31', '2023-10-08T13:38:42.000Z']]);
    expect(r.unreadFiles).toEqual([]);
  });

  it('names the language of a page whose labels it cannot read instead of dropping them silently', async () => {
    const r = await importExport(
      filesSource({
        'login_and_account_creation/login_activity.html': `<html><body><main>${box(
          cell('Διεύθυνση IP', '192.0.2.31') + cell('Ώρα', '8 Οκτ 2023'),
          '2023-10-08T13:38:42+00:00',
        )}</main></body></html>`,
      }),
    );
    expect(r.platform).toBe('instagram');
    expect(r.unreadFiles).toEqual([
      expect.objectContaining({
        path: 'login_and_account_creation/login_activity.html',
        why: expect.stringContaining('in a language Footprint cannot read yet: Greek'),
      }),
    ]);
  });

  it('takes the username a 2024+ page names in its header', async () => {
    const r = await importExport(
      filesSource({
        'your_instagram_activity/media/stories.html': `<html><body><header><div><aside>Generated by alexsample on <time datetime="2026-08-11T12:11Z">Tuesday, August 11, 2026 at 5:11 AM UTC</time></aside></div></header><main role="main"><div class="_a6-g"><div class="_a6-p"><div>On the road</div></div><div class="_a6-o"><div class="_a72d">Aug 10, 2026 9:00 am</div></div></div></main></body></html>`,
      }),
    );
    expect(r.platform).toBe('instagram');
    expect(r.dataset.profile.usernames.map((u) => u.value)).toEqual(['alexsample']);
  });

  it('reads a login page found alone', async () => {
    const r = await importExport(
      filesSource({
        'login_activity.html': `<html><body><main>${box(
          cell('IP Address', '192.0.2.31') + cell('Time', 'Jul 01, 2024 10:00 am'),
          '2024-07-01T10:00:00+00:00',
        )}</main></body></html>`,
      }),
    );
    expect(r.platform).toBe('instagram');
    expect(r.dataset.logins.map((l) => l.ip)).toEqual(['192.0.2.31']);
  });

  it('reads a birthday the profile page prints in words', async () => {
    const r = await importExport(
      filesSource({
        'personal_information/personal_information/personal_information.html': `<html><body><main>${box(
          cell('Username', 'alexsample') + cell('Date of birth', 'Mar 14, 1990'),
        )}</main></body></html>`,
      }),
    );
    expect(r.dataset.profile.birthdays.map((b) => [b.year, b.month, b.day])).toEqual([
      [1990, 3, 14],
    ]);
  });

  it('lists a profile page with no label it knows as not read', async () => {
    const r = await importExport(
      filesSource({
        'personal_information/personal_information/personal_information.html':
          '<html><body><main><div>Nothing here</div></main></body></html>',
        'connections/followers_and_following/following.html':
          '<html><body><a href="https://www.instagram.com/u1">u1</a></body></html>',
      }),
    );
    expect(r.unreadFiles.map((f) => f.path)).toEqual([
      'personal_information/personal_information/personal_information.html',
    ]);
    expect(r.dataset.profile.names).toEqual([]);
  });

  it('reads the posts page (one dated box per post, the caption its heading) and the comments page', async () => {
    const post = (caption: string, images: string[], date: string) =>
      `<div class="pam _3-95 _2ph- _a6-g uiBoxWhite noborder"><h2 class="_3-95 _2pim _a6-h _a6-i">${caption}</h2><div class="_3-95 _a6-p"><div>${images
        .map((src) => `<div><a href="${src}"><img src="${src}" /></a></div>`)
        .join('')}</div></div><div class="_3-94 _a6-o">${date}</div></div>`;
    const r = await importExport(
      filesSource({
        'your_instagram_activity/content/posts_1.html': `<html><body><main>${post(
          'At the lake',
          ['media/posts/202301/a.jpg', 'media/posts/202301/b.jpg'],
          'Jan 01, 2023 10:00 am',
        )}${post('', ['media/posts/202302/c.jpg'], 'Feb 01, 2023 10:00 am')}</main></body></html>`,
        'your_instagram_activity/comments/post_comments_1.html': `<html><body><main>${box(
          cell('Comment', 'nice one') +
            cell('Media Owner', 'someone') +
            cell('Time', 'Jan 02, 2023 10:00 am'),
        )}</main></body></html>`,
      }),
    );
    expect(r.platform).toBe('instagram');
    expect(r.dataset.posts.map((p) => [p.kind, p.text, p.media.length, p.at])).toEqual([
      ['comment', 'nice one', 0, '2023-01-02T10:00:00.000Z'],
      ['post', 'At the lake', 2, '2023-01-01T10:00:00.000Z'],
      ['post', '', 1, '2023-02-01T10:00:00.000Z'],
    ]);
    expect(r.unreadFiles).toEqual([]);
  });
});

describe('Instagram files sent alone', () => {
  it('reads reels.json as the user’s own videos', async () => {
    const reel = (uri: string, at: number, title: string) => ({
      media: [{ uri, creation_timestamp: at, title, media_metadata: {} }],
    });
    const r = await importExport(
      filesSource({
        'reels.json': j({
          ig_reels_media: [
            reel('media/reels/202411/1.mp4', 1731082381, 'first reel'),
            reel('media/reels/202411/2.mp4', 1730987784, ''),
          ],
        }),
      }),
    );
    expect(r.platform).toBe('instagram');
    expect(r.dataset.posts.map((p) => [p.kind, p.text, p.media, p.at])).toEqual([
      ['video', 'first reel', ['media/reels/202411/1.mp4'], '2024-11-08T16:13:01.000Z'],
      ['video', '', ['media/reels/202411/2.mp4'], '2024-11-07T13:56:24.000Z'],
    ]);
  });

  it('reads a posts_1.json holding one post as its object rather than a list of one', async () => {
    const r = await importExport(
      filesSource({
        'your_instagram_activity/content/posts_1.json': j({
          media: [
            {
              uri: 'media/posts/202409/1.heic',
              creation_timestamp: 1725298740,
              title: 'testing the new phone',
              media_metadata: {},
            },
          ],
        }),
      }),
    );
    expect(r.platform).toBe('instagram');
    expect(r.dataset.posts.map((p) => [p.kind, p.text, p.media])).toEqual([
      ['post', 'testing the new phone', ['media/posts/202409/1.heic']],
    ]);
  });

  it('takes a file only Instagram names so for Instagram’s, even in the keyless 2025+ records Facebook also writes', async () => {
    const r = await importExport(
      filesSource({
        'liked_posts.json': j([
          {
            timestamp: 1773617421,
            media: [],
            label_values: [{ label: 'URL', value: 'https://www.instagram.com/reel/x/' }],
            fbid: '100000000000002',
          },
        ]),
      }),
    );
    expect(r.platform).toBe('instagram');
    // Likes of other people's posts are read from no format: listed, never counted as posts.
    expect(r.dataset.posts).toEqual([]);
    expect(r.unreadFiles.map((f) => f.path)).toEqual(['liked_posts.json']);
  });
});

describe('Instagram lists of records found alone', () => {
  it('recognises any list of Instagram’s records by their shape under an unversioned key', async () => {
    const r = await importExport(
      filesSource({
        'insights.json': j({
          organic_insights_audience: [
            { title: '', media_map_data: {}, string_map_data: { Followers: { value: '10' } } },
          ],
        }),
      }),
    );
    expect(r.platform).toBe('instagram');
    expect(r.unreadFiles.map((f) => f.path)).toEqual(['insights.json']);
  });

  it('leaves a versioned key (friends_v2) to Facebook', async () => {
    const r = await importExport(
      filesSource({
        'list.json': j({
          friends_v2: [{ title: '', media_list_data: [], string_list_data: [] }],
        }),
      }),
    );
    expect(r.platform).toBe('facebook');
  });
});

describe('Keyless Meta files both exports name alike, found alone', () => {
  /** A 2024+ link history visit, keyed by the account id the export belongs to. */
  const visit = (fbid: string) => ({
    timestamp: 1700000100,
    media: [],
    label_values: [
      { label: 'Website link that you visited', value: 'https://shop.example.com/' },
      { label: 'Title of website page that you visited', value: 'Example Shop' },
    ],
    fbid: `${fbid}:00000000-0000-4000-8000-000000000001:1700000000000`,
  });

  it('takes a link history keyed by an Instagram account id for Instagram', async () => {
    const r = await importExport(
      filesSource({ 'link_history.json': j([visit('17841400000000001')]) }),
    );
    expect(r.platform).toBe('instagram');
    expect(r.unreadFiles.map((f) => [f.path, f.status])).toEqual([
      ['link_history.json', 'not-read'],
    ]);
  });

  it('leaves one keyed by a Facebook account id to Facebook', async () => {
    const r = await importExport(
      filesSource({ 'link_history.json': j([visit('100000000000001')]) }),
    );
    expect(r.platform).toBe('facebook');
  });
});

describe('Instagram settings records found alone', () => {
  it('recognises a list of records with no title (notification_preferences.json)', async () => {
    const r = await importExport(
      filesSource({
        'notification_preferences.json': j({
          settings_notification_preferences: [
            {
              string_map_data: {
                Channel: { value: 'Push' },
                Type: { value: 'Likes' },
                Value: { value: 'On' },
              },
            },
          ],
        }),
      }),
    );
    expect(r.platform).toBe('instagram');
    expect(r.unreadFiles.map((f) => f.path)).toEqual(['notification_preferences.json']);
  });
});
