// TikTok details the shared samples do not show on their own: the Status List repeating one device,
// the user's own comments, and a one-section export that must not look like an empty account.
import { describe, expect, it } from 'vitest';
import { importExport } from '../importExport.ts';
import { filesSource } from '../testing/nodeFiles.ts';

const device = {
  Resolution: '1439x720',
  'App Version': '',
  GAID: '00000000-0000-4000-8000-000000000001',
};

describe('TikTok user_data_tiktok.json', () => {
  it('counts a device repeated in the Status List once and reads the user’s own comments', async () => {
    const r = await importExport(
      filesSource({
        'user_data_tiktok.json': JSON.stringify({
          'Your Activity': {
            Status: {
              'Status List': [device, device, device, { ...device, Resolution: '1080x2400' }],
            },
            Follower: { FansList: null },
          },
          Comment: {
            Comments: {
              CommentsList: [
                {
                  date: '2025-04-13 14:56:28',
                  comment: 'my number 5555550100',
                  photo: 'N/A',
                  url: '',
                },
              ],
            },
          },
        }),
      }),
    );
    const d = r.dataset;
    expect(d.devices).toHaveLength(2);
    expect(d.posts).toEqual([
      expect.objectContaining({
        kind: 'comment',
        text: 'my number 5555550100',
        at: '2025-04-13T14:56:28.000Z',
      }),
    ]);
    // The follower section is there but empty (0); following and blocks were not exported (null).
    expect(d.connections).toMatchObject({ followers: 0, following: null, blocked: null });
    // The figures the CLI prints and the card shows say the same: 0 followers, following unknown.
    expect(r.counts).toMatchObject({ followers: 0, following: null });
    expect(d.coverage.logins).toBe('not-in-export');
    expect(d.coverage['profile.emails']).toBe('not-in-export');
  });

  it('finds sections wherever the export puts them and however it spells them', async () => {
    const r = await importExport(
      filesSource({
        'user_data_tiktok.json': JSON.stringify({
          Profile: {
            'Auto Fill': { FirstName: 'Kim', LastName: 'Beispiel', Unit: 'N/A' },
            'Profile Information': {
              ProfileMap: {
                userName: 'kim_b',
                PlatformInfo: [{ Name: 'Kim B. Beispiel', Platform: 'Apple' }],
              },
            },
            'Follower List': {},
            'Following List': {
              Following: [
                { Date: '2024-01-01 00:00:00', UserName: 'a' },
                { Date: '2024-01-02 00:00:00', UserName: 'b' },
              ],
            },
          },
        }),
      }),
    );
    const d = r.dataset;
    expect(d.profile.names.map((n) => [n.value, n.kind])).toEqual([
      ['Kim B. Beispiel', 'Apple account'],
      ['Kim Beispiel', 'autofill'],
    ]);
    expect(d.profile.usernames.map((u) => u.value)).toEqual(['kim_b']);
    // A follower section holding no list says nothing about the count.
    expect(d.connections).toMatchObject({ followers: null, following: 2 });
  });

  it('takes the phone models of the login history as devices, one per model', async () => {
    const login = (Date: string, DeviceModel: string) => ({
      Date,
      IP: '192.0.2.9',
      DeviceModel,
      DeviceSystem: 'Android 14',
    });
    const history = {
      LoginHistoryList: [
        login('2025-01-02 10:00:00', 'Pixel 8'),
        login('2025-01-01 10:00:00', 'Pixel 8'),
        login('2025-01-03 10:00:00', 'SM-S911B'),
      ],
    };
    const alone = await importExport(
      filesSource({
        'user_data_tiktok.json': JSON.stringify({ 'Your Activity': { 'Login History': history } }),
      }),
    );
    expect(alone.dataset.devices).toEqual([
      expect.objectContaining({
        model: 'Pixel 8',
        os: 'Android 14',
        firstSeenAt: '2025-01-01T10:00:00.000Z',
        lastSeenAt: '2025-01-02T10:00:00.000Z',
      }),
      expect.objectContaining({ model: 'SM-S911B' }),
    ]);
    // One model and a Status List: its rows are that phone, not another device.
    const merged = await importExport(
      filesSource({
        'user_data_tiktok.json': JSON.stringify({
          'Your Activity': {
            'Login History': { LoginHistoryList: history.LoginHistoryList.slice(0, 2) },
            Status: { 'Status List': [device] },
          },
        }),
      }),
    );
    expect(merged.dataset.devices).toEqual([
      expect.objectContaining({ model: 'Pixel 8', name: 'Screen 1439x720' }),
    ]);
  });
});

