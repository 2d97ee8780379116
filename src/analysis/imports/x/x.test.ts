// X archive details the shared samples do not show on their own: wrapper keys that come and go
// between archive vintages, and protected-history entries listed newest first.
import { describe, expect, it } from 'vitest';
import { importExport } from '../importExport.ts';
import { filesSource } from '../testing/nodeFiles.ts';

const ytd = (type: string, items: unknown[]) =>
  `window.YTD.${type}.part0 = ${JSON.stringify(items, null, 2)}`;

describe('X archive records read by shape', () => {
  it('reads protected-history, sso and ip-audit with and without their wrapper keys', async () => {
    const r = await importExport(
      filesSource({
        'data/manifest.js': 'window.__THAR_CONFIG = {"archiveInfo": {}}',
        'data/protected-history.js': ytd('protected_history', [
          { protectedHistory: { protectedAt: '2024-12-08T06:19:00.000Z', action: 'Protect' } },
          { protectedAt: '2024-10-19T05:42:07.000Z', action: 'Unprotect' },
        ]),
        'data/sso.js': ytd('sso', [
          {
            singleSignOnMetaValues: {
              ssoEmail: 'user1@example.com',
              associationMethodType: 'Login',
            },
          },
        ]),
        'data/ip-audit.js': ytd('ip_audit', [
          { ipAudit: { loginIp: '192.0.2.7', createdAt: '2025-01-01T00:00:00.000Z' } },
          { loginIp: '192.0.2.8', createdAt: '2025-01-02T00:00:00.000Z' },
        ]),
      }),
    );
    const d = r.dataset;
    // The newest change (Protect, December) is the state, although it is listed first.
    expect(d.profile.privateAccount).toBe(true);
    expect(d.security.linkedAccounts).toEqual([
      expect.objectContaining({ value: 'user1@example.com', kind: 'Login' }),
    ]);
    expect(d.logins.map((l) => l.ip)).toEqual(['192.0.2.7', '192.0.2.8']);
  });
});

describe('an archive of an account writing in another language', () => {
  // X translates no key: the language is each tweet's `lang` (the corpus has German tweets, "de").
  it('reads the account and German tweets with the same keys as an English archive', async () => {
    const r = await importExport(
      filesSource({
        'data/account.js': ytd('account', [
          {
            account: {
              email: 'user1@example.com',
              username: 'beispiel',
              accountId: '1',
              createdAt: '2025-09-06T13:02:20.496Z',
              accountDisplayName: 'Alex Beispiel',
            },
          },
        ]),
        'data/tweets.js': ytd('tweets', [
          {
            tweet: {
              id_str: '2',
              full_text: 'Guten Morgen aus Berlin',
              lang: 'de',
              created_at: 'Fri Mar 06 13:02:05 +0000 2026',
            },
          },
        ]),
      }),
    );
    expect(r.platform).toBe('x');
    expect(r.dataset.profile.usernames.map((u) => u.value)).toContain('beispiel');
    expect(r.dataset.posts).toEqual([
      expect.objectContaining({ text: 'Guten Morgen aus Berlin', at: '2026-03-06T13:02:05.000Z' }),
    ]);
    expect(r.unreadFiles).toEqual([]);
  });
});

describe('X data files found alone', () => {
  it('reads files renamed or saved twice by the data type their first line names', async () => {
    const r = await importExport(
      filesSource({
        'Downloads/tweets (1).js': ytd('tweets', [
          {
            tweet: {
              id_str: '1',
              full_text: 'hello',
              created_at: 'Fri Mar 06 13:02:05 +0000 2026',
            },
          },
        ]),
        'Downloads/logins.js': ytd('ip_audit', [
          { ipAudit: { loginIp: '192.0.2.9', createdAt: '2025-01-03T00:00:00.000Z' } },
        ]),
        'Downloads/follower (1).js': ytd('follower', []),
      }),
    );
    expect(r.platform).toBe('x');
    expect(r.dataset.posts.map((p) => p.text)).toEqual(['hello']);
    expect(r.dataset.logins.map((l) => l.ip)).toEqual(['192.0.2.9']);
    // The follower file is there and lists nobody: 0, not "not in this export".
    expect(r.dataset.connections.followers).toBe(0);
    expect(r.unreadFiles).toEqual([]);
  });

  it('reads a Grailbird month of tweets without its data/js/tweets folder', async () => {
    const month = `Grailbird.data.tweets_2014_05 = ${JSON.stringify([
      { id_str: '2', text: 'old tweet', created_at: '2014-05-01 10:00:00 +0000' },
    ])}`;
    const r = await importExport(filesSource({ 'tweets/2014_05 (1).js': month }));
    expect(r.platform).toBe('x');
    expect(r.dataset.posts.map((p) => [p.text, p.at])).toEqual([
      ['old tweet', '2014-05-01T10:00:00.000Z'],
    ]);
  });
});

describe('the Grailbird archive’s tweets.csv', () => {
  const csv =
    '"tweet_id","in_reply_to_status_id","in_reply_to_user_id","timestamp","source","text","retweeted_status_id","retweeted_status_user_id","retweeted_status_timestamp","expanded_urls"\n' +
    '"11","","","2012-03-04 05:06:07 +0000","<a href=""http://twitter.com"">web</a>","hello, world","","","","https://example.com/a,https://example.com/b"\n' +
    '"12","","","2012-03-05 05:06:07 +0000","web","second","","","",""\n';
  const month =
    'Grailbird.data.tweets_2012_03 = [{"id_str":"11","text":"hello, world","created_at":"2012-03-04 05:06:07 +0000"}]';

  it('reads tweets.csv sent alone, recognised by its header', async () => {
    const r = await importExport(filesSource({ 'my tweets.csv': csv }));
    expect(r.platform).toBe('x');
    expect(r.dataset.posts.map((p) => [p.id, p.text, p.at, p.links])).toEqual([
      [
        '11',
        'hello, world',
        '2012-03-04T05:06:07.000Z',
        ['https://example.com/a', 'https://example.com/b'],
      ],
      ['12', 'second', '2012-03-05T05:06:07.000Z', []],
    ]);
    expect(r.unreadFiles).toEqual([]);
  });

  it('does not count the tweets twice when the archive’s months are there', async () => {
    const r = await importExport(
      filesSource({ 'tweets.csv': csv, 'data/js/tweets/2012_03.js': month }),
    );
    expect(r.dataset.posts.map((p) => p.id)).toEqual(['11']);
    expect(r.unreadFiles).toEqual([]);
  });
});

