// Facebook JSON details the shared samples do not show on their own: a key whose version suffix is
// newer than any seen before is read like the older one, an absent list stays "not in this
// export", and the 2018–19 profile file found without its folder is still Facebook's.
import { describe, expect, it } from 'vitest';
import { importExport } from '../importExport.ts';
import { filesSource } from '../testing/nodeFiles.ts';
import { facebookImporter } from './index.ts';

describe('Facebook JSON export', () => {
  it('reads a list under any version of its key (friends_v2, followers_v3, following_v7)', async () => {
    const r = await importExport(
      filesSource({
        'connections/friends/your_friends.json': JSON.stringify({
          friends_v2: [{ name: 'A', timestamp: 1700000000 }],
        }),
        'connections/followers/people_who_followed_you.json': JSON.stringify({
          followers_v3: [{ name: 'B' }, { name: 'C' }],
        }),
        'connections/followers/who_you_follow.json': JSON.stringify({
          following_v7: [{ name: 'D', timestamp: 1700000000 }, { name: 'E' }, { name: 'F' }],
        }),
      }),
    );
    expect(r.platform).toBe('facebook');
    expect(r.dataset.connections).toMatchObject({
      friends: 1,
      followers: 2,
      following: 3,
      blocked: null,
    });
  });

  it('reads the 2018–19 profile_information.json found at the export root (key without _v2)', async () => {
    const r = await importExport(
      filesSource({
        'profile_information.json': JSON.stringify({
          profile: {
            name: { full_name: 'Alex Sample', first_name: 'Alex', last_name: 'Sample' },
            emails: { emails: ['user1@example.com'] },
            hometown: { name: 'Bah\u00c3\u00ada Blanca', timestamp: 0 },
          },
        }),
      }),
    );
    expect(r.platform).toBe('facebook');
    expect(r.dataset.profile.names.map((n) => n.value)).toContain('Alex Sample');
    expect(r.dataset.profile.locations.map((l) => l.value)).toEqual(['Bahía Blanca']);
  });

  it('does not take another service’s bare "profile" object for Facebook', async () => {
    await expect(
      importExport(filesSource({ 'profile.json': JSON.stringify({ profile: { bio: 'x' } }) })),
    ).rejects.toThrow(/does not look like a data export/);
  });

  it('reads the security files and the profile written without their key, by their file names', async () => {
    const r = await importExport(
      filesSource({
        'security_and_login_information/logins_and_logouts.json': JSON.stringify([
          {
            action: 'Log in',
            timestamp: 1600000000,
            site: 'www.facebook.com',
            ip_address: '192.0.2.2',
          },
        ]),
        "security_and_login_information/where_you're_logged_in.json": JSON.stringify([
          {
            created_timestamp: 1600000000,
            updated_timestamp: 1600001000,
            ip_address: '192.0.2.1',
            device: 'iPhone',
          },
        ]),
        'personal_information/profile_information/profile_information.json': JSON.stringify({
          name: { full_name: 'Alex Sample' },
          emails: { emails: ['user1@example.com'] },
          birthday: { year: 1990, month: 3, day: 14 },
        }),
      }),
    );
    const d = r.dataset;
    expect(d.logins.map((l) => [l.action, l.ip])).toEqual([
      ['login', '192.0.2.2'],
      ['session', '192.0.2.1'],
    ]);
    expect(d.devices.map((x) => x.name)).toEqual(['iPhone']);
    expect(d.profile.names.map((n) => n.value)).toEqual(['Alex Sample']);
    expect(d.profile.birthdays.map((b) => [b.year, b.month, b.day])).toEqual([[1990, 3, 14]]);
    expect(r.unreadFiles).toEqual([]);
  });

  it('still reads keyless 2024+ label/value login records by shape', async () => {
    const r = await importExport(
      filesSource({
        "security_and_login_information/where_you're_logged_in.json": JSON.stringify([
          {
            timestamp: 1700000000,
            fbid: '1',
            label_values: [
              { label: 'IP address', value: '192.0.2.9' },
              { label: 'Device', value: 'iPhone' },
            ],
          },
        ]),
      }),
    );
    expect(r.dataset.logins.map((l) => l.ip)).toEqual(['192.0.2.9']);
  });
});

