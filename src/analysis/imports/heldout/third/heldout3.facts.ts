// Hand-written facts for the third held-out export samples under ./samples/ (see PROVENANCE.md
// here): real exports gathered after the first two held-out sets had been used to fix the
// importers, so this set measures the final importers on exports nobody tuned them on. Every fact
// was read from the sample's own files and written down before any importer ran on them. Values
// are the placeholders the samples carry (documentation IPs, userN@example.com, 555 numbers,
// "Alex Sample"). A fact states only what the files plainly say; where an importer could fairly
// read a file either way (a private 10.x login address, a display name of one letter, a push
// client's name as a device) no fact is stated.
import type { SampleEntry } from '../../testing/facts.ts';

export const HELDOUT3_FACTS: readonly SampleEntry[] = [
  // ── X ────────────────────────────────────────────────────────────────────────────────────────
  {
    // 2022 archive (expanded style); manifest.js trimmed to the copied files, counts as published.
    sample: 'x-twitter/nhudson-twitter-backup',
    facts: {
      platform: 'x',
      // data/manifest.js: "generationDate" : "2022-11-13T13:45:05.112Z"
      exportDate: '2022-11-13T13:45:05.112Z',
      usernames: ['alexsample'],
      emails: ['user1@example.com'],
      // ageinfo.js: "birthDate" : "1979-03-01"
      birthday: { year: 1979, month: 3, day: 1 },
      signupIps: ['192.0.2.1'],
      // ip-audit.js: 192.0.2.2 twice, 192.0.2.3 once; the three 10.59.x.x entries are private
      // addresses an importer may fairly set aside, so they are not stated.
      loginIps: ['192.0.2.2', '192.0.2.3'],
      connectedApps: ['Fenix 2'],
      readsCleanly: true,
    },
  },
  {
    // April 2022 archive (tweet_media layout): account, profile, age, e-mail history, IPs.
    sample: 'x-twitter/jeremyfranklin-twitter',
    facts: {
      platform: 'x',
      usernames: ['alexsample'],
      // account.js "accountDisplayName" : "Dr. Alex D. Sample"
      names: ['Dr. Alex D. Sample'],
      // account.js e-mail; email-address-change.js ends on user1@ after two switches.
      emails: ['user1@example.com'],
      birthday: { year: 1982, month: 10, day: 1 },
      signupIps: ['192.0.2.1'],
      // ip-audit.js: six entries of 2022-04-27, 192.0.2.2 twice.
      loginIps: ['192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5', '192.0.2.6'],
      locations: ['Salt Lake City'],
      readsCleanly: true,
    },
  },
  {
    // 2022 archive with a phone number and ni-devices.js (two push devices, one SMS device).
    sample: 'x-twitter/RobErskine-robs-twitter',
    facts: {
      platform: 'x',
      usernames: ['SampleAlex'],
      names: ['alex sample'],
      emails: ['user1@example.com'],
      // phone-number.js "+16095550100" (the same number is the SMS device in ni-devices.js).
      phones: ['+16095550100'],
      signupIps: ['192.0.2.1'],
      locations: ['Boston, MA'],
      readsCleanly: true,
    },
  },
  {
    // Compact 2019-21 style (`[ {` … `} ]`), no e-mail, Japanese bio with emoji; the owner wrote
    // the word "dummy" where the account-creation IP was, so no sign-up IP is stated.
    sample: 'x-twitter/dsajgiouawj-TweetArchive',
    facts: {
      platform: 'x',
      usernames: ['E31415926'],
      readsCleanly: true,
    },
  },
  {
    // 2024 archive whose owner kept no security files although manifest.js counts 333 IP audits
    // and 12 apps; phone-number.js holds only "+1".
    sample: 'x-twitter/alrocar-x',
    facts: {
      platform: 'x',
      // data/manifest.js: "generationDate" : "2024-11-16T11:33:22.222Z"
      exportDate: '2024-11-16T11:33:22.222Z',
      usernames: ['alsample'],
      emails: ['user1@example.com'],
      locations: ['VLC'],
      readsCleanly: true,
    },
  },
  // ── Instagram ────────────────────────────────────────────────────────────────────────────────
  {
    // 2025 following.json only (`relationships_following`, empty title, username in value).
    sample: 'instagram/Dark-OBELIX-Instagram_subscibe_monitoring_tool',
    facts: {
      platform: 'instagram',
      connections: { following: 3 },
      readsCleanly: true,
    },
  },
  {
    // 2026 blocked profiles (username in title, /_u/ links, no value) and close friends.
    sample: 'instagram/repeat98-insta',
    facts: {
      platform: 'instagram',
      connections: { blocked: 3 },
      readsCleanly: true,
    },
  },
  {
    // 2025-26 followers_1.json (bare array) at the repository root, Argentine account.
    sample: 'instagram/gdaixxx-quien-no-me-sigue',
    facts: {
      platform: 'instagram',
      connections: { followers: 4 },
      readsCleanly: true,
    },
  },
  // ── Facebook ─────────────────────────────────────────────────────────────────────────────────
  {
    // 2018-19 JSON profile (`profile`, no _v2 suffix), Spanish values, Latin-1 mojibake escapes.
    sample: 'facebook/alejandracabeza-Detox',
    facts: {
      platform: 'facebook',
      names: ['Alex Sample'],
      // emails.emails; the previous @facebook.com alias is not the current address.
      emails: ['user1@example.com'],
      phones: ['+445555550100', '+545555550101'],
      birthday: { year: 1990, month: 4, day: 1 },
      // hometown.name "Bah\u00c3\u00ada Blanca": must come out decoded.
      locations: ['Bahía Blanca'],
      // family_members: "Hermana", "Primo".
      relations: ['Sam Sample', 'Casey Example'],
      readsCleanly: true,
    },
  },
  {
    // 2019 HTML export (bluebar layout, English labels): profile page and used IP addresses.
    sample: 'facebook/Kyrozyn-fb_history',
    facts: {
      platform: 'facebook',
      // "Generated by Alex on Thursday, 27 June 2019 at 12:55 UTC+07:00"
      exportDate: '2019-06-27T05:55:00.000Z',
      names: ['Alex'],
      emails: ['user1@example.com'],
      // "+6285555550100 (Mobile) "
      phones: ['+6285555550100'],
      // "1 Jul 1998"
      birthday: { year: 1998, month: 7, day: 1 },
      // Current City and Home town/city.
      locations: ['Bandung'],
      relations: ['Sam Sample', 'Casey Sample', 'Jordan Sample'],
      // security_and_login_information/used_ip_addresses.html
      loginIps: ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'],
      readsCleanly: true,
    },
  },
  {
    // 2021 HTML profile page in Vietnamese ("Tên", "Ngày sinh", "Tỉnh/thành phố hiện tại",
    // "Gia đình"; footer "… tạo lúc Thứ Ba, 23 tháng 3, 2021 lúc 23:30 UTC+07:00").
    sample: 'facebook/vanhai260300-MyFaceBook',
    facts: {
      platform: 'facebook',
      exportDate: '2021-03-23T16:30:00.000Z',
      names: ['Văn Mẫu'],
      emails: ['user1@example.com'],
      // "+84355550100 (Di động) "
      phones: ['+84355550100'],
      // "1 tháng 3, 2000"
      birthday: { year: 2000, month: 3, day: 1 },
      locations: ['Đà Nẵng'],
      relations: ['Sam Mẫu', 'Casey Mẫu'],
      readsCleanly: true,
    },
  },
  // ── LinkedIn ─────────────────────────────────────────────────────────────────────────────────
  {
    // Profile.csv only; upper-case name, birth date without a year.
    sample: 'linkedin/Shreeyashj-SOcial-Media-Parseing',
    facts: {
      platform: 'linkedin',
      names: ['ALEX SAMPLE'],
      // Birth Date "May 1"
      birthday: { year: null, month: 5, day: 1 },
      locations: ['Mumbai, Maharashtra, India'],
      readsCleanly: true,
    },
  },
  {
    // Profile.csv only; a [PORTFOLIO:url] website.
    sample: 'linkedin/TheClav-TheClav.github.io',
    facts: {
      platform: 'linkedin',
      names: ['Alex Sample'],
      // Birth Date "Dec 1"
      birthday: { year: null, month: 12, day: 1 },
      locations: ['Madison, Wisconsin, United States'],
      readsCleanly: true,
    },
  },
  {
    // Profile.csv only; two websites in one quoted field, a metropolitan-area location.
    sample: 'linkedin/mahadibrahim-mahad-ibrahim-site',
    facts: {
      platform: 'linkedin',
      names: ['Sam Example'],
      birthday: { year: null, month: 12, day: 1 },
      locations: ['Columbus, Ohio Metropolitan Area'],
      readsCleanly: true,
    },
  },
  {
    // Profile.csv only; no birth date, Twitter Handles "[alexpunk]".
    sample: 'linkedin/bsdpunk-resumeTools',
    facts: {
      platform: 'linkedin',
      names: ['Alex Sample'],
      usernames: ['alexpunk'],
      notUsernames: ['[alexpunk]', '[alexpunk', 'alexpunk]'],
      locations: ['Nashville, Tennessee, United States'],
      readsCleanly: true,
    },
  },
  {
    // Profile.csv only; no birth date, a long summary, Twitter Handles "[dbsampleshifu]".
    sample: 'linkedin/nitinvengurlekar-nitinvvengurlekar.github.io',
    facts: {
      platform: 'linkedin',
      names: ['Sam Example'],
      usernames: ['dbsampleshifu'],
      notUsernames: ['[dbsampleshifu]'],
      locations: ['Coppell, Texas, United States'],
      readsCleanly: true,
    },
  },
  // ── Google ───────────────────────────────────────────────────────────────────────────────────
  {
    // 2025 Takeout Maps (your places): saved places (one without a country code, one with no
    // location at 0,0) and reviews (Thai-script address, a name with escaped quotes).
    sample: 'google/JustinMi-google-maps-place-saving-automation',
    facts: {
      platform: 'google',
      places: [
        'Isabella Stewart Gardner Museum',
        'Sun and Co.',
        'Sik Sik Yuen Wong Tai Sin Temple',
        'Tuay Tung Ice-cream (Chula 12)',
        "Sandy's",
        'Brasserie "Favorite"',
      ],
      readsCleanly: true,
    },
  },
  {
    // 2021 Semantic Location History month without the Takeout/ level: one activity segment and
    // one place visit.
    sample: 'google/cbozin-quantified_self',
    facts: {
      platform: 'google',
      places: ['Riverfront Park'],
      readsCleanly: true,
    },
  },
  {
    // 2013 Semantic Location History month (startTimestampMs strings, addresses with line
    // breaks) without the Takeout/ level: an activity segment ending at a cinema and the visit.
    sample: 'google/FlorianMeuleman-Google-Map-Project',
    facts: {
      platform: 'google',
      places: ['Cinéma du Casino'],
      readsCleanly: true,
    },
  },
];
