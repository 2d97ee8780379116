// Instagram "Download your information" (JSON): files are recognised by their single top-level key
// (`profile_user`, `account_history_login_history`, …), which survives the folder moves between the
// 2021–2022 layout (account_information/, login_and_account_creation/) and the 2023+ layout
// (personal_information/…, security_and_login_information/…, your_instagram_activity/…).
// The 2018–2020 export's plain objects (profile.json, connections.json, account_history.json,
// media.json, comments.json) are recognised by their fields and read through the same handlers.
// Of the HTML option, the relationships pages (followers, following, blocked) are counted by the
// profiles they link to, the profile, login, logout, sign-up, password and comments pages are read
// as the records they mirror, the posts, stories and reels pages as one dated box per post (cells
// and boxes read by shape, facebook/htmlShapes.ts: Meta's markup is shared); its other pages, and
// any JSON file no handler reads, are listed as not read.
// Invariants: labels are matched through meta/records.ts (case and language tolerant); mojibake is
// repaired before anything is read; two-factor status stays 'unknown' unless a file states it.
import { PROFILE_SECTION_FIELDS, type LoginEvent, type Post } from '../dataset.ts';
import type { DatasetBuilder } from '../datasetBuilder.ts';
import { metaMediaItem } from '../meta/media.ts';
import {
  labels,
  labelTime,
  labelValue,
  listValues,
  records,
  noteUnreadableLanguage,
} from '../meta/records.ts';
import { ImportFailure, NOT_READ_FILE, NOT_READ_PAGE } from '../messages.ts';
import type { PlatformImporter, Route } from '../platform.ts';
import { readJson, readText } from '../read.ts';
import { decodeEntities, htmlToText } from '../text.ts';
import { GENERATED_BY_ACCOUNT } from '../facebook/htmlLabels.ts';
import { entriesByShape, labelCells } from '../facebook/htmlShapes.ts';
import { fromEpoch, parseTime } from '../time.ts';
import {
  arr,
  basename,
  flag,
  geo,
  num,
  obj,
  str,
  withoutCopySuffix,
  type Json,
} from '../values.ts';

function addProfile(b: DatasetBuilder, record: Json, source: string): void {
  const l = labels(record);
  const v = (label: string) => l.get(label)?.value;
  b.fact('names', v('name'), source, { kind: 'full-name' });
  b.fact('usernames', v('username'), source);
  b.fact('emails', v('email'), source, { kind: 'primary' });
  b.fact('phones', v('phone number'), source);
  b.fact('bios', v('bio'), source);
  b.fact('genders', v('gender'), source);
  b.fact('links', v('website'), source);
  const birth = v('date of birth');
  if (birth) {
    // 1990-03-14 in JSON; the HTML option may print it as a date in words ("Mar 14, 1990").
    const m =
      birth.match(/^(\d{4})-(\d{2})-(\d{2})$/) ??
      parseTime(birth)?.match(/^(\d{4})-(\d{2})-(\d{2})T/) ??
      null;
    b.data.profile.birthdays.push({
      year: m ? Number(m[1]) : null,
      month: m ? Number(m[2]) : null,
      day: m ? Number(m[3]) : null,
      raw: birth,
      kind: 'profile',
      source,
    });
  }
  const priv = v('private account');
  if (priv !== undefined) b.setPrivate(flag(priv), 'Private Account', priv, source);
  const photo = metaMediaItem(obj(obj(record.media_map_data)?.['Profile Photo']), source);
  if (photo) b.data.media.push(photo);
}

function loginEvent(
  b: DatasetBuilder,
  record: Json,
  action: 'login' | 'logout' | 'signup',
  source: string,
): void {
  const l = labels(record);
  const at =
    fromEpoch(l.get('time')?.timestamp) ??
    parseTime(l.get('time')?.value) ??
    parseTime(record.title);
  const event: DatasetBuilder['data']['logins'][number] = { action, at, source };
  const ip = l.get('ip address')?.value;
  if (ip) event.ip = ip;
  const port = l.get('port')?.value;
  if (port) event.port = port;
  const ua = l.get('user agent')?.value ?? l.get('device')?.value;
  if (ua) event.userAgent = ua;
  b.data.logins.push(event);
}

/** Handlers by top-level key. */
/** A handler for a list of the user's own media under `key`, one post of `kind` per record. */
function mediaList(
  key: string,
  kind: Post['kind'],
): (b: DatasetBuilder, json: unknown, source: string) => void {
  return (b, json, source) => {
    b.saw('posts', 'media');
    for (const raw of records(json, key)) addPost(b, raw, kind, source);
  };
}

