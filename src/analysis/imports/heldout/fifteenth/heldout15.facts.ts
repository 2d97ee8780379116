// Hand-written facts for the fifteenth held-out export samples under ./samples/ (see PROVENANCE.md
// here): real exports gathered after the first fourteen held-out sets had been used to fix the
// importers, by someone who never read the importers, so this set measures them on exports nobody
// tuned them on. Every fact was read from the sample's own files and written down before any
// importer ran on them. Values are the placeholders the samples carry ("Alex Sample",
// `AlexSample`, `alex.sample`, June 15). A fact states only what the files plainly say; where an
// importer could fairly read a file either way (the city an Instagram page says the account is
// "situated in", a camera's device ID, a LinkedIn last name that is only an emoji, the tweet count
// of a Grailbird archive whose monthly files are not in the sample) no fact is stated.
import type { SampleEntry } from '../../testing/facts.ts';

export const HELDOUT15_FACTS: readonly SampleEntry[] = [
  // ── X ────────────────────────────────────────────────────────────────────────────────────────
  {
    // Grailbird archive of a Chinese account: user_details.js with every non-ASCII character
    // \u-escaped (the place, a ™ after the name, the bio) and the older API-style "created_at";
    // payload_details.js of October 2013. The monthly tweet files are not in the sample.
    sample: 'x-twitter/hotoo-twitter',
    facts: {
      platform: 'x',
      // data/js/payload_details.js: "created_at" : "2013-10-08 07:23:33 +0000"
      exportDate: '2013-10-08T07:23:33.000Z',
      // data/js/user_details.js: "screen_name" : "AlexSample"
      usernames: ['AlexSample'],
      // data/js/user_details.js: "full_name" : "Alex Sample\u2122"
      names: ['Alex Sample™'],
      // data/js/user_details.js: "location" : "\u676D\u5DDE" (Hangzhou)
      locations: ['杭州'],
      readsCleanly: true,
    },
  },
  {
    // Grailbird archive of a journalist's account created in 2006: payload_details.js written
    // with tabs and no space before the colons, its "created_at" in the API style "Sat Jul 08
    // 21:17:11 +0000 2017"; the bio holds a spelled-out e-mail address.
    sample: 'x-twitter/alomran-ahmed-tweets',
    facts: {
      platform: 'x',
      // data/js/payload_details.js: "created_at": "Sat Jul 08 21:17:11 +0000 2017"
      exportDate: '2017-07-08T21:17:11.000Z',
      // data/js/user_details.js: "screen_name" : "AlexSample", "full_name" : "Alex Sample"
      usernames: ['AlexSample'],
      names: ['Alex Sample'],
      // data/js/user_details.js: "location" : "Saudi Arabia"
      locations: ['Saudi Arabia'],
      readsCleanly: true,
    },
  },
  {
    // Grailbird archive of a Japanese account generated in November 2018 ("lang" : "ja"): a
    // location with escaped slashes and a bio with an escaped surrogate pair (an emoji).
    sample: 'x-twitter/a-know-tweets',
    facts: {
      platform: 'x',
      // data/js/payload_details.js: "created_at" : "2018-11-03 05:36:27 +0000"
      exportDate: '2018-11-03T05:36:27.000Z',
      // data/js/user_details.js: "screen_name" : "AlexSample", "full_name" : "Alex Sample"
      usernames: ['AlexSample'],
      names: ['Alex Sample'],
      // data/js/user_details.js: "location" : "Asakusa \/ Aoyama \/ Okayama, Japan"
      locations: ['Asakusa / Aoyama / Okayama, Japan'],
      readsCleanly: true,
    },
  },
  // ── Instagram ────────────────────────────────────────────────────────────────────────────────
  {
    // A Brazilian painter's HTML export in Portuguese with its folders at the repository root:
    // content/posts_1.html ("Publicações") cut to five of its posts (2020 and 2021), dates written
    // "11 de nov de 2021 03:47", some with a latitude and longitude, a tagged shop or an Android
    // device ID; information_about_you/account_based_in.html ("Conta situada em"). Style sheets
    // emptied, the photos not copied.
    sample: 'instagram/ManoelPradoMark22-backup-instragram-pinturasenoprado',
    facts: {
      platform: 'instagram',
      // content/posts_1.html: five posts ("11 de nov de 2021 03:47", "11 de mai de 2021 07:00",
      // "11 de mai de 2021 06:38", "19 de jan de 2021 13:24", "8 de set de 2020 03:39").
      posts: 5,
      // No personal-information page and no follower or following page in the sample.
      privateAccount: null,
      connections: { followers: null, following: null },
      readsCleanly: true,
    },
  },
  {
    // A small August 2023 HTML export at the repository root: followers_1.html and following.html
    // with one account each (the same one) and device_information/camera_information.html with a
    // camera device ID; style sheets emptied.
    sample: 'instagram/MarcusM2092-insta-stuff',
    facts: {
      platform: 'instagram',
      // followers_and_following/followers_1.html: one follower; following.html: one account.
      connections: { followers: 1, following: 1 },
      // No personal-information page in the sample.
      privateAccount: null,
      readsCleanly: true,
    },
  },
  // ── LinkedIn ─────────────────────────────────────────────────────────────────────────────────
  {
    // A Profile.csv in data/linkedin/ whose "Last Name" holds a comma inside quotes ("Sample,
    // MBA"), a birth date without a year, a company as Twitter handle, a Skype handle.
    sample: 'linkedin/Ferncliff-thesalessherpa-landing',
    facts: {
      platform: 'linkedin',
      // data/linkedin/Profile.csv: "First Name" Alex, "Last Name" "Sample, MBA"
      names: ['Alex Sample, MBA'],
      // data/linkedin/Profile.csv: "Birth Date" Jun 15 (no year)
      birthday: { year: null, month: 6, day: 15 },
      // data/linkedin/Profile.csv: "Geo Location" "Wake Forest, North Carolina, United States"
      locations: ['Wake Forest, North Carolina, United States'],
      readsCleanly: true,
    },
  },
  {
    // A Lithuanian member's Profile.csv in data/linkedin/: a street address, a birth date without
    // a year, a summary with doubled quotes and HTML entities (&amp;), no postcode.
    sample: 'linkedin/steellsas-cv-agent',
    facts: {
      platform: 'linkedin',
      // data/linkedin/Profile.csv: "First Name" Alex, "Last Name" Sample
      names: ['Alex Sample'],
      // data/linkedin/Profile.csv: "Birth Date" Jun 15 (no year)
      birthday: { year: null, month: 6, day: 15 },
      // data/linkedin/Profile.csv: "Geo Location" "Siauliu, Lithuania"
      locations: ['Siauliu, Lithuania'],
      readsCleanly: true,
    },
  },
  {
    // A Profile.csv in src/data/ with a full street address, a birth date with its year, a
    // Twitter handle, two websites and three messenger handles (Google Talk, WeChat, Skype).
    sample: 'linkedin/THEtheChad-thethechad.com',
    facts: {
      platform: 'linkedin',
      // src/data/Profile.csv: "First Name" Alex, "Last Name" Sample
      names: ['Alex Sample'],
      // src/data/Profile.csv: "Birth Date" "Jun 15, 1980"
      birthday: { year: 1980, month: 6, day: 15 },
      // src/data/Profile.csv: "Geo Location" "Kansas City, Missouri, United States"
      locations: ['Kansas City, Missouri, United States'],
      readsCleanly: true,
    },
  },
  {
    // A Kenyan member's Profile.csv in public/ with a maiden name, no address or birth date, the
    // employer in the headline and the summary.
    sample: 'linkedin/Geoffrey2002-portfolio-app',
    facts: {
      platform: 'linkedin',
      // public/Profile.csv: "First Name" Alex, "Last Name" Sample ("Maiden Name" Example)
      names: ['Alex Sample'],
      // public/Profile.csv: "Geo Location" "Nairobi County, Kenya"
      locations: ['Nairobi County, Kenya'],
      readsCleanly: true,
    },
  },
  {
    // An Indonesian member's Profile.csv in public/ whose "Last Name" is only an emoji, with no
    // address or birth date and three websites (one an Instagram profile).
    sample: 'linkedin/rochiyat-rochiyat.github.io',
    facts: {
      platform: 'linkedin',
      // public/Profile.csv: "Geo Location" "Bogor, West Java, Indonesia"
      locations: ['Bogor, West Java, Indonesia'],
      readsCleanly: true,
    },
  },
  // ── Google ───────────────────────────────────────────────────────────────────────────────────
  {
    // A Brazilian Takeout's Semantic Location History committed at the repository root without
    // Takeout/ or its "Location History" folder: 2019_JUNE.json cut to two place visits in São
    // Paulo (a stadium and a petrol station) and the car journey between them.
    sample: 'google/Elton-J-time_doctor_case',
    facts: {
      platform: 'google',
      // Semantic Location History/2019/2019_JUNE.json: the two placeVisit "location" "name"s.
      places: [
        'Cícero Pompeu de Toledo Stadium',
        'Posto Shell - Posto Faga E Bizarria Deriv De Pet',
      ],
      readsCleanly: true,
    },
  },
];
