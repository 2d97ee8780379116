// TikTok "Download your data" (JSON): one file, `user_data_tiktok.json` (2024+: Profile."Profile
// Info", "Your Activity") or `user_data.json` (2020–2023: Profile."Profile Information", Activity).
// Keys are matched regardless of case and spacing ("Auto Fill" = "Autofill") and the follow lists
// are found under whichever section holds them. The TXT format (a folder of `.txt` files of
// "Label: value" lines) is read for the files seen in a real TXT export, Profile/Profile Info.txt and
// App Settings/Settings.txt, and for the lists of records (Activity/Login History.txt, the follow
// lists, searches, the user's videos and comments, Status.txt, Off TikTok Activity.txt, and what the
// user watched, liked, saved or shared; their lines labelled as the JSON records' keys), by turning
// them into the JSON sections they mirror; its other files are listed as not read. Invariants:
// "None"/"N/A" and null lists mean "no value"; two-factor status stays 'unknown' (TikTok does not
// export it); a TXT export with none of these files is refused
// with a message asking for JSON. A file renamed or holding one section is recognised by the
// section it opens with; a sub-section is found under whichever top-level section holds it.
// The account's language changes no key: section and field names are English in every sample, the
// app's language is a value ("App Settings".Settings.SettingsMap."App Language": "English" in a 2025
// sample), and public readers used with non-English accounts (a Dutch data-donation study's TikTok
// reader) match only English section names; no translated key has been seen, so there is no table.
import type { Device } from '../dataset.ts';
import type { DatasetBuilder } from '../datasetBuilder.ts';
import type { PlatformImporter, Route } from '../platform.ts';
import { readJson, readText } from '../read.ts';
import { parseMonth, parseTime } from '../time.ts';
import { arr, at, flag, geo, obj, str, type Json } from '../values.ts';
import { PROFILE_SECTION_FIELDS } from '../dataset.ts';
import { cleanValue } from '../datasetBuilder.ts';

function list(value: unknown): Json[] {
  return arr(value)
    .map((v) => obj(v))
    .filter((v): v is Json => v !== undefined);
}

/** A key as TikTok varies it between exports: "Auto Fill" and "Autofill" are one key. */
const looseKey = (key: string) => key.replace(/\s+/g, '').toLowerCase();

/** Follows a path of keys, each matched regardless of case and spacing. */
function looseAt(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    const record = obj(current);
    if (!record) return undefined;
    const want = looseKey(key);
    const found = Object.keys(record).find((k) => looseKey(k) === want);
    current = found === undefined ? undefined : record[found];
  }
  return current;
}

/**
 * First present section among the old and new names; failing those, the same sub-path under any
 * other top-level section, since TikTok regroups its sections ("Profile And Settings" holds
 * Settings and Follower in 2025 exports, "Likes and Favorites" the favourites).
 */
function section(root: Json, ...paths: string[][]): unknown {
  for (const path of paths) {
    const value = looseAt(root, ...path);
    if (value !== undefined) return value;
  }
  for (const path of paths) {
    if (path.length < 2) continue;
    for (const top of Object.values(root)) {
      const value = looseAt(top, ...path.slice(1));
      if (value !== undefined) return value;
    }
  }
  return undefined;
}

/**
 * A sub-section by its own name under whichever top-level section holds it: TikTok moves them
 * ("Following List" under Activity in 2020–2023, "Following" under "Your Activity" since 2024, and
 * "Following List" under Profile in some 2025 exports).
 */
function subsection(root: Json, ...names: string[]): unknown {
  for (const top of Object.values(root)) {
    const found = section(obj(top) ?? {}, ...names.map((n) => [n]));
    if (found !== undefined) return found;
  }
  return undefined;
}

const FOLLOWERS = ['Follower', 'Follower List'];
const FOLLOWING = ['Following', 'Following List'];

/**
 * Other people's videos, sounds, effects and hashtags the user watched, liked, saved or shared:
 * what they look at, read as activity. The section's name since 2024 and before it, its list's
 * key, and the activity's title.
 */
