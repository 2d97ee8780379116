// The 2019+ HTML export's pages of dated entries (posts, friends) in the markup of each period, read
// by the shape of their boxes rather than their class names; the 2022+ account-activity page whose
// cells hold label and value together; and the 2018–19 friends list found without its folder.
import { describe, expect, it } from 'vitest';
import { importExport } from '../importExport.ts';
import { filesSource } from '../testing/nodeFiles.ts';

const page = (body: string) =>
  `<html><head><title>Your Posts</title></head><body><img src="files/images/facebook_logo.png" alt="Facebook" />${body}</body></html>`;

describe('Facebook HTML pages of dated entries', () => {
  it('reads posts of the 2019–2021 boxes: status, title only, photo only', async () => {
    const box = (inner: string) =>
      `<div class="pam _3-95 _2pi0 _2lej uiBoxWhite noborder">${inner}</div>`;
    const r = await importExport(
      filesSource({
        'posts/your_posts_1.html': page(
          `<div class="_3-8y _3-95 _3b0b"><div class="_3b0d">Your Posts</div></div><div class="_4t5n" role="main">${box(
            '<div class="_3-96 _2pio _2lek _2lel">Alex Sample updated his status.</div><div class="_3-96 _2let"><div><div><div class="_2pin"><div>Hello from Sampleville</div></div></div></div></div><div class="_3-94 _2lem"><a href="https://www.facebook.com/1/posts/2">Jun 12, 2019, 1:23 PM</a></div>',
          )}${box(
            '<div class="_3-96 _2pio _2lek _2lel">Alex Sample shared a memory.</div><div class="_3-96 _2let"><div><div></div></div></div><div class="_3-94 _2lem">Jun 13, 2019, 2:00 PM</div>',
          )}${box(
            '<div class="_3-96 _2let"><div><div><div class="_2pin"><div><a href="photos_and_videos/x/1.jpg"><img src="photos_and_videos/x/1.jpg" /></a></div></div></div></div></div><div class="_3-94 _2lem">Jun 14, 2019, 2:00 PM</div>',
          )}</div>`,
        ),
      }),
    );
    expect(r.platform).toBe('facebook');
    // The page has no footer: its last line, a post's date, is not the export's date.
    expect(r.exportDate).toBeNull();
    expect(r.dataset.posts.map((p) => [p.text, p.media, p.at])).toEqual([
      ['Hello from Sampleville', [], '2019-06-12T13:23:00.000Z'],
      ['', [], '2019-06-13T14:00:00.000Z'],
      ['', ['photos_and_videos/x/1.jpg'], '2019-06-14T14:00:00.000Z'],
    ]);
    expect(r.unreadFiles).toEqual([]);
  });

  it('reads posts of the 2022 and the 2024+ boxes, the permalink left out of the links', async () => {
    const r = await importExport(
      filesSource({
        'posts/your_posts_1.html': page(
          `<div class="_a706" role="main"><div class="pam _3-95 _2ph- _a6-g uiBoxWhite noborder"><div class="_3-95 _2pim _a6-h _a6-i">Alex Sample updated his status.</div><div class="_3-95 _a6-p"><div><div><div class="_2pin"><div>First post</div></div><a href="https://example.com/article">https://example.com/article</a></div></div></div><div class="_3-94 _a6-o"><a href="https://www.facebook.com/1/posts/2"><div class="_a72d">Jun 12, 2022 1:23:45 pm</div></a></div></div></div>`,
        ),
        'your_facebook_activity/posts/your_posts__check_ins__photos_and_videos_1.html': page(
          `<main><section class="_a6-g"><h2 class="_2ph_ _a6-h _a6-i">Alex Sample updated his status.</h2><div class="_2ph_ _a6-p"><div><div class="_2pin"><div>Second post</div></div></div></div><footer class="_3-94 _a6-o"><a href="https://www.facebook.com/x"><div class="_a72d">Aug 09, 2025 9:48:19 am</div></a></footer></section><section class="_a6-g"><h2 class="_2ph_ _a6-h _a6-i">Alex Sample added a new photo.</h2><div class="_2ph_ _a6-p"><div><div class="_2pin"><img src="your_facebook_activity/posts/media/1.jpg" /></div></div></div><footer class="_3-94 _a6-o"><div class="_a72d">Aug 10, 2025 9:48:19 am</div></footer></section></main>`,
        ),
      }),
    );
    expect(r.dataset.posts.map((p) => [p.text, p.media.length, p.links, p.at])).toEqual([
      [
        'First post\nhttps://example.com/article',
        0,
        ['https://example.com/article'],
        '2022-06-12T13:23:45.000Z',
      ],
      ['Second post', 0, [], '2025-08-09T09:48:19.000Z'],
      ['', 1, [], '2025-08-10T09:48:19.000Z'],
    ]);
    expect(r.dataset.media.map((m) => m.uri)).toEqual(['your_facebook_activity/posts/media/1.jpg']);
  });

  it('takes a date without a time of day inside a stamped box for the entry’s content, not an entry', async () => {
    // A life event: its heading and its content each hold the event's date; only the footer's
    // stamp, with its time of day, dates the entry.
    const r = await importExport(
      filesSource({
        'your_facebook_activity/posts/your_posts__check_ins__photos_and_videos_1.html': page(
          `<div class="_a706" role="main"><div class="_a6-g"><div class="_2ph_ _a6-h _a6-i">Born: 15 June 2005</div><div class="_2ph_ _a6-p"><div><div class="_2pin"><div class="_a703">15 June 2005</div></div></div></div><div class="_3-94 _a6-o"><a href="https://www.facebook.com/x"><div class="_a72d">May 19, 2022 8:12:37 pm</div></a></div></div></div>`,
        ),
      }),
    );
    expect(r.dataset.posts.map((p) => [p.text, p.at])).toEqual([
      ['15 June 2005', '2022-05-19T20:12:37.000Z'],
    ]);
  });

  it('counts friends, one dated box each, in the 2019–2021 and 2024+ pages', async () => {
    const old = (name: string, date: string) =>
      `<div class="pam _3-95 _2pi0 _2lej uiBoxWhite noborder"><div class="_2lel">${name}</div><div class="_2lem">${date}</div></div>`;
    const recent = (name: string, date: string) =>
      `<div class="pam _3-95 _2ph- _a6-g uiBoxWhite noborder"><div class="_2ph_ _a6-h _a6-i">${name}</div><div class="_2ph_ _a6-p"></div><div class="_3-94 _a6-o">${date}</div></div>`;
    const friends = async (path: string, body: string) =>
      (await importExport(filesSource({ [path]: page(body) }))).dataset.connections.friends;
    expect(
      await friends(
        'friends_and_followers/friends.html',
        `<div class="_4t5n" role="main"><div class="_3b0d">Friends</div>${old('Sam One', 'Jun 10, 2019')}${old('Sam Two', 'Jun 11, 2019')}</div>`,
      ),
    ).toBe(2);
    expect(
      await friends(
        'connections/friends/your_friends.html',
        `<div class="_a706" role="main">${recent('Sam One', 'Jun 10, 2019 1:00:00 pm')}${recent('Sam Two', 'Jun 11, 2019 1:00:00 pm')}${recent('Sam Three', 'Jun 12, 2019 1:00:00 pm')}</div>`,
      ),
    ).toBe(3);
  });

  it('lists a friends page with no dated entry as not read, never as 0 friends', async () => {
    const r = await importExport(
      filesSource({
        'connections/friends/your_friends.html': page('<div role="main"><div>Sam One</div></div>'),
      }),
    );
    expect(r.dataset.connections.friends).toBeNull();
    expect(r.unreadFiles.map((f) => f.path)).toEqual(['connections/friends/your_friends.html']);
  });

  it('reads the 2022+ account-activity boxes whose cells hold label and value together', async () => {
    const cell = (label: string, value: string) =>
      `<tr><td class="_2pin _a6_q">${label}<div><div>${value}</div></div></td></tr>`;
    const r = await importExport(
      filesSource({
        'security_and_login_information/account_activity.html': page(
          `<div class="_a706" role="main"><div class="pam _3-95 _2ph- _a6-g uiBoxWhite noborder"><div class="_2ph_ _a6-h _a6-i">Login</div><div class="_2ph_ _a6-p"><table>${cell('IP Address', '192.0.2.50')}${cell('Browser', 'Mozilla')}</table></div><div class="_3-94 _a6-o">Jun 10, 2022 1:00:00 pm</div></div></div>`,
        ),
      }),
    );
    expect(r.dataset.logins.map((l) => [l.action, l.ip, l.at])).toEqual([
      ['login', '192.0.2.50', '2022-06-10T13:00:00.000Z'],
    ]);
  });

  it('reads the 2018–19 friends.json found without its folder', async () => {
    const r = await importExport(
      filesSource({
        'friends.json': JSON.stringify({
          friends: [
            { name: 'Sam One', timestamp: 1500000000 },
            { name: 'Sam Two', timestamp: 1500000001 },
          ],
        }),
      }),
    );
    expect(r.platform).toBe('facebook');
    expect(r.dataset.connections.friends).toBe(2);
  });
});
