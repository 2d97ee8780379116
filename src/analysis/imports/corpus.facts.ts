// Hand-written facts for every sample under ../shared/corpora/exports/ (see PROVENANCE.md there):
// what a correct import must produce, read from the sample's files themselves. Values are the
// corpus's placeholders (documentation IPs, userN@example.com, 555 numbers), never personal data.
// Four samples, one per platform, are a frozen set: their facts were written before any importer
// change and the importers were not tuned on them, so their figure is reported apart.
import type { SampleEntry } from './testing/facts.ts';

export const CORPUS_FACTS: readonly SampleEntry[] = [
  // ── X ────────────────────────────────────────────────────────────────────────────────────────
  {
    sample: 'x-twitter/milahu-twitter-milahu104',
    facts: {
      platform: 'x',
      exportDate: '2026-03-06T13:15:31.187Z',
      usernames: ['HauthMilan34580'],
      birthday: { year: 1980, month: 1, day: 1 },
      loginIps: ['192.0.2.2'],
      signupIps: ['192.0.2.1'],
      connectedApps: ['Gravatar Profiles'],
      posts: 3,
      locations: ['Munich, Germany'],
      // protected-history.js holds no entry: the export does not say.
      privateAccount: null,
      readsCleanly: true,
    },
  },
  {
    sample: 'x-twitter/keithfrankish-twitter-data',
    facts: {
      platform: 'x',
      exportDate: '2020-06-21T00:03:56.288Z',
      signupIps: ['192.0.2.1'],
      loginIps: ['192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5'],
      connectedApps: ['Twitter for Android', 'Hootsuite Inc.', 'UnfollowerStats.Com'],
      birthday: { year: 1963, month: 1, day: 1 },
      locations: ['Athens', 'Heraklion, Crete, Greece'],
      readsCleanly: true,
    },
  },
  {
    sample: 'x-twitter/dogsheep-twitter-to-sqlite',
    facts: {
      platform: 'x',
      phones: ['+15555555555'],
      emails: ['swillison@example.com'],
      usernames: ['simonw'],
      readsCleanly: true,
    },
  },
  {
    sample: 'x-twitter/AlliePinnell-FinalTwitterBackup',
    facts: {
      platform: 'x',
      exportDate: '2025-01-22T00:20:54.036Z',
      emails: ['user1@example.com'],
      usernames: ['alystyle_', 'Xanman14', 'XanmanP', 'Xan_P_', 'aly_style_X'],
      phones: ['+15555550100'],
      birthday: { year: 1990, month: 12, day: 1 },
      // protected-history.js: Protect 2024-10-19, then Unprotect 2024-12-08 — public now.
      privateAccount: false,
      signupIps: ['192.0.2.1'],
      loginIps: ['192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5', '192.0.2.6'],
      connectedApps: ['Twitter for iPhone', 'iOS'],
      posts: 4,
      connections: { followers: 3, following: 3, blocked: 2 },
      readsCleanly: true,
    },
  },
  {
    sample: 'x-twitter/dchest-tweets',
    facts: {
      platform: 'x',
      // data/js/payload_details.js: "created_at" : "2018-03-05 23:08:49 +0000"
      exportDate: '2018-03-05T23:08:49.000Z',
      usernames: ['dchest'],
      names: ['Alex Sample'],
      locations: ['Montenegro'],
      posts: 12,
      readsCleanly: true,
    },
  },
  {
    sample: 'x-twitter/eroija-twitter',
    frozen: true,
    facts: {
      platform: 'x',
      exportDate: '2022-11-23T22:46:08.749Z',
      emails: ['user1@example.com'],
      usernames: ['EImamai'],
      phones: ['+254755550100'],
      birthday: { year: 1983, month: 1, day: 1 },
      signupIps: ['192.0.2.1'],
      loginIps: ['192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5', '192.0.2.6', '192.0.2.7'],
      // sso.js: a Google sign-in ("associationMethodType": "Login") with this address.
      linkedAccounts: ['user1@example.com'],
      connectedApps: ['Twitter for Android'],
      posts: 4,
      // protected-history.js is an empty list: the export does not say.
      privateAccount: null,
      connections: { followers: 3, following: 3, blocked: 0 },
      readsCleanly: true,
    },
  },
  // ── Instagram ────────────────────────────────────────────────────────────────────────────────
  {
    sample: 'instagram/corsali-userdata-extractor',
    facts: {
      platform: 'instagram',
      names: ['Carl Sagan'],
      usernames: ['carl.in.space'],
      birthday: { year: 1934, month: 11, day: 9 },
      privateAccount: false,
      loginIps: ['8.8.8.8', '192.0.2.21', '2001:db8::10'],
      signupIps: ['192.0.2.22'],
      connectedApps: ['LightWidget', 'Later', 'Hootsuite'],
      connections: { followers: 8, following: 7, blocked: 1 },
      readsCleanly: true,
    },
  },
  {
    sample: 'instagram/yummyhopper-personal_instagram_analysis',
    facts: {
      platform: 'instagram',
      deviceModels: ['Apple iPhone11,8'],
      // Only the Threads flag is in this export: Instagram's own privacy is not stated.
      privateAccount: null,
      readsCleanly: true,
    },
  },
  {
    sample: 'instagram/GoodnessFx-Recall',
    facts: {
      platform: 'instagram',
      signupIps: ['192.0.2.4'],
      // login_activity.json has 192.0.2.1–3; profile_activity.json (no wrapping key) adds the
      // addresses of account e-mails and changes.
      loginIps: ['192.0.2.1', '192.0.2.2', '192.0.2.3', '2001:db8::1', '2001:db8::2'],
      offPlatformActivity: ['JM Technologies LTD', 'Lovable.dev', 'Twilio', 'Aicut', 'veedstudio'],
      connections: { followers: 3, following: 3, blocked: 1 },
      readsCleanly: true,
    },
  },
  {
    sample: 'instagram/robertoclase-InstagramPage',
    frozen: true,
    facts: {
      platform: 'instagram',
      // Only connections/ was exported: nothing about logins or the profile.
      connections: { followers: 3, following: 3, blocked: 3 },
      privateAccount: null,
      readsCleanly: true,
    },
  },
  // ── Facebook ─────────────────────────────────────────────────────────────────────────────────
  {
    sample: 'facebook/corsali-userdata-extractor',
    facts: {
      platform: 'facebook',
      birthday: { year: 1990, month: 1, day: 1 },
      locations: ['Newman, California', 'Oklahoma City, Oklahoma'],
      relations: ['Parent One Example'],
      loginIps: ['192.0.2.1', '192.0.2.10'],
      connectedApps: ['Laka', 'Risk: Global Domination', 'ROUVY'],
      offPlatformActivity: ['formula1.com'],
      connections: { friends: 4, followers: 3, following: 3 },
      readsCleanly: true,
    },
  },
  {
    sample: 'facebook/Lackoftactics-facebook_data_analyzer',
    facts: {
      platform: 'facebook',
      // "Downloaded by Mona Leigh on Monday, April 16, 2018 at 12:05pm EDT"
      exportDate: '2018-04-16T16:05:00.000Z',
      names: ['Mona Leigh'],
      birthday: { year: 1990, month: 1, day: 1 },
      emails: ['Mona.Leigh@gmail.com', 'Mona.Leigh@facebook.com'],
      phones: ['(123) 456-7890'],
      readsCleanly: true,
    },
  },
  {
    sample: 'facebook/SamuelePilleri-facebook-schemas',
    facts: { platform: 'facebook', readsCleanly: true },
  },
  {
    sample: 'facebook/NorseKode-Waultar-App',
    facts: {
      platform: 'facebook',
      names: ['Alex Sample'],
      usernames: ['cyb0rgninj4'],
      emails: ['user1@example.com'],
      phones: ['+4555550100'],
      birthday: { year: 1998, month: 1, day: 1 },
      // posts/your_posts_1.json holds 14 entries, two of them without text or attachment.
      posts: 14,
      comments: 6,
      readsCleanly: true,
    },
  },
  {
    sample: 'facebook/ashloren-FB-Timeline',
    facts: {
      platform: 'facebook',
      // "Downloaded by … on Saturday, December 2, 2017 at 8:05pm PST"
      exportDate: '2017-12-03T04:05:00.000Z',
      names: ['Alex Sample', 'Alex Example'],
      emails: ['user1@example.com', 'user2@example.com'],
      phones: ['+15555550100'],
      birthday: { year: 1987, month: 1, day: 1 },
      locations: ['Portland, Oregon'],
      relations: ['Jordan Sample', 'Chris Sample'],
      // html/security.htm: sessions and account activity from 2001:db8::1 (also spelt 2001:0db8::1).
      loginIps: ['2001:db8::1'],
      // html/timeline.htm: nine status updates with text (the other entries are activity lines).
      posts: 9,
      // html/apps.htm, "Installed Applications".
      connectedApps: ['IFTTT', 'Uber', 'OkCupid'],
      readsCleanly: true,
    },
  },
  // ── TikTok ───────────────────────────────────────────────────────────────────────────────────
  {
    sample: 'tiktok/LamineLSU-TikTokMiniGamesPrivacy',
    facts: {
      platform: 'tiktok',
      privateAccount: false,
      birthday: { year: null, month: 12, day: 17 },
      emails: ['appxxx@gmail.com'],
      readsCleanly: true,
    },
  },
  {
    sample: 'tiktok/textandgetrich-Jupiter',
    frozen: true,
    facts: {
      platform: 'tiktok',
      usernames: ['ceoalphonso1'],
      emails: ['user2@example.com'],
      phones: ['+15555550101'],
      birthday: { year: 1976, month: 1, day: 1 },
      privateAccount: false,
      loginIps: ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5', '192.0.2.6'],
      // Comment.Comments.CommentsList: the user's own 10 comments.
      comments: 10,
      // Status List: 40 rows, 2 distinct devices.
      devicesAtMost: 2,
      connections: { followers: 3, following: 3 },
      readsCleanly: true,
    },
  },
  {
    sample: 'tiktok/geekbrownbear-ytdlp4tt',
    facts: {
      platform: 'tiktok',
      // One trailing comma after "NetworkType": "Wi-Fi" in the login list; the rest is valid.
      loginIps: ['1.2.3.4'],
    },
  },
  // ── LinkedIn ─────────────────────────────────────────────────────────────────────────────────
  {
    sample: 'linkedin/abhishekwebcode-Abhishek-Mathur-Complete_LinkedInDataExport_11-04-2018',
    facts: {
      platform: 'linkedin',
      loginIps: ['192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5'],
      signupIps: ['192.0.2.1'],
      birthday: { year: 1998, month: 1, day: 1 },
      readsCleanly: true,
    },
  },
  {
    sample: 'linkedin/apk0703-linkdin_profile_analysis',
    facts: {
      platform: 'linkedin',
      loginIps: ['2001:db8::1', '2001:db8::2', '2001:db8::3'],
      birthday: { year: null, month: 1, day: 1 },
      readsCleanly: true,
    },
  },
  {
    sample: 'linkedin/mohamedeways-LinkedIn-Profile',
    facts: {
      platform: 'linkedin',
      phones: ['+20 555 555 0105', '05555550105'],
      signupIps: ['192.0.2.1'],
      connections: { connections: 0 },
      readsCleanly: true,
    },
  },
  {
    sample: 'linkedin/Feynman10-Proile',
    facts: {
      platform: 'linkedin',
      names: ['Alex Sample'],
      // Profile.csv: Twitter Handles "[sample_alex]", Instant Messengers "[SKYPE:Alex Sample]".
      usernames: ['sample_alex', 'Alex Sample'],
      notUsernames: ['[sample_alex]', 'Alex Sample]', 'sample_alex]'],
      emails: ['user1@example.com', 'user2@example.com'],
      phones: ['+46 70 555 01 00'],
      birthday: { year: null, month: 1, day: 1 },
      locations: ['Washington DC-Baltimore Area'],
      // Verifications.csv: ID verification with a passport ("pp"), 2024-11-13.
      verifications: ['passport'],
      // Rich_Media.csv: five uploaded videos.
      posts: 5,
      connections: { connections: 0 },
      readsCleanly: true,
    },
  },
  {
    sample: 'linkedin/roystrath-linkedin_dash_plotly',
    frozen: true,
    facts: {
      platform: 'linkedin',
      // Connections.csv is a header without rows.
      connections: { connections: 0 },
      emails: ['user1@example.com'],
      readsCleanly: true,
    },
  },
  // ── Google ───────────────────────────────────────────────────────────────────────────────────
  {
    sample: 'google/dogsheep-google-takeout-to-sqlite',
    facts: { platform: 'google', readsCleanly: true },
  },
  {
    sample: 'google/ausilianapoli-Google-Takeout-Forensics',
    facts: { platform: 'google', places: ['iCTLab s.r.l.'], readsCleanly: true },
  },
  {
    sample: 'google/corsali-userdata-extractor',
    facts: { platform: 'google', comments: 3, connections: { following: 5 }, readsCleanly: true },
  },
  {
    sample: 'google/CarlosBergillos-LocationHistoryFormat',
    facts: { platform: 'google', readsCleanly: true },
  },
  {
    sample: 'google/Ganesh1238-Google-Takeout-Data-Analysis',
    facts: {
      platform: 'google',
      // Chrome/Autofill.json: two autofill profiles.
      names: ['Alex Sample'],
      emails: ['user1@example.com'],
      phones: ['055555 50100'],
      readsCleanly: true,
    },
  },
  {
    sample: 'google/seanbreckenridge-google_takeout_parser',
    // A German Takeout whose every file is empty (0 bytes): recognised, nothing invented.
    facts: { platform: 'google', connections: { followers: null, following: null } },
  },
  {
    sample: 'google/zareyt-LocTrac-New',
    facts: {
      platform: 'google',
      // archive_browser.html: "Mar 17, 2023, 3:39:15 PM PDT"
      exportDate: '2023-03-17T22:39:15.000Z',
      // Labeled places.json ("Surf fishing") and the two reviewed businesses of Reviews.json.
      places: ['Surf fishing', "LA SALLE A MANGER de l'Epicerie Centrale"],
      // Location History/Settings.json: deviceSpec.device of each reporting device.
      deviceModels: ['iPhone15,3', 'iPhone13,1', 'iPad11,6'],
      readsCleanly: true,
    },
  },
];