const BY_KEY: Record<string, (b: DatasetBuilder, json: unknown, source: string) => void> = {
  profile_user(b, json, source) {
    b.saw(...PROFILE_SECTION_FIELDS, 'profile.privateAccount');
    for (const r of records(json, 'profile_user')) addProfile(b, r, source);
  },
  profile_profile_change(b, json, source) {
    for (const r of records(json, 'profile_profile_change')) {
      const changed = (labelValue(r, 'changed') ?? '').toLowerCase();
      const previous = labelValue(r, 'previous value');
      const when = fromEpoch(labelTime(r, 'change date'));
      const list = changed.includes('mail')
        ? 'emails'
        : changed.includes('phone')
          ? 'phones'
          : changed.includes('user')
            ? 'usernames'
            : changed.includes('name')
              ? 'names'
              : changed.includes('bio')
                ? 'bios'
                : null;
      if (list) b.fact(list, previous, source, { kind: 'previous', at: when });
    }
  },
  account_history_registration_info(b, json, source) {
    for (const r of records(json, 'account_history_registration_info')) {
      loginEvent(b, r, 'signup', source);
      // The sign-up "Device" is a phone's model code ("D6603", "SM-G960F"), not a user agent.
      const model = labelValue(r, 'device');
      if (model && !/[/;()]/.test(model)) b.data.devices.push({ model, source });
      b.data.profile.accountCreatedAt =
        fromEpoch(labelTime(r, 'time')) ?? b.data.profile.accountCreatedAt;
      b.fact('emails', labelValue(r, 'email'), source, { kind: 'sign-up' });
      b.fact('phones', labelValue(r, 'phone number'), source, { kind: 'sign-up' });
      b.fact('usernames', labelValue(r, 'username'), source, { kind: 'sign-up' });
    }
  },
  account_history_login_history(b, json, source) {
    b.saw('logins');
    for (const r of records(json, 'account_history_login_history'))
      loginEvent(b, r, 'login', source);
  },
  account_history_logout_history(b, json, source) {
    b.saw('logins');
    for (const r of records(json, 'account_history_logout_history'))
      loginEvent(b, r, 'logout', source);
  },
  account_history_password_change_history(b, json) {
    for (const r of records(json, 'account_history_password_change_history')) {
      const when = fromEpoch(labelTime(r, 'time'));
      if (when) b.data.security.passwordChanges.push(when);
    }
  },
  account_history_account_privacy_history(b, json, source) {
    b.saw('profile.visibility');
    const changes = records(json, 'account_history_account_privacy_history')
      .map((r) => ({ title: str(r.title) ?? '', at: fromEpoch(labelTime(r, 'time')) ?? '' }))
      .sort((x, y) => x.at.localeCompare(y.at));
    for (const change of changes) {
      b.data.profile.visibility.push({
        name: 'Account privacy change',
        value: `${change.title} ${change.at}`.trim(),
        source,
      });
    }
    const latest = changes.at(-1);
    if (latest && b.data.profile.privateAccount === null) {
      b.data.profile.privateAccount = /private/i.test(latest.title)
        ? true
        : /public/i.test(latest.title)
          ? false
          : null;
    }
  },
  account_history_imprecise_last_known_location(b, json, source) {
    b.saw('places');
    for (const r of records(json, 'account_history_imprecise_last_known_location')) {
      const precise = geo(labelValue(r, 'precise latitude'), labelValue(r, 'precise longitude'));
      const imprecise = geo(
        labelValue(r, 'imprecise latitude'),
        labelValue(r, 'imprecise longitude'),
      );
      const point = precise ?? imprecise;
      if (!point) continue;
      const when =
        fromEpoch(labelTime(r, 'gps time uploaded')) ??
        parseTime(labelValue(r, 'gps time uploaded'));
      b.data.places.push({
        kind: 'last-known',
        point,
        startAt: when,
        source,
        ...(precise ? { semanticType: 'precise' } : {}),
      });
    }
  },
  devices_devices(b, json, source) {
    b.saw('devices');
    for (const r of records(json, 'devices_devices')) {
      b.data.devices.push({
        deviceId: labelValue(r, 'device id'),
        userAgent: labelValue(r, 'user agent'),
        lastSeenAt: fromEpoch(labelTime(r, 'last login')),
        source,
      });
    }
  },
  devices_camera(b, json, source) {
    for (const r of records(json, 'devices_camera')) {
      const id = labelValue(r, 'device id');
      if (id) b.data.devices.push({ deviceId: id, name: 'Camera', source });
    }
  },
  ig_secret_conversations(b, json, source) {
    b.saw('devices');
    for (const raw of arr(obj(obj(json)?.ig_secret_conversations)?.armadillo_devices)) {
      const d = obj(raw);
      if (!d) continue;
      b.data.devices.push({
        name: str(d.device_type),
        model:
          [str(d.device_manufacturer), str(d.device_model)].filter(Boolean).join(' ') || undefined,
        os: str(d.device_os_version),
        ip: str(d.last_connected_ip),
        lastSeenAt: fromEpoch(d.last_active_time),
        source,
      });
    }
  },
  inferred_data_primary_location(b, json, source) {
    for (const r of records(json, 'inferred_data_primary_location')) {
      b.fact('locations', labelValue(r, 'city name'), source, { kind: 'inferred' });
    }
  },
  inferred_data_inferred_emails(b, json, source) {
    for (const r of records(json, 'inferred_data_inferred_emails')) {
      for (const v of listValues(r)) b.fact('emails', v.value, source, { kind: 'inferred' });
    }
  },
  inferred_data_inferred_phone_numbers(b, json, source) {
    for (const r of records(json, 'inferred_data_inferred_phone_numbers')) {
      for (const v of listValues(r)) b.fact('phones', v.value, source, { kind: 'inferred' });
    }
  },
  profile_linked_meta_accounts(b, json, source) {
    for (const r of records(json, 'profile_linked_meta_accounts')) {
      const type = labelValue(r, 'account type') ?? 'linked';
      const who =
        labelValue(r, 'user name') ?? labelValue(r, 'email') ?? labelValue(r, 'identifier');
      if (who) b.data.security.linkedAccounts.push({ value: who, kind: type, source });
    }
  },
  ig_autofill_data(b, json, source) {
    const a = obj(obj(json)?.ig_autofill_data);
    if (!a) return;
    b.fact('phones', str(a.tel), source, { kind: 'autofill' });
    b.fact('emails', str(a.email), source, { kind: 'autofill' });
    const name = [str(a.given_name), str(a.family_name)].filter(Boolean).join(' ');
    b.fact('names', name, source, { kind: 'autofill' });
    const address = [
      str(a.street_address) || str(a.address_line1),
      str(a.address_level2),
      str(a.address_level1),
      str(a.postal_code),
    ]
      .filter(Boolean)
      .join(', ');
    b.fact('addresses', address, source, { kind: 'autofill' });
  },
  apps_and_websites_expired_apps(b, json, source) {
    b.saw('connectedApps');
    for (const r of records(json, 'apps_and_websites_expired_apps')) {
      const name = labelValue(r, 'app name');
      if (name)
        b.data.connectedApps.push({
          name,
          status: 'expired',
          removedAt: fromEpoch(labelTime(r, 'expired on')),
          source,
        });
    }
  },
  apps_and_websites_active_apps(b, json, source) {
    b.saw('connectedApps');
    for (const r of records(json, 'apps_and_websites_active_apps')) {
      const name = labelValue(r, 'app name');
      if (name)
        b.data.connectedApps.push({
          name,
          status: 'active',
          approvedAt: fromEpoch(labelTime(r, 'added on')),
          source,
        });
    }
  },
  // 2025+: account events (log in, checkpoint, e-mail sent, profile changed) with their IP.
  profile_activity(b, json, source) {
    b.saw('logins');
    for (const r of records(json, 'profile_activity')) {
      const l = labels(r);
      const type = l.get('type')?.value ?? '';
      const event: LoginEvent = {
        action: /log ?in/i.test(type) ? 'login' : /log ?out/i.test(type) ? 'logout' : 'activity',
        at: fromEpoch(l.get('last login')?.timestamp ?? num(r.timestamp)),
        source,
      };
      if (type) event.detail = type;
      const ip = l.get('ip address')?.value;
      if (ip) event.ip = ip;
      const port = l.get('port number')?.value ?? l.get('port')?.value;
      if (port) event.port = port;
      const ua = l.get('user agent')?.value;
      if (ua) event.userAgent = ua;
      b.data.logins.push(event);
    }
  },
  // 2025+: what other apps and websites told Meta, one record per business.
  your_activity_off_meta_technologies(b, json, source) {
    b.saw('offPlatformActivity');
    for (const r of records(json, 'apps_and_websites_off_meta_activity')) {
      const name = str(r.title) ?? str(r.name) ?? labelValue(r, 'name');
      if (!name) continue;
      const events = arr(
        arr(r.label_values)
          .map((v) => obj(v))
          .find((v) => v?.vec)?.vec,
      );
      const times: number[] = [];
      const types = new Set<string>();
      for (const event of events) {
        const el = labels({ label_values: obj(event)?.dict });
        const t = el.get('received on')?.timestamp;
        if (t) times.push(t);
        const type = el.get('event')?.value;
        if (type) types.add(type);
      }
      b.data.offPlatformActivity.push({
        name,
        events: events.length,
        lastAt: times.length > 0 ? fromEpoch(Math.max(...times)) : null,
        types: [...types],
        source,
      });
    }
  },
  relationships_followers(b, json) {
    b.saw('connections');
    b.data.connections.followers =
      (b.data.connections.followers ?? 0) + records(json, 'relationships_followers').length;
  },
  relationships_following(b, json) {
    b.saw('connections');
    b.data.connections.following =
      (b.data.connections.following ?? 0) + records(json, 'relationships_following').length;
  },
  relationships_blocked_users(b, json) {
    b.saw('connections');
    b.data.connections.blocked =
      (b.data.connections.blocked ?? 0) + records(json, 'relationships_blocked_users').length;
  },
  contacts_contact_info(b, json) {
    b.data.connections.contactsUploaded =
      (b.data.connections.contactsUploaded ?? 0) + records(json, 'contacts_contact_info').length;
  },
  ig_stories(b, json, source) {
    b.saw('posts', 'media');
    for (const raw of records(json, 'ig_stories'))
      addPost(
        b,
        { media: [raw], title: raw.title, creation_timestamp: raw.creation_timestamp },
        'story',
        source,
      );
  },
  // The user's own comments: on posts (2022+ `comments_media_comments`; since 2025 the bare array
  // of post_comments_1.json) and on reels.
  comments_media_comments(b, json, source) {
    addComments(b, records(json, 'comments_media_comments'), source);
  },
  comments_reels_comments(b, json, source) {
    addComments(b, records(json, 'comments_reels_comments'), source);
  },
  // The user's own reels and IGTV videos (reels.json, igtv_videos.json): one record per video,
  // its media list as a post's.
  ig_reels_media: mediaList('ig_reels_media', 'video'),
  ig_igtv_media: mediaList('ig_igtv_media', 'video'),
  ig_archived_post_media: mediaList('ig_archived_post_media', 'post'),
  ig_profile_picture(b, json, source) {
    for (const raw of records(json, 'ig_profile_picture')) {
      const item = metaMediaItem(raw, source);
      if (item) b.data.media.push(item);
    }
  },
  text_post_app_text_post_app_profile(b, json, source) {
    // Threads is a separate profile: its privacy flag is kept as a setting, not as Instagram's.
    for (const r of records(json, 'text_post_app_text_post_app_profile')) {
      const priv = labelValue(r, 'private account');
      if (priv)
        b.data.profile.visibility.push({ name: 'Threads: Private Account', value: priv, source });
      b.fact('bios', labelValue(r, 'bio'), source, { kind: 'threads' });
    }
  },
};

