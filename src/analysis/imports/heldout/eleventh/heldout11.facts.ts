// Hand-written facts for the eleventh held-out export samples under ./samples/ (see PROVENANCE.md
// here): real exports gathered after the first ten held-out sets had been used to fix the
// importers, by someone who never read the importers, so this set measures them on exports nobody
// tuned them on. Every fact was read from the sample's own files and written down before any
// importer ran on them. Values are the placeholders the samples carry (documentation IPs,
// "Alex Sample", `sample.friendN`). A fact states only what the files plainly say; where an
// importer could fairly read a file either way (an IP a photo was uploaded from, the second
// LinkedIn phone number written with a country code and spaces, a push-notification device of X,
// a Google location visit that names no place, a liked post) no fact is stated.
import type { SampleEntry } from '../../testing/facts.ts';

export const HELDOUT11_FACTS: readonly SampleEntry[] = [
  // ── X ────────────────────────────────────────────────────────────────────────────────────────
  {
    // June 2026 archive under twitter/data/: manifest, account, account creation IP, age info,
    // three connected apps (one of them twice), an IP audit cut to five entries, push devices
    // (ni-devices.js) and the profile.
    sample: 'x-twitter/davidroughan-VirtualDavid',
    facts: {
      platform: 'x',
      // twitter/data/manifest.js: "generationDate" : "2026-06-08T05:04:29.525Z"
      exportDate: '2026-06-08T05:04:29.525Z',
      // twitter/data/account.js: "username" : "AlexSample", "accountDisplayName" : "Alex Sample"
      usernames: ['AlexSample'],
      names: ['Alex Sample'],
      // twitter/data/account.js: "email" : "user1@example.com"
      emails: ['user1@example.com'],
      // twitter/data/account-creation-ip.js: "userCreationIp" : "192.0.2.1"
      signupIps: ['192.0.2.1'],
      // twitter/data/ip-audit.js: five "loginIp" values, 192.0.2.2 twice.
      loginIps: ['192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5'],
      // twitter/data/ageinfo.js: "birthDate" : "1970-06-15"
      birthday: { year: 1970, month: 6, day: 15 },
      // twitter/data/connected-application.js: "Twitter for Android" (approved twice) and
      // "New Samsung Galaxy".
      connectedApps: ['Twitter for Android', 'New Samsung Galaxy'],
      // twitter/data/profile.js: "location" : "Sydney, New South Wales"
      locations: ['Sydney, New South Wales'],
      readsCleanly: true,
    },
  },
  {
    // November 2022 archive under twitter/data/: manifest, account (a display name starting with
    // enclosed letters), Periscope account information, profile and five connected apps.
    sample: 'x-twitter/JessicaMulein-JessicaMulein',
    facts: {
      platform: 'x',
      // twitter/data/manifest.js: "generationDate" : "2022-11-05T06:33:07.558Z"
      exportDate: '2022-11-05T06:33:07.558Z',
      // twitter/data/account.js: "username" : "AlexSample", "accountDisplayName" : "🄰🅂 Alex Sample"
      usernames: ['AlexSample'],
      names: ['🄰🅂 Alex Sample'],
      // twitter/data/account.js: "email" : "user1@example.com"
      emails: ['user1@example.com'],
      // twitter/data/connected-application.js: the five "name" values.
      connectedApps: [
        'qURI',
        'Twitter for Android',
        'Gearbox SHiFT Website',
        'GitLab.com',
        'Neon CRM Social Media Login',
      ],
      readsCleanly: true,
    },
  },
  // ── Facebook ─────────────────────────────────────────────────────────────────────────────────
  {
    // A 2020 JSON export (Ireland) with its files in data/: profile_information.json,
    // logins_and_logouts.json, where_you're_logged_in.json and account_activity.json, IPv4 and
    // IPv6 addresses.
    sample: 'facebook/barlowlm-FYPFLASK',
    facts: {
      platform: 'facebook',
      // data/profile_information.json: "full_name": "Alex Sam Sample"
      names: ['Alex Sam Sample'],
      // data/profile_information.json: "emails": ["user1@example.com"]
      emails: ['user1@example.com'],
      // data/profile_information.json: two "phone_number" values, one verified, one not.
      phones: ['+15555550100', '+15555550101'],
      // data/profile_information.json: "birthday": { "year": 1990, "month": 6, "day": 15 }
      birthday: { year: 1990, month: 6, day: 15 },
      // data/profile_information.json: "current_city": { "name": "Dublin, Ireland" }
      locations: ['Dublin, Ireland'],
      // data/logins_and_logouts.json (logins and log-outs), data/where_you're_logged_in.json
      // (sessions) and data/account_activity.json ("Session updated").
      loginIps: [
        '192.0.2.1',
        '192.0.2.2',
        '192.0.2.3',
        '2001:db8::1',
        '2001:db8::2',
        '192.0.2.8',
        '192.0.2.4',
        '192.0.2.5',
        '2001:db8::3',
        '192.0.2.6',
        '192.0.2.7',
      ],
      // data/where_you're_logged_in.json: "device": "Mac", "iPhone 6s", "iPad Air"
      deviceModels: ['Mac', 'iPhone 6s', 'iPad Air'],
      readsCleanly: true,
    },
  },
  {
    // A Vietnamese account's your_posts__check_ins__photos_and_videos_1.json of 2021-2022 at the
    // repository root, cut to three entries: a shared post, a shared link and a photo post without
    // a title; Latin-1 mojibake escapes.
    sample: 'facebook/Nhule0502-Facebook_analysis',
    facts: {
      platform: 'facebook',
      // your_posts__check_ins__photos_and_videos_1.json: three entries (timestamps 1638506685,
      // 1649605497, 1654095746).
      posts: 3,
      readsCleanly: true,
    },
  },
  {
    // A your_posts__check_ins__photos_and_videos_1.json of 2008-2025 at the repository root, cut
    // to three entries: a shared link, a status update and a 2025 post shared from Instagram with
    // a photo, a video and a place.
    sample: 'facebook/daveontour-MuseumOfDave',
    facts: {
      platform: 'facebook',
      // your_posts__check_ins__photos_and_videos_1.json: three entries (timestamps 1296292301,
      // 1201091345, 1762419400).
      posts: 3,
      // your_posts__check_ins__photos_and_videos_1.json: "place": { "name": "Nullarbor Plain", … }
      places: ['Nullarbor Plain'],
      readsCleanly: true,
    },
  },
  // ── Instagram ────────────────────────────────────────────────────────────────────────────────
  {
    // A 2026 export's personal_information.json, followers_1.json (cut to three) and posts_1.json
    // (cut to two posts) in data/; no following list.
    sample: 'instagram/ceciliammurphy-final-project',
    facts: {
      platform: 'instagram',
      // data/personal_information.json: "Username" "alex.sample", "Name" "alex"
      usernames: ['alex.sample'],
      names: ['alex'],
      // data/personal_information.json: "Email" "user1@example.com"
      emails: ['user1@example.com'],
      // data/personal_information.json: "Phone Number" "+15555550100"
      phones: ['+15555550100'],
      // data/personal_information.json: "Date of birth" "2000-06-15"
      birthday: { year: 2000, month: 6, day: 15 },
      // data/personal_information.json: "Private Account" "False"
      privateAccount: false,
      // data/posts_1.json: two posts ("my favorite holiday #splash", "Ranch Weekend …").
      posts: 2,
      // data/followers_1.json: three entries; no following file in the sample.
      connections: { followers: 3, following: null },
      readsCleanly: true,
    },
  },
  {
    // A lone 2025 liked_posts.json ("likes_media_likes", cut to three likes) in data/.
    sample: 'instagram/shirleychen003-preservr_data_visualization',
    facts: {
      platform: 'instagram',
      readsCleanly: true,
    },
  },
  // ── LinkedIn ─────────────────────────────────────────────────────────────────────────────────
  {
    // A LinkedIn export's Profile, Registration (2015), Email Addresses, PhoneNumbers and
    // Whatsapp Phone Numbers files in data/.
    sample: 'linkedin/Atharvachouthai-GraphRAG-Pipeline-for-LinkedIn-Connections-',
    facts: {
      platform: 'linkedin',
      // data/Profile.csv: "First Name" Alex, "Last Name" Sample
      names: ['Alex Sample'],
      // data/Email Addresses.csv: user1@example.com (confirmed, primary)
      emails: ['user1@example.com'],
      // data/PhoneNumbers.csv: ",5555550101,Mobile"
      phones: ['5555550101'],
      // data/Profile.csv: "Birth Date" "Jun 15" (no year)
      birthday: { year: null, month: 6, day: 15 },
      // data/Registration.csv: "Registration Ip" 192.0.2.1
      signupIps: ['192.0.2.1'],
      // data/Profile.csv: "Geo Location" "Falls Church, Virginia, United States"
      locations: ['Falls Church, Virginia, United States'],
      readsCleanly: true,
    },
  },
  {
    // A LinkedIn export of late 2024 or after: Profile, Registration, Email Addresses (the same
    // address twice), PhoneNumbers, Languages and Events files in data/.
    sample: 'linkedin/ChronoCoders-linkedin-cleaner',
    facts: {
      platform: 'linkedin',
      // data/Profile.csv: "First Name" Alex, "Last Name" Sample
      names: ['Alex Sample'],
      // data/Email Addresses.csv: user1@example.com (once unconfirmed, once confirmed and primary)
      emails: ['user1@example.com'],
      // data/PhoneNumbers.csv: ",555-555-0101,Work"
      phones: ['555-555-0101'],
      // data/Profile.csv: "Birth Date" "Jun 15" (no year)
      birthday: { year: null, month: 6, day: 15 },
      // data/Registration.csv: "Registration Ip" 192.0.2.1
      signupIps: ['192.0.2.1'],
      // data/Profile.csv: "Geo Location" "New York City Metropolitan Area"
      locations: ['New York City Metropolitan Area'],
      readsCleanly: true,
    },
  },
  // ── Google ───────────────────────────────────────────────────────────────────────────────────
  {
    // A 2025 Google Maps Timeline location-history.json exported from a phone (visits and
    // activities with "geo:" points and place IDs, no place names) at the repository root, cut to
    // four entries.
    sample: 'google/chrisgao99-project_location_analysis',
    facts: {
      platform: 'google',
      readsCleanly: true,
    },
  },
  {
    // A 2022 YouTube search-history.json in data/ holding two ads watched ("From Google Ads") and
    // a search, with "activityControls". Nothing about the account itself.
    sample: 'google/BarishNamazov-yt-analysis',
    facts: {
      platform: 'google',
      readsCleanly: true,
    },
  },
];