describe('Facebook HTML export of 2025+', () => {
  // The 2025+ page: the export's time in the header's <time datetime>, one <section> per event
  // whose own time is in the footer after its cells.
  const section = (title: string, ip: string, when: string) =>
    `<section class="_a6-g"><h2 class="_a6-h">${title}</h2><div class="_a6-p"><table>` +
    `<tr><td class="_a6_q">IP address</td><td class="_a6_r">${ip}</td></tr>` +
    `<tr><td class="_a6_q">Browser</td><td class="_a6_r">Mozilla/5.0 (Linux; Android 14)</td></tr>` +
    `</table></div><footer class="_a6-o"><div class="_a72d">${when}</div></footer></section>`;
  const page =
    '<html><head><title>IP address activity</title></head><body><div class="_a705">' +
    '<header><h1>IP address activity</h1><aside role="contentinfo">Generated by Alex Sample on ' +
    '<time datetime="2026-05-19T23:47Z">Wednesday 20 May 2026 at 07:47 UTC+08:00</time></aside>' +
    '</header><main role="main">' +
    section('Login', '192.0.2.31', 'May 16, 2026 3:59:36 pm') +
    section('Login', '192.0.2.32', 'May 19, 2026 10:57:03 am') +
    section('Password Change', '192.0.2.33', 'Mar 17, 2024 5:54:28 pm') +
    '</main></div></body></html>';

  it('reads a security page sent alone: each event with its own time, the export date from the header', async () => {
    const r = await importExport(
      filesSource({ 'security_and_login_information/ip_address_activity.html': page }),
    );
    expect(r.platform).toBe('facebook');
    expect(r.dataset.exportDate).toBe('2026-05-19T23:47:00.000Z');
    expect(r.dataset.logins.map((l) => [l.ip, l.at, l.action])).toEqual([
      ['192.0.2.31', '2026-05-16T15:59:36.000Z', 'login'],
      ['192.0.2.32', '2026-05-19T10:57:03.000Z', 'login'],
      ['192.0.2.33', '2024-03-17T17:54:28.000Z', 'activity'],
    ]);
  });
});

describe('Facebook files sent alone', () => {
  it('recognises a 2019–2023 list of viewed posts by its records linking to Facebook', async () => {
    const r = await importExport(
      filesSource({
        'viewed.json': JSON.stringify({
          recently_viewed: [
            {
              name: 'Posts that have been shown to you in your Feed',
              entries: [
                {
                  timestamp: 1722211142,
                  data: {
                    name: 'A page’s post',
                    uri: 'https://www.facebook.com/permalink.php?id=1',
                  },
                },
              ],
            },
          ],
        }),
      }),
    );
    expect(r.platform).toBe('facebook');
    expect(r.errors).toEqual([]);
  });

  it('recognises likes_and_reactions_1.json by the name only Facebook gives it', async () => {
    const r = await importExport(
      filesSource({
        'likes_and_reactions_1.json': JSON.stringify([
          {
            timestamp: 1600000000,
            data: [{ reaction: { reaction: 'LIKE' } }],
            title: 'Alex likes a post.',
          },
        ]),
      }),
    );
    expect(r.platform).toBe('facebook');
  });

  it('takes each session’s device from its heading on the sessions page, one device for many sessions', async () => {
    const session = (ip: string, updated: string) =>
      '<div class="_a6-g"><div class="_a6-h">Facebook for Android - Pixel 8</div><div class="_a6-p"><table>' +
      `<tr><td>Created</td><td>Mar 19, 2024 9:29:31pm</td></tr><tr><td>Updated</td><td>${updated}</td></tr>` +
      `<tr><td>IP address</td><td>${ip}</td></tr><tr><td>Session type</td><td>Facebook for Android</td></tr>` +
      '</table></div></div>';
    const r = await importExport(
      filesSource({
        "security_and_login_information/where_you're_logged_in.html":
          '<html><body><main role="main">' +
          session('192.0.2.41', 'Apr 21, 2024 2:49:47pm') +
          session('192.0.2.42', 'Apr 25, 2024 8:00:00am') +
          '</main></body></html>',
      }),
    );
    expect(r.dataset.logins.map((l) => l.ip)).toEqual(['192.0.2.41', '192.0.2.42']);
    expect(r.dataset.devices.map((d) => [d.name, d.ip])).toEqual([['Pixel 8', '192.0.2.42']]);
  });
});

