// The normalised dataset one platform export becomes: the only thing the risk rules read.
// Invariants a change must keep:
// - Every field is optional in the export; a parser fills what it finds and the coverage table
//   says, per field, whether the export had it ('present'), had the file but nothing in it
//   ('empty') or did not contain it at all ('not-in-export'), so a rule can answer "not
//   determinable" instead of guessing. Two-factor status is 'unknown' unless a file states it.
// - `source` on a fact is the path of the file inside the export it came from (evidence).
// - Times are ISO-8601 UTC strings, except location points, which keep epoch milliseconds
//   because an export can hold millions of them.
// - The dataset stays on the device (IndexedDB); it is never sent to the server.
// Types, the empty dataset and its counts live here; the builder parsers fill is datasetBuilder.ts.
import type { PlatformId } from '../../shared/tables.ts';
import type { FileProblem } from './messages.ts';

/** One profile fact as the export states it. */
export interface ProfileFact {
  value: string;
  /** What kind of value: 'full-name', 'display-name', 'previous', 'nickname', 'primary', 'inferred'… */
  kind?: string;
  source: string;
  /** When the platform says the fact was set or changed. */
  at?: string;
}

export interface Birthday {
  year: number | null;
  month: number | null;
  day: number | null;
  /** The value as written in the export (e.g. "Feb 17, 1998", "17-Dec-20xx"). */
  raw: string;
  /** 'profile' = the user entered it; 'inferred' = the platform guessed it. */
  kind: 'profile' | 'inferred';
  source: string;
}

/** A privacy or visibility setting as the export names it ("Private Account" = "Enabled"). */
export interface VisibilitySetting {
  name: string;
  value: string;
  source: string;
}

export interface ProfileFacts {
  names: ProfileFact[];
  usernames: ProfileFact[];
  emails: ProfileFact[];
  phones: ProfileFact[];
  birthdays: Birthday[];
  genders: ProfileFact[];
  /** Current city, hometown, free-text profile location, inferred home city. */
  locations: ProfileFact[];
  /** Postal addresses (autofill, voting location, profile address). */
  addresses: ProfileFact[];
  employers: ProfileFact[];
  schools: ProfileFact[];
  bios: ProfileFact[];
  links: ProfileFact[];
  /** Family members and partners named on the profile. */
  relations: ProfileFact[];
  /** true = private/protected account, false = public, null = the export does not say. */
  privateAccount: boolean | null;
  visibility: VisibilitySetting[];
  accountCreatedAt: string | null;
}

export interface GeoPoint {
  lat: number;
  lon: number;
  altitude?: number;
}

export interface PostPlace {
  name?: string;
  address?: string;
  countryCode?: string;
  point?: GeoPoint;
}

export interface Post {
  kind: 'post' | 'comment' | 'story' | 'video' | 'share' | 'check-in';
  id?: string;
  at: string | null;
  text: string;
  /** Who can see it, in the platform's words ("Public", "Connections", "MEMBER_NETWORK"). */
  audience?: string;
  place?: PostPlace;
  /** Paths or URLs of the photos and videos attached. */
  media: string[];
  links: string[];
  source: string;
}

export interface MediaItem {
  uri: string;
  at: string | null;
  takenAt?: string | null;
  /** Where the photo was taken: from the platform's JSON copy of EXIF, or the image bytes. */
  gps?: GeoPoint;
  gpsFrom?: 'json' | 'exif';
  cameraMake?: string;
  cameraModel?: string;
  /** Device identifiers the platform kept with the photo. */
  deviceId?: string;
  software?: string;
  uploadIp?: string;
  people?: string[];
  title?: string;
  source: string;
}

/** One raw position. Kept compact: an export can hold millions. */
export interface LocationPoint {
  lat: number;
  lon: number;
  /** Epoch milliseconds, or null when the export gives none (iOS timeline offsets without a start). */
  timeMs: number | null;
  accuracyM?: number;
  /** 'records' (Location History), 'semantic-path', 'timeline', 'location-history', 'last-location'… */
  origin: string;
}

export interface Place {
  /** 'labeled' = a place the user named (Home, Work, "Surf fishing"); 'reviewed' = a place they reviewed. */
  kind:
    | 'visit'
    | 'frequent'
    | 'check-in'
    | 'created'
    | 'inferred-home'
    | 'last-known'
    | 'event'
    | 'labeled'
    | 'reviewed';
  name?: string;
  address?: string;
  point?: GeoPoint;
  placeId?: string;
  /** Google's semantic type: 'home', 'work', 'searched-address', 'aliased'… */
  semanticType?: string;
  startAt?: string | null;
  endAt?: string | null;
  source: string;
}

export interface LoginEvent {
  action: 'login' | 'logout' | 'session' | 'signup' | 'challenge' | 'activity';
  at: string | null;
  ip?: string;
  port?: string;
  userAgent?: string;
  /** City / region / country as the platform resolved them. */
  location?: string;
  device?: string;
  detail?: string;
  source: string;
}

export interface Device {
  name?: string;
  model?: string;
  os?: string;
  userAgent?: string;
  /** Persistent identifiers (advertising ids, device ids). Tokens are never kept. */
  deviceId?: string;
  ip?: string;
  firstSeenAt?: string | null;
  lastSeenAt?: string | null;
  source: string;
}

export type TwoFactorStatus = 'enabled' | 'disabled' | 'unknown';

export interface SecuritySettings {
  twoFactor: TwoFactorStatus;
  /** File the two-factor status was read from; absent when 'unknown'. */
  twoFactorSource?: string;
  recoveryEmails: ProfileFact[];
  recoveryPhones: ProfileFact[];
  passwordChanges: string[];
  /** Sign-in through another provider (Google, Apple) or linked accounts of the same company. */
  linkedAccounts: ProfileFact[];
  /**
   * Identity documents the platform checked ("passport", kind = the verification's name): the
   * platform holds a copy of what the document says (name, year of birth, country).
   */
  verifications: ProfileFact[];
}

