// Hand-written facts for the sixteenth held-out export samples under ./samples/ (see PROVENANCE.md
// here): real exports gathered after the first fifteen held-out sets had been used to fix the
// importers, by someone who never read the importers, so this set measures them on exports nobody
// tuned them on. Every fact was read from the sample's own files and written down before any
// importer ran on them. Values are the placeholders the samples carry ("Alex Sample",
// `AlexSample`, `sample.friend1`). A fact states only what the files plainly say; where an
// importer could fairly read a file either way (the tweet count of a Grailbird archive whose
// monthly files are not in the sample, a bio that reads like a place, a saved place whose only
// name is its coordinates, a review with no location) no fact is stated.
import type { SampleEntry } from '../../testing/facts.ts';

export const HELDOUT16_FACTS: readonly SampleEntry[] = [
  // ── X ────────────────────────────────────────────────────────────────────────────────────────
  {
    // Grailbird archive of a Spanish-language account: a five-field user_details.js (no location,
    // no bio) with an API-style "created_at" and an escaped accent in the name; payload_details.js
    // of December 2016 written with tabs. The monthly tweet files are not in the sample.
    sample: 'x-twitter/AGUSTINCORDOBAJ-TwitterArchive',
    facts: {
      platform: 'x',
      // data/js/payload_details.js: "created_at": "Mon Dec 05 03:10:52 +0000 2016"
      exportDate: '2016-12-05T03:10:52.000Z',
      // data/js/user_details.js: "screen_name" : "AlexSample"
      usernames: ['AlexSample'],
      // data/js/user_details.js: "full_name" : "Alex S\u00E1mple"
      names: ['Alex Sámple'],
      readsCleanly: true,
    },
  },
  {
    // Grailbird archive of a Korean-language account ("lang": "ko") generated in July 2017: a
    // user_details.js with no location and a bio of \u-escaped CJK brackets and characters.
    sample: 'x-twitter/kanokara-kara-tweet',
    facts: {
      platform: 'x',
      // data/js/payload_details.js: "created_at": "Thu Jul 20 06:11:00 +0000 2017"
      exportDate: '2017-07-20T06:11:00.000Z',
      // data/js/user_details.js: "screen_name" : "AlexSample", "full_name" : "Alex Sample"
      usernames: ['AlexSample'],
      names: ['Alex Sample'],
      readsCleanly: true,
    },
  },
  {
    // Grailbird archive of a Brazilian account generated in May 2019 ("lang" : "pt"), committed
    // inside a personal site under twitter/ rather than at the repository root.
    sample: 'x-twitter/natanfelles-natanfelles.github.io',
    facts: {
      platform: 'x',
      // twitter/data/js/payload_details.js: "created_at" : "2019-05-11 23:14:22 +0000"
      exportDate: '2019-05-11T23:14:22.000Z',
      // twitter/data/js/user_details.js: "screen_name" : "AlexSample", "full_name" : "Alex Sample"
      usernames: ['AlexSample'],
      names: ['Alex Sample'],
      readsCleanly: true,
    },
  },
  // ── Instagram ────────────────────────────────────────────────────────────────────────────────
  {
    // A December 2024 English HTML export committed with an unfollow tool: minified
    // connections/followers_and_following/followers_1.html and following.html in the older
    // table-header layout, cut to three accounts each (one account on both lists).
    sample: 'instagram/yudai-yam-Instagram_follow',
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
    // A July 2025 Italian HTML export ("Follower", "Seguiti", dates "lug 22, 2025 3:34 am"),
    // re-indented by an editor, committed as followers_and_following/ without its connections/
    // folder; cut to two followers and three followed accounts (one account on both lists).
    sample: 'instagram/Enrico-Benedettini-followed-not-followers',
    facts: {
      platform: 'instagram',
      // followers_and_following/followers_1.html: two followers; following.html: three accounts.
      connections: { followers: 2, following: 3 },
      // No personal-information page in the sample.
      privateAccount: null,
      readsCleanly: true,
    },
  },
  {
    // A June 2025 Portuguese HTML export ("Seguidores", times "3:54 da tarde/noite" and "10:36 da
    // manhã"): followers_1.html alone, cut to three followers.
    sample: 'instagram/arthurxavieerr-teste222',
    facts: {
      platform: 'instagram',
      // connections/followers_and_following/followers_1.html: three followers; no following page
      // in the sample.
      connections: { followers: 3, following: null },
      // No personal-information page in the sample.
      privateAccount: null,
      readsCleanly: true,
    },
  },
  // ── LinkedIn ─────────────────────────────────────────────────────────────────────────────────
  {
    // A Profile.csv in data/ with the older column set ("Created Date", "Contact Instructions",
    // "Marital Status", "Association"; no "Geo Location", "Zip Code" or "Twitter Handles"), a
    // quoted headline holding a comma, no address or birth date.
    sample: 'linkedin/bcolborn-frontend-nanodegree-resume',
    facts: {
      platform: 'linkedin',
      // data/Profile.csv: "First Name" Alex, "Last Name" Sample
      names: ['Alex Sample'],
      readsCleanly: true,
    },
  },
  // ── Google ───────────────────────────────────────────────────────────────────────────────────
  {
    // "Maps (your places)" of a 2023 Takeout committed without Takeout/: Saved Places.json cut to
    // three comedy and event venues and a town saved by name only; Reviews.json cut to three
    // reviewed businesses (one with answered questions, one with a comment) and one review with no
    // location (0,0 and a "Comment").
    sample: 'google/EmekaEnshinyan-Comedy-DB',
    facts: {
      platform: 'google',
      // Saved Places.json: properties.Title / Location."Business Name" of the first three features
      // and the Title of the fourth, which has no Business Name; Reviews.json:
      // Location."Business Name" of the three located reviews.
      places: [
        "Jimmy Kimmel's Comedy Club",
        'Comedy Cabin',
        'Decatur Conference Center & Hotel',
        'Highland Park, Illinois 60035',
        'Alto Vineyards Champaign',
        'Homegrown',
        'The Wheelhouse',
      ],
      readsCleanly: true,
    },
  },
];