describe('Facebook connected apps page of 2024+', () => {
  it('reads the apps and their status in a language of the table, the export date from <time>', async () => {
    const app = (name: string) =>
      `<table><tr><td class="_a6_q">應用程式名稱</td><td class="_a6_r">${name}</td></tr>` +
      '<tr><td class="_a6_q">新增日期</td><td class="_a6_r">2 月 05, 2015 9:33:26 下午</td></tr></table>';
    const r = await importExport(
      filesSource({
        'apps_and_websites_off_of_facebook/connected_apps_and_websites.html':
          '<html><body><div>由範例用戶於 <time datetime="2025-04-21T09:14Z">2025年4月21日</time> 產生</div>' +
          '<div class="_2ph_ _a6-h">使用中的應用程式</div>' +
          app('WeChat') +
          '<div class="_2ph_ _a6-h">已到期的應用程式</div>' +
          app('Real Racing 3') +
          '</body></html>',
      }),
    );
    expect(r.platform).toBe('facebook');
    expect(r.dataset.exportDate).toBe('2025-04-21T09:14:00.000Z');
    expect(r.dataset.connectedApps.map((a) => [a.name, a.status])).toEqual([
      ['WeChat', 'active'],
      ['Real Racing 3', 'expired'],
    ]);
  });
});

describe('Facebook connected apps page of 2019–2021', () => {
  it('reads each dated box as an app, headed by its name, with no name label', async () => {
    const box = (name: string, when: string) =>
      `<div class="pam _3-95 _2pi0 _2lej uiBoxWhite noborder"><div class="_3-96 _2pio _2lek _2lel">${name}</div>` +
      `<div class="_3-94 _2lem">${when}</div></div>`;
    const r = await importExport(
      filesSource({
        'apps_and_websites/apps_and_websites.html':
          '<html><body><div aria-label="Facebook" role="navigation"></div><div class="_4t5n" role="main">' +
          box('Sample Shop - Easy buying', 'Aug 30, 2020, 5:50 PM') +
          box('Sample Reader', 'Jun 27, 2020, 4:51 PM') +
          '</div><div class="_3-94">Generated by Alex Sample on Friday, June 4, 2021 at 11:16 AM UTC+07:00</div></body></html>',
      }),
    );
    expect(r.dataset.connectedApps.map((a) => [a.name, a.status])).toEqual([
      ['Sample Shop - Easy buying', 'active'],
      ['Sample Reader', 'active'],
    ]);
  });
});

describe('Facebook posts at a place', () => {
  it('lists a post’s tagged place with the places, at the post’s time', async () => {
    const r = await importExport(
      filesSource({
        'your_posts_1.json': JSON.stringify([
          {
            timestamp: 1476291797,
            attachments: [
              {
                data: [
                  {
                    place: {
                      name: 'Sample Park',
                      coordinate: { latitude: 38.9, longitude: -77.06 },
                      address: 'Sample City',
                    },
                  },
                ],
              },
            ],
            data: [{ post: 'Back in town!' }],
            title: 'Alex Sample is feeling excited in Sample Park.',
          },
        ]),
      }),
    );
    expect(r.dataset.places.map((p) => [p.kind, p.name, p.point, p.startAt])).toEqual([
      ['check-in', 'Sample Park', { lat: 38.9, lon: -77.06 }, '2016-10-12T17:03:17.000Z'],
    ]);
    expect(r.dataset.coverage.places).not.toBe('not-in-export');
  });
});