/** Comment records: the text under "Comment" (or its translation), the time under "Time". */
function addComments(b: DatasetBuilder, list: readonly Json[], source: string): void {
  b.saw('posts');
  for (const record of list) {
    const found = labels(record);
    const text = found.get('comment')?.value;
    if (!text) continue;
    b.data.posts.push({
      kind: 'comment',
      // The HTML option prints the time as text ("Jan 02, 2023 10:00 am").
      at: fromEpoch(found.get('time')?.timestamp) ?? parseTime(found.get('time')?.value),
      text,
      media: [],
      links: [],
      source,
    });
  }
}

function addPost(b: DatasetBuilder, raw: Json, kind: Post['kind'], source: string): void {
  const media = arr(raw.media)
    .map((m) => metaMediaItem(m, source))
    .filter((m) => m !== null);
  for (const m of media) b.data.media.push(m);
  const first = media[0];
  const text = str(raw.title) || first?.title || '';
  const post: Post = {
    kind,
    at: fromEpoch(raw.creation_timestamp) ?? first?.at ?? null,
    text,
    media: media.map((m) => m.uri),
    links: [],
    source,
  };
  const gps = media.find((m) => m.gps)?.gps;
  if (gps) post.place = { point: gps };
  b.data.posts.push(post);
}

/** Two-factor files are named by parsers but unconfirmed (export-formats.md §2.3): read any value that states on/off. */
function readTwoFactor(b: DatasetBuilder, json: unknown, source: string): void {
  const values: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') values.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(json);
  const states = values.map((v) => flag(v)).filter((v) => v !== null);
  if (states.length === 0) return;
  b.data.security.twoFactor = states.includes(true) ? 'enabled' : 'disabled';
  b.data.security.twoFactorSource = source;
}