describe('TikTok export of an account using the app in another language', () => {
  // TikTok translates no key: the app's language is a value ("App Language": "English" in a 2025
  // sample). The value below for a German-language app is not from a sample; nothing reads it.
  it('reads the profile from the same English keys', async () => {
    const r = await importExport(
      filesSource({
        'user_data_tiktok.json': JSON.stringify({
          Profile: {
            'Profile Info': {
              ProfileMap: {
                userName: 'beispiel',
                bioDescription: 'Hallo aus München',
                emailAddress: 'user1@example.com',
              },
            },
          },
          'App Settings': { Settings: { SettingsMap: { 'App Language': 'German' } } },
        }),
      }),
    );
    expect(r.platform).toBe('tiktok');
    expect(r.dataset.profile.usernames.map((u) => u.value)).toEqual(['beispiel']);
    expect(r.dataset.profile.bios.map((b) => b.value)).toEqual(['Hallo aus München']);
    expect(r.dataset.profile.emails.map((e) => e.value)).toEqual(['user1@example.com']);
  });

  it('reads the TXT export’s profile (a bio over several lines, a linked account) and settings', async () => {
    const r = await importExport(
      filesSource({
        'Profile/Profile Info.txt':
          'Profile Video: N/A\nUsername: kim_sample\nTelephone Number: N/A\nEmail Address: kim@example.org\nBio Description: first line\nsecond: line\nBirthdate: 03-Feb-1991\n\nGoogle\nProfile Photo: \nName: Kim Sample\nDescription: \n\n',
        'App Settings/Settings.txt':
          'Private Account: Enabled\nWho Can Send Me Message: Everyone\n\nApp Language\nLanguage: English\n',
      }),
    );
    const p = r.dataset.profile;
    expect(r.platform).toBe('tiktok');
    expect(p.usernames.map((u) => u.value)).toEqual(['kim_sample']);
    expect(p.emails.map((e) => e.value)).toEqual(['kim@example.org']);
    expect(p.phones).toEqual([]);
    expect(p.bios.map((b) => b.value)).toEqual(['first line\nsecond: line']);
    expect(p.birthdays.map((b) => [b.year, b.month, b.day])).toEqual([[1991, 2, 3]]);
    expect(p.names.map((n) => [n.value, n.kind])).toEqual([['Kim Sample', 'Google account']]);
    expect(p.privateAccount).toBe(true);
  });
});