describe('X files recognised alone by their first line', () => {
  it('takes manifest.js for X’s by its __THAR_CONFIG assignment and reads its date', async () => {
    const r = await importExport(
      filesSource({
        'manifest.js':
          'window.__THAR_CONFIG = {"userInfo":{"accountId":"1","userName":"sample","displayName":"Sample"},"archiveInfo":{"generationDate":"2020-07-01T10:00:00.000Z"}}',
      }),
    );
    expect(r.platform).toBe('x');
    expect(r.dataset.exportDate).toBe('2020-07-01T10:00:00.000Z');
  });
});

describe('X devices', () => {
  it('takes the number of the SMS device in ni-devices.js as the account’s phone', async () => {
    const r = await importExport(
      filesSource({
        'data/ni-devices.js':
          'window.YTD.ni_devices.part0 = [{"niDeviceResponse":{"messagingDevice":{"phoneNumber":"+15555550100","carrier":"sample","deviceType":"Auth","updatedDate":"2016.01.23","createdDate":"2015.08.22"}}},' +
          '{"niDeviceResponse":{"pushDevice":{"deviceVersion":"9.1","udid":"1","deviceType":"Twitter for Android","updatedDate":"2022.10.30","createdDate":"2021.01.20"}}}]',
      }),
    );
    expect(r.dataset.profile.phones.map((p) => p.value)).toEqual(['+15555550100']);
    expect(r.dataset.devices.map((d) => d.name)).toEqual(['Twitter for Android']);
  });
});

describe('X Periscope account', () => {
  it('reads the Periscope display name and usernames, also from the file alone', async () => {
    const r = await importExport(
      filesSource({
        'periscope-account-information.js': ytd('periscope_account_information', [
          {
            periscopeAccountInformation: {
              displayName: 'Alex Sample',
              digitsId: '',
              username: 'alex_scope',
              twitterId: '1',
              id: '1AbCdEfGhIjKl',
              twitterScreenName: 'alexsample',
              isTwitterUser: true,
              createdAt: '2021-12-22T08:01:58.727274743Z',
            },
          },
        ]),
      }),
    );
    expect(r.platform).toBe('x');
    expect(r.dataset.profile.names.map((n) => [n.value, n.kind])).toEqual([
      ['Alex Sample', 'periscope'],
    ]);
    expect(r.dataset.profile.usernames.map((u) => u.value)).toEqual(['alex_scope', 'alexsample']);
    expect(r.unreadFiles).toEqual([]);
  });
});

describe('X archive README', () => {
  const readme =
    'INTRODUCTION\n============\nThis archive was generated at the request of the following user:\n' +
    '- @username at the time the archive was generated: alexsample\n- Account ID: 1\n\n' +
    'The easiest way to navigate your archive is to open the HTML renderer.\n';

  it('reads the username the archive was made for, also from the file alone', async () => {
    const r = await importExport(filesSource({ 'README.txt': readme }));
    expect(r.platform).toBe('x');
    expect(r.dataset.profile.usernames.map((u) => u.value)).toEqual(['alexsample']);
    expect(r.unreadFiles).toEqual([]);
  });

  it('lists another README of an archive as not read', async () => {
    const r = await importExport(
      filesSource({
        'data/manifest.js': 'window.__THAR_CONFIG = {"archiveInfo": {}}',
        'README.txt': '# My notes\nnothing here\n',
      }),
    );
    expect(r.unreadFiles.map((f) => [f.path, f.status])).toEqual([['README.txt', 'not-read']]);
  });
});

describe('X archive browser page found alone', () => {
  it('names the platform and asks for the data files', async () => {
    const page =
      '<!DOCTYPE html><html><head><meta charset="utf-8"><title>Your Twitter Data</title></head><body></body></html>';
    await expect(importExport(filesSource({ 'index.html': page }))).rejects.toThrow(
      /X \(Twitter\) export is in HTML/,
    );
  });
});

describe('X posts to Communities', () => {
  const tweet = (id: string, text: string) => ({
    tweet: { id_str: id, full_text: text, created_at: 'Mon Jan 06 10:00:00 +0000 2025' },
  });

  it('counts community-tweet.js posts beside tweets.js', async () => {
    const r = await importExport(
      filesSource({
        'data/manifest.js': 'window.__THAR_CONFIG = {"archiveInfo": {}}',
        'data/tweets.js': ytd('tweets', [tweet('1', 'hello')]),
        'data/community-tweet.js': ytd('community_tweet', [tweet('2', 'to the community')]),
      }),
    );
    expect(r.dataset.posts.map((p) => p.text).sort()).toEqual(['hello', 'to the community']);
  });

  it('leaves the post count unknown when only an empty community-tweet.js is there', async () => {
    const r = await importExport(
      filesSource({
        'data/manifest.js': 'window.__THAR_CONFIG = {"archiveInfo": {}}',
        'data/community-tweet.js': ytd('community_tweet', []),
      }),
    );
    expect(r.dataset.coverage.posts).toBe('not-in-export');
  });
});
