// Hand-written facts for the seventeenth held-out export samples under ./samples/ (see PROVENANCE.md
// here): real exports gathered after the first sixteen held-out sets had been used to fix the
// importers, by someone who never read the importers, so this set measures them on exports nobody
// tuned them on. Every fact was read from the sample's own files and written down before any
// importer ran on them. Values are the placeholders the samples carry ("Alex Sample",
// `AlexSample`, `sample.friend1`). A fact states only what the files plainly say; where an
// importer could fairly read a file either way (the tweet count of a Grailbird archive whose
// monthly files are not in the sample, a display name made only of punctuation) no fact is stated.
import type { SampleEntry } from '../../testing/facts.ts';

export const HELDOUT17_FACTS: readonly SampleEntry[] = [
  // ── X ────────────────────────────────────────────────────────────────────────────────────────
  {
    // Grailbird archive of a Japanese-language account ("lang" : "ja") generated in October 2017,
    // in the older space-before-colon style: a user_details.js whose name and bio are \u-escaped
    // Japanese and whose location is written without spaces after its commas.
    sample: 'x-twitter/asapoka-tweets',
    facts: {
      platform: 'x',
      // data/js/payload_details.js: "created_at" : "2017-10-14 12:17:55 +0000"
      exportDate: '2017-10-14T12:17:55.000Z',
      // data/js/user_details.js: "screen_name" : "AlexSample"
      usernames: ['AlexSample'],
      // data/js/user_details.js: "full_name" : "\u30B5\u30F3\u30D7\u30EB"
      names: ['サンプル'],
      // data/js/user_details.js: "location" : "Iruma,Saitama,Japan"
      locations: ['Iruma,Saitama,Japan'],
      readsCleanly: true,
    },
  },
  {
    // Grailbird archive of a German account generated in June 2019 ("lang": "en"): an older-style
    // user_details.js next to a payload_details.js written with tabs and an API-style date.
    sample: 'x-twitter/drikkes-drikkes.github.io',
    facts: {
      platform: 'x',
      // data/js/payload_details.js: "created_at": "Fri Jun 07 18:11:18 +0000 2019"
      exportDate: '2019-06-07T18:11:18.000Z',
      // data/js/user_details.js: "screen_name" : "AlexSample", "full_name" : "Alex Sample"
      usernames: ['AlexSample'],
      names: ['Alex Sample'],
      // data/js/user_details.js: "location" : "Cologne, Germany"
      locations: ['Cologne, Germany'],
      readsCleanly: true,
    },
  },
  {
    // Grailbird archive of a Korean-language account generated in November 2019, among the last
    // of its kind: no location, a display name "\u00BF?" (no name stated for it) and an escaped
    // Hangul bio.
    sample: 'x-twitter/ggongkui-tweetbackup',
    facts: {
      platform: 'x',
      // data/js/payload_details.js: "created_at": "Fri Nov 15 00:15:30 +0000 2019"
      exportDate: '2019-11-15T00:15:30.000Z',
      // data/js/user_details.js: "screen_name" : "AlexSample"
      usernames: ['AlexSample'],
      readsCleanly: true,
    },
  },
  // ── Instagram ────────────────────────────────────────────────────────────────────────────────
  {
    // A May 2025 Indonesian HTML export committed with an unfollow tool ("Pengikut",
    // "Mengikuti", dates "Mei 08, 2025 1:07 am"): connections/followers_and_following/
    // followers_1.html and following.html cut to three accounts each (none on both lists).
    sample: 'instagram/budimanword-unfool',
    facts: {
      platform: 'instagram',
      // followers_1.html: three followers; following.html: three accounts.
      connections: { followers: 3, following: 3 },
      // No personal-information page in the sample.
      privateAccount: null,
      readsCleanly: true,
    },
  },
  {
    // An April 2025 English HTML export of a Turkish account, followers_1.html and following.html
    // committed at the repository root without their connections/followers_and_following/
    // folders; cut to three accounts each (one account on both lists).
    sample: 'instagram/evkeki-InstagramTakipEtmeyenleriBulma',
    facts: {
      platform: 'instagram',
      // followers_1.html: three followers; following.html: three accounts.
      connections: { followers: 3, following: 3 },
      // No personal-information page in the sample.
      privateAccount: null,
      readsCleanly: true,
    },
  },
  {
    // A January 2026 French HTML export ("Suivi(e)s", dates "déc 02, 2025 3:15 pm") committed at
    // the repository root: followers_1.html in the anchor-only layout, following.html in the newer
    // layout (an <h2> handle and a "/_u/" link whose text is the URL); cut to three followers and
    // four followed accounts (one account on both lists).
    sample: 'instagram/manondamour-Projet-Analyse-de-donn-e',
    facts: {
      platform: 'instagram',
      // followers_1.html: three followers; following.html: four accounts.
      connections: { followers: 3, following: 4 },
      // No personal-information page in the sample.
      privateAccount: null,
      readsCleanly: true,
    },
  },
];