const VIEWED_LISTS = [
  ['Watch History', 'Video Browsing History', 'VideoList', 'Watched a video'],
  ['Like List', 'Like List', 'ItemFavoriteList', 'Liked a video'],
  ['Favorite Videos', 'Favorite Videos', 'FavoriteVideoList', 'Saved a video'],
  ['Favorite Sounds', 'Favorite Sounds', 'FavoriteSoundList', 'Saved a sound'],
  ['Favorite Effects', 'Favorite Effects', 'FavoriteEffectsList', 'Saved an effect'],
  ['Favorite Hashtags', 'Favorite Hashtags', 'FavoriteHashtagList', 'Saved a hashtag'],
  ['Share History', 'Share History', 'ShareHistoryList', 'Shared'],
] as const;

function readUserData(b: DatasetBuilder, root: Json, source: string, version?: string): void {
  const modern =
    root['Your Activity'] !== undefined || at(root, 'Profile', 'Profile Info') !== undefined;
  b.formatVersion(version ?? (modern ? 'tiktok-2024' : 'tiktok-2020'));
  // A section the user did not select is absent from the file: only the sections present are
  // "in this export", so a one-section export does not make every other field look empty.
  const has = (...paths: string[][]) => section(root, ...paths) !== undefined;
  if (has(['Profile', 'Profile Info'], ['Profile', 'Profile Information']))
    b.saw(...PROFILE_SECTION_FIELDS);
  if (has(['App Settings', 'Settings'])) b.saw('profile.privateAccount');
  if (has(['Your Activity', 'Login History'], ['Activity', 'Login History'])) b.saw('logins');
  if (has(['Your Activity', 'Status'], ['Activity', 'Status'])) b.saw('devices');
  if (
    has(
      ['Your Activity', 'Searches'],
      ['Activity', 'Search History'],
      ...VIEWED_LISTS.flatMap(([name, oldName]) => [
        ['Your Activity', name],
        ['Activity', oldName],
      ]),
    )
  )
    b.saw('activity');
  if (
    has(['Post', 'Posts'], ['Video', 'Videos'], ['Comment', 'Comments'], ['Activity', 'Comments'])
  )
    b.saw('posts');
  if (subsection(root, ...FOLLOWERS, ...FOLLOWING) !== undefined) b.saw('connections');
  if (has(['Ads and data', 'Off TikTok Activity'], ['Ads and rich data', 'Off TikTok Activity']))
    b.saw('offPlatformActivity');

  const profile = obj(
    section(
      root,
      ['Profile', 'Profile Info', 'ProfileMap'],
      ['Profile', 'Profile Information', 'ProfileMap'],
    ),
  );
  if (profile) {
    b.fact('usernames', str(profile.userName), source);
    b.fact('names', str(profile.displayName) ?? str(profile.nickName), source, {
      kind: 'display-name',
    });
    b.fact('emails', str(profile.emailAddress), source, { kind: 'primary' });
    b.fact('phones', str(profile.telephoneNumber), source);
    b.fact('bios', str(profile.bioDescription), source);
    b.fact('genders', str(profile.inferredGender), source, { kind: 'inferred' });
    for (const key of ['instagramLink', 'youtubeLink', 'lemon8Link', 'twitterLink'])
      b.fact('links', str(profile[key]), source, { kind: key });
    // The accounts the user signs in with (Google, Apple…), under the name they carry there: a
    // display name ("Alex Sample"), not a handle.
    for (const p of list(profile.PlatformInfo))
      b.fact('names', cleanValue(str(p.Name)), source, {
        kind: `${str(p.Platform) ?? 'linked'} account`,
      });
    const birth = cleanValue(str(profile.birthDate));
    if (birth) {
      // DD-Mon-YYYY; TikTok's own samples mask the year ("17-Dec-20xx").
      const m = birth.match(/^(\d{1,2})-([A-Za-z]{3})-(\d{4})?/);
      b.data.profile.birthdays.push({
        year: m?.[3] ? Number(m[3]) : null,
        month: m?.[2] ? parseMonth(m[2]) : null,
        day: m?.[1] ? Number(m[1]) : null,
        raw: birth,
        kind: 'profile',
        source,
      });
    }
    const followers = Number(cleanValue(str(profile.followerCount)));
    if (Number.isFinite(followers) && cleanValue(str(profile.followerCount)))
      b.data.connections.followers = followers;
    const following = Number(cleanValue(str(profile.followingCount)));
    if (Number.isFinite(following) && cleanValue(str(profile.followingCount)))
      b.data.connections.following = following;
  }

  const autofill = obj(looseAt(root, 'Profile', 'Autofill'));
  if (autofill) {
    b.fact('phones', str(autofill.PhoneNumber), source, { kind: 'autofill' });
    b.fact('emails', str(autofill.Email), source, { kind: 'autofill' });
    const name = [cleanValue(str(autofill.FirstName)), cleanValue(str(autofill.LastName))]
      .filter(Boolean)
      .join(' ');
    b.fact('names', name, source, { kind: 'autofill' });
    const address = ['Address', 'Unit', 'City', 'State', 'ZipCode', 'Country']
      .map((k) => cleanValue(str(autofill[k])))
      .filter(Boolean)
      .join(', ');
    b.fact('addresses', address, source, { kind: 'autofill' });
  }

  const settings = obj(section(root, ['App Settings', 'Settings', 'SettingsMap']));
  if (settings) {
    for (const [name, value] of Object.entries(settings)) {
      const text = str(value);
      if (text === undefined) continue;
      if (/^private account$/i.test(name)) b.setPrivate(flag(text), name, text, source);
      else b.data.profile.visibility.push({ name, value: text, source });
    }
  }

  const activity = (name: string, oldName = name) =>
    section(root, ['Your Activity', name], ['Activity', oldName]);
  // The phone models the user logged in with, one per model, first and last login kept.
  const loginModels = new Map<string, Device>();
  for (const r of list(at(activity('Login History'), 'LoginHistoryList'))) {
    const ip = cleanValue(str(r.IP));
    const model = cleanValue(str(r.DeviceModel));
    const system = cleanValue(str(r.DeviceSystem));
    const device = [model, system].filter(Boolean).join(' ');
    const when = parseTime(r.Date);
    if (model) {
      const seen = loginModels.get(model) ?? { model, ...(system ? { os: system } : {}), source };
      if (when && (!seen.firstSeenAt || when < seen.firstSeenAt)) seen.firstSeenAt = when;
      if (when && (!seen.lastSeenAt || when > seen.lastSeenAt)) seen.lastSeenAt = when;
      loginModels.set(model, seen);
    }
    b.data.logins.push({
      action: 'login',
      at: when,
      ...(ip ? { ip } : {}),
      ...(device ? { device } : {}),
      ...(cleanValue(str(r.NetworkType))
        ? { detail: [str(r.NetworkType), cleanValue(str(r.Carrier))].filter(Boolean).join(' ') }
        : {}),
      source,
    });
  }
  // The Status List repeats the same device on every app start: one device per distinct row.
  const seenDevices = new Set<string>();
  for (const r of list(at(activity('Status'), 'Status List'))) {
    const key = JSON.stringify(Object.entries(r).sort(([x], [y]) => (x < y ? -1 : 1)));
    if (seenDevices.has(key)) continue;
    seenDevices.add(key);
    const ids = ['IDFA', 'GAID', 'Android ID', 'IDFV', 'Web ID', 'UID', 'DID']
      .map((k) => (cleanValue(str(r[k])) ? `${k}: ${str(r[k])}` : null))
      .filter(Boolean);
    const resolution = cleanValue(str(r.Resolution));
    if (ids.length === 0 && !resolution) continue;
    b.data.devices.push({
      ...(ids.length > 0 ? { deviceId: ids.join('; ') } : {}),
      ...(resolution ? { name: `Screen ${resolution}` } : {}),
      ...(cleanValue(str(r['App Version'])) ? { os: `TikTok ${str(r['App Version'])}` } : {}),
      source,
    });
  }
  // The Status List names no model: when every login came from one model, its rows are that
  // phone; otherwise (or without a Status List) each model is a device of its own.
  const statusDevices = b.data.devices.filter((d) => d.source === source && !d.model);
  if (loginModels.size === 1 && statusDevices.length > 0) {
    const [only] = loginModels.values();
    for (const d of statusDevices) Object.assign(d, { model: only!.model, os: d.os ?? only!.os });
  } else b.data.devices.push(...loginModels.values());
  const lastLocation = obj(at(activity('Most Recent Location Data'), 'LocationData'));
  if (lastLocation) {
    const gps = cleanValue(str(lastLocation.GpsData));
    const parts = gps?.split(/[,\s]+/) ?? [];
    const point = geo(parts[0], parts[1]);
    const region = cleanValue(str(lastLocation.LastRegion));
    if (point || region) {
      b.data.places.push({
        kind: 'last-known',
        ...(point ? { point } : {}),
        ...(region ? { name: region } : {}),
        startAt: parseTime(lastLocation.Date),
        source,
      });
    }
  }
  for (const [name, oldName, listKey, title] of VIEWED_LISTS)
    for (const r of list(at(activity(name, oldName), listKey))) {
      const url = cleanValue(str(r.Link) ?? str(r.VideoLink) ?? str(r.EffectLink));
      // A share names what was shared ("share_video", "live") and how.
      const shared = cleanValue(str(r.SharedContent));
      b.data.activity.push({
        product: 'TikTok',
        at: parseTime(r.Date),
        title: shared ? `${title}: ${shared.replace(/_/g, ' ')}` : title,
        ...(url ? { url } : {}),
        source,
      });
    }
  for (const r of list(at(activity('Searches', 'Search History'), 'SearchList'))) {
    const term = cleanValue(str(r.SearchTerm));
    if (term)
      b.data.activity.push({
        product: 'TikTok search',
        at: parseTime(r.Date),
        title: term,
        source,
      });
  }
  // A count stays null ("not in this export") when its section is absent, never 0.
  // A section holding no list at all (`"Follower List": {}`) does not say how many there are.
  const count = (names: string[], listKey: string) => {
    const list = looseAt(subsection(root, ...names), listKey);
    return list === undefined ? null : arr(list).length;
  };
  b.data.connections.followers ??= count(FOLLOWERS, 'FansList');
  b.data.connections.following ??= count(FOLLOWING, 'Following');
  const blocked = section(root, ['App Settings', 'Block List'], ['App Settings', 'Block']);
  if (blocked !== undefined) b.data.connections.blocked = arr(at(blocked, 'BlockList')).length;

  // The user's own comments (on anyone's videos): text they published.
  for (const c of list(
    at(section(root, ['Comment', 'Comments'], ['Activity', 'Comments']), 'CommentsList'),
  )) {
    const text = cleanValue(str(c.comment) ?? str(c.Comment));
    const photo = cleanValue(str(c.photo));
    if (!text && !photo) continue;
    b.data.posts.push({
      kind: 'comment',
      at: parseTime(c.date ?? c.Date),
      text: text ?? '',
      media: photo ? [photo] : [],
      links: [],
      source,
    });
  }

  const videos = section(root, ['Post', 'Posts', 'VideoList'], ['Video', 'Videos', 'VideoList']);
  for (const v of list(videos)) {
    const location = cleanValue(str(v.Location));
    const link = cleanValue(str(v.Link) ?? str(v.VideoLink));
    b.data.posts.push({
      kind: 'video',
      at: parseTime(v.Date),
      text: cleanValue(str(v.Title)) ?? '',
      ...(cleanValue(str(v.WhoCanView)) ? { audience: str(v.WhoCanView) } : {}),
      ...(location ? { place: { name: location } } : {}),
      media: link ? [link] : [],
      links: [],
      source,
    });
  }

  for (const r of list(
    at(
      section(
        root,
        ['Ads and data', 'Off TikTok Activity'],
        ['Ads and rich data', 'Off TikTok Activity'],
      ),
      'OffTikTokActivityDataList',
    ),
  )) {
    const name = cleanValue(str(r.Source)) ?? 'unknown';
    const existing = b.data.offPlatformActivity.find((o) => o.name === name);
    // The TXT export labels the time "Date", as in its other lists.
    const when = parseTime(r.TimeStamp ?? r.Date);
    const type = cleanValue(str(r.Event));
    if (existing) {
      existing.events = (existing.events ?? 0) + 1;
      if (when && (!existing.lastAt || when > existing.lastAt)) existing.lastAt = when;
      if (type && !existing.types.includes(type)) existing.types.push(type);
    } else {
      b.data.offPlatformActivity.push({
        name,
        events: 1,
        lastAt: when,
        types: type ? [type] : [],
        source,
      });
    }
  }
}