/** Files that may come without their wrapping key (file base name → the key's handler). */
const UNWRAPPED_FILES: Record<string, string> = {
  followers: 'relationships_followers',
  following: 'relationships_following',
  blocked_profiles: 'relationships_blocked_users',
  blocked_accounts: 'relationships_blocked_users',
  profile_activity: 'profile_activity',
  your_activity_off_meta_technologies: 'your_activity_off_meta_technologies',
  login_activity: 'account_history_login_history',
  logout_activity: 'account_history_logout_history',
  signup_details: 'account_history_registration_info',
  password_change_activity: 'account_history_password_change_history',
  last_known_location: 'account_history_imprecise_last_known_location',
  post_comments: 'comments_media_comments',
  reels_comments: 'comments_reels_comments',
};

/** A record in the label/value shape the handlers read, from plain key → value pairs. */
function labelled(values: Record<string, unknown>, title?: unknown): Json {
  const map: Record<string, { value: string }> = {};
  for (const [label, value] of Object.entries(values)) {
    const text = typeof value === 'boolean' ? String(value) : str(value);
    if (text) map[label] = { value: text };
  }
  return { ...(str(title) ? { title: str(title) } : {}), string_map_data: map };
}

/** Fields of the 2018–2020 export's plain objects and the label each has in later exports. */
const LEGACY_PROFILE_LABELS: Record<string, string> = {
  name: 'Name',
  username: 'Username',
  email: 'Email',
  phone_number: 'Phone Number',
  biography: 'Bio',
  gender: 'Gender',
  date_of_birth: 'Date of birth',
  private_account: 'Private Account',
  website: 'Website',
};
const LEGACY_LOGIN_LABELS: Record<string, string> = {
  ip_address: 'IP Address',
  timestamp: 'Time',
  user_agent: 'User Agent',
  registration_time: 'Time',
  registration_username: 'Username',
  registration_email: 'Email',
  registration_phone_number: 'Phone Number',
  device_name: 'Device',
};
const relabel = (record: unknown, table: Record<string, string>): Json =>
  labelled(
    Object.fromEntries(
      Object.entries(obj(record) ?? {}).flatMap(([key, value]) =>
        table[key] ? [[table[key], value]] : [],
      ),
    ),
  );