describe('Facebook path markers', () => {
  // Detection adds one point per marker a path matches: a file counted twice would outweigh
  // another platform's file in a mixed or partial set.
  it('counts each security file once, in its folder or alone', () => {
    for (const name of [
      'account_activity',
      'logins_and_logouts',
      'used_ip_addresses',
      "where_you're_logged_in",
      'ip_address_activity',
      'authorized_logins',
      'login_protection_data',
    ]) {
      const path = `security_and_login_information/${name}.json`;
      const hits = facebookImporter.markers.filter((m) => m.test(path)).length;
      expect(hits, path).toBe(1);
    }
  });
});

describe('Facebook 2024+ HTML page found alone', () => {
  // The 2024+ pages carry no Facebook banner text: a coloured header, then a link to the
  // account's profile (profile page) or to the export's permalink (other pages).
  const page = (link: string, rows: string) =>
    `<html><head><title>Profile information</title></head><body class="_5vb_ _2yq _a7o5"><div class="clearfix _ikh"><div style="background-color: #6BCEBB" class="_a70c"></div><div><a href="${link}">Alex Sample</a></div><div class="pam uiBoxWhite noborder"><table class="_a6_n">${rows}</table></div></div></body></html>`;
  const rows =
    '<tr><th>Name</th><td>Alex Sample</td></tr><tr><th>Emails</th><td>user1&#064;example.com</td></tr><tr><th>Birthday</th><td>March 14, 1990</td></tr>';

  it('reads a profile page linking to the profile', async () => {
    const r = await importExport(
      filesSource({
        'profile_information.html': page(
          'https://www.facebook.com/profile.php?id=100000000000001',
          rows,
        ),
      }),
    );
    expect(r.platform).toBe('facebook');
    expect(r.dataset.profile.emails.map((e) => e.value)).toEqual(['user1@example.com']);
    expect(r.dataset.profile.birthdays.map((b) => [b.year, b.month, b.day])).toEqual([
      [1990, 3, 14],
    ]);
  });

  it('recognises a page linking to the export permalink', async () => {
    const r = await importExport(
      filesSource({
        'any_page.html': page('https://www.facebook.com/your_information/permalink/?id=1', rows),
      }),
    );
    expect(r.platform).toBe('facebook');
  });
});

describe('Facebook security records that carry an address or a contact', () => {
  it('reads the session address of administrative records and login protection data', async () => {
    const r = await importExport(
      filesSource({
        'security_and_login_information/administrative_records.json': JSON.stringify({
          admin_records_v2: [
            {
              event: 'Password change',
              session: {
                created_timestamp: 1661773213,
                ip_address: '192.0.2.10',
                user_agent: 'Mozilla/5.0',
                datr_cookie: 'x',
              },
            },
          ],
        }),
        'security_and_login_information/login_protection_data.json': JSON.stringify({
          login_protection_data_v2: [
            { name: 'Cookie: abc', session: { created_timestamp: 1660431242 } },
            {
              name: 'IP Address: 198.51.100.4',
              session: { created_timestamp: 1661773213, ip_address: '198.51.100.4' },
            },
          ],
        }),
      }),
    );
    expect(r.dataset.logins.map((l) => [l.ip, l.action, l.detail])).toEqual([
      ['192.0.2.10', 'activity', 'Password change'],
      ['198.51.100.4', 'activity', 'IP Address: 198.51.100.4'],
    ]);
    expect(r.dataset.security.passwordChanges).toEqual(['2022-08-29T11:40:13.000Z']);
  });

  it('takes the verified contacts for the account’s phones and e-mails', async () => {
    const r = await importExport(
      filesSource({
        'security_and_login_information/contact_verifications.json': JSON.stringify({
          contact_verifications_v2: [
            { contact: '+15555550100', contact_type: 1, verification_time: 1600000000 },
            { contact: 'user1@example.com', contact_type: 0, verification_time: 1600000000 },
          ],
        }),
      }),
    );
    expect(r.dataset.profile.phones.map((p) => [p.value, p.kind])).toEqual([
      ['+15555550100', 'verified'],
    ]);
    expect(r.dataset.profile.emails.map((e) => e.value)).toEqual(['user1@example.com']);
  });
});