/**
 * The first key of user_data*.json: a file renamed, saved twice ("user_data_tiktok (1).json") or
 * holding one section is still TikTok's by the section it opens with. Case counts: TikTok writes
 * "Profile", another service's file may open with "profile".
 */
const USER_DATA_HEAD =
  /^\s*\{\s*"(?:Activity|Your Activity|Ads and data|App Settings|Comments?|Direct Messages?|Income Plus Wallet Transactions|Likes and Favorites|Location Review|Posts?|Profile|Profile And Settings|Tiktok Live|TikTok Live|Tiktok Shopping|TikTok Shop|Videos?)"\s*:\s*\{/;

const userDataRoute: Route = {
  match: /(?:^|\/)user_data(?:_tiktok)?(?: \(\d+\))?\.json$/i,
  sniff: (head) => USER_DATA_HEAD.test(head),
  async handle(entry, ctx) {
    const root = obj(await readJson(entry, ctx.read));
    if (root) readUserData(ctx.builder, root, entry.path);
  },
};

/** The ProfileMap key each line label of Profile Info.txt stands for (as in a 2021 TXT export). */
const TXT_PROFILE_KEYS: Record<string, string> = {
  'profile photo': 'profilePhoto',
  username: 'userName',
  'telephone number': 'telephoneNumber',
  'email address': 'emailAddress',
  'bio description': 'bioDescription',
  birthdate: 'birthDate',
  'like(s) received': 'likesReceived',
  // Spellings of the same fields other TXT exports may use.
  email: 'emailAddress',
  'phone number': 'telephoneNumber',
  'user name': 'userName',
  'birth date': 'birthDate',
  birthday: 'birthDate',
};

/** Every line label of Profile Info.txt, the linked accounts' blocks' included. */
const TXT_PROFILE_LABELS = new Set([
  ...Object.keys(TXT_PROFILE_KEYS),
  'profile video',
  'name',
  'description',
]);

/**
 * A TXT file's blank-line separated blocks of "Label: value" lines; a line without a label
 * continues the value above it (a bio spans lines), and a block may open with a bare title line
 * ("Google" before the linked account's lines, "Push Notification" before its settings). With
 * `labels`, only those labels start a line's value, so a bio line holding ": " stays in the bio.
 */
function txtBlocks(
  text: string,
  labels?: ReadonlySet<string>,
): { title: string | null; fields: [string, string][] }[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => {
      const fields: [string, string][] = [];
      let title: string | null = null;
      for (const line of block.split('\n')) {
        const m = line.match(/^([^:\n]{1,60}):(?: (.*))?$/);
        const last = fields[fields.length - 1];
        const label = m && (!labels || labels.has(m[1]!.trim().toLowerCase())) ? m : null;
        if (label && !/^https?$/i.test(label[1]!))
          fields.push([label[1]!.trim(), (label[2] ?? '').trim()]);
        else if (last) last[1] = `${last[1]}\n${line}`.trim();
        else if (line.trim()) title = line.trim();
      }
      return { title, fields };
    })
    .filter((b) => b.fields.length > 0 || b.title);
}

/**
 * TXT files of records, one blank-line separated block each, and the JSON section and list they
 * mirror (the file names of the TXT export, with or without their folder).
 */
const TXT_LISTS: readonly {
  file: RegExp;
  path: [string, string];
  list: string;
  /** A label only this list's records carry: how a renamed file is told apart. */
  field?: string;
  /** Records with no date (the Status list's app starts), their labels kept as the JSON's keys. */
  undated?: boolean;
}[] = [
  // Status.txt: one block per app start ("Screen Resolution", "App Version", advertising ids).
  { file: /Status/, path: ['Activity', 'Status'], list: 'Status List', undated: true },
  {
    file: /Login History/,
    path: ['Activity', 'Login History'],
    list: 'LoginHistoryList',
    field: 'IP',
  },
  {
    file: /Follower(?: List)?|Fans(?: List)?/,
    path: ['Activity', 'Follower List'],
    list: 'FansList',
  },
  { file: /Following(?: List)?/, path: ['Activity', 'Following List'], list: 'Following' },
  {
    file: /Search(?:es| History)/,
    path: ['Activity', 'Search History'],
    list: 'SearchList',
    field: 'Search Term',
  },
  // Videos.txt (2021–22), Post.txt (2024+): the user's own videos.
  { file: /Videos?|Posts?/, path: ['Video', 'Videos'], list: 'VideoList' },
  // What the user watched and liked: other people's videos, read as activity.
  {
    file: /(?:Video )?Browsing History|Watch History/,
    path: ['Activity', 'Video Browsing History'],
    list: 'VideoList',
  },
  { file: /Like List|Liked Videos/, path: ['Activity', 'Like List'], list: 'ItemFavoriteList' },
  {
    file: /Favorite Videos/,
    path: ['Activity', 'Favorite Videos'],
    list: 'FavoriteVideoList',
  },
  { file: /Favorite Sounds/, path: ['Activity', 'Favorite Sounds'], list: 'FavoriteSoundList' },
  {
    file: /Favorite Effects/,
    path: ['Activity', 'Favorite Effects'],
    list: 'FavoriteEffectsList',
  },
  {
    file: /Favorite Hashtags/,
    path: ['Activity', 'Favorite Hashtags'],
    list: 'FavoriteHashtagList',
  },
  { file: /Share History/, path: ['Activity', 'Share History'], list: 'ShareHistoryList' },
  { file: /Comments/, path: ['Comment', 'Comments'], list: 'CommentsList', field: 'Comment' },
  {
    file: /Off TikTok Activity/,
    path: ['Ads and data', 'Off TikTok Activity'],
    list: 'OffTikTokActivityDataList',
    field: 'Event',
  },
];
/** The list a TXT file holds: by its name, else (renamed) by its first record's labels. */
function txtListOf(path: string, text?: string) {
  const named = TXT_LISTS.find(({ file }) =>
    new RegExp(`(?:^|/)(?:${file.source})\\.txt$`, 'i').test(path),
  );
  if (named || text === undefined || !TXT_HEAD.test(text)) return named;
  const labels = new Set(txtBlocks(text)[0]?.fields.map(([label]) => label));
  return TXT_LISTS.find(({ field }) => field !== undefined && labels.has(field));
}

/**
 * A TXT list renamed or alone: blocks of "Date: 2024-07-09 18:53:20" (TikTok's own time format,
 * "UTC" or not) followed by one of the fields only TikTok's lists carry.
 */
const TXT_HEAD =
  /^\uFEFF?Date: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?: UTC)?\r?\n(?:(?:IP|Device Model|Source|Video Link|Search Term|Sound Link|Comment|Username|Hashtag Name|Shared Content): |Link: https?:\/\/(?:[\w-]+\.)*tiktokv?\.com\/)/;

