// Facebook JSON details the shared samples do not show on their own: a key whose version suffix is
// newer than any seen before is read like the older one, and an absent list stays "not in this
// export".
import { describe, expect, it } from 'vitest';
import { importExport } from '../importExport.ts';
import { filesSource } from '../testing/nodeFiles.ts';

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
});