/** The user's media of a 2018–2020 media.json list, each with its caption, as posts. */
function addLegacyMedia(
  b: DatasetBuilder,
  items: unknown,
  kind: Post['kind'],
  source: string,
): void {
  for (const raw of arr(items)) {
    const item = obj(raw);
    const uri = str(item?.path);
    if (!item || !uri) continue;
    const at = parseTime(item.taken_at);
    b.data.media.push({ uri, at, source });
    const place = str(item.location);
    b.data.posts.push({
      kind,
      at,
      text: str(item.caption) ?? '',
      media: [uri],
      links: [],
      source,
      ...(place ? { place: { name: place } } : {}),
    });
  }
}

/**
 * The 2018–2020 export: plain objects instead of label records (profile.json, connections.json,
 * account_history.json, media.json, comments.json), recognised by their fields, each read through
 * the handler of the file that later replaced it. False when the object is none of them.
 */
function readLegacy(b: DatasetBuilder, record: Json, source: string): boolean {
  if (record.date_joined !== undefined && record.username !== undefined) {
    BY_KEY.profile_user!(b, { profile_user: [relabel(record, LEGACY_PROFILE_LABELS)] }, source);
    b.data.profile.accountCreatedAt =
      parseTime(record.date_joined) ?? b.data.profile.accountCreatedAt;
  } else if (Array.isArray(record.login_history) || obj(record.registration_info)) {
    BY_KEY.account_history_login_history!(
      b,
      {
        account_history_login_history: arr(record.login_history).map((r) =>
          relabel(r, LEGACY_LOGIN_LABELS),
        ),
      },
      source,
    );
    if (obj(record.registration_info))
      BY_KEY.account_history_registration_info!(
        b,
        {
          account_history_registration_info: [
            relabel(record.registration_info, LEGACY_LOGIN_LABELS),
          ],
        },
        source,
      );
    for (const change of arr(record.password_change_history)) {
      const when = parseTime(obj(change)?.timestamp ?? change);
      if (when) b.data.security.passwordChanges.push(when);
    }
  } else if (obj(record.followers) || obj(record.following)) {
    // Each list maps a username to the date the relationship began.
    b.saw('connections');
    const c = b.data.connections;
    const count = (list: unknown) => Object.keys(obj(list) ?? {}).length;
    if (obj(record.followers)) c.followers = (c.followers ?? 0) + count(record.followers);
    if (obj(record.following)) c.following = (c.following ?? 0) + count(record.following);
    if (obj(record.blocked_users)) c.blocked = (c.blocked ?? 0) + count(record.blocked_users);
  } else if (['photos', 'videos', 'stories'].some((k) => Array.isArray(record[k]))) {
    b.saw('posts', 'media');
    addLegacyMedia(b, record.photos, 'post', source);
    addLegacyMedia(b, record.videos, 'video', source);
    addLegacyMedia(b, record.stories, 'story', source);
  } else if (Array.isArray(record.media_comments)) {
    // [time, text, owner of the commented media]
    b.saw('posts');
    for (const raw of [...arr(record.media_comments), ...arr(record.live_comments)]) {
      const [when, text] = arr(raw);
      if (str(text) === undefined) continue;
      b.data.posts.push({
        kind: 'comment',
        at: parseTime(when),
        text: str(text) ?? '',
        media: [],
        links: [],
        source,
      });
    }
  } else return false;
  b.formatVersion('instagram-2018');
  return true;
}

