// Hand-written facts for the fourth held-out export samples under ./samples/ (see PROVENANCE.md
// here): real exports gathered after the first three held-out sets had been used to fix the
// importers, by someone who never read the importers, so this set measures them on exports nobody
// tuned them on. Every fact was read from the sample's own files and written down before any
// importer ran on them. Values are the placeholders the samples carry (documentation IPs,
// userN@example.com, 555 numbers, "Alex Sample"). A fact states only what the files plainly say;
// where an importer could fairly read a file either way (a private 10.x login address, a display
// name carrying emoji, a push client's name as a device, a birth date of 1887, the name in a page
// heading, a handle the account had before) no fact is stated.
import type { SampleEntry } from '../../testing/facts.ts';

export const HELDOUT4_FACTS: readonly SampleEntry[] = [
  // ── X ────────────────────────────────────────────────────────────────────────────────────────
  {
    // Archive of September 2023 (expanded style, no manifest.js): phone number, IP audit and
    // five connected apps.
    sample: 'x-twitter/timlinux-timlinux-twitter-archive',
    facts: {
      platform: 'x',
      // data/account.js: "username" : "alexsample", "accountDisplayName" : "Alex Sample"
      usernames: ['alexsample'],
      names: ['Alex Sample'],
      // data/account.js: "email" : "user1@example.com"
      emails: ['user1@example.com'],
      // data/phone-number.js: "phoneNumber" : "+351915550100"
      phones: ['+351915550100'],
      // data/account-creation-ip.js: "userCreationIp" : "192.0.2.1"
      signupIps: ['192.0.2.1'],
      // data/ip-audit.js: four logins, 192.0.2.2 three times and 192.0.2.3 once.
      loginIps: ['192.0.2.2', '192.0.2.3'],
      // data/connected-application.js: the five "name" values.
      connectedApps: ['Twitter for Android', 'SoundCloud', 'Twitter for iPhone', 'iOS', 'Quora'],
      // data/profile.js: "location" : "Portalegre, Portugal"
      locations: ['Portalegre, Portugal'],
      readsCleanly: true,
    },
  },
  {
    // Archive of June 2023 (expanded style, no manifest.js) of an account opened in 2008: two
    // screen-name changes, two iOS push devices, apps named in Cyrillic.
    sample: 'x-twitter/vovavasylyna-mytwitterarchive',
    facts: {
      platform: 'x',
      // data/account.js: "username" : "alexsample" (also the last "changedTo" of
      // screen-name-change.js); the earlier handles are not stated.
      usernames: ['alexsample'],
      // data/account.js: "accountDisplayName" : "Alex"
      names: ['Alex'],
      emails: ['user1@example.com'],
      // data/account-creation-ip.js: "userCreationIp" : "192.0.2.1"
      signupIps: ['192.0.2.1'],
      // data/ip-audit.js: 192.0.2.2 twice, 192.0.2.3 once; 10.59.40.5 is private, not stated.
      loginIps: ['192.0.2.2', '192.0.2.3'],
      // data/connected-application.js: "name" : "Я.Онлайн", "Twitter for iPhone",
      // "Hotot for Chrome", "iOS"
      connectedApps: ['Я.Онлайн', 'Twitter for iPhone', 'Hotot for Chrome', 'iOS'],
      // data/ni-devices.js: two push devices with distinct udids, nothing else lists a device.
      devicesAtMost: 2,
      readsCleanly: true,
    },
  },
  {
    // 2026 archive of a French brand account, with manifest.js, ageinfo.js and the e-mail history.
    sample: 'x-twitter/Ezilryb-X',
    facts: {
      platform: 'x',
      // data/manifest.js: "generationDate" : "2026-07-25T12:21:58.798Z"
      exportDate: '2026-07-25T12:21:58.798Z',
      // data/account.js: "username" : "BetaCapitalWEB", "accountDisplayName" : "BetaCapital"
      usernames: ['BetaCapitalWEB'],
      names: ['BetaCapital'],
      // data/account.js and data/email-address-change.js: "user1@example.com"
      emails: ['user1@example.com'],
      // data/ageinfo.js: "birthDate" : "2000-01-01"
      birthday: { year: 2000, month: 1, day: 1 },
      signupIps: ['192.0.2.1'],
      // data/connected-application.js: "name" : "Twitter for Android"
      connectedApps: ['Twitter for Android'],
      readsCleanly: true,
    },
  },
  {
    // 2020 archive in the compact style (`[ {` … `} ]`); the owner's birth date is a joke
    // (1887, age 132), so no birthday is stated, nor the emoji-laden display name.
    sample: 'x-twitter/qrush-archive',
    facts: {
      platform: 'x',
      // data/account.js: "username" : "alexsample", "email" : "user1@example.com"
      usernames: ['alexsample'],
      emails: ['user1@example.com'],
      // data/account-creation-ip.js: "userCreationIp" : "192.0.2.1"
      signupIps: ['192.0.2.1'],
      // data/profile.js: "location" : "Boston, MA"
      locations: ['Boston, MA'],
      readsCleanly: true,
    },
  },
  {
    // 2020 archive of a Japanese account in the compact style: protected-history.js (four
    // switches, the last one "Protect"), a phone number, a one-character display name (not
    // stated).
    sample: 'x-twitter/takumi-git-test-page',
    facts: {
      platform: 'x',
      // data/account.js: "username" : "Sample_priv", "email" : "user1@example.com"
      usernames: ['Sample_priv'],
      emails: ['user1@example.com'],
      // data/phone-number.js: "phoneNumber" : "+818055550100"
      phones: ['+818055550100'],
      // data/account-creation-ip.js: "userCreationIp" : "192.0.2.1"
      signupIps: ['192.0.2.1'],
      // data/protected-history.js: the latest entry, of 2020-07-27T00:46:43Z, is "Protect".
      privateAccount: true,
      readsCleanly: true,
    },
  },
  // ── Instagram ────────────────────────────────────────────────────────────────────────────────
  {
    // 2024 files at the repository root: following.json, profiles_you've_favorited.json and
    // recommended_topics.json, without a followers file.
    sample: 'instagram/Sppdd-Personal-net',
    facts: {
      platform: 'instagram',
      // following.json: four records under "relationships_following"; no followers_*.json.
      connections: { following: 4, followers: null },
      readsCleanly: true,
    },
  },
  {
    // 2025 following.json alone at the repository root (Indonesian account).
    sample: 'instagram/Manusiajago-IntipGram',
    facts: {
      platform: 'instagram',
      // following.json: five records under "relationships_following"; no followers_*.json.
      connections: { following: 5, followers: null },
      readsCleanly: true,
    },
  },
  {
    // posts_1.json and post_comments_1.json at the repository root (2020-2024), bare arrays,
    // Meta's Latin-1 mojibake escapes in captions and comments.
    sample: 'instagram/Moff1-PersonalProjects',
    facts: {
      platform: 'instagram',
      // posts_1.json: three posts (each a carousel of two media items, one "title" per post).
      posts: 3,
      // post_comments_1.json: four records, each with a "Comment" value.
      comments: 4,
      readsCleanly: true,
    },
  },
  // ── Facebook ─────────────────────────────────────────────────────────────────────────────────
  {
    // 2015 HTML archive (html/*.htm), Spanish (Chile), security page only.
    sample: 'facebook/dalletopid-dalletopid.github.io',
    facts: {
      platform: 'facebook',
      // html/security.htm footer: "Descargado por Alex Sample en Jueves, 2 de julio de 2015 a
      // las 11:26 UTC-03"
      exportDate: '2015-07-02T14:26:00.000Z',
      // "Sesiones activas" and "Actividad de la cuenta": "Dirección IP: 192.0.2.1" (a Login),
      // 192.0.2.2 (a session), 192.0.2.3 (a session and two "Session updated").
      loginIps: ['192.0.2.1', '192.0.2.2', '192.0.2.3'],
      readsCleanly: true,
    },
  },
  {
    // 2017 HTML archive in the same older layout (html/*.html), Spanish (Peru), security page.
    sample: 'facebook/sienrik15-fbchull',
    facts: {
      platform: 'facebook',
      // html/security.html footer: "Descargado por Alex Sample en sábado, 23 de septiembre de
      // 2017 a las 23:29 UTC-05"
      exportDate: '2017-09-24T04:29:00.000Z',
      // "Sesiones activas": "Dirección IP: 192.0.2.1", "192.0.2.2", "192.0.2.3"
      loginIps: ['192.0.2.1', '192.0.2.2', '192.0.2.3'],
      readsCleanly: true,
    },
  },
  {
    // January 2022 ads files at the repository root, their wrapping object cut by the owner:
    // advertisers_you've_interacted_with.json and
    // advertisers_using_your_activity_or_information.json.
    sample: 'facebook/tarunchy-mldata',
    facts: {
      platform: 'facebook',
      readsCleanly: true,
    },
  },
  // ── LinkedIn ─────────────────────────────────────────────────────────────────────────────────
  {
    // Profile.csv only; no birth date.
    sample: 'linkedin/JAS0N-SMITH-cv',
    facts: {
      platform: 'linkedin',
      // First Name "Alex", Last Name "Sample"
      names: ['Alex Sample'],
      // Geo Location "Frederick, Maryland, United States"
      locations: ['Frederick, Maryland, United States'],
      readsCleanly: true,
    },
  },
  {
    // Profile.csv only; a first name ending in "bin", a street address, a [PERSONAL:url] site.
    sample: 'linkedin/IlhamKassim-resume-builder',
    facts: {
      platform: 'linkedin',
      // First Name "Alex Sample bin", Last Name "Example"
      names: ['Alex Sample bin Example'],
      // Birth Date "Dec 1"
      birthday: { year: null, month: 12, day: 1 },
      // Geo Location "State College, Pennsylvania, United States"
      locations: ['State College, Pennsylvania, United States'],
      readsCleanly: true,
    },
  },
  {
    // Profile.csv only; Address "na", an HTML entity and non-ASCII punctuation in the summary.
    sample: 'linkedin/sdonovan43-CloudMatchAI',
    facts: {
      platform: 'linkedin',
      names: ['Alex Sample'],
      // Birth Date "Nov 1"
      birthday: { year: null, month: 11, day: 1 },
      // Geo Location "Atlanta Metropolitan Area"
      locations: ['Atlanta Metropolitan Area'],
      readsCleanly: true,
    },
  },
  // ── TikTok ───────────────────────────────────────────────────────────────────────────────────
  {
    // 2024 user_data_tiktok.json cut to its first section, "Ads and data" (Turkish account).
    sample: 'tiktok/beyzaacesur-tiktok-chronotypes-analysis',
    facts: {
      platform: 'tiktok',
      // "Off TikTok Activity" → "OffTikTokActivityDataList": "Source" values.
      offPlatformActivity: ['admin8888', 'DopingHafıza'],
      readsCleanly: true,
    },
  },
  // ── Google ───────────────────────────────────────────────────────────────────────────────────
  {
    // December 2017 Saved Places.json at the repository root (older capitalised keys), Mexico
    // City, a name with escaped quotes.
    sample: 'google/pzingg-cdmx',
    facts: {
      platform: 'google',
      // properties.Title / Location."Business Name" of the four features.
      places: [
        'Sanborns',
        'Librería el Callejón de los Milagros',
        'Biblioteca de México "Jose Vasconcelos"',
        'Palacio de Bellas Artes',
      ],
      readsCleanly: true,
    },
  },
  {
    // 2021-22 Saved Places.json at the repository root ("key": value style): saves with only a
    // Title, one without a country code, one whose Title differs from its Business Name (not
    // stated).
    sample: 'google/sofiaf-99-sofiaf-99.github.io',
    facts: {
      platform: 'google',
      // Title and Business Name "Winding Stair Bookshop", "Temple Bar Gallery + Studios"; Title
      // only "Old Library, South-East Inner City, Dublin", "Jönköping, Suède".
      places: [
        'Winding Stair Bookshop',
        'Temple Bar Gallery + Studios',
        'Old Library, South-East Inner City, Dublin',
        'Jönköping, Suède',
      ],
      readsCleanly: true,
    },
  },
  {
    // Early 2018 Saved Places.json at the repository root (older capitalised keys), US places.
    sample: 'google/SijiaLi-GoogleMapsStars',
    facts: {
      platform: 'google',
      // properties.Title / Location."Business Name" of the three features.
      places: ['LimeRed Teahouse', 'Okemo Mountain Resort', 'Caffè Nero'],
      readsCleanly: true,
    },
  },
  {
    // 2025 Saved Places.json at the repository root in the newer lower-case shape
    // (properties.location.name): a save with no location (0,0 and a Comment), Chinese names,
    // one place without a country code.
    sample: 'google/Rougeetnoir-waypoints',
    facts: {
      platform: 'google',
      // properties.location.name of the four located features.
      places: ['Market Hotpot', '潘威記', '恆友魚蛋', 'Fugang Fishing Harbor'],
      readsCleanly: true,
    },
  },
];