/**
 * TXT files whose names are common words, told by their first lines: Settings.txt's privacy
 * switches ("Allow Others to Find Me", then "Private Account") and Status.txt's app starts
 * ("Screen Resolution", "App Version", then an advertising id).
 */
const SETTINGS_TXT_HEAD = /^\uFEFF?Allow Others to Find Me: [^\n]*\r?\nPrivate Account: /;
const STATUS_TXT_HEAD =
  /^\uFEFF?Screen Resolution: [^\n]*\r?\nApp Version: [^\n]*\r?\n(?:IDFA|GAID|Android ID|IDFV): /;

/** Profile Info.txt, Settings.txt and the record lists read as the JSON sections they mirror. */
const txtRoute: Route = {
  match: new RegExp(
    `(?:^|/)(?:(?:Profile/)?Profile Info|App Settings/Settings|(?:(?:Activity|Video|Post|Comments?|Ads and data)/)?(?:${TXT_LISTS.map((l) => l.file.source).join('|')}))\\.txt$`,
    'i',
  ),
  // A renamed list ("tiktok logins.txt"): TikTok's record shape, of a list read here (a renamed
  // browsing history is left to be listed as not read).
  sniff: (head) => txtListOf('', head) !== undefined || SETTINGS_TXT_HEAD.test(head),
  async handle(entry, ctx) {
    const text = await readText(entry, ctx.read);
    const list = txtListOf(entry.path, text);
    if (list) {
      // One block per record, its lines labelled as the JSON record's keys, spaced or not
      // ("Video Link" = VideoLink, "Device Model" = DeviceModel): a block without a date is none.
      // The Status list's keys keep their spaces ("App Version") and have no date.
      const key = list.undated
        ? (label: string) => (label === 'Screen Resolution' ? 'Resolution' : label)
        : (label: string) => label.replace(/\s+/g, '');
      const records = txtBlocks(text)
        .map((block) =>
          Object.fromEntries(block.fields.map(([label, value]) => [key(label), value])),
        )
        .filter((fields) => list.undated || fields.Date !== undefined);
      const [top, name] = list.path;
      readUserData(
        ctx.builder,
        { [top]: { [name]: { [list.list]: records } } },
        entry.path,
        'tiktok-txt',
      );
      return;
    }
    if (/Settings\.txt$/i.test(entry.path) || SETTINGS_TXT_HEAD.test(text)) {
      const SettingsMap = Object.fromEntries(txtBlocks(text).flatMap((b) => b.fields));
      readUserData(
        ctx.builder,
        { 'App Settings': { Settings: { SettingsMap } } },
        entry.path,
        'tiktok-txt',
      );
      return;
    }
    const [first, ...linked] = txtBlocks(text, TXT_PROFILE_LABELS);
    const ProfileMap: Json = {};
    for (const [label, value] of first?.fields ?? []) {
      const key = TXT_PROFILE_KEYS[label.toLowerCase()];
      if (key) ProfileMap[key] = value;
    }
    ProfileMap.PlatformInfo = linked
      .filter((b) => b.title)
      .map((b) => ({ Platform: b.title, ...Object.fromEntries(b.fields) }));
    readUserData(
      ctx.builder,
      { Profile: { 'Profile Information': { ProfileMap } } },
      entry.path,
      'tiktok-txt',
    );
  },
};

export const tiktokImporter: PlatformImporter = {
  platform: 'tiktok',
  markers: [
    /(?:^|\/)user_data(?:_tiktok)?(?: \(\d+\))?\.json$/i,
    /(?:^|\/)TikTok_Data\//i,
    /(?:^|\/)(?:Activity|Profile)\/(?:Login History|Browsing History|Profile Info)\.txt$/i,
    // The TXT export's files sent without their folders: names no other platform's export uses.
    /(?:^|\/)(?:Login History|Browsing History|Watch History|Profile Info|Off TikTok Activity|Like List|Favorite Videos|Favorite Sounds|Favorite Effects|Favorite Hashtags|Share History|Following List|Follower List|Fans List)\.txt$/i,
  ],
  sniff: (head) =>
    /"(Profile Info|Profile Information|Your Activity|Tiktok Live)"\s*:/.test(head) ||
    USER_DATA_HEAD.test(head) ||
    TXT_HEAD.test(head) ||
    SETTINGS_TXT_HEAD.test(head) ||
    STATUS_TXT_HEAD.test(head),
  routes: [userDataRoute, txtRoute],
};