export interface ConnectedApp {
  name: string;
  permissions?: string[];
  approvedAt?: string | null;
  removedAt?: string | null;
  status: 'active' | 'removed' | 'expired' | 'unknown';
  source: string;
}

export interface OffPlatformActivity {
  /** The app or website that reported the activity. */
  name: string;
  /** null: the export names the business but not its events (the HTML export's index page). */
  events: number | null;
  lastAt: string | null;
  types: string[];
  source: string;
}

/** One entry of the platform's own activity log (searches, Maps, watch history). */
export interface ActivityEntry {
  product: string;
  at: string | null;
  title: string;
  url?: string;
  point?: GeoPoint;
  /** Where the platform says the location came from ("From your device"). */
  locationSource?: string;
  source: string;
}

export interface ConnectionCounts {
  followers: number | null;
  following: number | null;
  friends: number | null;
  connections: number | null;
  blocked: number | null;
  contactsUploaded: number | null;
}

export const COVERAGE_FIELDS = [
  'profile.names',
  'profile.usernames',
  'profile.emails',
  'profile.phones',
  'profile.birthday',
  'profile.locations',
  'profile.employers',
  'profile.schools',
  'profile.bio',
  'profile.links',
  'profile.privateAccount',
  'profile.visibility',
  'posts',
  'media',
  'media.gps',
  'locations',
  'places',
  'logins',
  'devices',
  'security.twoFactor',
  'security.recovery',
  'connectedApps',
  'offPlatformActivity',
  'activity',
  'connections',
] as const;
export type CoverageField = (typeof COVERAGE_FIELDS)[number];
/** What a platform's profile file or section holds: present together, absent together. */
export const PROFILE_SECTION_FIELDS: readonly CoverageField[] = [
  'profile.names',
  'profile.usernames',
  'profile.emails',
  'profile.phones',
  'profile.birthday',
  'profile.bio',
];
export type Coverage = 'present' | 'empty' | 'not-in-export';

/** A file of the export that was not read, or only partly: the import says so, never hides it. */
export interface UnreadFile {
  /** Path inside the export. */
  path: string;
  /** Bytes. */
  size: number;
  /** 'not-read' = nothing was taken from it; 'partly-read' = some of it was, or after a repair. */
  status: 'not-read' | 'partly-read';
  /** Why, in words the user can act on. */
  why: string;
}

export interface ImportedDataset {
  platform: PlatformId;
  /** Which vintage of the platform's format was read, e.g. 'x-2022', 'facebook-html-2018'. */
  formatVersions: string[];
  /** When the platform produced the export (ISO), or null when the export does not say. */
  exportDate: string | null;
  profile: ProfileFacts;
  posts: Post[];
  media: MediaItem[];
  locations: LocationPoint[];
  places: Place[];
  logins: LoginEvent[];
  devices: Device[];
  security: SecuritySettings;
  connectedApps: ConnectedApp[];
  offPlatformActivity: OffPlatformActivity[];
  activity: ActivityEntry[];
  connections: ConnectionCounts;
  coverage: Record<CoverageField, Coverage>;
  /** Files read, files skipped as not relevant (media), and the files that failed. */
  files: { read: number; skipped: number };
  errors: FileProblem[];
  /** Every file not read or only partly read, in path order (failed files included). */
  unreadFiles: UnreadFile[];
}

export function emptyDataset(platform: PlatformId): ImportedDataset {
  const coverage = Object.fromEntries(COVERAGE_FIELDS.map((f) => [f, 'not-in-export'])) as Record<
    CoverageField,
    Coverage
  >;
  return {
    platform,
    formatVersions: [],
    exportDate: null,
    profile: {
      names: [],
      usernames: [],
      emails: [],
      phones: [],
      birthdays: [],
      genders: [],
      locations: [],
      addresses: [],
      employers: [],
      schools: [],
      bios: [],
      links: [],
      relations: [],
      privateAccount: null,
      visibility: [],
      accountCreatedAt: null,
    },
    posts: [],
    media: [],
    locations: [],
    places: [],
    logins: [],
    devices: [],
    security: {
      twoFactor: 'unknown',
      recoveryEmails: [],
      recoveryPhones: [],
      passwordChanges: [],
      linkedAccounts: [],
      verifications: [],
    },
    connectedApps: [],
    offPlatformActivity: [],
    activity: [],
    connections: {
      followers: null,
      following: null,
      friends: null,
      connections: null,
      blocked: null,
      contactsUploaded: null,
    },
    coverage,
    files: { read: 0, skipped: 0 },
    errors: [],
    unreadFiles: [],
  };
}

/**
 * Figures the CLI and the Connected Platforms card show for one import. Connection counts are null
 * when the export does not contain that section ("not in this export"), never a made-up 0.
 */
export function datasetCounts(d: ImportedDataset): Record<string, number | null> {
  return {
    posts: d.posts.length,
    media: d.media.length,
    mediaWithGps: d.media.filter((m) => m.gps).length,
    geotaggedPosts: d.posts.filter((p) => p.place).length,
    locationPoints: d.locations.length,
    places: d.places.length,
    logins: d.logins.length,
    devices: d.devices.length,
    connectedApps: d.connectedApps.length,
    offPlatformActivity: d.offPlatformActivity.length,
    activity: d.activity.length,
    followers: d.connections.followers,
    following: d.connections.following,
    friends: d.connections.friends,
    connections: d.connections.connections,
  };
}