describe('TikTok files found alone', () => {
  const oneSection = JSON.stringify({
    'Your Activity': {
      'Login History': {
        LoginHistoryList: [{ Date: '2025-01-02 03:04:05', IP: '192.0.2.10', DeviceModel: 'Pixel' }],
      },
    },
  });
  for (const path of ['user_data_tiktok (1).json', 'Downloads/tiktok-export.json'])
    it(`reads a one-section file saved as ${path} by the section it opens with`, async () => {
      const r = await importExport(filesSource({ [path]: oneSection }));
      expect(r.platform).toBe('tiktok');
      expect(r.dataset.logins.map((l) => l.ip)).toEqual(['192.0.2.10']);
      expect(r.dataset.connections.followers).toBeNull();
      expect(r.unreadFiles).toEqual([]);
    });

  it('recognises a 2020 file holding only Activity by that section', async () => {
    const r = await importExport(
      filesSource({
        'export.json': JSON.stringify({
          Activity: {
            'Login History': {
              LoginHistoryList: [{ Date: '2020-05-06 07:08:09', IP: '192.0.2.11' }],
            },
          },
        }),
      }),
    );
    expect(r.platform).toBe('tiktok');
    expect(r.dataset.logins.map((l) => l.ip)).toEqual(['192.0.2.11']);
  });

  it('reads sections regrouped under "Profile And Settings"', async () => {
    const r = await importExport(
      filesSource({
        'user_data_tiktok.json': JSON.stringify({
          'Profile And Settings': {
            'Profile Info': {
              ProfileMap: { userName: 'alex.sample', emailAddress: 'user1@example.com' },
            },
            Follower: { FansList: [{ Date: '2025-02-01 10:00:00', UserName: 'friend1' }] },
            Settings: { SettingsMap: { 'Private Account': 'Enabled' } },
          },
        }),
      }),
    );
    expect(r.platform).toBe('tiktok');
    expect(r.dataset.profile.usernames.map((u) => u.value)).toEqual(['alex.sample']);
    expect(r.dataset.profile.emails.map((e) => e.value)).toEqual(['user1@example.com']);
    expect(r.dataset.connections.followers).toBe(1);
    expect(r.dataset.profile.privateAccount).toBe(true);
  });

  it('reads the logins of a TXT export’s Activity/Login History.txt', async () => {
    const r = await importExport(
      filesSource({
        'TikTok_Data/Activity/Login History.txt':
          'Date: 2021-03-04 05:06:07\nIP: 192.0.2.12\nDeviceModel: Pixel 4\nDeviceSystem: Android 11\nNetworkType: Wi-Fi\nCarrier: \n\n' +
          'Date: 2021-03-05 05:06:07\nIP: 192.0.2.13\nDeviceModel: Pixel 4\nDeviceSystem: Android 11\n',
      }),
    );
    expect(r.platform).toBe('tiktok');
    expect(r.dataset.logins.map((l) => [l.ip, l.at])).toEqual([
      ['192.0.2.12', '2021-03-04T05:06:07.000Z'],
      ['192.0.2.13', '2021-03-05T05:06:07.000Z'],
    ]);
    expect(r.unreadFiles).toEqual([]);
  });

  it('reads a TXT export’s follow lists, searches, videos and comments as their JSON sections', async () => {
    const r = await importExport(
      filesSource({
        'TikTok_Data/Profile/Profile Info.txt':
          'Username: alexsample\nEmail: user1@example.com\nPhone Number: +15555550100\n',
        'TikTok_Data/Activity/Follower List.txt': 'Date: 2022-05-01 10:00:00\nUsername: a\n',
        'TikTok_Data/Activity/Following List.txt':
          'Date: 2022-05-01 10:00:00\nUsername: b\n\nDate: 2022-05-02 10:00:00\nUsername: c\n',
        'TikTok_Data/Activity/Search History.txt':
          'Date: 2022-05-03 10:00:00\nSearch Term: sample street 5\n',
        'TikTok_Data/Video/Videos.txt':
          'Date: 2022-05-04 10:00:00\nVideo Link: https://www.tiktokv.com/share/video/9/\nLike(s): 3\n',
        'TikTok_Data/Comment/Comments.txt': 'Date: 2022-05-05 10:00:00\nComment: nice dance\n',
        'TikTok_Data/Activity/Browsing History.txt':
          'Date: 2022-05-01 10:00:00\nVideo Link: https://www.tiktokv.com/share/video/1/\n',
      }),
    );
    const d = r.dataset;
    expect(d.profile.usernames.map((u) => u.value)).toEqual(['alexsample']);
    expect(d.profile.emails.map((e) => e.value)).toEqual(['user1@example.com']);
    expect(d.profile.phones.map((p) => p.value)).toEqual(['+15555550100']);
    expect(d.connections).toMatchObject({ followers: 1, following: 2 });
    expect(d.posts.map((p) => [p.kind, p.text, p.media, p.at])).toEqual([
      ['comment', 'nice dance', [], '2022-05-05T10:00:00.000Z'],
      ['video', '', ['https://www.tiktokv.com/share/video/9/'], '2022-05-04T10:00:00.000Z'],
    ]);
    // What the user watched: other people's videos, as activity rather than posts.
    expect(d.activity.map((a) => [a.title, a.url])).toEqual([
      ['Watched a video', 'https://www.tiktokv.com/share/video/1/'],
      ['sample street 5', undefined],
    ]);
    expect(r.unreadFiles).toEqual([]);
  });

  it('recognises TXT files sent without their folders, by name or by their records', async () => {
    const logins =
      'Date: 2023-12-25 20:55:36 UTC\nIP: 192.0.2.21\nDevice Model: iPhone12,1\nNetwork Type: Wi-Fi\nCarrier: \n\n' +
      'Date: 2023-12-26 06:17:11 UTC\nIP: 192.0.2.22\nDevice Model: iPhone12,1\nNetwork Type: 4G\nCarrier: \n';
    const alone = await importExport(
      filesSource({
        'Login History.txt': logins,
        'Off TikTok Activity.txt':
          'Date: 2024-08-31 18:16:41\nSource: Sample Shop - Direct\nEvent: ViewContent\n\n' +
          'Date: 2024-09-01 09:00:00\nSource: Sample Shop - Direct\nEvent: AddToCart\n',
        'Like List.txt':
          'Date: 2023-12-27 22:28:42\nLink: https://www.tiktokv.com/share/video/1/\n',
      }),
    );
    expect(alone.platform).toBe('tiktok');
    expect(alone.dataset.logins.map((l) => [l.ip, l.at])).toEqual([
      ['192.0.2.21', '2023-12-25T20:55:36.000Z'],
      ['192.0.2.22', '2023-12-26T06:17:11.000Z'],
    ]);
    expect(alone.dataset.devices.map((d) => d.model)).toEqual(['iPhone12,1']);
    expect(alone.dataset.offPlatformActivity).toMatchObject([
      { name: 'Sample Shop - Direct', events: 2, lastAt: '2024-09-01T09:00:00.000Z' },
    ]);
    // Liked videos are other people's: activity, never the user's posts.
    expect(alone.dataset.activity.map((a) => a.title)).toEqual(['Liked a video']);
    expect(alone.dataset.posts).toEqual([]);
    expect(alone.unreadFiles).toEqual([]);

    // Renamed, the file is still TikTok's by its records' shape.
    const renamed = await importExport(
      filesSource({
        'tiktok logins.txt': logins,
        'watched.txt':
          'Date: 2023-12-27 22:28:42\nVideo Link: https://www.tiktokv.com/share/video/1/\n',
      }),
    );
    expect(renamed.platform).toBe('tiktok');
    expect(renamed.dataset.logins.map((l) => l.ip)).toEqual(['192.0.2.21', '192.0.2.22']);
    expect(renamed.dataset.posts).toEqual([]);
    expect(renamed.unreadFiles.map((f) => f.path)).toEqual(['watched.txt']);
  });

  it('does not take a plain text file with dates for a TikTok export', async () => {
    await expect(
      importExport(filesSource({ 'notes.txt': 'Date: 2023-12-25 20:55:36\nMeeting: dentist\n' })),
    ).rejects.toThrow(/does not look like a data export/);
  });
});

