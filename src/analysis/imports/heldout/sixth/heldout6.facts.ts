// Hand-written facts for the sixth held-out export samples under ./samples/ (see PROVENANCE.md
// here): real exports gathered after the first five held-out sets had been used to fix the
// importers, by someone who never read the importers, so this set measures them on exports nobody
// tuned them on. Every fact was read from the sample's own files and written down before any
// importer ran on them. Values are the placeholders the samples carry (documentation IPs,
// userN@example.com, 555 numbers, "Alex Sample"). A fact states only what the files plainly say;
// where an importer could fairly read a file either way (a follower or tweet count a manifest
// announces for a file that is not there, the archive date of a Grailbird payload, a handle the
// account had before, a phone number typed with spaces, the device model inside a browser string
// or a Fit data source, the IP a photo was uploaded from, a work or education verification, a
// carousel of several photos counted as one post or as several) no fact is stated.
import type { SampleEntry } from '../../testing/facts.ts';

export const HELDOUT6_FACTS: readonly SampleEntry[] = [
  // ── X ────────────────────────────────────────────────────────────────────────────────────────
  {
    // March 2022 archive (expanded style, manifest.js) of a French account opened in December
    // 2020: no e-mail in account.js, a phone number, a birth date, six connected apps, one handle
    // change, an IP audit and three followed accounts.
    sample: 'x-twitter/gaaaabriel-gaaaabriel.github.io',
    facts: {
      platform: 'x',
      // data/manifest.js: "generationDate" : "2022-03-27T18:57:07.326Z"
      exportDate: '2022-03-27T18:57:07.326Z',
      // data/account.js: "username" : "Sample_4417", "accountDisplayName" : "Alex 📡"; the earlier
      // handle of screen-name-change.js is not stated.
      usernames: ['Sample_4417'],
      names: ['Alex 📡'],
      // data/phone-number.js: "phoneNumber" : "+33755550100"
      phones: ['+33755550100'],
      // data/ageinfo.js: "birthDate" : "1999-12-01"
      birthday: { year: 1999, month: 12, day: 1 },
      // data/profile.js: "location" : "Ile-de-France, France"
      locations: ['Ile-de-France, France'],
      // data/account-creation-ip.js: "userCreationIp" : "192.0.2.1"
      signupIps: ['192.0.2.1'],
      // data/ip-audit.js: six entries, 192.0.2.5 twice, 192.0.2.2, .3, .4 and .6 once each.
      loginIps: ['192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5', '192.0.2.6'],
      // data/connected-application.js: the six "name" values.
      connectedApps: [
        'Twitter for Android',
        'spooler',
        'Twitter for iPhone',
        'LaDissertation.com',
        'TierMaker',
        'ibisPaint',
      ],
      // data/following.js: three records (the manifest's follower count of 0 is for a file the
      // archive does not hold, so followers are not stated).
      connections: { following: 3 },
      readsCleanly: true,
    },
  },
  {
    // April 2026 archive (manifest.js) of an account opened in 2007, with a birth date, a phone
    // number and an IP audit whose entries carry "loginPortNumber".
    sample: 'x-twitter/pattiereaves-pazzypunk',
    facts: {
      platform: 'x',
      // data/manifest.js: "generationDate" : "2026-04-14T20:13:45.398Z"
      exportDate: '2026-04-14T20:13:45.398Z',
      // data/account.js: "username" : "alexsample", "accountDisplayName" : "Alex Sample"
      usernames: ['alexsample'],
      names: ['Alex Sample'],
      // data/account.js: "email" : "user1@example.com"
      emails: ['user1@example.com'],
      // data/phone-number.js: "phoneNumber" : "+12075550100"
      phones: ['+12075550100'],
      // data/ageinfo.js: "birthDate" : "1985-02-01"
      birthday: { year: 1985, month: 2, day: 1 },
      // data/profile.js: "location" : "Tucson, AZ"
      locations: ['Tucson, AZ'],
      // data/account-creation-ip.js: "userCreationIp" : "192.0.2.1"
      signupIps: ['192.0.2.1'],
      // data/ip-audit.js: five entries, one IP each.
      loginIps: ['192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5', '192.0.2.6'],
      readsCleanly: true,
    },
  },
  {
    // Grailbird archive (the older layout: data/js/user_details.js and payload_details.js only).
    sample: 'x-twitter/IaninSheffield-MyTweets',
    facts: {
      platform: 'x',
      // data/js/user_details.js: "screen_name" : "AlexSampleUK", "full_name" : "Alex Sample"
      usernames: ['AlexSampleUK'],
      names: ['Alex Sample'],
      // data/js/user_details.js: "location" : "Sheffield, Yorkshire"
      locations: ['Sheffield, Yorkshire'],
      // A Grailbird archive holds no follower or following list.
      connections: { followers: null, following: null },
      readsCleanly: true,
    },
  },
  // ── TikTok ───────────────────────────────────────────────────────────────────────────────────
  {
    // 2024 TXT export committed at the repository root: Login History.txt (oldest first, no time
    // zone, empty "Carrier") and Off TikTok Activity.txt.
    sample: 'tiktok/melisnurdonerler-DSA210-Project',
    facts: {
      platform: 'tiktok',
      // Login History.txt: "IP:" 192.0.2.1 (twice), 192.0.2.2, 192.0.2.3 (twice), 192.0.2.4.
      loginIps: ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'],
      // Login History.txt: "Device Model: iPhone14,7" on all six logins, one phone.
      deviceModels: ['iPhone14,7'],
      devicesAtMost: 1,
      // Off TikTok Activity.txt: "Source: Boyner - Direct" on all three events.
      offPlatformActivity: ['Boyner - Direct'],
      readsCleanly: true,
    },
  },
  {
    // December 2023 TXT export at the repository root: Login History.txt (newest first, "UTC"
    // after each time, a carrier) and Like List.txt.
    sample: 'tiktok/tosunserhat-CS210_project',
    facts: {
      platform: 'tiktok',
      // Login History.txt: "IP:" 192.0.2.1 (twice, the same login listed twice), 192.0.2.2,
      // 192.0.2.3, 192.0.2.4.
      loginIps: ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'],
      // Login History.txt: "Device Model: iPhone12,1" on all five logins, one phone.
      deviceModels: ['iPhone12,1'],
      devicesAtMost: 1,
      // Like List.txt holds liked videos, not the user's own.
      posts: 0,
      readsCleanly: true,
    },
  },
  // ── Instagram ────────────────────────────────────────────────────────────────────────────────
  {
    // 2023-2024 reels.json at the repository root ("ig_reels_media", one video per record, one
    // with exif latitude/longitude).
    sample: 'instagram/jmhv03-me',
    facts: {
      platform: 'instagram',
      // reels.json: three records under "ig_reels_media", each one video of the user's own.
      posts: 3,
      // No followers_*.json or following.json in the sample.
      connections: { followers: null, following: null },
      readsCleanly: true,
    },
  },
  {
    // 2026 liked_posts.json at the repository root in the newest shape ("label_values", "fbid").
    sample: 'instagram/CharlieRing4-CPSC222FinalProject',
    facts: {
      platform: 'instagram',
      // liked_posts.json: three posts of other accounts the user liked; none is the user's own
      // post or comment.
      posts: 0,
      comments: 0,
      connections: { followers: null, following: null },
      readsCleanly: true,
    },
  },
  {
    // February 2020 export in the older layout (profile.json, connections.json, comments.json at
    // the repository root, one-line JSON), private account.
    sample: 'instagram/anitasxd-SocialMediaDataAnalysis',
    facts: {
      platform: 'instagram',
      // profile.json: "username": "alexsample", "name": "Alex Sample", "email": "user1@example.com"
      usernames: ['alexsample'],
      names: ['Alex Sample'],
      emails: ['user1@example.com'],
      // profile.json: "date_of_birth": "1999-12-01"
      birthday: { year: 1999, month: 12, day: 1 },
      // profile.json: "private_account": true
      privateAccount: true,
      // connections.json: "followers" three entries, "following" three, "blocked_users" two.
      connections: { followers: 3, following: 3, blocked: 2 },
      // comments.json: four "media_comments" entries.
      comments: 4,
      readsCleanly: true,
    },
  },
  // ── Facebook ─────────────────────────────────────────────────────────────────────────────────
  {
    // Spanish your_posts_1.json (2010 posts, mojibake) at the repository root.
    sample: 'facebook/Lucasfdz-Destripado-Facebook',
    facts: {
      platform: 'facebook',
      // your_posts_1.json: five records: three shared links (two with the user's own text), a
      // shared page and a bare status update.
      posts: 5,
      comments: 0,
      readsCleanly: true,
    },
  },
  {
    // English your_posts_1.json (2020 posts, photo metadata with "upload_ip") at the repository
    // root.
    sample: 'facebook/Kunleiky-ANALYSIS-OF-MY-FACEBOOK-DATA',
    facts: {
      platform: 'facebook',
      // your_posts_1.json: six records: two photo posts, two shared links, a status update and a
      // post on a friend's timeline.
      posts: 6,
      comments: 0,
      readsCleanly: true,
    },
  },
  {
    // May 2026 HTML export (newest layout): security_and_login_information/ip_address_activity.html
    // only.
    sample: 'facebook/AxoPogi123-My-Facebook-information',
    facts: {
      platform: 'facebook',
      // Header: "Generated by Alex Sample on <time datetime="2026-05-19T23:47Z">"
      exportDate: '2026-05-19T23:47:00.000Z',
      // ip_address_activity.html: "IP address" of three "Login" sections (192.0.2.1 to .3) and
      // one "Password Change" section (192.0.2.4).
      loginIps: ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'],
      readsCleanly: true,
    },
  },
  // ── LinkedIn ─────────────────────────────────────────────────────────────────────────────────
  {
    // Profile.csv, Email Addresses.csv, Registration.csv (2007) and PhoneNumbers.csv under
    // linkedin/ (Netherlands).
    sample: 'linkedin/johnbeuving-johnbeuving-ai',
    facts: {
      platform: 'linkedin',
      // linkedin/Profile.csv: First Name "Alex", Last Name "Sample"
      names: ['Alex Sample'],
      // Geo Location "Beilen, Drenthe, Netherlands"
      locations: ['Beilen, Drenthe, Netherlands'],
      // linkedin/Email Addresses.csv: "user1@example.com", Primary Yes
      emails: ['user1@example.com'],
      // linkedin/Registration.csv: Registration Ip "192.0.2.1"
      signupIps: ['192.0.2.1'],
      // No Connections.csv in the sample.
      connections: { connections: null },
      readsCleanly: true,
    },
  },
  {
    // Profile.csv only, under linkedin/ (Spain), birth date without a year.
    sample: 'linkedin/tofumarinado-umbreon',
    facts: {
      platform: 'linkedin',
      // linkedin/Profile.csv: First Name "Álex Andrés", Last Name "Sámple Ortíz"
      names: ['Álex Andrés Sámple Ortíz'],
      // Birth Date "Jan 1"
      birthday: { year: null, month: 1, day: 1 },
      // Geo Location "Lérida y alrededores"
      locations: ['Lérida y alrededores'],
      connections: { connections: null },
      readsCleanly: true,
    },
  },
  {
    // Profile.csv, Email Addresses.csv, Registration.csv (2003, no IP), PhoneNumbers.csv and
    // Verifications/Verifications.csv under data/ (USA).
    sample: 'linkedin/lac5q-job-search-dashboard',
    facts: {
      platform: 'linkedin',
      // data/Profile.csv: First Name "Alex", Last Name "Sample"
      names: ['Alex Sample'],
      // Birth Date "Mar 1, 1978"
      birthday: { year: 1978, month: 3, day: 1 },
      // Geo Location "Poway, California, United States"
      locations: ['Poway, California, United States'],
      // data/Email Addresses.csv: four addresses, all "Confirmed" Yes.
      emails: ['user1@example.com', 'user2@example.com', 'user3@example.com', 'user4@example.com'],
      connections: { connections: null },
      readsCleanly: true,
    },
  },
  // ── Google ───────────────────────────────────────────────────────────────────────────────────
  {
    // November 2016 Saved Places.json (older capitalised keys) and LocationHistory.json (older
    // "locations" layout) at the repository root.
    sample: 'google/aaronk313-dsi',
    facts: {
      platform: 'google',
      // Saved Places.json: properties.Title of the five features (one place listed twice).
      places: ['Massif Restaurant', 'Communal', 'The Donut Man', 'Old L.A. Zoo'],
      readsCleanly: true,
    },
  },
  {
    // December 2024 YouTube search-history.json at the repository root.
    sample: 'google/cfilipek-YouTube-Watch-History-2024',
    facts: {
      platform: 'google',
      readsCleanly: true,
    },
  },
  {
    // February 2020 Google Fit files under Takeout/Fit/All Data/.
    sample: 'google/apiispanen-biohacker',
    facts: {
      platform: 'google',
      readsCleanly: true,
    },
  },
];
