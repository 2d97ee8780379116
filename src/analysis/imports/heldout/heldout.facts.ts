// Hand-written facts for the held-out export samples under ./samples/ (see PROVENANCE.md here):
// real exports and parser fixtures that no importer was written or tuned against. Every fact was
// read from the sample's own files and written down before any importer ran on them, so the
// held-out figure measures how the importers do on exports nobody tuned on. Values are the
// placeholders the samples carry (documentation IPs, userN@example.com, 555 numbers, "Alex Sample").
// A fact states only what the files plainly say; where a file is ambiguous (is a profile-photo
// upload a post?) no fact is stated.
import type { SampleEntry } from '../testing/facts.ts';

export const HELDOUT_FACTS: readonly SampleEntry[] = [
  // ── X ────────────────────────────────────────────────────────────────────────────────────────
  {
    // 2026 archive whose owner emptied ip-audit.js, connected-application.js, ageinfo.js… while
    // manifest.js still counts 377 IP audits and 7 apps: most security checks have nothing to run on.
    sample: 'x-twitter/g-leech-argmin-gravitas',
    facts: {
      platform: 'x',
      // files/data/manifest.js: "generationDate" : "2026-02-24T17:03:49.095Z"
      exportDate: '2026-02-24T17:03:49.095Z',
      usernames: ['g_leech_'],
      locations: ['UK'],
      // protected-history.js is an empty list: the export does not say.
      privateAccount: null,
      readsCleanly: true,
    },
  },
  {
    // 2021 archive, only four data files published (no manifest.js); Chinese bio text.
    sample: 'x-twitter/Leask-leask.github.io',
    facts: {
      platform: 'x',
      // ageinfo.js: "birthDate" : "1984-05-01"
      birthday: { year: 1984, month: 5, day: 1 },
      // email-address-change.js: changed to user2@, then back to user1@ (the current address).
      emails: ['user1@example.com'],
      locations: ['Ottawa, Ontario'],
      readsCleanly: true,
    },
  },
  // ── Instagram ────────────────────────────────────────────────────────────────────────────────
  {
    // 2026 export in Turkish: labels "Kullanıcı adı", "Doğum tarihi", "Gizli Hesap", "IP Adresi".
    sample: 'instagram/Veterinalyus-iVerify_V1_Project',
    facts: {
      platform: 'instagram',
      usernames: ['alex.sample'],
      // personal_information.json "Ad" (name).
      names: ['Alex'],
      birthday: { year: 1998, month: 6, day: 1 },
      // "Gizli Hesap": "True" (private account).
      privateAccount: true,
      // login_activity.json "IP Adresi" ×3; profile_activity.json (no wrapping key): a login from
      // 192.0.2.1, a profile change from 192.0.2.5, an e-mail sent from 2001:db8::1.
      loginIps: ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.5', '2001:db8::1'],
      // signup_details.json: "IP Adresi", "E-posta", "Cihaz".
      signupIps: ['192.0.2.4'],
      emails: ['user1@example.com'],
      deviceModels: ['D6603'],
      readsCleanly: true,
    },
  },
  {
    // 2025 export of connections only (followers without a wrapping key, blocked profiles keyed
    // by "title" with no "value").
    sample: 'instagram/KaanKaramese-instagram-who-dont-follow-you-back',
    facts: {
      platform: 'instagram',
      connections: { followers: 3, following: 3, blocked: 3 },
      privateAccount: null,
      readsCleanly: true,
    },
  },
  // ── Facebook ─────────────────────────────────────────────────────────────────────────────────
  {
    // 2015 HTML archive (index.htm, html/contact_info.htm, html/security.htm).
    sample: 'facebook/dhilipsiva-facebook',
    facts: {
      platform: 'facebook',
      // "Downloaded by Alex Sample on Wednesday, December 30, 2015 at 2:44am UTC"
      exportDate: '2015-12-30T02:44:00.000Z',
      names: ['Alex Sample'],
      emails: ['user1@example.com', 'user2@example.com'],
      phones: ['+915555550100'],
      birthday: { year: 1990, month: 4, day: 1 },
      locations: ['Bangalore, India'],
      relations: ['Chris Sample', 'Casey Sample'],
      // html/security.htm: sessions and account activity.
      loginIps: ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'],
      // index.htm "Apps".
      connectedApps: ['Change.org', 'Steam', 'Twoo'],
      readsCleanly: true,
    },
  },
  {
    // 2026 JSON export in Vietnamese, connections and a device file only.
    sample: 'facebook/tieubachlongblog-thanhbobber',
    facts: {
      platform: 'facebook',
      // friends_v2 ×3, followers_v3 ×3.
      connections: { friends: 3, followers: 3 },
      readsCleanly: true,
    },
  },
  {
    // 2014 HTML archive in German ("Geburtstag", "Aktueller Wohnort", "Familie", "E-Mails").
    sample: 'facebook/Weingaertner23-FB.OLD',
    facts: {
      platform: 'facebook',
      // "Downloaded by Alex Sample on Dienstag, 25. März 2014 um 10:41 UTC+01"
      exportDate: '2014-03-25T09:41:00.000Z',
      names: ['Alex Sample'],
      birthday: { year: 1960, month: 8, day: 1 },
      locations: ['Wien'],
      relations: ['Sam Sample'],
      emails: ['alex.sample.1@facebook.com'],
      connectedApps: ['Causes', 'Skype', 'Change.org'],
      readsCleanly: true,
    },
  },
  // ── TikTok ───────────────────────────────────────────────────────────────────────────────────
  {
    // 2024 export holding only the "Activity" section.
    sample: 'tiktok/SomethingObvious-tiktok-activity-data-scraper',
    facts: {
      platform: 'tiktok',
      // Activity.Comments.CommentsList: five comments of the user.
      comments: 5,
      // No Profile section: follower counts are not in this export.
      connections: { followers: null, following: null },
      privateAccount: null,
      readsCleanly: true,
    },
  },
  {
    // 2025 export with Profile and Video sections only.
    sample: 'tiktok/Sometimes-Creek-Ventures-tt-downloader',
    facts: {
      platform: 'tiktok',
      usernames: ['just_make_the_jump'],
      names: ['Alex Sample'],
      emails: ['user1@example.com'],
      phones: ['+15125550100'],
      // ProfileMap.birthDate "01-Dec-1975"
      birthday: { year: 1975, month: 12, day: 1 },
      // Video.Videos.VideoList: three videos.
      posts: 3,
      connections: { following: 3 },
      readsCleanly: true,
    },
  },
  {
    // 2025 export whose top-level section is "Your Activity" (not "Activity").
    sample: 'tiktok/iamTinMan67-TikTok-Video-Collector',
    facts: {
      platform: 'tiktok',
      loginIps: ['192.0.2.1', '192.0.2.2', '192.0.2.3'],
      deviceModels: ['SM-G973U'],
      // Four logins, all from the same phone.
      devicesAtMost: 1,
      readsCleanly: true,
    },
  },
  // ── LinkedIn ─────────────────────────────────────────────────────────────────────────────────
  {
    // 2026 export.
    sample: 'linkedin/JRL319-LinkedIn-Analytics',
    facts: {
      platform: 'linkedin',
      names: ['Alex Sample'],
      // Profile.csv Twitter Handles "[alexsample]".
      usernames: ['alexsample'],
      notUsernames: ['[alexsample]', 'alexsample]'],
      emails: ['user1@example.com', 'user2@example.com'],
      phones: ['+1 405-555-0100'],
      // Birth Date "Jun 20"
      birthday: { year: null, month: 6, day: 20 },
      locations: ['Dallas, Texas, United States'],
      signupIps: ['192.0.2.1'],
      // Logins.csv (IPv4 and IPv6) and a Security Challenges.csv CAPTCHA from 198.51.100.1.
      loginIps: ['192.0.2.2', '192.0.2.3', '2001:db8::1', '2001:db8::3', '198.51.100.1'],
      // Connections.csv: "Notes:" preamble and header, no rows.
      connections: { connections: 0 },
      readsCleanly: true,
    },
  },
  {
    // 2024–25 export; registration without an IP, IPv6 logins only.
    sample: 'linkedin/predator-911-Portfolio2',
    facts: {
      platform: 'linkedin',
      names: ['Sam Example'],
      emails: ['user1@example.com'],
      loginIps: ['2001:db8::1', '2001:db8::2', '2001:db8::9'],
      locations: ['Gautam Buddha Nagar, Uttar Pradesh, India'],
      readsCleanly: true,
    },
  },
  {
    // 2026 export.
    sample: 'linkedin/ahaan0712-Claude',
    facts: {
      platform: 'linkedin',
      names: ['Jamie Example'],
      emails: ['user1@example.com'],
      loginIps: ['2001:db8::1', '192.0.2.1', '192.0.2.3', '2001:db8::3', '192.0.2.5'],
      locations: ['Blacksburg, Virginia, United States'],
      readsCleanly: true,
    },
  },
  // ── Google ───────────────────────────────────────────────────────────────────────────────────
  {
    // 2020–21 Takeout: one Semantic Location History month and Maps saved places.
    sample: 'google/evans123456-my_recent_locations',
    facts: {
      platform: 'google',
      // 2020_JUNE.json placeVisit "Nairobi"; Saved Places.json "Kikuyu" and "Gatei".
      places: ['Nairobi', 'Kikuyu', 'Gatei'],
      readsCleanly: true,
    },
  },
  {
    // 2025 Takeout with only "Access Log Activity" (the account's devices).
    sample: 'google/georgijesim-Google-Cross-Device-Tracking-Analyzer',
    facts: {
      platform: 'google',
      deviceModels: ['iPhone15,3', 'iPhone17,2', 'iPhone15,2'],
      readsCleanly: true,
    },
  },
  {
    // 2022 Takeout with only Google Pay: a transactions CSV that is a bare header and a JSON file
    // behind the )]}' anti-hijacking prefix.
    sample: 'google/Divyateja04-GPayAnalysis',
    facts: { platform: 'google', readsCleanly: true },
  },
];