describe('TikTok watch history and likes', () => {
  it('reads the JSON export’s watched and liked videos as activity, never as the user’s posts', async () => {
    const r = await importExport(
      filesSource({
        'user_data.json': JSON.stringify({
          Activity: {
            'Video Browsing History': {
              VideoList: [
                { Date: '2022-01-01 10:00:00', Link: 'https://www.tiktokv.com/share/video/1/' },
              ],
            },
            'Like List': {
              ItemFavoriteList: [
                { Date: '2022-01-02 10:00:00', Link: 'https://www.tiktokv.com/share/video/2/' },
              ],
            },
          },
        }),
      }),
    );
    expect(r.dataset.activity.map((a) => [a.title, a.at])).toEqual([
      ['Watched a video', '2022-01-01T10:00:00.000Z'],
      ['Liked a video', '2022-01-02T10:00:00.000Z'],
    ]);
    expect(r.dataset.posts).toEqual([]);
    expect(r.dataset.coverage.activity).not.toBe('not-in-export');
  });
});

describe('TikTok TXT lists without dates or of saved videos', () => {
  it('reads Status.txt as the app’s devices and Favorite Videos.txt as activity', async () => {
    const r = await importExport(
      filesSource({
        'Status.txt':
          'Screen Resolution: 2177x1080\nApp Version: 32.8.3\nGAID: 00000000-0000-4000-8000-000000000001\n\n' +
          'Screen Resolution: 2177x1080\nApp Version: 32.8.3\nGAID: 00000000-0000-4000-8000-000000000001\n',
        'Favorite Videos.txt':
          'Date: 2025-06-20 08:30:35 UTC\nLink: https://www.tiktokv.com/share/video/3/\n',
      }),
    );
    expect(r.platform).toBe('tiktok');
    expect(r.dataset.devices.map((d) => [d.name, d.os])).toEqual([
      ['Screen 2177x1080', 'TikTok 32.8.3'],
    ]);
    expect(r.dataset.activity.map((a) => [a.title, a.at])).toEqual([
      ['Saved a video', '2025-06-20T08:30:35.000Z'],
    ]);
    expect(r.unreadFiles).toEqual([]);
  });
});