const jsonRoute: Route = {
  match: /\.json$/i,
  async handle(entry, ctx) {
    const b = ctx.builder;
    const json = await readJson(entry, ctx.read, { meta: true });
    const name = basename(withoutCopySuffix(entry.path));
    noteUnreadableLanguage(b, entry, json);
    if (/two_factor|two-factor/i.test(name)) {
      readTwoFactor(b, json, entry.path);
      return;
    }
    const record = obj(json);
    const keyed = record && Object.keys(record).some((key) => BY_KEY[key]);
    const unwrapped = UNWRAPPED_FILES[name.replace(/(_\d+)?\.json$/i, '')];
    if (!keyed && unwrapped) {
      // Since 2025 some files have no wrapping key: the file name says what the records are.
      BY_KEY[unwrapped]?.(b, json, entry.path);
      return;
    }
    const ownPosts = /^(posts|reels|igtv_videos)_?\d*\.json$/.test(name);
    // posts_1.json lists the posts with no key; an export of a single post writes that one post's
    // object instead of a list of one.
    const posts = Array.isArray(json)
      ? json
      : ownPosts && Array.isArray(record?.media)
        ? [json]
        : null;
    if (posts) {
      if (ownPosts) {
        b.saw('posts', 'media');
        for (const raw of posts) if (obj(raw)) addPost(b, raw as Json, 'post', entry.path);
      } else b.unread(entry.path, entry.size, 'not-read', NOT_READ_FILE);
      return;
    }
    if (!record) return;
    if (!keyed && readLegacy(b, record, entry.path)) return;
    if (!keyed) b.unread(entry.path, entry.size, 'not-read', NOT_READ_FILE);
    for (const key of Object.keys(record)) BY_KEY[key]?.(b, record, entry.path);
    if (
      /personal_information\/personal_information\//.test(entry.path) ||
      /your_instagram_activity\//.test(entry.path)
    ) {
      b.formatVersion('instagram-2023');
    } else if (/(account_information|login_and_account_creation)\//.test(entry.path)) {
      b.formatVersion('instagram-2021');
    }
  },
};

/** An HTML page's name as the tables below key it: "posts_2 (1).html" is "posts". */
const htmlPageName = (path: string) =>
  basename(withoutCopySuffix(path))
    .replace(/(_\d+)?\.html$/i, '')
    .toLowerCase();
/** The paths of the pages of those names, numbered or not ("posts_1.html"). */
const htmlPagesNamed = (names: readonly string[]) =>
  new RegExp(`(?:^|/)(?:${names.join('|')})(?:_\\d+)?\\.html$`, 'i');

/** HTML pages of label/value records and the JSON key whose handler reads those records. */
const HTML_RECORD_PAGES: Record<string, string> = {
  personal_information: 'profile_user',
  signup_information: 'account_history_registration_info',
  profile_changes: 'profile_profile_change',
  devices: 'devices_devices',
  ...UNWRAPPED_FILES,
};

/**
 * The label/value records of an HTML page (the cells of every Meta layout, htmlShapes.ts), in the
 * shape of the JSON's string_map_data: a record ends where a label it already has comes again.
 */
function htmlRecords(html: string): Json[] {
  const out: Json[] = [];
  // A box's heading is its record's title (a login's time, as the JSON's title holds it).
  for (const [i, part] of html.split(/<h2\b/i).entries()) {
    const title =
      i === 0 ? '' : htmlToText(part.slice(part.indexOf('>') + 1, part.search(/<\/h2>/i)));
    let current: Record<string, { value: string }> | null = null;
    for (const { label, cell } of labelCells(part)) {
      if (!current || current[label]) {
        current = {};
        out.push({ ...(title ? { title } : {}), string_map_data: current });
      }
      current[label] = { value: htmlToText(cell) };
    }
  }
  return out;
}

/** HTML pages of the user's own media (one dated box per post, its caption the box's heading). */
const HTML_POST_PAGES: Record<string, Post['kind']> = {
  posts: 'post',
  archived_posts: 'post',
  stories: 'story',
  reels: 'video',
  igtv_videos: 'video',
};

const htmlPostsRoute: Route = {
  match: htmlPagesNamed(Object.keys(HTML_POST_PAGES)),
  async handle(entry, ctx) {
    const b = ctx.builder;
    const kind = HTML_POST_PAGES[htmlPageName(entry.path)] ?? 'post';
    const html = await readText(entry, ctx.read);
    pageAccount(b, html, entry.path);
    const entries = entriesByShape(html);
    if (entries.length === 0) return b.unread(entry.path, entry.size, 'not-read', NOT_READ_PAGE);
    b.saw('posts', 'media');
    b.formatVersion('instagram-html');
    for (const { at, title, texts, media, links } of entries) {
      for (const uri of media) b.data.media.push({ uri, at, source: entry.path });
      const text = [title, ...texts].filter(Boolean).join('\n');
      b.data.posts.push({ kind, at, text, media, links, source: entry.path });
    }
  },
};

/**
 * The account a 2024+ HTML page names in its header ("Generated by alexsample on <time …>"), so a
 * page found alone still says whose it is.
 */
function pageAccount(b: DatasetBuilder, html: string, source: string): void {
  const header = html.match(GENERATED_BY_ACCOUNT);
  if (header) b.fact('usernames', decodeEntities(header[1] ?? ''), source);
}

