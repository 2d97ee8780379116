// Hand-written facts for the tenth held-out export samples under ./samples/ (see PROVENANCE.md
// here): real exports gathered after the first nine held-out sets had been used to fix the
// importers, by someone who never read the importers, so this set measures them on exports nobody
// tuned them on. Every fact was read from the sample's own files and written down before any
// importer ran on them. Values are the placeholders the samples carry (documentation IPs,
// "Alex Sample", `sample.friendN`). A fact states only what the files plainly say; where an
// importer could fairly read a file either way (a tweet count a Grailbird index announces for
// files that are not there, the sender of an outgoing LinkedIn invitation, the billing contact and
// IP of a Google Play order, a company followed on LinkedIn, a follow request still pending, an
// advertiser that uploaded a contact list) no fact is stated.
import type { SampleEntry } from '../../testing/facts.ts';

export const HELDOUT10_FACTS: readonly SampleEntry[] = [
  // ── X ────────────────────────────────────────────────────────────────────────────────────────
  {
    // April 2023 archive in the expanded style: the manifest, eleven connected apps and an IP
    // audit cut to six entries; no account.js, so the handle and display name are only in the
    // manifest.
    sample: 'x-twitter/extratone-ihadtopee',
    facts: {
      platform: 'x',
      // data/manifest.js: "generationDate" : "2023-04-29T10:07:04.625Z"
      exportDate: '2023-04-29T10:07:04.625Z',
      // data/manifest.js: "userInfo" : { "userName" : "AlexSample", "displayName" : "Alex Sample" }
      usernames: ['AlexSample'],
      names: ['Alex Sample'],
      // data/ip-audit.js: six "loginIp" values, 192.0.2.1 twice, 192.0.2.2 to 192.0.2.5 once each.
      loginIps: ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5'],
      // data/connected-application.js: the eleven "name" values.
      connectedApps: [
        'Mobile Web',
        'iOS',
        'YouTube on iOS',
        'IFTTT',
        'Tweet Seeker',
        'Twitter for Mac',
        'Twitter for iPhone',
        'Twidere X iOS',
        'Google',
        'Linky for iOS',
        'TweetDeck',
      ],
      readsCleanly: true,
    },
  },
  {
    // Grailbird archive of a bot account: user_details.js, payload_details.js (the later date
    // form "2015-10-17 06:42:50 +0000") and tweet_index.js; the monthly tweet files it lists are
    // not in the sample.
    sample: 'x-twitter/hugovk-everyfinnishno',
    facts: {
      platform: 'x',
      // data/js/payload_details.js: "created_at" : "2015-10-17 06:42:50 +0000"
      exportDate: '2015-10-17T06:42:50.000Z',
      // data/js/user_details.js: "screen_name" : "EveryFinnishNo"
      usernames: ['EveryFinnishNo'],
      // data/js/user_details.js: "full_name" : "Every Finnish Number"
      names: ['Every Finnish Number'],
      // data/js/user_details.js: "location" : "Helsinki, Finland"
      locations: ['Helsinki, Finland'],
      readsCleanly: true,
    },
  },
  // ── Facebook ─────────────────────────────────────────────────────────────────────────────────
  {
    // A Slovak account's your_posts_1.json (cut to three entries) and event_invitations.json at
    // the repository root, Latin-1 mojibake escapes.
    sample: 'facebook/kis81-dataday3',
    facts: {
      platform: 'facebook',
      // your_posts_1.json: three entries - "Alex Sample posted something via Citát na dnes.",
      // "Alex Sample shared a post.", "Alex Sample shared a link."
      posts: 3,
      readsCleanly: true,
    },
  },
  {
    // A your_posts_1.json of 2016 at the repository root, cut to three entries: a status update,
    // a check-in and an untitled shared link.
    sample: 'facebook/HunterHillis-FBPostingHabitsAnalysis',
    facts: {
      platform: 'facebook',
      // your_posts_1.json: three entries (timestamps 1471086224, 1476291797, 1480113186).
      posts: 3,
      // your_posts_1.json: "title": "Alex Sample is feeling excited in Georgetown.", with
      // attachments "place": { "name": "Georgetown", … }
      places: ['Georgetown'],
      readsCleanly: true,
    },
  },
  {
    // Two ads files of 2021 at the repository root: ads clicked (history_v2) and advertisers
    // that uploaded a contact list (custom_audiences_v2). Nothing about the account itself.
    sample: 'facebook/Smith-MichaelJ1995-fb-ads-information',
    facts: {
      platform: 'facebook',
      readsCleanly: true,
    },
  },
  // ── Instagram ────────────────────────────────────────────────────────────────────────────────
  {
    // 2025 following.json in the newer shape (handle in "title", /_u/ links, no "value") and
    // pending_follow_requests.json at the root, following_hashtags.json in src/.
    sample: 'instagram/DenzelAnoliefo-Instagram-Follow-Checker',
    facts: {
      platform: 'instagram',
      // following.json: "relationships_following" with three entries.
      connections: { following: 3 },
      readsCleanly: true,
    },
  },
  // ── LinkedIn ─────────────────────────────────────────────────────────────────────────────────
  {
    // May 2021 CSV files at the repository root: Connections (no "Notes:" preamble), Invitations
    // and Reactions.
    sample: 'linkedin/harshitkd-linkedin-analysis',
    facts: {
      platform: 'linkedin',
      // Connections.csv: header and three rows.
      connections: { connections: 3 },
      readsCleanly: true,
    },
  },
  {
    // A lone 2026 Company Follows.csv at the repository root (dates as "Fri Jun 26 16:11:27 UTC
    // 2026", a quoted name with a comma, Portuguese letters).
    sample: 'linkedin/Mauricio1806-Conections-map',
    facts: {
      platform: 'linkedin',
      readsCleanly: true,
    },
  },
  // ── Google ───────────────────────────────────────────────────────────────────────────────────
  {
    // Google Play files of 2019-20 at the repository root: Devices.json (cut to three phones),
    // Order History.json and Play Settings.json.
    sample: 'google/Babae006-Babae006',
    facts: {
      platform: 'google',
      // Devices.json: "modelName": "LM-X320", "moto e5 go", "SM-A102U" (each given twice, under
      // "mostRecentData" and "dataAtTimeOfUserPlayActivity").
      deviceModels: ['LM-X320', 'moto e5 go', 'SM-A102U'],
      // Devices.json: three "device" entries, each a different phone.
      devicesAtMost: 3,
      readsCleanly: true,
    },
  },
  {
    // A March 2022 YouTube watch history under its Takeout path, cut to three entries (one
    // without a channel). Nothing about the account itself.
    sample: 'google/GarciaMichael568-Youtube_Chrome_Extension',
    facts: {
      platform: 'google',
      readsCleanly: true,
    },
  },
];
