// Facebook "Download your information", every year and language: JSON exports of 2018–2019 (keys
// without `_v2`), 2020–2022 (versioned keys: `_v2`, later `_v3`…) and 2023+ (your_facebook_activity/,
// personal_information/, connections/…, keyless arrays and `label_values` records), recognised by
// each file's top-level key, else by its file name (keyless lists) or its records' shape (an IP
// address with a time is a login wherever it sits; htmlShapes.ts, jsonShapes.ts); and the HTML
// archives and exports of 2010 on (index.htm, html/*.htm(l), profile_information.html, the
// security, account-activity, used-IP and apps pages), their row labels and dates in every language
// of htmlLabels.ts, any other page read by shape. Invariants: mojibake is repaired first; every
// file is optional, and may come without its folder; a file or page nothing is read from is listed
// as not read (naming its language when that is why), never passed over as read.
import { NOT_READ_FILE, NOT_READ_PAGE } from '../messages.ts';
import type { LoginEvent, Post, PostPlace } from '../dataset.ts';
import type { DatasetBuilder } from '../datasetBuilder.ts';
import { metaMediaItem } from '../meta/media.ts';
import { canonicalLabel, noteUnreadableLanguage } from '../meta/records.ts';
import {
  FACEBOOK_HTML_EXPORT_WORDS,
  footerDate,
  FRIENDS_HEADINGS,
  htmlField,
  loginAction,
  type HtmlField,
  isDateNote,
  normalizeLabel,
  parseHtmlBirthday,
  parseHtmlDate,
} from './htmlLabels.ts';
import { addressesByShape, entriesByShape, labelCells, textNodes } from './htmlShapes.ts';
import { loginsByShape } from './jsonShapes.ts';
import { languageOf } from '../languages.ts';
import type { PlatformImporter, Route } from '../platform.ts';
import { readJson, readText } from '../read.ts';
import { fromEpoch, parseTime } from '../time.ts';
import { decodeEntities, htmlToText } from '../text.ts';
import { arr, at, basename, flag, geo, num, obj, str, type Json } from '../values.ts';

type Handler = (b: DatasetBuilder, value: unknown, source: string) => void;

function list(value: unknown): Json[] {
  return arr(value)
    .map((v) => obj(v))
    .filter((v): v is Json => v !== undefined);
}

function placeOf(raw: unknown): PostPlace | undefined {
  const p = obj(raw);
  if (!p) return undefined;
  const place: PostPlace = {};
  const name = str(p.name);
  if (name) place.name = name;
  const address = str(p.address);
  if (address) place.address = address;
  const point = geo(at(p, 'coordinate', 'latitude'), at(p, 'coordinate', 'longitude'));
  if (point) place.point = point;
  return name || point ? place : undefined;
}

/** A record's session that has an address, as an account event at the session's time. */
function sessionEvent(
  b: DatasetBuilder,
  session: Json | undefined,
  event: unknown,
  source: string,
): void {
  if (session?.ip_address === undefined) return;
  login(b, { ...session, event }, 'activity', source, session.created_timestamp);
}

function login(
  b: DatasetBuilder,
  r: Json,
  action: LoginEvent['action'],
  source: string,
  time: unknown,
): void {
  const event: LoginEvent = { action, at: fromEpoch(time), source };
  const ip = str(r.ip_address) ?? str(r.ip);
  if (ip) event.ip = ip;
  const ua = str(r.user_agent);
  if (ua) event.userAgent = ua;
  const where =
    [str(r.city), str(r.region), str(r.country)].filter(Boolean).join(', ') || str(r.location);
  if (where) event.location = where;
  const device = str(r.device);
  if (device) event.device = device;
  const detail = str(r.action) ?? str(r.event) ?? str(r.session_type);
  if (detail) event.detail = detail;
  b.data.logins.push(event);
}

function addPosts(b: DatasetBuilder, items: unknown, source: string, kind: Post['kind']): void {
  b.saw('posts', 'media');
  for (const item of list(items)) {
    const texts: string[] = [];
    const links: string[] = [];
    const mediaUris: string[] = [];
    let place: PostPlace | undefined;
    for (const d of list(item.data)) {
      const text = str(d.post) ?? str(at(d, 'comment', 'comment'));
      if (text) texts.push(text);
    }
    for (const attachment of list(item.attachments)) {
      for (const d of list(attachment.data)) {
        const media = metaMediaItem(d.media, source);
        if (media) {
          b.data.media.push(media);
          mediaUris.push(media.uri);
          if (media.gps && !place) place = { point: media.gps };
        }
        place = placeOf(d.place) ?? place;
        const url = str(at(d, 'external_context', 'url'));
        if (url) links.push(url);
        // Text in the attachment itself, a note the user wrote, an event or page they shared.
        for (const text of [
          str(d.text),
          str(at(d, 'note', 'title')),
          str(at(d, 'note', 'text')),
          str(at(d, 'event', 'name')),
          str(at(d, 'external_context', 'name')),
        ])
          if (text) texts.push(text);
        for (const m of list(at(d, 'note', 'media'))) {
          const media = metaMediaItem(m, source);
          if (media) {
            b.data.media.push(media);
            mediaUris.push(media.uri);
          }
        }
      }
    }
    const title = str(item.title);
    // An entry with only its time (a status or profile update whose content was not exported) is
    // still something the user published: it is kept, not dropped.
    if (
      texts.length === 0 &&
      mediaUris.length === 0 &&
      links.length === 0 &&
      !place &&
      !title &&
      fromEpoch(item.timestamp) === null
    )
      continue;
    const post: Post = {
      kind:
        place && kind === 'post' && mediaUris.length === 0 && texts.length === 0
          ? 'check-in'
          : kind,
      at: fromEpoch(item.timestamp),
      text: texts.join('\n'),
      media: mediaUris,
      links,
      source,
    };
    if (place) post.place = place;
    b.data.posts.push(post);
    // A place the post was written at or tagged with (a check-in, "feeling excited in …") is a
    // place the user told their audience they were: listed with the places, at the post's time.
    if (place?.name) {
      b.saw('places');
      b.data.places.push({
        kind: 'check-in',
        name: place.name,
        ...(place.address ? { address: place.address } : {}),
        ...(place.point ? { point: place.point } : {}),
        startAt: post.at,
        source,
      });
    }
  }
}

function addMediaList(b: DatasetBuilder, items: unknown, source: string): void {
  b.saw('media');
  for (const raw of list(items)) {
    const item = metaMediaItem(raw, source);
    if (item) b.data.media.push(item);
  }
}