describe('TikTok saved sounds, effects, hashtags and shares', () => {
  it('reads them as activity from the JSON and the TXT export', async () => {
    const json = await importExport(
      filesSource({
        'user_data_tiktok.json': JSON.stringify({
          'Your Activity': {
            'Favorite Effects': {
              FavoriteEffectsList: [
                {
                  Date: '2021-06-01 07:11:33',
                  EffectLink: 'https://m.tiktok.com/share/stickers/detail/1.html',
                },
              ],
            },
            'Share History': {
              ShareHistoryList: [
                {
                  Date: '2024-06-11 02:58:26',
                  SharedContent: 'share_video',
                  Link: '',
                  Method: 'copy_link',
                },
              ],
            },
          },
        }),
      }),
    );
    expect(json.dataset.activity.map((a) => [a.title, a.url])).toEqual([
      ['Saved an effect', 'https://m.tiktok.com/share/stickers/detail/1.html'],
      ['Shared: share video', undefined],
    ]);
    const txt = await importExport(
      filesSource({
        'Favorite Sounds.txt':
          'Date: 2020-06-28 16:00:19\nLink: https://m.tiktok.com/h5/share/music/1.html\n',
      }),
    );
    expect(txt.dataset.activity.map((a) => a.title)).toEqual(['Saved a sound']);
  });
});

describe('TikTok TXT files with common-word names, found alone', () => {
  it('reads Settings.txt by its first lines: the private-account switch', async () => {
    const r = await importExport(
      filesSource({
        'Settings.txt':
          'Allow Others to Find Me: Enabled\nPrivate Account: Enabled\nPersonalized Ads: Disabled\nWho Can Post Comments: Friends\n',
      }),
    );
    expect(r.platform).toBe('tiktok');
    expect(r.dataset.profile.privateAccount).toBe(true);
  });

  it('recognises Status.txt by its app-start blocks and reads its device', async () => {
    const block =
      'Screen Resolution: 1439x720\nApp Version: 26.1.3\nIDFA: \nGAID: 00000000-0000-4000-8000-000000000001\nAndroid ID: \nIDFV: \nWeb ID: \n';
    const r = await importExport(filesSource({ 'Status.txt': `${block}\n${block}` }));
    expect(r.platform).toBe('tiktok');
    expect(r.dataset.devices.length).toBe(1);
  });

  it('does not take another Settings.txt for TikTok', async () => {
    await expect(
      importExport(filesSource({ 'Settings.txt': 'theme: dark\nfont size: 12\n' })),
    ).rejects.toThrow();
  });
});
