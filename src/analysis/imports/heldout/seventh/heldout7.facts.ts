// Hand-written facts for the seventh held-out export samples under ./samples/ (see PROVENANCE.md
// here): real exports gathered after the first six held-out sets had been used to fix the
// importers, by someone who never read the importers, so this set measures them on exports nobody
// tuned them on. Every fact was read from the sample's own files and written down before any
// importer ran on them. Values are the placeholders the samples carry (documentation IPs,
// userN@example.com, "Alex Sample"). A fact states only what the files plainly say; where an
// importer could fairly read a file either way (a follower or following count a manifest announces
// for a file that is not there, a handle the account had before, the owner's name in a page
// heading, a phone number typed with spaces and dashes, how many devices a list of sessions on one
// phone makes, archived posts counted as posts or not, advertisers counted as off-platform activity
// or not, the export date in a folder name) no fact is stated.
import type { SampleEntry } from '../../testing/facts.ts';

export const HELDOUT7_FACTS: readonly SampleEntry[] = [
  // ── X ────────────────────────────────────────────────────────────────────────────────────────
  {
    // November 2022 archive of a personal account in the expanded style, with a manifest, an empty
    // ageinfo.js, an empty phone-number.js, an empty following.js, eight connected apps, one
    // handle change and one e-mail change.
    sample: 'x-twitter/JackLance-jacklance.github.io',
    facts: {
      platform: 'x',
      // data/manifest.js: "generationDate" : "2022-11-06T15:53:33.138Z"
      exportDate: '2022-11-06T15:53:33.138Z',
      // data/account.js: "username" : "Alex_S_Sample", "accountDisplayName" : "Alex Sample"
      usernames: ['Alex_S_Sample'],
      names: ['Alex Sample'],
      // data/account.js: "email" : "user1@example.com"
      emails: ['user1@example.com'],
      // data/account-creation-ip.js: "userCreationIp" : "192.0.2.1"
      signupIps: ['192.0.2.1'],
      // data/ip-audit.js: four entries, 192.0.2.2 twice, 192.0.2.3 and 192.0.2.4 once each.
      loginIps: ['192.0.2.2', '192.0.2.3', '192.0.2.4'],
      // data/connected-application.js: the eight "name" values.
      connectedApps: [
        'Ask.fm',
        'Tweetails',
        'Furland',
        'WatchMixer',
        'tweetdeleter.com auth',
        'THE NUMBERS',
        'TweetDeck',
        'LAYTON’S MYSTERY JOURNEY',
      ],
      // data/following.js: window.YTD.following.part0 = [ ] (the follower count the manifest
      // announces is for a file that is not in the sample, so no follower fact).
      connections: { following: 0 },
      readsCleanly: true,
    },
  },
  {
    // May 2021 archive in the compact style ("[ {" … "} ]") committed without account.js: a
    // manifest, ageinfo.js with a birth date, the creation IP, an IP audit, one connected app and
    // one push device.
    sample: 'x-twitter/MorangTheClang-Twitter2',
    facts: {
      platform: 'x',
      // data/manifest.js: "generationDate" : "2021-05-19T04:09:14.061Z"
      exportDate: '2021-05-19T04:09:14.061Z',
      // data/manifest.js: "userInfo" : { "userName" : "Sample_Recluse", … }
      usernames: ['Sample_Recluse'],
      // data/ageinfo.js: "birthDate" : "1995-06-01"
      birthday: { year: 1995, month: 6, day: 1 },
      // data/account-creation-ip.js: "userCreationIp" : "192.0.2.1"
      signupIps: ['192.0.2.1'],
      // data/ip-audit.js: 192.0.2.1 three times, 192.0.2.2 once.
      loginIps: ['192.0.2.1', '192.0.2.2'],
      // data/connected-application.js: "name" : "Twitlonger"
      connectedApps: ['Twitlonger'],
      readsCleanly: true,
    },
  },
  // ── TikTok ───────────────────────────────────────────────────────────────────────────────────
  {
    // 2024 TXT export at the repository root: the owner's comments and the app status records.
    sample: 'tiktok/Tabziemarie96-Tabziemarie96',
    facts: {
      platform: 'tiktok',
      // Comments.txt: five "Date: … / Comment: …" records.
      comments: 5,
      readsCleanly: true,
    },
  },
  {
    // November 2024 TXT export of a student project: own posts and followers under TiktokData/,
    // the following list at the repository root.
    sample: 'tiktok/saharazem-tiktok-personal-engagement-analysis',
    facts: {
      platform: 'tiktok',
      // TiktokData/Post.txt: three "Date: … / Link: … / Like(s): …" records, one video link each.
      posts: 3,
      // TiktokData/Follower.txt: three records; Following.txt: three records.
      connections: { followers: 3, following: 3 },
      readsCleanly: true,
    },
  },
  {
    // December 2024 TXT watch history ("Browsing History.txt") at the repository root, alone.
    sample: 'tiktok/ezgiuluata-DSA-210-Term-Project-Fall-2024',
    facts: {
      platform: 'tiktok',
      readsCleanly: true,
    },
  },
  // ── Instagram ────────────────────────────────────────────────────────────────────────────────
  {
    // 2025 files at the repository root: advertisers using the owner's activity (mojibake),
    // archived posts and liked comments.
    sample: 'instagram/Gracie-H-core-studio-system-project',
    facts: {
      platform: 'instagram',
      // No followers_*.json or following.json in the sample.
      connections: { followers: null, following: null },
      readsCleanly: true,
    },
  },
  {
    // 2026 following.json alone at the repository root, in the newer shape (handle in "title",
    // "/_u/" links, no "value").
    sample: 'instagram/tpg4l-likesReport',
    facts: {
      platform: 'instagram',
      // following.json: three records under "relationships_following"; no followers file.
      connections: { following: 3, followers: null },
      readsCleanly: true,
    },
  },
  // ── Facebook ─────────────────────────────────────────────────────────────────────────────────
  {
    // May 2024 HTML export in Spanish (newest layout): the "where you're logged in" page only.
    sample: 'facebook/DskyDsky-Aldemar-Snow-',
    facts: {
      platform: 'facebook',
      // Heading: "Generado por Alex Sample el Jueves, 9 de mayo de 2024 a las 21:17 UTC-07:00"
      exportDate: '2024-05-10T04:17:00.000Z',
      // security_and_login_information/where_you're_logged_in.html: "Dirección IP" 192.0.2.1,
      // 192.0.2.2 and 2001:db8::1 (twice).
      loginIps: ['192.0.2.1', '192.0.2.2', '2001:db8::1'],
      // Each of the four sessions is headed " - Xiaomi X6 Pro".
      deviceModels: ['Xiaomi X6 Pro'],
      readsCleanly: true,
    },
  },
  {
    // 2024 recently_viewed.json alone at the repository root (feed posts, videos, Marketplace
    // interactions, ads), from a JSON export.
    sample: 'facebook/bmyers59-dataInEMAT',
    facts: {
      platform: 'facebook',
      readsCleanly: true,
    },
  },
  {
    // 2024 your_friends.json alone at the repository root, from a JSON export (mojibake in a
    // name, one friend with contact_info).
    sample: 'facebook/jszoke1-DataEMAT24',
    facts: {
      platform: 'facebook',
      // your_friends.json: three records under "friends_v2".
      connections: { friends: 3 },
      readsCleanly: true,
    },
  },
  // ── LinkedIn ─────────────────────────────────────────────────────────────────────────────────
  {
    // September 2022 export folder "Complete_LinkedInDataExport_09-12-2022 (1)": Profile, e-mail,
    // phone, registration and connections (with the "Notes:" preamble).
    sample: 'linkedin/Sajiah-mylinkedindata',
    facts: {
      platform: 'linkedin',
      // Profile.csv: First Name "Alex", Last Name "Sample"
      names: ['Alex Sample'],
      // Geo Location "Syracuse, New York, United States"
      locations: ['Syracuse, New York, United States'],
      // Email Addresses.csv: "user1@example.com", Confirmed Yes, Primary Yes
      emails: ['user1@example.com'],
      // Registration.csv: Registration Ip "192.0.2.1"
      signupIps: ['192.0.2.1'],
      // Connections.csv: three rows after the notes and the header.
      connections: { connections: 3 },
      readsCleanly: true,
    },
  },
  {
    // 2025 Connections.csv alone at the repository root, in the newer columns (URL, no "Notes:"
    // preamble).
    sample: 'linkedin/Fpini-Linkedin_Profile',
    facts: {
      platform: 'linkedin',
      // Connections.csv: three rows after the header.
      connections: { connections: 3 },
      readsCleanly: true,
    },
  },
  // ── Google ───────────────────────────────────────────────────────────────────────────────────
  {
    // July 2023 Chrome BrowserHistory.json (Android) at the repository root.
    sample: 'google/Primo30-Primo30',
    facts: {
      platform: 'google',
      readsCleanly: true,
    },
  },
  {
    // September 2020 Google Ads "My Activity" file at the repository root, compact style.
    sample: 'google/CMaydesign-D3-Data-Vis',
    facts: {
      platform: 'google',
      readsCleanly: true,
    },
  },
  {
    // December 2019 Google Play Music MyActivity.json at the repository root, compact style.
    sample: 'google/daortellado-gpm-wrapped',
    facts: {
      platform: 'google',
      readsCleanly: true,
    },
  },
];