/** The HTML option's profile, login, logout, sign-up and password pages, read as their JSON. */
const htmlRecordsRoute: Route = {
  match: htmlPagesNamed(Object.keys(HTML_RECORD_PAGES)),
  async handle(entry, ctx) {
    const b = ctx.builder;
    const key = HTML_RECORD_PAGES[htmlPageName(entry.path)];
    const html = await readText(entry, ctx.read);
    pageAccount(b, html, entry.path);
    const found = htmlRecords(html);
    if (!key || found.length === 0)
      return b.unread(entry.path, entry.size, 'not-read', NOT_READ_PAGE);
    b.formatVersion('instagram-html');
    // A page's labels are translated like the JSON's: one Footprint cannot read is named, as there.
    noteUnreadableLanguage(b, entry, found);
    BY_KEY[key]?.(b, { [key]: found }, entry.path);
  },
};

/** The count each HTML relationships page adds to (the HTML option of the same export). */
const HTML_RELATIONSHIPS: Record<string, 'followers' | 'following' | 'blocked'> = {
  followers: 'followers',
  following: 'following',
  blocked_profiles: 'blocked',
  blocked_accounts: 'blocked',
};

/**
 * Profiles an HTML relationships page lists: links to an instagram.com profile whose text is that
 * profile's name (the JSON's href and value) or, on pages since 2026 that put the name in the
 * entry's heading, the link itself; the page's own navigation links say something else, so they
 * are not counted.
 */
export function htmlProfiles(html: string): number {
  const names = new Set<string>();
  for (const m of html.matchAll(
    /<a[^>]*href="(https?:\/\/(?:www\.)?instagram\.com\/(?:_u\/)?([^/"?#]+)\/?)"[^>]*>([^<]*)<\/a>/g,
  )) {
    const name = decodeEntities(m[2] ?? '');
    const text = decodeEntities(m[3] ?? '').trim();
    if (name !== '' && (text === name || text === decodeEntities(m[1] ?? ''))) names.add(name);
  }
  return names.size;
}

const htmlRoute: Route = {
  match:
    /(?:^|\/)(?:followers(?:_\d+)?|following(?:_\d+)?|blocked_profiles|blocked_accounts)\.html$/i,
  async handle(entry, ctx) {
    const name = basename(withoutCopySuffix(entry.path)).replace(/(_\d+)?\.html$/i, '');
    const count = HTML_RELATIONSHIPS[name.toLowerCase()];
    if (!count) return;
    const b = ctx.builder;
    b.formatVersion('instagram-html');
    const html = await readText(entry, ctx.read);
    pageAccount(b, html, entry.path);
    const profiles = htmlProfiles(html);
    // Entries listed in a layout whose profile links are not understood: the count is unknown,
    // never 0.
    if (profiles === 0 && /\buiBoxWhite\b/.test(html))
      return b.unread(entry.path, entry.size, 'not-read', NOT_READ_PAGE);
    b.saw('connections');
    b.data.connections[count] = (b.data.connections[count] ?? 0) + profiles;
  },
};

/** A file opening with a key Footprint reads: Instagram's, whatever folder it was found in. */
const OPENING_KEY = new RegExp(`^\\s*\\{\\s*"(?:${Object.keys(BY_KEY).join('|')})"\\s*:`);

/**
 * How the 2018–2020 export's files open: profile.json (its join date and private flag),
 * connections.json (usernames mapped to the date each relationship began), account_history.json
 * (logins with their cookie), media.json (captioned photos and stories with their path) and
 * comments.json ([time, text, owner] rows).
 */
