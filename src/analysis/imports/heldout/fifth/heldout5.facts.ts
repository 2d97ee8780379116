// Hand-written facts for the fifth held-out export samples under ./samples/ (see PROVENANCE.md
// here): real exports gathered after the first four held-out sets had been used to fix the
// importers, by someone who never read the importers, so this set measures them on exports nobody
// tuned them on. Every fact was read from the sample's own files and written down before any
// importer ran on them. Values are the placeholders the samples carry (documentation IPs,
// userN@example.com, 555 numbers, "Alex Sample"). A fact states only what the files plainly say;
// where an importer could fairly read a file either way (a follower count a manifest announces for
// a file that is not there, the name in a page heading or footer, a Twitter handle in a LinkedIn
// profile, a handle the account had before, the second spelling of one phone number) no fact is
// stated.
import type { SampleEntry } from '../../testing/facts.ts';

export const HELDOUT5_FACTS: readonly SampleEntry[] = [
  // ── X ────────────────────────────────────────────────────────────────────────────────────────
  {
    // April 2020 archive of a game's account in the compact style, with manifest.js, an IP audit
    // and one connected app.
    sample: 'x-twitter/denchi-lumeninferiusarchive',
    facts: {
      platform: 'x',
      // data/manifest.js: "generationDate" : "2020-04-03T07:37:58.422Z"
      exportDate: '2020-04-03T07:37:58.422Z',
      // data/account.js: "username" : "LumenInferius", "accountDisplayName" : "Lumen Inferius"
      usernames: ['LumenInferius'],
      names: ['Lumen Inferius'],
      // data/account.js: "email" : "user1@example.com"
      emails: ['user1@example.com'],
      // data/account-creation-ip.js: "userCreationIp" : "192.0.2.1"
      signupIps: ['192.0.2.1'],
      // data/ip-audit.js: four entries, 192.0.2.2 twice, 192.0.2.3 and 192.0.2.4 once each.
      loginIps: ['192.0.2.2', '192.0.2.3', '192.0.2.4'],
      // data/connected-application.js: "name" : "Twitter for iPhone"
      connectedApps: ['Twitter for iPhone'],
      readsCleanly: true,
    },
  },
  {
    // November 2021 archive of an organisation's account in the expanded style, without a
    // manifest: ageinfo.js, one handle change, one connected app, an IP audit.
    sample: 'x-twitter/kglibrarian-RTIatMLATwitterArchive',
    facts: {
      platform: 'x',
      // data/account.js: "username" : "RTIatMLA" (also the "changedTo" of screen-name-change.js);
      // the earlier handle is not stated.
      usernames: ['RTIatMLA'],
      // data/account.js: "accountDisplayName" : "Research Training Institute for Librarians"
      names: ['Research Training Institute for Librarians'],
      emails: ['user1@example.com'],
      // data/ageinfo.js: "birthDate" : "1982-01-01"
      birthday: { year: 1982, month: 1, day: 1 },
      // data/account-creation-ip.js: "userCreationIp" : "192.0.2.1"
      signupIps: ['192.0.2.1'],
      // data/ip-audit.js: 192.0.2.2 twice, 192.0.2.3 twice, 192.0.2.4 once.
      loginIps: ['192.0.2.2', '192.0.2.3', '192.0.2.4'],
      // data/connected-application.js: "name" : "TweetMySlides"
      connectedApps: ['TweetMySlides'],
      // No follower.js or following.js in the sample.
      connections: { followers: null, following: null },
      readsCleanly: true,
    },
  },
  {
    // March 2026 archive committed with account.js, profile.js and a manifest written without a
    // space before the colons; Japanese bio.
    sample: 'x-twitter/Clowd22-CustomTwitterArcaive',
    facts: {
      platform: 'x',
      // data/manifest.js: "generationDate": "2026-03-08T03:04:27.715Z"
      exportDate: '2026-03-08T03:04:27.715Z',
      // data/account.js: "username" : "Sample_728", "accountDisplayName" : "Alex"
      usernames: ['Sample_728'],
      names: ['Alex'],
      emails: ['user1@example.com'],
      // data/manifest.js lists only account and profile; no follower or following file.
      connections: { followers: null, following: null },
      readsCleanly: true,
    },
  },
  // ── Instagram ────────────────────────────────────────────────────────────────────────────────
  {
    // February 2023 followers_1.json (bare array) and following.json at the repository root.
    sample: 'instagram/SamIvanov7-alisa_bot',
    facts: {
      platform: 'instagram',
      // followers_1.json: three records; following.json: three records under
      // "relationships_following".
      connections: { followers: 3, following: 3 },
      readsCleanly: true,
    },
  },
  {
    // May 2026 followers_1.json and following.json in the newer shape (handle in "title", no
    // "value").
    sample: 'instagram/rud5356-joycrew',
    facts: {
      platform: 'instagram',
      // followers_1.json: three records; following.json: four records under
      // "relationships_following", each with a "title" and one string_list_data entry.
      connections: { followers: 3, following: 4 },
      readsCleanly: true,
    },
  },
  {
    // 2024 post_comments_1.json and reels_comments.json at the repository root (Turkish, mojibake).
    sample: 'instagram/adaakbulut-DSA210-Term-Project',
    facts: {
      platform: 'instagram',
      // post_comments_1.json: four records with a "Comment" value; reels_comments.json: five
      // records under "comments_reels_comments", each with a "Comment" value.
      comments: 9,
      // No followers_*.json or following.json in the sample.
      connections: { followers: null, following: null },
      readsCleanly: true,
    },
  },
  // ── Facebook ─────────────────────────────────────────────────────────────────────────────────
  {
    // October 2022 HTML export (newer layout, re-indented by its owner): the logins and logouts
    // page only.
    sample: 'facebook/DeadCoder1722-cnfgdhxdfgxc',
    facts: {
      platform: 'facebook',
      // Footer: "Generated by Alex Sample … on Thursday, 13 October 2022 at 12:15 UTC+06:00"
      exportDate: '2022-10-13T06:15:00.000Z',
      // security_and_login_information/logins_and_logouts.html: "IP address" 192.0.2.1 (two
      // "Log out"), 192.0.2.2 and 192.0.2.3 ("Login").
      loginIps: ['192.0.2.1', '192.0.2.2', '192.0.2.3'],
      readsCleanly: true,
    },
  },
  {
    // May 2021 HTML export (2020-21 layout): the off-Facebook activity index page only.
    sample: 'facebook/Mdfee-faria.github.io',
    facts: {
      platform: 'facebook',
      // Footer: "Generated by Alex Sample on Saturday, May 29, 2021 at 11:43 PM UTC+06:00"
      exportDate: '2021-05-29T17:43:00.000Z',
      // apps_and_websites_off_of_facebook/your_off-facebook_activity.html: the seven business
      // names ("SHAREit - Transfer &amp; Share" in the markup).
      offPlatformActivity: [
        'SHAREit - Transfer & Share',
        'Ludo Club',
        'Jumpy Jumpy',
        'TikTok',
        'Crush Stack',
        'Dice FRVR',
        'OMG',
      ],
      readsCleanly: true,
    },
  },
  // ── LinkedIn ─────────────────────────────────────────────────────────────────────────────────
  {
    // Older Profile.csv columns (Contact Instructions, Country), Email Addresses.csv, Phone
    // Numbers.csv under cv/export/.
    sample: 'linkedin/TomLous-resume',
    facts: {
      platform: 'linkedin',
      // cv/export/Profile.csv: First Name "Alex", Last Name "Sample"
      names: ['Alex Sample'],
      // Birth Date "Aug 1, 1979"
      birthday: { year: 1979, month: 8, day: 1 },
      // Geo Location "Berkel en Rodenrijs, South Holland Province, Netherlands"
      locations: ['Berkel en Rodenrijs, South Holland Province, Netherlands'],
      // cv/export/Email Addresses.csv: four addresses, all "Confirmed" Yes.
      emails: ['user1@example.com', 'user2@example.com', 'user3@example.com', 'user4@example.com'],
      // cv/export/Phone Numbers.csv: Number " +31655550100", Type "Mobile" (the second row, the
      // same number typed with spaces and no type, is not stated).
      phones: ['+31655550100'],
      // No Connections.csv in the sample.
      connections: { connections: null },
      readsCleanly: true,
    },
  },
  {
    // Profile.csv and Registration.csv under export/ (Germany).
    sample: 'linkedin/roschaefer-roschaefer.de',
    facts: {
      platform: 'linkedin',
      // export/Profile.csv: First Name "Alex", Last Name "Sämple"
      names: ['Alex Sämple'],
      // Birth Date "Jul 1"
      birthday: { year: null, month: 7, day: 1 },
      // Geo Location "Lohmar, North Rhine-Westphalia, Germany"
      locations: ['Lohmar, North Rhine-Westphalia, Germany'],
      // export/Registration.csv: Registration Ip "192.0.2.1"
      signupIps: ['192.0.2.1'],
      connections: { connections: null },
      readsCleanly: true,
    },
  },
  {
    // Profile.csv, Email Addresses.csv and Registration.csv under linkedin/ (Mexico).
    sample: 'linkedin/kevinflosan-portfolio',
    facts: {
      platform: 'linkedin',
      // linkedin/Profile.csv: First Name "Alex", Last Name "Sample Núñez"
      names: ['Alex Sample Núñez'],
      // Geo Location "Queretaro, Querétaro Arteaga, México"
      locations: ['Queretaro, Querétaro Arteaga, México'],
      // linkedin/Email Addresses.csv: "user1@example.com", Primary Yes
      emails: ['user1@example.com'],
      // linkedin/Registration.csv: Registration Ip "192.0.2.1"
      signupIps: ['192.0.2.1'],
      connections: { connections: null },
      readsCleanly: true,
    },
  },
  {
    // Profile.csv only, under linkedin/ (Italy), with a full birth date.
    sample: 'linkedin/mcaliman-mcaliman.github.io',
    facts: {
      platform: 'linkedin',
      // First Name "Alex", Last Name "Sample"
      names: ['Alex Sample'],
      // Birth Date "Mar 1, 1972"
      birthday: { year: 1972, month: 3, day: 1 },
      // Geo Location "Genoa, Liguria, Italy"
      locations: ['Genoa, Liguria, Italy'],
      readsCleanly: true,
    },
  },
  // ── Google ───────────────────────────────────────────────────────────────────────────────────
  {
    // December 2021 YouTube watch history under Takeout/YouTube and YouTube Music/history/.
    sample: 'google/chuan-khuna-youtube-wrapped-2021',
    facts: {
      platform: 'google',
      readsCleanly: true,
    },
  },
  {
    // February 2021 Google Assistant MyActivity.json at the repository root.
    sample: 'google/ttavarone-python-projects',
    facts: {
      platform: 'google',
      readsCleanly: true,
    },
  },
];
