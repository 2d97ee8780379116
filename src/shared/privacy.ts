// What Footprint keeps, where, for how long, and whom it contacts: the facts the /privacy page
// states, kept beside the code that makes them true. The server and the app import the numbers
// from here (token lifetimes, message retention, the fresh sign-in window), so the page cannot
// drift from what the code does.
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S } from './constants.ts';

/** Realtime messages are deleted this long after they were sent. */
export const REALTIME_MESSAGE_RETENTION_HOURS = 24;
/** Deleting an account without a password needs a sign-in at most this old. */
export const ACCOUNT_FRESH_SIGN_IN_S = 5 * 60;

export interface KeptData {
  what: string;
  kept: string;
}

/** What the browser's database on this device holds (never sent anywhere as such). */
export const DEVICE_DATA: readonly KeptData[] = [
  {
    what: 'Your imported exports, read into the platforms’ posts, contacts, logins and settings',
    kept: 'until you disconnect the platform, sign out, or delete the data on this device',
  },
  {
    what: 'Your scans, findings, the evidence behind each finding and your decisions on them',
    kept: 'until you sign out or delete the data on this device (scans and findings are also synced to your account)',
  },
  {
    what: 'Changes waiting to be synced',
    kept: 'until the server has them',
  },
  {
    what: 'Your settings (analytics on or off, email in analytics)',
    kept: 'until you delete everything on this device',
  },
  {
    what: 'The network ledger: every request this device sent, without its contents',
    kept: 'the newest 5,000 requests, until you delete everything on this device',
  },
  {
    what: 'Post texts and photos you check in the Redaction Helper',
    kept: 'not kept: they stay in the page’s memory while the helper is open and are never sent',
  },
];

/** What the server holds for an account (nothing without one). */
export const SERVER_DATA: readonly KeptData[] = [
  {
    what: 'Your account: email, display name, when it was created and verified, a hash of your password (if you set one), the sign-in providers you linked',
    kept: 'until you delete your account',
  },
  {
    what: 'Sessions: one per sign-in, with when it began and was last refreshed',
    kept: `sign-in lasts ${REFRESH_TOKEN_TTL_S / 86_400} days without use (each access token ${ACCESS_TOKEN_TTL_S / 60} minutes); records of ended sessions go a day later`,
  },
  {
    what: 'Your synced scans and findings: scores, finding titles, descriptions and levels — never the exports, evidence, post texts or photos',
    kept: 'until you delete them or your account',
  },
  {
    what: 'Files you store',
    kept: 'until you remove them or delete your account',
  },
  {
    what: 'Live-update messages between your devices',
    kept: `${REALTIME_MESSAGE_RETENTION_HOURS} hours`,
  },
  {
    what: 'Analytics events (only when analytics is on and your browser does not ask not to be tracked)',
    kept: 'until you delete your account',
  },
  {
    what: 'Counters of sign-in attempts, keyed by a hash of your email (to stop password guessing)',
    kept: 'a day',
  },
];

export interface ThirdParty {
  who: string;
  when: string;
  sends: string;
}

/** Everyone outside this server that Footprint contacts, and when. */
export const THIRD_PARTIES: readonly ThirdParty[] = [
  {
    who: 'The AI provider this server is set up with (if any)',
    when: 'after a scan, when you are online, to write a short summary',
    sends:
      'the scores and each finding’s level, category and title; never evidence, descriptions, imported data or your email',
  },
  {
    who: 'The mail service this server is set up with',
    when: 'when you ask for a sign-in link, a password reset, a verification or a summary email, and when you delete your account',
    sends: 'your email address and the message',
  },
  {
    who: 'The site of a public profile you ask to check',
    when: 'when you run a Public Profile Check',
    sends:
      'the server fetches the page at the address you give, as any visitor would; nothing about you',
  },
  {
    who: 'Google, GitHub, Apple or Microsoft',
    when: 'only if you choose to sign in with one of them',
    sends: 'what that sign-in shares: your account id and email',
  },
  {
    who: 'A breach-checking service',
    when: 'never in this version',
    sends: 'nothing',
  },
];