/** Handlers by top-level key with its version suffix (`_v2`, `_v3`…) removed. */
const BY_KEY: Record<string, Handler> = {
  profile(b, value, source) {
    const p = obj(value);
    if (!p) return;
    b.saw(
      'profile.names',
      'profile.emails',
      'profile.phones',
      'profile.birthday',
      'profile.locations',
      'profile.employers',
      'profile.schools',
      'profile.links',
    );
    const name = p.name;
    b.fact('names', typeof name === 'string' ? name : str(at(name, 'full_name')), source, {
      kind: 'full-name',
    });
    for (const n of list(p.previous_names))
      b.fact('names', str(n.name), source, { kind: 'previous', at: fromEpoch(n.timestamp) });
    for (const n of list(p.other_names))
      b.fact('names', str(n.name), source, { kind: str(n.type) ?? 'other' });
    const emails = obj(p.emails);
    for (const e of arr(emails?.emails)) b.fact('emails', str(e), source);
    for (const e of arr(emails?.previous_emails))
      b.fact('emails', str(e), source, { kind: 'previous' });
    for (const e of arr(emails?.pending_emails))
      b.fact('emails', str(e), source, { kind: 'pending' });
    for (const e of arr(emails?.ad_account_emails))
      b.fact('emails', str(e), source, { kind: 'ad-account' });
    for (const ph of list(p.phone_numbers))
      b.fact('phones', str(ph.phone_number), source, { kind: str(ph.phone_type) });
    const birthday = obj(p.birthday);
    if (birthday) {
      const y = num(birthday.year) || null;
      const m = num(birthday.month) || null;
      const d = num(birthday.day) || null;
      if (y || m || d) {
        b.data.profile.birthdays.push({
          year: y,
          month: m,
          day: d,
          raw: [y, m, d].map((v) => v ?? '?').join('-'),
          kind: 'profile',
          source,
        });
      }
    }
    b.fact('genders', str(at(p, 'gender', 'gender_option')) ?? str(p.gender), source);
    b.fact('locations', str(at(p, 'current_city', 'name')) ?? str(p.current_city), source, {
      kind: 'current-city',
    });
    b.fact('locations', str(at(p, 'hometown', 'name')) ?? str(p.hometown), source, {
      kind: 'hometown',
    });
    const relationship = obj(p.relationship);
    b.fact('relations', str(relationship?.partner), source, {
      kind: `partner (${str(relationship?.status) ?? 'relationship'})`,
    });
    for (const f of list(p.family_members))
      b.fact('relations', str(f.name), source, { kind: str(f.relation) ?? 'family' });
    for (const e of list(p.education_experiences))
      b.fact('schools', str(e.name), source, { kind: str(e.school_type) });
    for (const w of list(p.work_experiences))
      b.fact('employers', str(w.employer), source, { kind: str(w.title) });
    for (const w of arr(p.websites)) b.fact('links', str(obj(w)?.address) ?? str(w), source);
    b.fact('links', str(p.profile_uri), source, { kind: 'profile' });
    const username = str(p.username) ?? str(p.profile_uri)?.match(/facebook\.com\/([^/?#]+)/)?.[1];
    b.fact('usernames', username, source);
    b.data.profile.accountCreatedAt =
      fromEpoch(p.registration_timestamp) ?? b.data.profile.accountCreatedAt;
  },
  account_activity(b, value, source) {
    b.saw('logins');
    for (const r of list(value)) login(b, r, 'activity', source, r.timestamp);
  },
  account_accesses(b, value, source) {
    b.saw('logins');
    for (const r of list(value)) {
      // "Login"/"Log out" are localised ("Anmelden", "Abmelden"): anything not a logout is a login.
      const action = loginAction(str(r.action) ?? '') === 'logout' ? 'logout' : 'login';
      login(b, r, action, source, r.timestamp);
    }
  },
  used_ip_address(b, value, source) {
    b.saw('logins');
    for (const r of list(value)) login(b, r, 'activity', source, r.timestamp);
  },
  active_sessions(b, value, source) {
    b.saw('logins', 'devices');
    for (const r of list(value)) {
      login(b, r, 'session', source, r.updated_timestamp ?? r.created_timestamp);
      b.data.devices.push({
        name: str(r.device),
        userAgent: str(r.user_agent),
        ip: str(r.ip_address),
        firstSeenAt: fromEpoch(r.created_timestamp),
        lastSeenAt: fromEpoch(r.updated_timestamp),
        source,
      });
    }
  },
  recognized_devices(b, value, source) {
    b.saw('devices');
    for (const r of list(value)) {
      b.data.devices.push({
        name: str(r.name),
        userAgent: str(r.user_agent),
        ip: str(r.ip_address),
        firstSeenAt: fromEpoch(r.created_timestamp),
        lastSeenAt: fromEpoch(r.updated_timestamp),
        source,
      });
    }
  },
  devices(b, value, source) {
    b.saw('devices');
    for (const r of list(value)) {
      b.data.devices.push({
        name: str(r.type),
        os: str(r.os),
        deviceId: str(r.family_device_id),
        lastSeenAt: fromEpoch(r.update_time),
        source,
      });
    }
  },
  // Account changes (password, e-mail, name), each with the session that made it: its address is
  // an account event's like a login's.
  admin_records(b, value, source) {
    b.saw('logins');
    for (const r of list(value)) {
      const session = obj(r.session) ?? {};
      if (/password/i.test(str(r.event) ?? '')) {
        const when = fromEpoch(session.created_timestamp);
        if (when) b.data.security.passwordChanges.push(when);
      }
      sessionEvent(b, session, r.event, source);
    }
  },
  // The cookies, addresses and places Facebook uses to recognise a login ("IP Address: …"): an
  // address listed is one the account logged in from.
  login_protection_data(b, value, source) {
    b.saw('logins');
    for (const r of list(value)) sessionEvent(b, obj(r.session), r.name, source);
  },
  // The phones (contact_type 1) and e-mails the user verified: the account's own contacts.
  contact_verifications(b, value, source) {
    for (const r of list(value)) {
      const contact = str(r.contact);
      const when = fromEpoch(r.verification_time);
      const phone = num(r.contact_type) === 1;
      b.fact(phone ? 'phones' : 'emails', contact, source, { kind: 'verified', at: when });
      if (phone)
        b.data.security.recoveryPhones.push({
          value: contact ?? '',
          source,
          ...(when ? { at: when } : {}),
        });
      else if (contact)
        b.data.security.recoveryEmails.push({
          value: contact,
          source,
          ...(when ? { at: when } : {}),
        });
    }
  },
  location_history(b, value, source) {
    b.saw('locations', 'places');
    for (const r of list(value)) {
      const point = geo(at(r, 'coordinate', 'latitude'), at(r, 'coordinate', 'longitude'));
      if (!point) continue;
      const time = fromEpoch(r.creation_timestamp);
      b.data.locations.push({
        ...point,
        timeMs: time ? Date.parse(time) : null,
        origin: 'location-history',
      });
      const name = str(r.name);
      b.data.places.push({
        kind: 'visit',
        point,
        startAt: time,
        source,
        ...(name ? { name } : {}),
      });
    }
  },
  last_location(b, value, source) {
    const r = obj(value);
    const point = geo(at(r, 'coordinate', 'latitude'), at(r, 'coordinate', 'longitude'));
    if (!point) return;
    const time = fromEpoch(r?.time);
    b.data.places.push({ kind: 'last-known', point, startAt: time, source });
    b.data.locations.push({
      ...point,
      timeMs: time ? Date.parse(time) : null,
      origin: 'last-location',
    });
  },
  primary_location(b, value, source) {
    const r = obj(value);
    for (const pair of arr(r?.city_region_pairs))
      b.fact('locations', arr(pair).map(String).join(', '), source, { kind: 'inferred' });
    for (const zip of arr(r?.zipcode))
      b.fact('addresses', str(zip), source, { kind: 'inferred-zip' });
  },
  primary_public_location(b, value, source) {
    const r = obj(value);
    const text = [str(r?.city), str(r?.region), str(r?.country)].filter(Boolean).join(', ');
    b.fact('locations', text, source, { kind: 'public' });
  },
  timezone(b, value, source) {
    b.fact('locations', str(value), source, { kind: 'timezone' });
  },
  voting_location(b, value, source) {
    b.fact('addresses', str(obj(value)?.voting_location) ?? str(value), source, { kind: 'voting' });
  },
  your_places(b, value, source) {
    b.saw('places');
    for (const r of list(value)) {
      const place = placeOf(r);
      if (place)
        b.data.places.push({
          kind: 'created',
          ...place,
          startAt: fromEpoch(r.creation_timestamp),
          source,
        });
    }
  },
  event_responses(b, value, source) {
    const r = obj(value);
    for (const key of ['events_joined', 'events_interested', 'events_declined']) {
      for (const event of list(r?.[key])) {
        const place = placeOf(event.place);
        if (place && key !== 'events_declined') {
          b.data.places.push({
            kind: 'event',
            ...place,
            startAt: fromEpoch(event.start_timestamp),
            source,
          });
        }
      }
    }
  },
  installed_apps(b, value, source) {
    b.saw('connectedApps');
    for (const r of list(value)) {
      const name = str(r.name);
      if (!name) continue;
      const category = str(r.category) ?? '';
      b.data.connectedApps.push({
        name,
        status: /removed/i.test(category)
          ? 'removed'
          : /expired/i.test(category)
            ? 'expired'
            : 'active',
        approvedAt: fromEpoch(r.added_timestamp),
        removedAt: fromEpoch(r.removed_timestamp),
        source,
      });
    }
  },
  off_facebook_activity(b, value, source) {
    b.saw('offPlatformActivity');
    for (const r of list(value)) {
      const events = list(r.events);
      const times = events.map((e) => num(e.timestamp) ?? 0);
      b.data.offPlatformActivity.push({
        name: str(r.name) ?? 'unknown',
        events: events.length,
        lastAt: fromEpoch(Math.max(0, ...times)),
        types: [...new Set(events.map((e) => str(e.type)).filter((t): t is string => !!t))],
        source,
      });
    }
  },
  accounts_center(b, value, source) {
    for (const r of list(value)) {
      const who = str(r.username) ?? str(r.email);
      if (who)
        b.data.security.linkedAccounts.push({
          value: who,
          kind: str(r.service_name) ?? 'linked',
          source,
        });
      b.fact('usernames', str(r.username), source, { kind: str(r.service_name) });
    }
  },
  address_book(b, value) {
    const book = arr(obj(value)?.address_book ?? value);
    b.data.connections.contactsUploaded = (b.data.connections.contactsUploaded ?? 0) + book.length;
  },
  friends(b, value) {
    b.saw('connections');
    b.data.connections.friends = (b.data.connections.friends ?? 0) + arr(value).length;
  },
  followers(b, value) {
    b.data.connections.followers = (b.data.connections.followers ?? 0) + arr(value).length;
  },
  following(b, value) {
    b.data.connections.following = (b.data.connections.following ?? 0) + arr(value).length;
  },
  comments(b, value, source) {
    addPosts(b, value, source, 'comment');
  },
  other_photos(b, value, source) {
    addMediaList(b, value, source);
  },
  videos(b, value, source) {
    addMediaList(b, value, source);
  },
  archived_stories(b, value, source) {
    addPosts(b, value, source, 'story');
  },
  news_your_locations(b, value, source) {
    for (const place of arr(value)) b.fact('locations', str(place), source, { kind: 'news' });
  },
  status_updates(b, value, source) {
    addPosts(b, value, source, 'post');
  },
  searches(b, value, source) {
    b.saw('activity');
    for (const r of list(value)) {
      const text =
        list(r.data)
          .map((d) => str(d.text))
          .find(Boolean) ?? str(r.title);
      if (text)
        b.data.activity.push({
          product: 'Facebook search',
          at: fromEpoch(r.timestamp),
          title: text,
          source,
        });
    }
  },
};

/** Keyless lists of which only the number of records is read. */
const COUNTED_LISTS = new Set(['friends', 'followers', 'following', 'comments']);

/** File names of keyless lists (and records) and the key they are written under elsewhere. */
const KEYLESS_LISTS: readonly [RegExp, string][] = [
  [/^(?:your_)?friends(?:_\d+)?\.json$/, 'friends'],
  [/^(?:people_who_followed_you|people_who_follow_you|followers)(?:_\d+)?\.json$/, 'followers'],
  [/^(?:who_you(?:'ve)?_follow(?:ed)?|following)(?:_\d+)?\.json$/, 'following'],
  [/^comments(?:_\d+)?\.json$/, 'comments'],
  // The security files and the profile, written without their key (as 2024+ files may be).
  [/^account_activity(?:_\d+)?\.json$/, 'account_activity'],
  [/^logins_and_logouts(?:_\d+)?\.json$/, 'account_accesses'],
  [/^where_you're_logged_in(?:_\d+)?\.json$/, 'active_sessions'],
  [/^used_ip_addresses(?:_\d+)?\.json$/, 'used_ip_address'],
  [/^(?:authorized_logins|recognized_devices)(?:_\d+)?\.json$/, 'recognized_devices'],
  [/^administrative_records(?:_\d+)?\.json$/, 'admin_records'],
  [/^login_protection_data(?:_\d+)?\.json$/, 'login_protection_data'],
  [/^profile_information\.json$/, 'profile'],
];

function readTwoFactor(b: DatasetBuilder, json: unknown, source: string): void {
  const values: unknown[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    else values.push(v);
  };
  walk(json);
  const states = values.map(flag).filter((v) => v !== null);
  if (states.length === 0) return;
  b.data.security.twoFactor = states.includes(true) ? 'enabled' : 'disabled';
  b.data.security.twoFactorSource = source;
}

/** A birthday as a page or label prints it; kept with its raw text even when not understood. */
function addPrintedBirthday(b: DatasetBuilder, raw: string, source: string): void {
  const date = parseHtmlBirthday(raw);
  b.data.profile.birthdays.push({
    year: date?.year ?? null,
    month: date?.month ?? null,
    day: date?.day ?? null,
    raw,
    kind: 'profile',
    source,
  });
}

/**
 * The 2024+ `label_values` records of a file under personal_information/ or
 * profile_information/: the user's name, username, e-mails, phones and
 * birthday under their labels in any language of the shared label table; false when none is there.
 */
function addLabelledProfile(b: DatasetBuilder, json: unknown, source: string): boolean {
  // Elsewhere a "Name" label names an app, a page or an advertiser, not the user.
  if (!/(?:^|\/)(?:personal_information|profile_information)\//.test(source)) return false;
  const p = b.data.profile;
  const count = () =>
    p.names.length +
    p.usernames.length +
    p.emails.length +
    p.phones.length +
    p.birthdays.length +
    p.locations.length;
  const before = count();
  for (const record of Array.isArray(json) ? list(json) : [obj(json) ?? {}]) {
    for (const raw of arr(record.label_values)) {
      const entry = obj(raw);
      const label = str(entry?.label);
      const value = str(entry?.value);
      if (!label || !value) continue;
      // The label in Facebook's own words first (htmlLabels.ts), else the Meta label table's.
      const field = htmlField(label) ?? LABELLED_FIELDS[canonicalLabel(label)];
      if (field) addProfileRow(b, field, escapeHtml(value), source);
    }
  }
  const found = count() > before;
  if (found) b.saw('profile.names', 'profile.emails', 'profile.phones', 'profile.birthday');
  return found;
}

/** Meta's canonical labels (meta/records.ts) of the profile fields a label_values record holds. */
const LABELLED_FIELDS: Record<string, HtmlField> = {
  name: 'name',
  username: 'username',
  email: 'emails',
  'phone number': 'phones',
  'date of birth': 'birthday',
  gender: 'gender',
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A file under a key no handler knows, or a keyless array: its login-shaped records (an IP address
 * and the time beside it) are read wherever they sit; a file with none is listed as not read.
 */
function readByShape(
  b: DatasetBuilder,
  entry: { path: string; size: number },
  json: unknown,
): void {
  const logins = loginsByShape(json, entry.path);
  if (logins.length === 0 && addLabelledProfile(b, json, entry.path)) return;
  if (logins.length === 0) {
    b.unread(entry.path, entry.size, 'not-read', NOT_READ_FILE);
    return;
  }
  b.saw('logins');
  b.data.logins.push(...logins.map((l) => (l.ip ? { ...l, ip: canonicalIp(l.ip) } : l)));
}

const jsonRoute: Route = {
  match: /\.json$/i,
  async handle(entry, ctx) {
    const b = ctx.builder;
    const json = await readJson(entry, ctx.read, { meta: true });
    const name = basename(entry.path);
    noteUnreadableLanguage(b, entry, json);
    if (/two[-_]factor/i.test(name)) return readTwoFactor(b, json, entry.path);
    if (
      /your_facebook_activity\//.test(entry.path) ||
      /personal_information\/profile_information\//.test(entry.path)
    ) {
      b.formatVersion('facebook-2023');
    }
    if (Array.isArray(json)) {
      if (/^your_posts/.test(name)) return addPosts(b, json, entry.path, 'post');
      if (/^\d+\.json$/.test(name)) return addMediaList(b, json, entry.path);
      // Lists written without their key (as Instagram's followers_1.json since 2025): the file's
      // name says which list it is.
      const list = KEYLESS_LISTS.find(([pattern]) => pattern.test(name))?.[1];
      // 2024+ label/value records name their fields in labels: read by shape, unless only their
      // number counts (friends, followers).
      const labelled = json.some((r) => obj(r)?.label_values !== undefined);
      if (list && (!labelled || COUNTED_LISTS.has(list))) return BY_KEY[list]!(b, json, entry.path);
      return readByShape(b, entry, json);
    }
    const record = obj(json);
    if (!record) return;
    // Albums: {name, photos: [...]} under posts/album/ or photos_and_videos/album/.
    if (/album\//.test(entry.path) && Array.isArray(record.photos)) {
      addMediaList(b, record.photos, entry.path);
      return;
    }
    let known = false;
    for (const [key, value] of Object.entries(record)) {
      // Facebook bumps a key's suffix when the records under it change shape (`friends_v2`,
      // `followers_v3`); the handlers read records by their fields, so any version is read.
      const version = key.match(/_v(\d+)$/)?.[1];
      const handler = BY_KEY[version ? key.slice(0, -version.length - 2) : key];
      if (!handler) continue;
      known = true;
      b.formatVersion(version ? 'facebook-2020' : 'facebook-2018-json');
      handler(b, value, entry.path);
    }
    if (known) return;
    // A record written without its key: the file's name says what it is, unless its records are
    // 2024+ label/value ones (read by shape).
    const keyless = KEYLESS_LISTS.find(([pattern]) => pattern.test(name))?.[1];
    if (keyless && record.label_values === undefined)
      return BY_KEY[keyless]!(b, record, entry.path);
    readByShape(b, entry, json);
  },
};

/** IPv6 as platforms print it in several spellings ("2001:0db8::1"): one canonical form. */
function canonicalIp(ip: string): string {
  if (!ip.includes(':')) return ip;
  return ip
    .toLowerCase()
    .split(':')
    .map((group) => group.replace(/^0+(?=[0-9a-f])/, ''))
    .join(':');
}

/** `<h2>Title</h2><ul><li>…</li>…</ul>` sections of an HTML page, by title. */
function htmlSections(html: string): Map<string, string> {
  const sections = new Map<string, string>();
  for (const part of html.split(/<h2>/i).slice(1)) {
    const title = htmlToText(part.slice(0, part.search(/<\/h2>/i)));
    sections.set(title.toLowerCase(), part);
  }
  return sections;
}

/** The 2017 security page: account events and sessions with their IP, recognised devices. */
function addSecurityHtml(b: DatasetBuilder, html: string, source: string): void {
  b.saw('logins', 'devices');
  const sections = htmlSections(html);
  const items = (title: string) =>
    [...(sections.get(title) ?? '').matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1] ?? '');
  const field = (meta: string, name: string) =>
    htmlToText(meta.match(new RegExp(`${name}: ([^<]*)`))?.[1] ?? '') || undefined;
  for (const [title, action] of [
    ['account activity', null],
    ['active sessions', 'session'],
  ] as const) {
    for (const item of items(title)) {
      const label = htmlToText(item.split(/<(?:p|div)\b/)[0] ?? '');
      const meta = item.match(/class="meta">([\s\S]*)/)?.[1] ?? '';
      const ip = field(meta, 'IP Address');
      const ua = field(meta, 'Browser');
      const when = field(meta, 'Updated') ?? htmlToText(meta.split(/<br/)[0] ?? '');
      const event: LoginEvent = {
        action: action ?? loginAction(label),
        at: parseTime(when),
        source,
      };
      if (label) event.detail = label;
      if (ip) event.ip = canonicalIp(ip);
      if (ua) event.userAgent = ua;
      b.data.logins.push(event);
    }
  }
  for (const item of items('recognized machines')) {
    const meta = item.match(/class="meta">([\s\S]*)/)?.[1] ?? '';
    const name = htmlToText(item.split(/<(?:p|div)\b/)[0] ?? '');
    const ip = field(meta, 'IP Address');
    b.data.devices.push({
      ...(name ? { name } : {}),
      ...(field(meta, 'Browser') ? { userAgent: field(meta, 'Browser') } : {}),
      ...(ip ? { ip: canonicalIp(ip) } : {}),
      lastSeenAt: parseTime(field(meta, 'Updated')),
      source,
    });
  }
}

/** The 2017 timeline page: the user's own status updates (text in a "comment" block). */
function addTimelineHtml(b: DatasetBuilder, html: string, source: string): void {
  b.saw('posts');
  for (const m of html.matchAll(
    /<div class="meta">([^<]*)<\/div>\s*<div class="comment">([\s\S]*?)<\/div>/g,
  )) {
    const text = htmlToText(m[2] ?? '');
    b.data.posts.push({
      kind: 'post',
      at: parseTime(decodeEntities(m[1] ?? '')),
      text,
      media: [],
      links: [...text.matchAll(/https?:\/\/\S+/g)].map((l) => l[0]),
      source,
    });
  }
}

/** The 2017 applications page: apps installed on the account. */
function addAppsHtml(b: DatasetBuilder, html: string, source: string): void {
  b.saw('connectedApps');
  const installed = htmlSections(html).get('installed applications') ?? '';
  for (const m of installed.matchAll(/<li>([\s\S]*?)<\/li>/g)) {
    const name = htmlToText(m[1] ?? '');
    if (name) b.data.connectedApps.push({ name, status: 'active', source });
  }
}

/**
 * "Name (note)" as the archive's lists print it, the note possibly holding its own parentheses
 * ("Sam Sample (Mother (Pending))" while the relative has not confirmed): the trailing balanced
 * group is the note, the rest the name.
 */
export function splitNote(value: string): { text: string; note: string | null } {
  const trimmed = value.trimEnd();
  if (!trimmed.endsWith(')')) return { text: trimmed, note: null };
  let depth = 0;
  for (let i = trimmed.length - 1; i >= 0; i--) {
    if (trimmed[i] === ')') depth++;
    else if (trimmed[i] === '(' && --depth === 0)
      return { text: trimmed.slice(0, i).trimEnd(), note: trimmed.slice(i + 1, -1) };
  }
  return { text: trimmed, note: null };
}

/** A row's value without the time stamp the 2021 export appends ("Sam (Sister) (11:29, …)"). */
function withoutDateNote(value: string): string {
  const { text, note } = splitNote(value);
  return note !== null && isDateNote(note) ? text : value;
}

/** The profile rows of a page, in any layout, whose label the table knows. */
function profileRows(html: string): { field: HtmlField; cell: string }[] {
  const rows: { field: HtmlField; cell: string }[] = [];
  for (const { label, cell } of labelCells(html)) {
    const field = htmlField(label);
    if (field) rows.push({ field, cell });
  }
  return rows;
}

/**
 * A page whose row labels are all in a language the table lacks is listed with that language
 * named ("this page is in a language Footprint cannot read yet: Greek"), so its facts are not
 * silently lost; a profile page whose language has no letters of its own to name it by is listed
 * too, unnamed. True when the page was listed.
 */
function noteUnreadLabels(
  b: DatasetBuilder,
  entry: { path: string; size: number },
  html: string,
  profilePage: boolean,
): boolean {
  const labels = labelCells(html).map((c) => c.label);
  if (labels.length < 2 || labels.some((label) => htmlField(label))) return false;
  const language = languageOf(labels.join(' '));
  if (!language && !profilePage) return false;
  const what = language
    ? `This page is in a language Footprint cannot read yet: ${language}.`
    : 'The labels of this page are in a language Footprint cannot read yet.';
  b.unread(
    entry.path,
    entry.size,
    'not-read',
    `${what} Its profile and login facts were not read; requesting the export in English gives them.`,
  );
  return true;
}

/** One profile row, its label already known: each of its values as the fact the label names. */
function addProfileRow(b: DatasetBuilder, field: HtmlField, cell: string, source: string): void {
  const items = [...cell.matchAll(/<li>(.*?)<\/li>/g)].map((m) => htmlToText(m[1] ?? ''));
  const values = items.length > 0 ? items : [htmlToText(cell)];
  if (field === 'apps') b.saw('connectedApps');
  for (const value of values) {
    if (!value) continue;
    if (field === 'name') {
      b.fact('names', value, source, { kind: 'full-name' });
    } else if (field === 'username') {
      b.fact('usernames', value, source);
    } else if (field === 'emails') {
      // "a@b.c (Previous Email)", "… (E-mail précédent)", "…(Pendiente)": the note says which.
      const { text, note } = splitNote(value);
      const previous = note !== null && /previous|précédent/i.test(note);
      b.fact('emails', text, source, previous ? { kind: 'previous' } : {});
    } else if (field === 'phones') {
      // "(123) 456-7890 (Mobile)" (2018), "+15555550100 Mobile" (2017), "… (Celular)",
      // "… (Di động)" (2021): the kind may be two words when in parentheses.
      const kind = value.match(/(?:\(([\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*)\)|\s([\p{L}\p{M}]+))\s*$/u);
      b.fact(
        'phones',
        value.replace(/\s*(?:\([\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*\)|\s[\p{L}\p{M}]+)\s*$/u, ''),
        source,
        kind ? { kind: (kind[1] ?? kind[2]) as string } : {},
      );
    } else if (field === 'previousNames') {
      b.fact('names', splitNote(value).text, source, { kind: 'previous' });
    } else if (field === 'family') {
      const { text, note } = splitNote(withoutDateNote(value));
      b.fact('relations', text, source, { kind: note ?? 'family' });
    } else if (field === 'previousRelationships') {
      b.fact('relations', value, source, { kind: 'previous-partner' });
    } else if (field === 'birthday') {
      addPrintedBirthday(b, value, source);
    } else if (field === 'profile') b.fact('links', value, source, { kind: 'profile' });
    else if (field === 'registrationDate') b.data.profile.accountCreatedAt = parseHtmlDate(value);
    else if (field === 'gender') b.fact('genders', value, source);
    else if (field === 'currentCity' || field === 'hometown')
      b.fact('locations', value, source, {
        kind: field === 'currentCity' ? 'current city' : 'hometown',
      });
    else if (field === 'address') b.fact('addresses', value, source);
    else if (field === 'relationshipStatus')
      b.data.profile.visibility.push({
        name: 'Relationship Status',
        value: withoutDateNote(value),
        source,
      });
    else if (field === 'apps') b.data.connectedApps.push({ name: value, status: 'active', source });
  }
}

/**
 * The HTML archives' profile tables: index.htm and contact_info.htm of the pre-2018 archive (2017:
 * contact details live there), counts from friends/contacts, the 2017 security, timeline and apps
 * pages, and profile_information.html of the 2019+ HTML export (the same `<th>`/`<td>` rows).
 */
const htmlRoute: Route = {
  match:
    /(?:^|\/)(?:index\.htm|(?:friends|contact_info|security|timeline|apps)\.html?|profile_information\.html)$/,
  async handle(entry, ctx) {
    const b = ctx.builder;
    const html = await readText(entry, ctx.read);
    const exportLayout = /profile_information\.html$/.test(entry.path);
    b.formatVersion(exportLayout ? 'facebook-html-2019' : 'facebook-html-2018');
    const footer = html.match(/Downloaded by (.*?) on ([^<]+)</);
    b.exportDate(footer ? parseHtmlDate(decodeEntities(footer[2] ?? '')) : footerDate(html));
    // The 2010–2012 archive names its pages .html, later ones .htm.
    const file = basename(entry.path).replace(/\.html$/, '.htm');
    if (file === 'friends.htm') {
      const section = html
        .split(/<h2>/i)
        .find((s) => FRIENDS_HEADINGS.has(normalizeLabel(htmlToText(s.split(/<\/h2>/i)[0] ?? ''))));
      // The 2019+ export's friends page: one dated box per friend, under no <h2>.
      if (section === undefined) return readEntryPage(b, entry, html, 'friends');
      b.saw('connections');
      b.data.connections.friends = (section.match(/<li>/g) ?? []).length;
      return;
    }
    if (file === 'security.htm') {
      // Section titles and field labels of another language, or another year's markup: the
      // addresses are still read by shape.
      const before = b.data.logins.length;
      addSecurityHtml(b, html, entry.path);
      if (b.data.logins.length === before) addShapeLogins(b, html, entry.path);
      return;
    }
    if (file === 'timeline.htm') return addTimelineHtml(b, html, entry.path);
    if (file === 'apps.htm') return addAppsHtml(b, html, entry.path);
    if (file === 'contact_info.htm') {
      b.data.connections.contactsUploaded = (html.match(/<tr><td>/g) ?? []).length;
      // 2017: e-mails, phones and the address are in this page's own profile table.
    }
    const source = entry.path;
    b.saw('profile.names', 'profile.emails', 'profile.phones', 'profile.birthday', 'profile.links');
    b.fact('names', htmlToText(html.match(/<h1>(.*?)<\/h1>/)?.[1] ?? ''), source, {
      kind: 'full-name',
    });
    for (const { field, cell } of profileRows(html)) addProfileRow(b, field, cell, source);
    noteUnreadLabels(b, entry, html, true);
  },
};

/** Label/value cells of one block of the 2019+ HTML export's pages, labels normalised. */
function exportCells(block: string): Map<string, string> {
  const cells = new Map<string, string>();
  for (const m of block.matchAll(
    /<td class="[^"]*_a6_q">([^<]*)<\/td><td class="[^"]*_a6_r">([\s\S]*?)<\/td>/g,
  ))
    cells.set(normalizeLabel(decodeEntities(m[1] ?? '')), htmlToText(m[2] ?? ''));
  return cells;
}

/**
 * The 2019+ HTML export's account-activity page (one block per event: its action as a heading,
 * then time, IP, browser, city cells), its used-IP page (2019: one box per address, the address
 * then the date it was last used, which owners' copies may leave empty) and its apps page (one
 * block per app, active apps first).
 */
const htmlExportRoute: Route = {
  match: /(?:^|\/)(?:account_activity|used_ip_addresses|(?:connected_)?apps_and_websites)\.html$/,
  async handle(entry, ctx) {
    const b = ctx.builder;
    const html = await readText(entry, ctx.read);
    b.formatVersion('facebook-html-2019');
    b.exportDate(footerDate(html));
    const source = entry.path;
    if (entry.path.endsWith('apps_and_websites.html')) {
      b.saw('connectedApps');
      // By the page's text in order, whatever its markup: an app below the expired apps' heading
      // is expired, and the text after each app-name label is an app.
      const texts = textNodes(html);
      const expiredAt = texts.findIndex((t) =>
        FACEBOOK_HTML_EXPORT_WORDS.expiredApps.has(normalizeLabel(t)),
      );
      const statusAt = (i: number) => (expiredAt >= 0 && i > expiredAt ? 'expired' : 'active');
      texts.forEach((text, i) => {
        const name = texts[i + 1];
        if (FACEBOOK_HTML_EXPORT_WORDS.appName.has(normalizeLabel(text)) && name)
          b.data.connectedApps.push({ name, status: statusAt(i), source });
      });
      // 2019–2021 boxes have no name label: each app is a dated box headed by its name.
      if (!b.data.connectedApps.some((a) => a.source === source)) {
        for (const { title, texts: inner } of entriesByShape(html)) {
          const name = title ?? inner[0];
          if (name)
            b.data.connectedApps.push({ name, status: statusAt(texts.indexOf(name)), source });
        }
      }
      return;
    }
    b.saw('logins');
    const before = b.data.logins.length;
    readLoginPage(b, html, entry.path);
    if (b.data.logins.length === before) addShapeLogins(b, html, source);
  },
};

/** The 2019+ export's account-activity and used-IP pages in the markup of the years seen. */
function readLoginPage(b: DatasetBuilder, html: string, source: string): void {
  if (source.endsWith('used_ip_addresses.html')) {
    for (const m of html.matchAll(
      /<div class="_2lek">([^<]*)<\/div><div class="[^"]*\b_2lem">([^<]*)<\/div>/g,
    )) {
      const ip = decodeEntities(m[1] ?? '').trim();
      if (!/^[\d.]+$|:/.test(ip)) continue;
      const when = decodeEntities(m[2] ?? '').trim();
      b.data.logins.push({
        action: 'activity',
        at: when ? parseHtmlDate(when) : null,
        ip: canonicalIp(ip),
        source,
      });
    }
    return;
  }
  for (const block of html.split(/<div class="_2ph_ _a6-h _a6-i">/).slice(1)) {
    const label = htmlToText(block.slice(0, block.indexOf('</div>')));
    const cells = exportCells(block);
    // 2022+: a single cell holds its label and, in a <div>, its value (htmlShapes.ts).
    for (const { label: name, cell } of labelCells(block))
      if (!cells.has(normalizeLabel(name))) cells.set(normalizeLabel(name), htmlToText(cell));
    const ip = [...FACEBOOK_HTML_EXPORT_WORDS.ipAddress].map((l) => cells.get(l)).find(Boolean);
    const when = block.match(/_a6_q">[^<]*<div>([^<]*)<\/div>/)?.[1];
    // The event's time in its own cell, else the date the box is stamped with.
    const at =
      parseHtmlDate(decodeEntities(when ?? '')) ??
      textNodes(block)
        .map((text) => parseHtmlDate(text))
        .find((date) => date !== null) ??
      null;
    const event: LoginEvent = { action: loginAction(label), at, source };
    if (label) event.detail = label;
    if (ip) event.ip = canonicalIp(ip);
    b.data.logins.push(event);
  }
}

/** What the dated entries of a page of the 2019+ HTML export are, by its file name. */
type EntryPage = 'post' | 'comment' | 'friends' | 'followers' | 'following';
const ENTRY_PAGES: readonly [RegExp, EntryPage][] = [
  // your_posts_1.html (2019–2022), your_posts__check_ins__photos_and_videos_1.html (2023+)
  [/^your_posts[^/]*\.html$/, 'post'],
  [/^comments(?:_\d+)?\.html$/, 'comment'],
  [/^your_friends(?:_\d+)?\.html$/, 'friends'],
  [/^(?:people_who_follow(?:ed)?_you|followers)(?:_\d+)?\.html$/, 'followers'],
  [/^(?:who_you(?:'ve)?_follow(?:ed)?|following)(?:_\d+)?\.html$/, 'following'],
];

/**
 * A page of dated entries (htmlShapes.ts): posts and comments as the user's own, friends and
 * followers as counts. A page with no dated entry is listed as not read: an empty count would be a
 * false "none".
 */
function readEntryPage(
  b: DatasetBuilder,
  entry: { path: string; size: number },
  html: string,
  kind: EntryPage,
): void {
  const entries = entriesByShape(html);
  if (entries.length === 0) return b.unread(entry.path, entry.size, 'not-read', NOT_READ_PAGE);
  b.formatVersion('facebook-html-2019');
  // The footer's date, unless the page's last line is an entry's own date (no footer).
  const footer = footerDate(html);
  if (!entries.some((e) => e.at === footer)) b.exportDate(footer);
  if (kind === 'friends' || kind === 'followers' || kind === 'following') {
    b.saw('connections');
    b.data.connections[kind] = (b.data.connections[kind] ?? 0) + entries.length;
    return;
  }
  b.saw('posts', 'media');
  for (const { at, texts, media, links } of entries) {
    for (const uri of media) b.data.media.push({ uri, at, source: entry.path });
    b.data.posts.push({ kind, at, text: texts.join('\n'), media, links, source: entry.path });
  }
}

const htmlEntriesRoute: Route = {
  match: new RegExp(ENTRY_PAGES.map(([pattern]) => `(?:^|/)${pattern.source.slice(1)}`).join('|')),
  async handle(entry, ctx) {
    const name = basename(entry.path);
    const kind = ENTRY_PAGES.find(([pattern]) => pattern.test(name))?.[1] ?? 'post';
    readEntryPage(ctx.builder, entry, await readText(entry, ctx.read), kind);
  },
};

/** Every address a page lists with the date beside it, as logins; false when it lists none. */
function addShapeLogins(b: DatasetBuilder, html: string, source: string): boolean {
  const addresses = addressesByShape(html);
  if (addresses.length === 0) return false;
  b.saw('logins');
  // The sessions page heads each session "<app> - <device>" (the app may be blank): its device.
  const sessions = /(?:^|\/)where_you're_logged_in(?:_\d+)?\.html?$/i.test(source);
  if (sessions) b.saw('devices');
  for (const { ip, at, detail, heading } of addresses) {
    b.data.logins.push({
      action: detail ? loginAction(detail) : 'activity',
      at,
      ip: canonicalIp(ip),
      source,
      ...(detail ? { detail } : {}),
    });
    const device = sessions ? heading?.match(/(?:^|\s)-\s+(.+)$/)?.[1]?.trim() : undefined;
    if (!device) continue;
    // One device however many sessions it had: the latest session's time and address kept.
    const known = b.data.devices.find((d) => d.name === device && d.source === source);
    if (!known) b.data.devices.push({ name: device, ip: canonicalIp(ip), lastSeenAt: at, source });
    else if (at && (!known.lastSeenAt || at > known.lastSeenAt)) {
      known.lastSeenAt = at;
      known.ip = canonicalIp(ip);
    }
  }
  return true;
}

/**
 * The HTML export's off-Facebook activity page (2019–2022): one link per business or app, to that
 * business's own page of events (your_off-facebook_activity/N.html); the link's text is its name.
 */
function offFacebookBusinesses(html: string): string[] {
  const names: string[] = [];
  for (const m of html.matchAll(
    /<a[^>]*href="[^"]*your_off-facebook_activity\/\d+\.html?"[^>]*>([^<]+)<\/a>/g,
  )) {
    const name = decodeEntities(m[1] ?? '').trim();
    if (name !== '') names.push(name);
  }
  return names;
}

/**
 * Any other page of an HTML archive or export, of any year, read by shape: its profile rows when it
 * is a profile page (three fields or more the table knows, so a list of apps or pages whose cells
 * say "Name" is not taken for the user's name), and every address it lists with the date beside it
 * as a login. A page that yields nothing is listed as not read, never passed over in silence.
 */
const htmlShapeRoute: Route = {
  match: /^(?!(?:.*\/)?messages\/).*\.html?$/i,
  async handle(entry, ctx) {
    const b = ctx.builder;
    const html = await readText(entry, ctx.read);
    const source = entry.path;
    b.exportDate(footerDate(html));
    let found = false;
    const businesses = offFacebookBusinesses(html);
    if (businesses.length > 0) {
      b.saw('offPlatformActivity');
      for (const name of businesses)
        b.data.offPlatformActivity.push({ name, events: null, lastAt: null, types: [], source });
      found = true;
    }
    const rows = profileRows(html);
    if (new Set(rows.map((r) => r.field)).size >= 3) {
      b.saw('profile.names', 'profile.emails', 'profile.phones', 'profile.birthday');
      for (const { field, cell } of rows) addProfileRow(b, field, cell, source);
      found = true;
    }
    if (addShapeLogins(b, html, source)) found = true;
    if (found) b.formatVersion('facebook-html');
    else if (!noteUnreadLabels(b, entry, html, false))
      b.unread(entry.path, entry.size, 'not-read', NOT_READ_PAGE);
  },
};

/** Top-level keys of Facebook's JSON files that no other platform's export uses. */
const FACEBOOK_ONLY_KEYS =
  /^\s*\{\s*"(?:account_accesses|used_ip_address|active_sessions|recognized_devices|admin_records|contact_verifications|off_facebook_activity|installed_apps|status_updates|primary_public_location|news_your_locations|event_responses|location_history|your_places|accounts_center|login_protection_data|account_activity|recently_viewed|recently_visited|friend_peer_group|page_likes|pages_followed)"\s*:/;

export const facebookImporter: PlatformImporter = {
  platform: 'facebook',
  markers: [
    /(?:^|\/)profile_information\/profile_information\.json$/,
    /(?:^|\/)your_facebook_activity\//,
    /(?:^|\/)apps_and_websites_off_of_facebook\//,
    /(?:^|\/)friends_and_followers\//,
    // 2024+: connections/friends/, connections/followers/ (Instagram's is followers_and_following/).
    /(?:^|\/)connections\/(?:friends|followers)\//,
    // account_activity is a name other exports could use: Facebook's only in its security folder.
    // The other security files (logins_and_logouts, used_ip_addresses…) are Facebook's own names,
    // matched once below, in their folder or alone, so a file scores one whatever its place.
    /(?:^|\/)security_and_login_information\/account_activity\.(?:json|html)$/,
    /(?:^|\/)html\/(?:contact_info|timeline|friends|security|apps|wall)\.html?$/,
    /(?:^|\/)profile_information\/profile_information\.html$/,
    /(?:^|\/)facebook_accounts_center\//,
    // posts/your_posts_1.json, your_posts__check_ins__photos_and_videos_1.json (2023+), or alone.
    /(?:^|\/)your_posts[^/]*\.(?:json|html)$/,
    // Files only Facebook's export names so, found alone and perhaps without their wrapping key.
    /(?:^|\/)(?:advertisers_you've_interacted_with|your_off-facebook_activity|pages_you've_liked|removed_friends|(?:received|sent)_friend_requests|your_friends|recently_viewed|recently_visited|friend_peer_group|likes_and_reactions|advertisers_who_uploaded_a_contact_list_with_your_information|other_people's_posts_to_your_timeline|posts_from_apps_and_websites|likes_on_external_sites|places_you've_created|your_address_books|where_you're_logged_in|ip_address_activity|logins_and_logouts|used_ip_addresses|authorized_logins|login_protection_data|administrative_records|your_saved_items|your_search_history|pages_you_follow|your_group_membership_activity|your_event_responses|your_comments_in_groups|your_posts_in_groups)(?:_\d+)?\.(?:json|html)$/,
    /(?:^|\/)facebook-[^/]+\//,
    /(?:^|\/)(?:location\/location_history|location_history\/your_location_history)\.json$/,
  ],
  // A file found without its folder: a versioned key (2020+), a key only Facebook writes (2018–19
  // keys carry no version), the 2018–19 profile whose key `profile` opens with Facebook's own name
  // record, its friends list of names with the time each became a friend, a 2024+ keyless record
  // naming its Facebook id, or a page of an HTML archive or export
  // (the 2010–2018 style sheet's copyright line or navigation, the 2019+ pages' Facebook banner,
  // the 2024+ pages' link to the account's profile or to the export's own permalink).
  sniff: (head) =>
    /"[a-z_]+_v\d+"\s*:/.test(head) ||
    FACEBOOK_ONLY_KEYS.test(head) ||
    /^\s*\{\s*"profile"\s*:\s*\{\s*"name"\s*:\s*\{\s*"full_name"/.test(head) ||
    /^\s*\{\s*"friends"\s*:\s*\[\s*\{\s*"name"\s*:\s*"[^"]*"\s*,\s*"timestamp"\s*:/.test(head) ||
    /"label_values"[\s\S]*"fbid"\s*:|"fbid"\s*:[\s\S]*"label_values"/.test(head) ||
    // Records of the 2019–2023 lists (viewed, visited, saved…) linking to Facebook's own pages.
    (/"timestamp"\s*:\s*\d{9,10}\b/.test(head) &&
      /"(?:uri|url)"\s*:\s*"https?:\/\/(?:www\.|m\.|web\.)?facebook\.com\//.test(head)) ||
    (/<html\b/i.test(head) &&
      /Copyright 2004-present Facebook|(?:aria-label|alt)="Facebook"|href="(?:\.\.\/)?html\/(?:contact_info|wall|friends|security|timeline)\.htm"|href="https:\/\/www\.facebook\.com\/(?:profile\.php\?id=|your_information\/)/.test(
        head,
      )),
  routes: [jsonRoute, htmlRoute, htmlExportRoute, htmlEntriesRoute, htmlShapeRoute],
};
