// X (Twitter) "Your archive": data/*.js files, each `window.YTD.<type>.partN = [ … ]`, read as JSON
// after the assignment (never evaluated), item by item so a 100,000-tweet file streams. Handles the
// 2019–2022 names (tweet.js, compact layout), 2022+ (tweets.js, split -partN files), files at the
// archive root (some tools repackage them) and the pre-2019 Grailbird layout (data/js/tweets/*.js,
// and its tweets.csv, read when the months are not there).
// Invariants: two-factor status stays 'unknown' (X never exports it); a protected account is only
// reported when protected-history.js says so (its absence does not mean public).
// The account's language changes no file or field name: data/*.js keys are English in every archive,
// and the language is a value (each tweet's `lang`; an archive in the corpus with German tweets,
// lang "de", has the same keys as the English ones), so there is no table.
import { NOT_READ_FILE } from '../messages.ts';
import type { ExportEntry } from '../archive.ts';
import type { GeoPoint, Post, PostPlace } from '../dataset.ts';
import type { DatasetBuilder } from '../datasetBuilder.ts';
import type { PlatformImporter, Route } from '../platform.ts';
import { parseCsv } from '../csv.ts';
import { readHead, readText, streamJsonItems } from '../read.ts';
import { parseTime } from '../time.ts';
import { arr, at, basename, geo, num, obj, recordWith, str, type Json } from '../values.ts';

/** X data types Footprint reads (file base names without -partN). */
const DATA_TYPES = [
  'manifest',
  'account',
  'periscope-account-information',
  'phone-number',
  'screen-name-change',
  'email-address-change',
  'ageinfo',
  'personalization',
  'profile',
  'protected-history',
  'ip-audit',
  'account-creation-ip',
  'device-token',
  'ni-devices',
  'key-registry',
  'connected-application',
  'sso',
  'account-timezone',
  'tweet',
  'tweets',
  'community-tweet',
  'follower',
  'following',
  'block',
  'mute',
  'contact',
] as const;
type DataType = (typeof DATA_TYPES)[number];

const DATA_FILE = new RegExp(
  `(?:^|/)(?!assets/)(?:[^/]*/)?(${DATA_TYPES.join('|')})(?:-part\\d+)?\\.js$`,
);

