// Hand-written facts for the ninth held-out export samples under ./samples/ (see PROVENANCE.md
// here): real exports gathered after the first eight held-out sets had been used to fix the
// importers, by someone who never read the importers, so this set measures them on exports nobody
// tuned them on. Every fact was read from the sample's own files and written down before any
// importer ran on them. Values are the placeholders the samples carry (documentation IPs,
// userN@example.com, 555 numbers, "Alex Sample"). A fact states only what the files plainly say;
// where an importer could fairly read a file either way (a follower count a manifest announces for
// a file that is not there, a creation IP of 0.0.0.0, an e-mail the owner masked with asterisks,
// the name in a page footer, a profile "location" that is not a place, an edited post shown as its
// own entry, a list of favourite profiles beside no following list) no fact is stated.
import type { SampleEntry } from '../../testing/facts.ts';

export const HELDOUT9_FACTS: readonly SampleEntry[] = [
  // ── X ────────────────────────────────────────────────────────────────────────────────────────
  {
    // November 2022 archive in the expanded style of a private account: the manifest, the
    // profile, the devices the app registered for push and SMS, and three device tokens; no
    // account.js, so the handle and display name are only in the manifest.
    sample: 'x-twitter/mkommar-twitter',
    facts: {
      platform: 'x',
      // data/manifest.js: "generationDate" : "2022-11-07T21:37:42.552Z"
      exportDate: '2022-11-07T21:37:42.552Z',
      // data/manifest.js: "userInfo" : { "userName" : "AlexSample", "displayName" : "Alex Sample" }
      usernames: ['AlexSample'],
      names: ['Alex Sample'],
      // data/ni-devices.js: "messagingDevice" : { "phoneNumber" : "+15555550100", … }
      phones: ['+15555550100'],
      // data/profile.js: "location" : "Charlotte, NC"
      locations: ['Charlotte, NC'],
      readsCleanly: true,
    },
  },
  {
    // November 2022 archive in the expanded style, committed together with the Grailbird
    // `data/js/user_details.js` of an older archive of the same account; the e-mail is empty as
    // exported.
    sample: 'x-twitter/zhuowei-tweets',
    facts: {
      platform: 'x',
      // data/manifest.js: "generationDate" : "2022-11-20T19:49:25.325Z"
      exportDate: '2022-11-20T19:49:25.325Z',
      // data/account.js: "username" : "AlexSample", "accountDisplayName" : "Alex Sample"
      // (data/js/user_details.js: "screen_name" : "AlexSample", "full_name" : "Alex Sample")
      usernames: ['AlexSample'],
      names: ['Alex Sample'],
      readsCleanly: true,
    },
  },
  {
    // Archive of an account opened in 2008, without its manifest: account, creation IP, birth
    // date, time zone, profile and the first followers; the owner masked the e-mail.
    sample: 'x-twitter/smwhr-old-twitter',
    facts: {
      platform: 'x',
      // data/account.js: "username" : "AlexSample", "accountDisplayName" : "Alex"
      usernames: ['AlexSample'],
      names: ['Alex'],
      // data/ageinfo.js: "birthDate" : "1985-07-01"
      birthday: { year: 1985, month: 7, day: 1 },
      // data/profile.js: "location" : "Paris - Gambetta"
      locations: ['Paris - Gambetta'],
      // data/follower.js: three followers; no following.js in the sample.
      connections: { followers: 3 },
      readsCleanly: true,
    },
  },
  // ── TikTok ───────────────────────────────────────────────────────────────────────────────────
  {
    // A lone `Watch History.txt` (the 2025 name of the browsing history) at the repository root:
    // "Date: … UTC" and "Link: …" pairs. Nothing about the account itself.
    sample: 'tiktok/DaYeeMan-first',
    facts: {
      platform: 'tiktok',
      readsCleanly: true,
    },
  },
  // ── Instagram ────────────────────────────────────────────────────────────────────────────────
  {
    // 2026 connections files at the repository root: followers, blocked profiles, recently
    // unfollowed profiles and favourite profiles.
    sample: 'instagram/vivy-bot-instagram-count-',
    facts: {
      platform: 'instagram',
      // followers_1.json: three entries; blocked_profiles.json: "relationships_blocked_users" with
      // three entries.
      connections: { followers: 3, blocked: 3 },
      readsCleanly: true,
    },
  },
  {
    // June 2026 `posts_1.json` of a clothing brand's account at the repository root: posts shared
    // from Facebook (`cross_post_source`), carousels whose caption sits on the post and single
    // photos whose caption sits on the photo, product tags, a Latin-1 mojibake "café".
    sample: 'instagram/Alaska-Artemisia-meandlia-repost',
    facts: {
      platform: 'instagram',
      // posts_1.json: four entries (two single photos, two carousels of three photos).
      posts: 4,
      readsCleanly: true,
    },
  },
  // ── Facebook ─────────────────────────────────────────────────────────────────────────────────
  {
    // October 2021 HTML export (2020-21 layout) of a Bangladeshi account: the posts page, in
    // Bengali and English, cut to its first three posts.
    sample: 'facebook/sbduke-mbhaque',
    facts: {
      platform: 'facebook',
      // posts/your_posts_1.html footer: "Generated by Alex Sample on Tuesday, October 5, 2021 at
      // 8:34 PM UTC+06:00"
      exportDate: '2021-10-05T14:34:00.000Z',
      // posts/your_posts_1.html: three posts (a photo of Dec 15, 2014 and two status updates of
      // Dec 25 and Dec 29, 2014).
      posts: 3,
      readsCleanly: true,
    },
  },
  {
    // June 2021 HTML export (2020-21 layout) of a Vietnamese account, in Vietnamese: the page of
    // apps and websites logged in with Facebook.
    sample: 'facebook/xing215-xing215.github.io',
    facts: {
      platform: 'facebook',
      // facebook-saniscute/apps_and_websites_off_of_facebook/apps_and_websites.html footer:
      // "Alex Sámple tạo lúc Thứ Sáu, 4 tháng 6, 2021 lúc 11:16 UTC+07:00"
      exportDate: '2021-06-04T04:16:00.000Z',
      // The same page: five entries, each an app name over a date ("17:50, 30 tháng 8, 2020").
      connectedApps: ['Tiki - Niềm vui mua sắm', 'pixiv', 'Imgur', 'Mê đọc truyện', 'Pinterest'],
      readsCleanly: true,
    },
  },
  // ── LinkedIn ─────────────────────────────────────────────────────────────────────────────────
  {
    // 2023 export of one member of a group project, in Argentina, kept in its `users/…/` folder:
    // Profile, e-mail, Registration without an IP, Positions, Logins and a Security Challenge.
    sample: 'linkedin/NicoLorDev97-MetricasRedes',
    facts: {
      platform: 'linkedin',
      // users/sample/Profile.csv: First Name "Alex", Last Name "Sample"
      names: ['Alex Sample'],
      // users/sample/Email Addresses.csv: "user1@example.com"
      emails: ['user1@example.com'],
      // users/sample/Logins.csv: 14 logins from eight addresses (192.0.2.5 also in
      // Security Challenges.csv).
      loginIps: [
        '192.0.2.1',
        '192.0.2.2',
        '192.0.2.3',
        '192.0.2.4',
        '192.0.2.5',
        '192.0.2.6',
        '192.0.2.7',
        '192.0.2.8',
      ],
      // users/sample/Profile.csv: Geo Location "Mar del Plata, Provincia de Buenos Aires, Argentina"
      locations: ['Mar del Plata, Provincia de Buenos Aires, Argentina'],
      readsCleanly: true,
    },
  },
  {
    // 2019-21 export of a Nigerian HR professional without Profile.csv: shares (one with a
    // commentary of many quoted lines), comments and followed hashtags.
    sample: 'linkedin/Femi10-Linkedin-Data-Visualization',
    facts: {
      platform: 'linkedin',
      // Shares.csv: six rows, six different ShareLinks.
      posts: 6,
      // Comments.csv: five rows (the first over two lines).
      comments: 5,
      readsCleanly: true,
    },
  },
  // ── Google ───────────────────────────────────────────────────────────────────────────────────
  {
    // 2025 Takeout `Timeline/Settings.json` under `Takeout/`: the six phones and tablets that
    // reported location to the account since 2022, with their models.
    sample: 'google/snowbird91-andrews-travel-blog',
    facts: {
      platform: 'google',
      // Takeout/Timeline/Settings.json: "devicePrettyName" / "model" "SM-S928U", "SM-G986U",
      // "Pixel 7a" (the three iOS devices are named only "iPhone" and "iPad").
      deviceModels: ['SM-S928U', 'SM-G986U', 'Pixel 7a'],
      // Six "deviceSettings" entries, each with its own "deviceTag".
      devicesAtMost: 6,
      readsCleanly: true,
    },
  },
];
