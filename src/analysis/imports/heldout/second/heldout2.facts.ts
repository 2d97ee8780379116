// Hand-written facts for the second held-out export samples under ./samples/ (see PROVENANCE.md
// here): real exports no importer was written or tuned against, gathered after the first held-out
// set had been used for fixes. Every fact was read from the sample's own files and written down
// before any importer ran on them. Values are the placeholders the samples carry (documentation
// IPs, userN@example.com, 555 numbers, "Alex Sample"). A fact states only what the files plainly
// say; where a file is ambiguous or hand-edited by its owner, no fact is stated.
import type { SampleEntry } from '../../testing/facts.ts';

export const HELDOUT2_FACTS: readonly SampleEntry[] = [
  // ── X ────────────────────────────────────────────────────────────────────────────────────────
  {
    // 2022 archive whose owner emptied every security file while manifest.js still counts 19 IP
    // audits and 12 device tokens: the security checks have nothing to run on.
    sample: 'x-twitter/Datenquelle-Twitter-Archive',
    facts: {
      platform: 'x',
      // data/manifest.js: "generationDate" : "2022-05-12T15:40:58.834Z"
      exportDate: '2022-05-12T15:40:58.834Z',
      usernames: ['Datenquelle'],
      locations: ['Schweiz'],
      // No protected-history.js: the export does not say.
      privateAccount: null,
      readsCleanly: true,
    },
  },
  {
    // 2022 archive; the owner masked the login IP and left trailing commas in ip-audit.js and
    // device-token.js, so no IP and no clean-read fact is stated.
    sample: 'x-twitter/andreruffert-twitter',
    facts: {
      platform: 'x',
      exportDate: '2022-11-14T18:44:55.824Z',
      usernames: ['alexsample'],
      // account.js "accountDisplayName"
      names: ['Alex Sämple'],
      locations: ['Berlin, Germany'],
    },
  },
  {
    // 2021 compact-style profile.js / ip-audit.js next to 2023 expanded-style account.js and
    // connected-application.js; no manifest.js.
    sample: 'x-twitter/larsbrinkhoff-twitter-data',
    facts: {
      platform: 'x',
      usernames: ['alexsample'],
      names: ['Alex Sample'],
      emails: ['user1@example.com'],
      // ip-audit.js: four logins from three addresses.
      loginIps: ['192.0.2.1', '192.0.2.2', '192.0.2.3'],
      connectedApps: [
        'AtariAge Forum Login',
        'DISQUS',
        'Coding Horror Discussion',
        'WordPress.com',
      ],
      readsCleanly: true,
    },
  },
  {
    // 2013 "Grailbird" archive (data/js/user_details.js, payload_details.js), German bio.
    sample: 'x-twitter/NiciDieNase-twitterarchiv',
    facts: {
      platform: 'x',
      // payload_details.js "created_at" : "Sat Apr 13 21:15:50 +0000 2013"
      exportDate: '2013-04-13T21:15:50.000Z',
      usernames: ['nicidienase'],
      // user_details.js "full_name"
      names: ['Alex'],
      locations: ['Karlsruhe'],
      readsCleanly: true,
    },
  },
  // ── Instagram ────────────────────────────────────────────────────────────────────────────────
  {
    // 2025 export with followers_and_following/ at the root (no connections/ level).
    sample: 'instagram/peggz19-Insa',
    facts: {
      platform: 'instagram',
      // followers_1.json ×3; no following.json in the sample.
      connections: { followers: 3, following: null },
      readsCleanly: true,
    },
  },
  {
    // 2024 export: following and blocked profiles only.
    sample: 'instagram/lampros-m-nonfollowers',
    facts: {
      platform: 'instagram',
      connections: { followers: null, following: 3, blocked: 3 },
      readsCleanly: true,
    },
  },
  {
    // 2023 export whose followers file is followers.json (no _1).
    sample: 'instagram/stuparlu-InstagramUnfollowersPy',
    facts: {
      platform: 'instagram',
      connections: { followers: 3, following: null },
      readsCleanly: true,
    },
  },
  {
    // 2025 export holding only follow requests received: these are not followers.
    sample: 'instagram/WicfuL-io-cek-followers',
    facts: {
      platform: 'instagram',
      connections: { followers: null, following: null },
      readsCleanly: true,
    },
  },
  // ── Facebook ─────────────────────────────────────────────────────────────────────────────────
  {
    // 2014 HTML archive (index.htm, html/contact_info.htm, html/security.htm).
    sample: 'facebook/lazandrei-lazandrei.github.io',
    facts: {
      platform: 'facebook',
      // "Downloaded by Alex Sample on Wednesday, June 18, 2014 at 5:07am UTC+03"
      exportDate: '2014-06-18T02:07:00.000Z',
      names: ['Alex Sample'],
      emails: ['user1@example.com', 'alex.sample.9@facebook.com'],
      phones: ['+40755550100'],
      // "01/01/1990"
      birthday: { year: 1990, month: 1, day: 1 },
      // "Current City"
      locations: ['Aparatorii Patriei, Bucuresti, Romania'],
      // "Family": "Sam Sample (Mother (Pending))"
      relations: ['Sam Sample'],
      // Active sessions and account activity.
      loginIps: ['192.0.2.1', '192.0.2.2', '192.0.2.3'],
      connectedApps: ['Patreon', 'CityVille', '9GAG'],
      readsCleanly: true,
    },
  },
  {
    // 2022 HTML export in French, 2020+ HTML layout.
    sample: 'facebook/hunchoap-fbdata',
    facts: {
      platform: 'facebook',
      // "Générée par Alex Sample le Samedi 24 décembre 2022, 14:53 UTC+01:00"
      exportDate: '2022-12-24T13:53:00.000Z',
      names: ['Alex Sample'],
      // "Nom d’utilisateur"
      usernames: ['Alexsample1001'],
      emails: ['user1@example.com', 'user2@example.com'],
      // "Date de naissance": "1 sept. 1980"
      birthday: { year: 1980, month: 9, day: 1 },
      // account_activity.html "Adresse IP" ×5.
      loginIps: ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5'],
      // "Applications actives".
      connectedApps: ['Octane AI', 'Tidio', 'Netflix'],
      readsCleanly: true,
    },
  },
  {
    // 2021 HTML export in Spanish, 2019-2021 HTML layout (profile page only).
    sample: 'facebook/MarioAlbertoSierra-Facebook',
    facts: {
      platform: 'facebook',
      // "Generado por Sam Sample el Miércoles, 16 de junio de 2021 a las 03:11 UTC-05:00"
      exportDate: '2021-06-16T08:11:00.000Z',
      names: ['Alex Sam Sample'],
      phones: ['+528665550100'],
      // "Fecha de nacimiento": "1 may. 1999"
      birthday: { year: 1999, month: 5, day: 1 },
      // "Ciudad actual"
      locations: ['Monclova Vieja, Coahuila De Zaragoza, Mexico'],
      readsCleanly: true,
    },
  },
  // ── TikTok ───────────────────────────────────────────────────────────────────────────────────
  {
    // 2026 JSON export starting with "Likes and Favorites"; no profile, no own videos, no comments.
    sample: 'tiktok/porter7678-tiktok-shuffler',
    facts: {
      platform: 'tiktok',
      // Favourited videos and collections are not the user's own posts.
      posts: 0,
      comments: 0,
      connections: { followers: null, following: null },
      privateAccount: null,
      readsCleanly: true,
    },
  },
  {
    // 2021 TXT export (Profile/Profile Info.txt, App Settings/Settings.txt).
    sample: 'tiktok/rixsistembot-botsistem',
    facts: {
      platform: 'tiktok',
      usernames: ['yt_sample'],
      emails: ['user1@example.com'],
      // "Birthdate: 01-Jan-2001"
      birthday: { year: 2001, month: 1, day: 1 },
      // "Private Account: Disabled"
      privateAccount: false,
      readsCleanly: true,
    },
  },
  // ── LinkedIn ─────────────────────────────────────────────────────────────────────────────────
  {
    sample: 'linkedin/pmarmaroli-pmarmaroli.github.io',
    facts: {
      platform: 'linkedin',
      names: ['Alex Sample'],
      // Birth Date "Feb 1, 1984"
      birthday: { year: 1984, month: 2, day: 1 },
      locations: ['Tallinn, Harjumaa, Estonia'],
      readsCleanly: true,
    },
  },
  {
    // Profile.csv only; Portuguese "Geo Location".
    sample: 'linkedin/moisessalgado-moisessalgado.github.io',
    facts: {
      platform: 'linkedin',
      names: ['Sam Example'],
      birthday: { year: 1985, month: 5, day: 1 },
      locations: ['Florianópolis e Região'],
      readsCleanly: true,
    },
  },
  {
    // Profile.csv only, with a postal address.
    sample: 'linkedin/GyaneshSamanta-Portfolio-Website',
    facts: {
      platform: 'linkedin',
      names: ['Jamie Example'],
      birthday: { year: 2000, month: 1, day: 1 },
      locations: ['Bengaluru, Karnataka, India'],
      readsCleanly: true,
    },
  },
  {
    // Email Addresses.csv only.
    sample: 'linkedin/GeneralInfluence-JobHunter',
    facts: {
      platform: 'linkedin',
      emails: ['user1@example.com', 'user2@example.com', 'user3@example.com', 'user4@example.com'],
      readsCleanly: true,
    },
  },
  // ── Google ───────────────────────────────────────────────────────────────────────────────────
  {
    // 2022 Takeout: Location History settings (three iPhones), one semantic month, labeled places.
    sample: 'google/mattwilson1024-google-photos-exif',
    facts: {
      platform: 'google',
      // Settings.json deviceSpec.device, three device tags.
      deviceModels: ['iPhone13,4'],
      devicesAtMost: 3,
      // 2022_FEBRUARY.json placeVisit.
      places: ['West Virginia State Capitol'],
      readsCleanly: true,
    },
  },
  {
    // Location History without the Takeout/ folder level.
    sample: 'google/Naman-mahi-abc',
    facts: {
      platform: 'google',
      deviceModels: ['SM-M317F', 'motorola one action'],
      devicesAtMost: 2,
      readsCleanly: true,
    },
  },
  {
    // YouTube my-comments.html: four comments and one reply, all the user's own.
    sample: 'google/RennyCode-youtube-data-analyst',
    facts: {
      platform: 'google',
      comments: 5,
      posts: 0,
      readsCleanly: true,
    },
  },
];
