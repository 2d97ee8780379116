// Instagram details the shared samples do not show on their own: a relationships file sent without
// the folder that names the platform is still recognised from its contents, wrapped in its key or
// (since 2025) a bare array.
import { describe, expect, it } from 'vitest';
import { importExport } from '../importExport.ts';
import { filesSource } from '../testing/nodeFiles.ts';

const record = (name: string) => ({
  title: '',
  media_list_data: [],
  string_list_data: [
    { href: `https://www.instagram.com/${name}`, value: name, timestamp: 1755678214 },
  ],
});

describe('Instagram export found as single files', () => {
  it('reads following.json alone by its relationships_following key', async () => {
    const r = await importExport(
      filesSource({
        'following.json': JSON.stringify({
          relationships_following: [record('a'), record('b')],
        }),
      }),
    );
    expect(r.platform).toBe('instagram');
    expect(r.dataset.connections.following).toBe(2);
  });

  it('reads followers_1.json alone when it is a bare array of records', async () => {
    const r = await importExport(
      filesSource({ 'followers_1.json': JSON.stringify([record('a'), record('b'), record('c')]) }),
    );
    expect(r.platform).toBe('instagram');
    expect(r.dataset.connections.followers).toBe(3);
  });

  it('reads posts_1.json and post_comments_1.json alone, both bare arrays', async () => {
    const comment = (text: string, at: number) => ({
      media_list_data: [{ uri: '' }],
      string_map_data: {
        Comment: { value: text },
        'Media Owner': { value: 'sample.friend' },
        Time: { timestamp: at },
      },
    });
    const r = await importExport(
      filesSource({
        'posts_1.json': JSON.stringify([
          {
            media: [{ uri: 'media/posts/202305/1.jpg', creation_timestamp: 1684266254, title: '' }],
          },
          {
            media: [
              { uri: 'media/posts/202306/2.jpg', creation_timestamp: 1686266254, title: 'hi' },
            ],
          },
        ]),
        'post_comments_1.json': JSON.stringify([
          comment('so good', 1708539162),
          comment('where is this?', 1708639162),
          comment('', 1708739162),
        ]),
      }),
    );
    expect(r.platform).toBe('instagram');
    const kinds = r.dataset.posts.map((p) => p.kind);
    expect(kinds.filter((k) => k === 'post')).toHaveLength(2);
    expect(r.dataset.posts.filter((p) => p.kind === 'comment').map((p) => p.text)).toEqual([
      'so good',
      'where is this?',
    ]);
  });

  it('reads comments wrapped in their 2022+ key', async () => {
    const r = await importExport(
      filesSource({
        'your_instagram_activity/comments/post_comments_1.json': JSON.stringify({
          comments_media_comments: [
            { string_map_data: { Comment: { value: 'nice' }, Time: { timestamp: 1708539162 } } },
          ],
        }),
      }),
    );
    expect(r.dataset.posts).toEqual([
      expect.objectContaining({ kind: 'comment', text: 'nice', at: '2024-02-21T18:12:42.000Z' }),
    ]);
  });

  it('does not take a bare array without Instagram profile links for Instagram', async () => {
    const other = { ...record('a'), string_list_data: [{ href: 'https://example.com/a' }] };
    await expect(
      importExport(filesSource({ 'followers_1.json': JSON.stringify([other]) })),
    ).rejects.toThrow(/does not look like a data export/);
  });

  it('reads files saved twice ("followers_1 (1).json") and bare following and blocked lists', async () => {
    const r = await importExport(
      filesSource({
        'connections/followers_and_following/followers_1 (1).json': JSON.stringify([
          record('a'),
          record('b'),
        ]),
        'connections/followers_and_following/following (2).json': JSON.stringify([record('c')]),
        'connections/followers_and_following/blocked_profiles.json': JSON.stringify([record('d')]),
      }),
    );
    expect(r.platform).toBe('instagram');
    expect(r.dataset.connections).toEqual(
      expect.objectContaining({ followers: 2, following: 1, blocked: 1 }),
    );
    expect(r.dataset.coverage.connections).not.toBe('not-in-export');
  });

  it('recognises any file it reads found alone by its opening key (devices.json)', async () => {
    const r = await importExport(
      filesSource({
        'devices.json': JSON.stringify({
          devices_devices: [
            {
              string_map_data: {
                'User Agent': { value: 'Instagram 300.0 Android' },
                'Last Login': { timestamp: 1735689600 },
              },
            },
          ],
        }),
      }),
    );
    expect(r.platform).toBe('instagram');
    expect(r.dataset.devices).toEqual([
      expect.objectContaining({
        userAgent: 'Instagram 300.0 Android',
        lastSeenAt: '2025-01-01T00:00:00.000Z',
      }),
    ]);
  });

  it('counts followers and following of an HTML export by the profiles its pages list', async () => {
    const entry = (name: string) =>
      `<div class="pam uiBoxWhite noborder"><div><div><a target="_blank" href="https://www.instagram.com/${name}">${name}</a></div><div>Jan 01, 2025 10:00 am</div></div></div>`;
    const page = (names: string[]) =>
      `<html><body><a href="https://www.instagram.com/">Instagram</a>${names.map(entry).join('')}</body></html>`;
    const r = await importExport(
      filesSource({
        'connections/followers_and_following/followers_1.html': page(['a', 'b', 'c']),
        'connections/followers_and_following/following.html': page(['d']),
        'personal_information/personal_information/personal_information.html': page([]),
      }),
    );
    expect(r.platform).toBe('instagram');
    expect(r.dataset.connections).toEqual(expect.objectContaining({ followers: 3, following: 1 }));
    expect(r.unreadFiles.map((f) => f.path)).toEqual([
      'personal_information/personal_information/personal_information.html',
    ]);
  });

  it('counts the entries of a 2026 page that names each profile in a heading over its bare link', async () => {
    const entry = (name: string) =>
      `<div class="pam uiBoxWhite noborder"><h2>${name}</h2><div><div><a target="_blank" href="https://www.instagram.com/_u/${name}">https://www.instagram.com/_u/${name}</a></div><div>déc 30, 2025 9:48 am</div></div></div>`;
    const r = await importExport(
      filesSource({
        'connections/followers_and_following/following.html': `<html><body><a href="https://www.instagram.com/">https://www.instagram.com/</a>${['a', 'b'].map(entry).join('')}</body></html>`,
      }),
    );
    expect(r.dataset.connections.following).toBe(2);
  });

  it('leaves the count unknown when a page lists entries whose profile links it cannot tell', async () => {
    const r = await importExport(
      filesSource({
        'connections/followers_and_following/followers_1.html': `<html><body><div class="pam uiBoxWhite noborder"><h2>a</h2><div>Jan 01, 2025</div></div></body></html>`,
        'connections/followers_and_following/following.html': `<html><body><div class="pam uiBoxWhite noborder"><a href="https://www.instagram.com/b">b</a></div></body></html>`,
      }),
    );
    expect(r.dataset.connections.followers).toBeNull();
    expect(r.dataset.connections.following).toBe(1);
    expect(r.unreadFiles).toEqual([
      expect.objectContaining({ path: 'connections/followers_and_following/followers_1.html' }),
    ]);
  });
});