const LEGACY_HEAD: readonly RegExp[] = [
  /"date_joined"\s*:[\s\S]*"private_account"\s*:|"private_account"\s*:[\s\S]*"date_joined"\s*:/,
  /^\s*\{\s*"(?:blocked_users|close_friends|follow_requests_sent|followers|following|following_hashtags|restricted_users|dismissed_suggested_users)"\s*:\s*\{\s*(?:\}|"[^"]+"\s*:\s*"\d{4}-\d\d-\d\dT)/,
  /"login_history"\s*:\s*\[\s*\{[^}]*"cookie_name"|"registration_info"\s*:\s*\{\s*"registration_username"/,
  /^\s*\{\s*"(?:stories|photos|profile|videos|direct)"\s*:\s*\[\s*\{\s*"caption"\s*:/,
  /^\s*\{\s*"media_comments"\s*:\s*\[\s*\[/,
];

// The title comes first when the record has one (settings records have none).
const INSTAGRAM_RECORDS_HEAD =
  /^\s*\{\s*"[a-z][a-z_']*(?<!_v\d)"\s*:\s*\[\s*\{\s*(?:"title"\s*:\s*"[^"]*"\s*,\s*)?"(?:media_map_data|media_list_data|string_map_data|string_list_data)"\s*:/;

/**
 * A 2024+ keyless record's fbid naming an Instagram account: Instagram's ids are 17 digits from
 * 17… or 18… (17841… for accounts), while Facebook's ids are 15–16 digits, or 17 from 10…, or 18
 * from 12…. Files both exports name alike (link_history.json, your_activity_off_meta_technologies.json)
 * are told apart by it: Instagram's link history keys each visit by the account's id.
 */
const INSTAGRAM_FBID = /"fbid"\s*:\s*"1[78]\d{15}(?:[:"])/;

export const instagramImporter: PlatformImporter = {
  platform: 'instagram',
  markers: [
    /(?:^|\/)(?:account_information|personal_information\/personal_information)\/personal_information\.(?:json|html)$/,
    /(?:^|\/)your_instagram_activity\//,
    /(?:^|\/)login_and_account_creation\//,
    /(?:^|\/)followers_and_following\//,
    /(?:^|\/)ads_and_topics\//,
    /(?:^|\/)security_and_login_information\/login_and_profile_creation\//,
    /(?:^|\/)instagram-[^/]+\//,
    /(?:^|\/)(?:story_sticker_interactions|past_instagram_insights|story_interactions|apps_and_websites_off_of_instagram)\//,
    // The login and account files by name, in either format (an HTML page has no key to sniff):
    // Facebook names its own logins_and_logouts, account_activity…
    /(?:^|\/)(?:login_activity|logout_activity|signup_information|signup_details|password_change_activity|last_known_location|account_privacy_changes|profile_changes)\.(?:json|html)$/,
    // Files only Instagram's export names so, found alone (Facebook's likes, saves and searches
    // are likes_and_reactions, saved_items and your_search_history).
    /(?:^|\/)(?:liked_posts|liked_comments|saved_posts|saved_collections|story_likes|reels_comments|profile_searches|word_or_phrase_searches|tag_searches|posts_viewed|videos_watched|suggested_profiles_viewed|pending_follow_requests|follow_requests_you've_received|recently_unfollowed_(?:profiles|accounts)|recent_follow_requests|accounts_you've_favorited|hide_story_from|accounts_reached|audience_insights|content_interactions|profiles_reached|emoji_sliders|quizzes|your_reels_sentiments|your_reels_topics|recommended_topics|use_cross-app_messaging|comments_allowed_from|professional_information|show_exclusive_story_promo_setting|profile_activity|blocked_profiles|stories_viewed|see_less_topics)\.(?:json|html)$/,
  ],
  // A file sent on its own (following.json with no followers_and_following/ around it) names its
  // records by the top-level key: every relationships_* list is Instagram's, not only followers.
  // Since 2025 followers_1.json is a bare array of records, no key at all: its records link to
  // instagram.com profiles in string_list_data, which no other platform's export writes.
  // Any other file Footprint reads opens with its key (devices_devices, profile_activity…). Posts
  // without their key (posts_1.json) hold media under the export's media/posts/ folder, and
  // comments name the "Media Owner": neither is written by another platform.
  sniff: (head) =>
    LEGACY_HEAD.some((shape) => shape.test(head)) ||
    /"uri"\s*:\s*"media\/(?:posts|stories|reels|igtv|archived_posts)\//.test(head) ||
    /"string_map_data"\s*:\s*\{[\s\S]*?"Media Owner"\s*:/.test(head) ||
    /"(profile_user|account_history_login_history|relationships_[a-z_]+|ig_[a-z_]+)"/.test(head) ||
    OPENING_KEY.test(head) ||
    // Any other list of Instagram's records (insights, story stickers, settings, ads): records of a
    // title and media/string data under a key with no version suffix (Facebook's keys carry one,
    // "friends_v2", and its keyless records carry an fbid).
    INSTAGRAM_RECORDS_HEAD.test(head) ||
    // Every HTML page of the export shows the logo the export ships in its files/ folder; no
    // Facebook page does (15 of 15 Instagram pages and 0 of 44 Facebook pages of the samples).
    /<img src="files\/Instagram-Logo\.png"/.test(head) ||
    (/^\s*\[\s*\{/.test(head) &&
      (/"string_list_data"[\s\S]*?"href"\s*:\s*"https?:\/\/(?:www\.)?instagram\.com\//.test(head) ||
        INSTAGRAM_FBID.test(head))),
  routes: [jsonRoute, htmlRoute, htmlRecordsRoute, htmlPostsRoute],
  // An HTML export none of whose pages gave anything: the same refusal as when no page is read.
  finish(ctx) {
    const files = ctx.entries.filter(
      (e) => e.size > 0 && !/\.(jpe?g|png|webp|heic|mp4)$/i.test(e.path),
    );
    // A page read in part (labels in a language Footprint cannot read) is named with its language
    // on the import: JSON would not read better, so it is no reason to refuse the HTML option.
    const unread = new Set(
      ctx.builder.data.unreadFiles.filter((f) => f.status === 'not-read').map((f) => f.path),
    );
    if (files.length > 0 && files.every((e) => /\.html?$/i.test(e.path) && unread.has(e.path)))
      throw new ImportFailure('html-only', { platform: 'Instagram' });
  },
};