function dataType(path: string): DataType | null {
  if (/(^|\/)assets\//.test(path)) return null;
  // A browser saving a file twice names the copy "follower (1).js".
  const match = basename(path).match(/^([a-z0-9-]+?)(?:-part\d+)?(?: \(\d+\))?\.js$/);
  const name = match?.[1] as DataType | undefined;
  return name && (DATA_TYPES as readonly string[]).includes(name) ? name : null;
}

function tweetPoint(tweet: Json, place: Json | undefined): GeoPoint | undefined {
  const fromCoordinates = arr(at(tweet, 'coordinates', 'coordinates'));
  const fromGeo = arr(at(tweet, 'geo', 'coordinates'));
  // GeoJSON order is [lon, lat] in `coordinates` and [lat, lon] in `geo`, but archives are not
  // consistent (timelinize notes), so both readings are tried against the place's bounding box.
  const candidates = [
    geo(fromCoordinates[1], fromCoordinates[0]),
    geo(fromGeo[0], fromGeo[1]),
    geo(fromCoordinates[0], fromCoordinates[1]),
    geo(fromGeo[1], fromGeo[0]),
  ].filter((p): p is GeoPoint => p !== undefined);
  if (candidates.length === 0) return undefined;
  const box = arr(arr(at(place, 'bounding_box', 'coordinates'))[0])
    .map((corner) => arr(corner))
    .map((corner) => geo(corner[1], corner[0]))
    .filter((p): p is GeoPoint => p !== undefined);
  if (box.length > 0) {
    const lats = box.map((p) => p.lat);
    const lons = box.map((p) => p.lon);
    const MARGIN_DEG = 0.5;
    const inside = candidates.find(
      (p) =>
        p.lat >= Math.min(...lats) - MARGIN_DEG &&
        p.lat <= Math.max(...lats) + MARGIN_DEG &&
        p.lon >= Math.min(...lons) - MARGIN_DEG &&
        p.lon <= Math.max(...lons) + MARGIN_DEG,
    );
    if (inside) return inside;
  }
  return candidates[0];
}

function addTweet(builder: DatasetBuilder, raw: Json, source: string): void {
  const tweet = obj(raw.tweet) ?? raw;
  const placeJson = obj(tweet.place);
  const point = tweetPoint(tweet, placeJson);
  let place: PostPlace | undefined;
  if (placeJson || point) {
    place = {};
    const name = str(placeJson?.full_name) ?? str(placeJson?.name);
    if (name) place.name = name;
    const country = str(placeJson?.country_code);
    if (country) place.countryCode = country;
    if (point) place.point = point;
  }
  const media = [
    ...arr(at(tweet, 'extended_entities', 'media')),
    ...arr(at(tweet, 'entities', 'media')),
  ]
    .map((m) => str(obj(m)?.media_url_https) ?? str(obj(m)?.media_url))
    .filter((u): u is string => !!u);
  const post: Post = {
    kind: 'post',
    at: parseTime(tweet.created_at),
    text: str(tweet.full_text) ?? str(tweet.text) ?? '',
    media: [...new Set(media)],
    links: arr(at(tweet, 'entities', 'urls'))
      .map((u) => str(obj(u)?.expanded_url))
      .filter((u): u is string => !!u),
    source,
  };
  const id = str(tweet.id_str) ?? str(tweet.id);
  if (id) post.id = id;
  if (place) post.place = place;
  builder.data.posts.push(post);
}

/** protectedAt of the newest protected-history entry read so far, per import. */
const newestProtectChange = new WeakMap<DatasetBuilder, string>();

function handleItem(
  builder: DatasetBuilder,
  type: DataType,
  key: string | null,
  item: unknown,
  source: string,
): void {
  const b = builder;
  const d = b.data;
  const value = obj(item);
  switch (type) {
    case 'manifest': {
      if (key === 'archiveInfo') b.exportDate(parseTime(value?.generationDate));
      if (key === 'userInfo') {
        b.fact('usernames', str(value?.userName), source);
        b.fact('names', str(value?.displayName), source, { kind: 'display-name' });
      }
      return;
    }
    case 'account': {
      const account = recordWith(value, 'username', 'email', 'accountId');
      b.fact('emails', str(account?.email), source, { kind: 'primary' });
      b.fact('usernames', str(account?.username), source);
      b.fact('names', str(account?.accountDisplayName), source, { kind: 'display-name' });
      b.fact('phones', str(account?.phoneNumber), source);
      d.profile.accountCreatedAt = parseTime(account?.createdAt) ?? d.profile.accountCreatedAt;
      return;
    }
    case 'periscope-account-information': {
      // The Periscope account X made for the user: its display name and username are the names
      // the user shows there (often the X ones, sometimes older or different).
      const periscope = recordWith(value, 'username', 'displayName');
      b.fact('names', str(periscope?.displayName), source, { kind: 'periscope' });
      b.fact('usernames', str(periscope?.username), source, { kind: 'periscope' });
      b.fact('usernames', str(periscope?.twitterScreenName), source);
      return;
    }
    case 'phone-number':
      b.fact('phones', str(recordWith(value, 'phoneNumber')?.phoneNumber), source);
      return;
    case 'screen-name-change': {
      const change = recordWith(value, 'changedFrom', 'changedTo');
      const when = parseTime(change?.changedAt);
      b.fact('usernames', str(change?.changedFrom), source, { kind: 'previous', at: when });
      b.fact('usernames', str(change?.changedTo), source);
      return;
    }
    case 'email-address-change': {
      const change = recordWith(value, 'changedFrom', 'changedTo');
      b.fact('emails', str(change?.changedFrom), source, { kind: 'previous' });
      b.fact('emails', str(change?.changedTo), source);
      return;
    }
    case 'ageinfo': {
      const info = recordWith(value, 'birthDate');
      addBirthDate(b, str(info?.birthDate), 'profile', source);
      return;
    }
    case 'personalization': {
      const p13n = recordWith(value, 'demographics', 'inferredAgeInfo', 'locationHistory');
      addBirthDate(b, str(at(p13n, 'inferredAgeInfo', 'birthDate')), 'inferred', source);
      b.fact('genders', str(at(p13n, 'demographics', 'genderInfo', 'gender')), source, {
        kind: 'inferred',
      });
      for (const place of arr(p13n?.locationHistory)) {
        b.fact('locations', str(place), source, { kind: 'inferred' });
      }
      return;
    }
    case 'profile': {
      const description = recordWith(value, 'bio', 'website', 'location');
      b.fact('bios', str(description?.bio), source);
      b.fact('links', str(description?.website), source);
      b.fact('locations', str(description?.location), source, { kind: 'profile' });
      return;
    }
    case 'protected-history': {
      // Only changes in the last months are listed; the newest one is the current state.
      const change = recordWith(value, 'action', 'protectedAt');
      const action = str(change?.action);
      const when = parseTime(change?.protectedAt);
      // Entries are not always listed oldest first: only a newer change overrides the state.
      const newest = newestProtectChange.get(b);
      if (action && (!newest || !when || when >= newest)) {
        if (when) newestProtectChange.set(b, when);
        b.setPrivate(
          /^protect/i.test(action),
          'Protected tweets',
          `${action} ${when ?? ''}`.trim(),
          source,
        );
      }
      return;
    }
    case 'ip-audit': {
      const audit = recordWith(value, 'loginIp', 'createdAt');
      const login = { action: 'login' as const, at: parseTime(audit?.createdAt), source };
      const ip = str(audit?.loginIp);
      const port = str(audit?.loginPortNumber);
      d.logins.push({ ...login, ...(ip ? { ip } : {}), ...(port ? { port } : {}) });
      return;
    }
    case 'account-creation-ip': {
      const ip = str(recordWith(value, 'userCreationIp')?.userCreationIp);
      if (ip) d.logins.push({ action: 'signup', at: d.profile.accountCreatedAt, ip, source });
      return;
    }
    case 'device-token': {
      const token = recordWith(value, 'clientApplicationName', 'lastSeenAt', 'createdAt');
      d.devices.push({
        name: str(token?.clientApplicationName),
        firstSeenAt: parseTime(token?.createdAt),
        lastSeenAt: parseTime(token?.lastSeenAt),
        source,
      });
      return;
    }
    case 'ni-devices': {
      const dotted = (s: unknown) => parseTime(str(s)?.replace(/\./g, '-'));
      // A phone the account receives its texts on (sign-in codes, notifications): the account's
      // number even where phone-number.js is not in the archive.
      const messaging = obj(at(value, 'niDeviceResponse', 'messagingDevice'));
      if (messaging) {
        b.fact('phones', str(messaging.phoneNumber), source, { kind: 'sms' });
        return;
      }
      const device = obj(at(value, 'niDeviceResponse', 'pushDevice')) ?? recordWith(value, 'udid');
      d.devices.push({
        name: str(device?.deviceType),
        os: str(device?.deviceVersion),
        firstSeenAt: dotted(device?.createdDate),
        lastSeenAt: dotted(device?.updatedDate),
        source,
      });
      return;
    }
    case 'key-registry': {
      for (const device of arr(recordWith(value, 'deviceMetadataList')?.deviceMetadataList)) {
        const meta = obj(device);
        d.devices.push({
          userAgent: str(meta?.userAgent),
          deviceId: str(meta?.deviceId),
          firstSeenAt: parseTime(meta?.createdAt),
          source,
        });
      }
      return;
    }
    case 'connected-application': {
      const app = recordWith(value, 'permissions', 'approvedAt');
      const name = str(app?.name);
      if (name) {
        d.connectedApps.push({
          name,
          permissions: arr(app?.permissions).map((p) => String(p)),
          approvedAt: parseTime(app?.approvedAt),
          status: 'active',
          source,
        });
      }
      return;
    }
    case 'sso': {
      const sso = recordWith(value, 'ssoEmail', 'ssoId');
      const email = str(sso?.ssoEmail);
      const method = str(sso?.associationMethodType) ?? 'sso';
      if (email) d.security.linkedAccounts.push({ value: email, kind: method, source });
      return;
    }
    case 'account-timezone':
      b.fact('locations', str(recordWith(value, 'timeZone')?.timeZone), source, {
        kind: 'timezone',
      });
      return;
    // Posts to a Community are the user's public posts too, kept out of tweets.js. The file does
    // not mark posts as looked for: an archive of only it says nothing of the user's other tweets.
    case 'tweet':
    case 'tweets':
    case 'community-tweet':
      if (value) addTweet(b, value, source);
      return;
    case 'follower':
      d.connections.followers = (d.connections.followers ?? 0) + 1;
      return;
    case 'following':
      d.connections.following = (d.connections.following ?? 0) + 1;
      return;
    case 'block':
      d.connections.blocked = (d.connections.blocked ?? 0) + 1;
      return;
    case 'mute':
      return;
    case 'contact':
      d.connections.contactsUploaded = (d.connections.contactsUploaded ?? 0) + 1;
      return;
  }
}

function addBirthDate(
  b: DatasetBuilder,
  raw: string | undefined,
  kind: 'profile' | 'inferred',
  source: string,
): void {
  if (!raw) return;
  const m = raw.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  b.data.profile.birthdays.push({
    year: m ? Number(m[1]) : null,
    month: m ? Number(m[2]) : null,
    day: m ? Number(m[3]) : null,
    raw,
    kind,
    source,
  });
}

const COVERAGE: Partial<Record<DataType, Parameters<DatasetBuilder['saw']>>> = {
  account: ['profile.names', 'profile.usernames', 'profile.emails'],
  'periscope-account-information': ['profile.names', 'profile.usernames'],
  'phone-number': ['profile.phones'],
  ageinfo: ['profile.birthday'],
  profile: ['profile.bio', 'profile.links', 'profile.locations'],
  'protected-history': ['profile.visibility'],
  'ip-audit': ['logins'],
  'device-token': ['devices'],
  'ni-devices': ['devices'],
  'connected-application': ['connectedApps'],
  tweet: ['posts', 'media', 'places'],
  tweets: ['posts', 'media', 'places'],
  follower: ['connections'],
  following: ['connections'],
};

/** "window.YTD.ip_audit.part0 = [" — the data type a data file names in its first line. */
const YTD_HEAD = /^\s*window\.YTD\.([a-z0-9_]+)\.part\d+\s*=/;

/** The data type a file's first line names, if Footprint reads it. */
function dataTypeOfHead(head: string): DataType | null {
  const name = head.match(YTD_HEAD)?.[1]?.replace(/_/g, '-');
  return name && (DATA_TYPES as readonly string[]).includes(name) ? (name as DataType) : null;
}

/** For a file renamed or saved twice ("tweets (1).js"): the data type its first line names. */
async function dataTypeInHead(entry: ExportEntry): Promise<DataType | null> {
  return dataTypeOfHead(new TextDecoder().decode(await readHead(entry, 256)));
}

const dataRoute: Route = {
  match: DATA_FILE,
  sniff: (head) => dataTypeOfHead(head) !== null,
  async handle(entry, ctx) {
    const type = dataType(entry.path) ?? (await dataTypeInHead(entry));
    if (!type) return;
    const b = ctx.builder;
    b.saw(...(COVERAGE[type] ?? []));
    if (type === 'tweets') b.formatVersion('x-2022');
    if (type === 'tweet') b.formatVersion('x-2019');
    await streamJsonItems(entry, (key, item) => handleItem(b, type, key, item, entry.path));
  },
};

/** Pre-2019 "Grailbird" archives: data/js/tweets/YYYY_MM.js and data/js/user_details.js. */
const grailbirdRoute: Route = {
  match:
    /(?:^|\/)data\/js\/tweets\/\d{4}_\d{2}\.js$|(?:^|\/)(?:data\/js\/)?(?:user_details|payload_details)\.js$/,
  // A month of tweets found without its folder names itself in its first line.
  sniff: (head) => /^\s*Grailbird\.data\.tweets_\d{4}_\d{2}\s*=/.test(head),
  async handle(entry, ctx) {
    const b = ctx.builder;
    b.formatVersion('x-grailbird');
    if (basename(entry.path) === 'payload_details.js') {
      // The archive's own summary: when it was made.
      await streamJsonItems(entry, (key, value) => {
        if (key === 'created_at') b.exportDate(parseTime(value));
      });
      return;
    }
    if (basename(entry.path) === 'user_details.js') {
      await streamJsonItems(entry, (key, value) => {
        if (key === 'screen_name') b.fact('usernames', str(value), entry.path);
        if (key === 'full_name') b.fact('names', str(value), entry.path, { kind: 'display-name' });
        if (key === 'bio') b.fact('bios', str(value), entry.path);
        if (key === 'location') b.fact('locations', str(value), entry.path, { kind: 'profile' });
      });
      return;
    }
    b.saw('posts');
    await streamJsonItems(entry, (_key, item) => {
      const tweet = obj(item);
      if (tweet) addTweet(b, tweet, entry.path);
    });
  },
};

/** The Grailbird archive's tweets.csv header, as it opens (quoted or not). */
const TWEETS_CSV_HEAD = /^\uFEFF?"?tweet_id"?,"?in_reply_to_status_id"?,/;

/**
 * The Grailbird archive's tweets.csv (2012–2018): the same tweets as data/js/tweets/, so it is read
 * only when those months are not there (the CSV sent alone, as owners often publish it).
 */
const tweetsCsvRoute: Route = {
  match: /(?:^|\/)tweets\.csv$/i,
  sniff: (head) => TWEETS_CSV_HEAD.test(head),
  async handle(entry, ctx) {
    if (ctx.entries.some((e) => grailbirdRoute.match.test(e.path) && /tweets\//.test(e.path)))
      return;
    const b = ctx.builder;
    const text = await readText(entry, ctx.read);
    if (!TWEETS_CSV_HEAD.test(text)) {
      b.unread(entry.path, entry.size, 'not-read', NOT_READ_FILE);
      return;
    }
    b.formatVersion('x-grailbird');
    b.saw('posts');
    for (const row of parseCsv(text).rows) {
      addTweet(
        b,
        {
          id_str: row.tweet_id ?? null,
          created_at: row.timestamp ?? null,
          text: row.text ?? '',
          entities: {
            urls: (row.expanded_urls ?? '')
              .split(',')
              .filter(Boolean)
              .map((url) => ({ expanded_url: url })),
          },
        },
        entry.path,
      );
    }
  },
};

/**
 * The archive's own README.txt: since 2019 (data/README.txt) it opens by naming the user the
 * archive was made for ("@username at the time the archive was generated: …"); the 2012–2018
 * archive's README explains its browser and names nobody.
 */
const README_HEAD =
  /^\uFEFF?(?:INTRODUCTION\r?\n=+\r?\nThis archive was generated at the request of the following user:|# How to use your Twitter archive)/;

const readmeRoute: Route = {
  match: /(?:^|\/)README\.txt$/i,
  sniff: (head) => README_HEAD.test(head),
  async handle(entry, ctx) {
    const text = await readText(entry, ctx.read);
    const username = text
      .slice(0, 2048)
      .match(/@username at the time the archive was generated: *([A-Za-z0-9_]{1,15})\s/)?.[1];
    if (!README_HEAD.test(text) || !username) {
      ctx.builder.unread(entry.path, entry.size, 'not-read', NOT_READ_FILE);
      return;
    }
    ctx.builder.saw('profile.usernames');
    ctx.builder.fact('usernames', username, entry.path);
  },
};

export const xImporter: PlatformImporter = {
  platform: 'x',
  markers: [
    /(?:^|\/)data\/manifest\.js$/,
    /(?:^|\/)Your archive\.html$/,
    /(?:^|\/)data\/js\/(tweet_index|user_details)\.js$/,
    /(?:^|\/)(?:data\/)?(tweets?|account|ip-audit|ageinfo|account-creation-ip|connected-application|device-token|follower|following|screen-name-change|personalization)(?:-part\d+)?\.js$/,
  ],
  // A data file by its assignment (window.YTD.*, the manifest's __THAR_CONFIG, Grailbird's
  // variables), the Grailbird tweets.csv by its header, the archive's README by its opening, or its
  // browser page by its title.
  sniff: (head) =>
    /window\.YTD\.|Grailbird\.data\.|^\s*window\.__THAR_CONFIG\s*=|^\s*var (?:user_details|payload_details|tweet_index)\s*=/.test(
      head,
    ) ||
    TWEETS_CSV_HEAD.test(head) ||
    README_HEAD.test(head) ||
    // The archive's browser page (index.html, "Your archive.html"): recognised, not read.
    /<title>Your (?:Twitter|X) (?:archive|Data)/i.test(head),
  routes: [dataRoute, grailbirdRoute, tweetsCsvRoute, readmeRoute],
  finish(ctx) {
    const d = ctx.builder.data;
    if (d.formatVersions.length === 0) ctx.builder.formatVersion('x');
    for (const login of d.logins)
      if (login.action === 'signup' && !login.at) login.at = d.profile.accountCreatedAt;
    // A count file that is in the archive but lists nobody says 0; an absent one leaves null.
    const countFiles = [
      ['follower', 'followers'],
      ['following', 'following'],
      ['block', 'blocked'],
      ['contact', 'contactsUploaded'],
    ] as const;
    for (const [type, count] of countFiles) {
      if (
        num(d.connections[count]) === undefined &&
        ctx.entries.some((e) => dataType(e.path) === type)
      )
        d.connections[count] = 0;
    }
  },
};
