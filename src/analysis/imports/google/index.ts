// Google Takeout (and the 2024+ on-device Timeline export from the Maps app): Location History in
// every shape (Records.json with timestampMs or timestamp, pre-2017 "Location History.json",
// Semantic Location History months, Settings.json devices, Android and iOS Timeline.json), Google
// Photos JSON sidecars paired with their photos, My Activity (JSON and HTML), YouTube history,
// comments and own channel, Maps' labeled, saved and reviewed places, the devices and sign-ins of
// Access Log Activity, the devices of Google Play Store, and the Google profile. Invariants: large
// location files are streamed point by point; (0, 0) is "no location"; folder names may be
// localised, so files are also matched by content shape.
import { NOT_READ_FILE, NOT_READ_PAGE } from '../messages.ts';
import { column, parseCsv } from '../csv.ts';
import type { ActivityEntry, GeoPoint, Place, PostPlace } from '../dataset.ts';
import type { DatasetBuilder } from '../datasetBuilder.ts';
import type { PlatformImporter, Route } from '../platform.ts';
import { englishTakeoutPath, untranslatedTakeoutName } from './names.ts';
import { ipIn } from '../ip.ts';
import { readJson, readText, streamJsonItems } from '../read.ts';
import { decodeEntities, htmlToText } from '../text.ts';
import { parseLocalTime } from '../localTime.ts';
import { fromEpoch, parseTime } from '../time.ts';
import { arr, at, basename, geo, num, obj, str, type Json } from '../values.ts';

const E7 = 1e7;

function e7(lat: unknown, lon: unknown): GeoPoint | undefined {
  const la = num(lat);
  const lo = num(lon);
  return la === undefined || lo === undefined ? undefined : geo(la / E7, lo / E7);
}

/** "12.1234567°, -123.1234567°" (Android) or "geo:12.123456,-123.123456" (iOS). */
export function parseLatLngText(value: unknown): GeoPoint | undefined {
  const text = str(value);
  const m = text?.match(/(-?\d+(?:\.\d+)?)°?\s*,\s*(-?\d+(?:\.\d+)?)/);
  return m ? geo(m[1], m[2]) : undefined;
}

const SEMANTIC_TYPES: Record<string, string> = {
  TYPE_HOME: 'home',
  TYPE_WORK: 'work',
  TYPE_SEARCHED_ADDRESS: 'searched-address',
  TYPE_ALIASED_LOCATION: 'aliased',
  HOME: 'home',
  WORK: 'work',
  INFERRED_HOME: 'home',
  INFERRED_WORK: 'work',
};

function semanticType(value: unknown): string | undefined {
  const text = str(value);
  return text ? (SEMANTIC_TYPES[text.toUpperCase()] ?? text.toLowerCase()) : undefined;
}

function timeMs(iso: string | null): number | null {
  return iso ? Date.parse(iso) : null;
}

/** One point of Records.json / Location History.json. */
function addRecord(b: DatasetBuilder, item: unknown): void {
  const r = obj(item);
  const point = e7(r?.latitudeE7, r?.longitudeE7);
  if (!r || !point) return;
  const accuracy = num(r.accuracy);
  // Records.json timestamps are ISO-8601 with a zone: Date.parse directly (a million points).
  const iso = typeof r.timestamp === 'string' ? Date.parse(r.timestamp) : NaN;
  const ms = Number.isFinite(iso) ? iso : timeMs(fromEpoch(r.timestampMs));
  b.data.locations.push({
    lat: point.lat,
    lon: point.lon,
    timeMs: ms,
    ...(accuracy !== undefined ? { accuracyM: accuracy } : {}),
    origin: 'records',
  });
}

function addSemantic(b: DatasetBuilder, item: unknown, source: string): void {
  const visit = obj(obj(item)?.placeVisit);
  if (visit) {
    const location = obj(visit.location);
    const duration = obj(visit.duration);
    const place: Place = {
      kind: 'visit',
      startAt: parseTime(duration?.startTimestamp) ?? fromEpoch(duration?.startTimestampMs),
      endAt: parseTime(duration?.endTimestamp) ?? fromEpoch(duration?.endTimestampMs),
      source,
    };
    const point =
      e7(location?.latitudeE7, location?.longitudeE7) ?? e7(visit.centerLatE7, visit.centerLngE7);
    if (point) place.point = point;
    const name = str(location?.name);
    if (name) place.name = name;
    const address = str(location?.address);
    if (address) place.address = address.replace(/\n/g, ', ');
    const placeId = str(location?.placeId);
    if (placeId) place.placeId = placeId;
    const type = semanticType(location?.semanticType);
    if (type) place.semanticType = type;
    b.data.places.push(place);
    return;
  }
  const segment = obj(obj(item)?.activitySegment);
  if (!segment) return;
  for (const end of ['startLocation', 'endLocation']) {
    const p = e7(at(segment, end, 'latitudeE7'), at(segment, end, 'longitudeE7'));
    const key = end === 'startLocation' ? 'startTimestamp' : 'endTimestamp';
    const when =
      parseTime(at(segment, 'duration', key)) ?? fromEpoch(at(segment, 'duration', `${key}Ms`));
    if (p) b.data.locations.push({ ...p, timeMs: timeMs(when), origin: 'semantic-path' });
  }
  for (const raw of arr(at(segment, 'simplifiedRawPath', 'points'))) {
    const p = obj(raw);
    const point = e7(p?.latE7 ?? p?.latitudeE7, p?.lngE7 ?? p?.longitudeE7);
    const when = parseTime(p?.timestamp) ?? fromEpoch(p?.timestampMs);
    if (point) b.data.locations.push({ ...point, timeMs: timeMs(when), origin: 'semantic-path' });
  }
}

/** One element of an on-device Timeline export (Android object members or the iOS array). */
function addTimeline(b: DatasetBuilder, key: string | null, item: unknown, source: string): void {
  const r = obj(item);
  if (!r) return;
  if (key === 'rawSignals') {
    const position = obj(r.position);
    const point = parseLatLngText(position?.LatLng ?? position?.latLng);
    if (point) {
      const accuracy = num(position?.accuracyMeters);
      b.data.locations.push({
        ...point,
        timeMs: timeMs(parseTime(position?.timestamp)),
        ...(accuracy !== undefined ? { accuracyM: accuracy } : {}),
        origin: 'timeline',
      });
    }
    return;
  }
  if (key === 'userLocationProfile') {
    for (const raw of arr(r.frequentPlaces)) {
      const f = obj(raw);
      const point = parseLatLngText(f?.placeLocation);
      const type = semanticType(f?.label);
      b.data.places.push({
        kind: 'frequent',
        ...(point ? { point } : {}),
        ...(str(f?.placeId) ? { placeId: str(f?.placeId) } : {}),
        ...(type ? { semanticType: type } : {}),
        source,
      });
    }
    return;
  }
  // A semantic segment (Android semanticSegments[] or an iOS array element).
  const start = parseTime(r.startTime);
  const end = parseTime(r.endTime);
  const visit = obj(r.visit);
  if (visit) {
    const candidate = obj(visit.topCandidate);
    const point = parseLatLngText(
      at(candidate, 'placeLocation', 'latLng') ?? candidate?.placeLocation,
    );
    const type = semanticType(candidate?.semanticType);
    b.data.places.push({
      kind: 'visit',
      ...(point ? { point } : {}),
      ...(str(candidate?.placeId ?? candidate?.placeID)
        ? { placeId: str(candidate?.placeId ?? candidate?.placeID) }
        : {}),
      ...(type && type !== 'unknown' ? { semanticType: type } : {}),
      startAt: start,
      endAt: end,
      source,
    });
  }
  const activity = obj(r.activity);
  if (activity) {
    for (const side of ['start', 'end'] as const) {
      const point = parseLatLngText(at(activity, side, 'latLng') ?? activity[side]);
      const when = side === 'start' ? start : end;
      if (point) b.data.locations.push({ ...point, timeMs: timeMs(when), origin: 'timeline' });
    }
  }
  const startMs = timeMs(start);
  for (const raw of arr(r.timelinePath)) {
    const p = obj(raw);
    const point = parseLatLngText(p?.point);
    if (!point) continue;
    const offset = num(p?.durationMinutesOffsetFromStartTime);
    const when =
      timeMs(parseTime(p?.time)) ??
      (offset !== undefined && startMs !== null ? startMs + offset * 60_000 : null);
    b.data.locations.push({ ...point, timeMs: when, origin: 'timeline' });
  }
}

/** Coordinates inside Maps URLs: "@lat,lon,zoom" or "center=lat,lon". */
function pointInUrl(url: string | undefined): GeoPoint | undefined {
  if (!url) return undefined;
  const decoded = decodeEntities(url).replace(/%2C/gi, ',');
  const m = decoded.match(/(?:@|center=|ll=|q=)(-?\d{1,2}\.\d+),(-?\d{1,3}\.\d+)/);
  return m ? geo(m[1], m[2]) : undefined;
}

function addActivity(b: DatasetBuilder, item: unknown, source: string): void {
  const r = obj(item);
  if (!r) return;
  const entry: ActivityEntry = {
    product: str(arr(r.products)[0]) ?? str(r.header) ?? 'Google',
    at: parseTime(r.time),
    title: str(r.title) ?? '',
    source,
  };
  const url = str(r.titleUrl);
  if (url) entry.url = url;
  const location = obj(arr(r.locationInfos)[0]);
  const point = pointInUrl(str(location?.url)) ?? pointInUrl(url);
  if (point) entry.point = point;
  const from = str(location?.source);
  if (from) entry.locationSource = from;
  b.data.activity.push(entry);
}

/** My Activity / YouTube history HTML: one "outer-cell" block per entry. */
function addActivityHtml(b: DatasetBuilder, html: string, source: string): void {
  const blocks = html.split(/<div class="outer-cell/).slice(1);
  for (const block of blocks) {
    const header = htmlToText(
      block.match(/<p class="mdl-typography--title">([\s\S]*?)<\/p>/)?.[1] ?? '',
    );
    const content =
      block.match(/<div class="content-cell[^"]*mdl-typography--body-1">([\s\S]*?)<\/div>/)?.[1] ??
      '';
    const lines = htmlToText(content)
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const when = lines.length > 1 ? parseLocalTime(lines.at(-1)) : null;
    const entry: ActivityEntry = {
      product: header || 'Google',
      at: when,
      title: (when ? lines.slice(0, -1) : lines).join(' — '),
      source,
    };
    const url = content.match(/href="([^"]+)"/)?.[1];
    if (url) entry.url = decodeEntities(url);
    const caption = block.match(/<b>Locations?:<\/b>([\s\S]*?)(?:<b>|<\/div>)/)?.[1];
    // The caption's labels are translated ("Locations:" in English only): in another language the
    // place is the first link of the caption cell that carries coordinates.
    const captionCell = block.match(/mdl-typography--caption">([\s\S]*?)<\/div>/)?.[1] ?? '';
    const captionPoint = [...captionCell.matchAll(/href="([^"]+)"/g)]
      .map((m) => pointInUrl(m[1]))
      .find((p) => p !== undefined);
    const point =
      pointInUrl(caption?.match(/href="([^"]+)"/)?.[1]) ?? captionPoint ?? pointInUrl(entry.url);
    if (point) entry.point = point;
    if (caption) entry.locationSource = htmlToText(caption).replace(/^\s+/, '');
    b.data.activity.push(entry);
  }
}

const MEDIA_EXTENSION = /\.(jpe?g|heic|heif|png|gif|webp|tiff?|mp4|mov|m4v|3gp|avi|mkv|dng|raw)$/i;

/**
 * The photo a Takeout sidecar describes. Sidecar names: "<photo>.supplemental-metadata.json",
 * the suffix cut short when the name is long (".suppl.json", "..json"), older "<photo>.json", and
 * duplicates "IMG.jpg(1).json" for "IMG(1).jpg".
 */
export function photoNameForSidecar(sidecar: string): string | null {
  let name = sidecar.replace(/\.json$/i, '');
  let counter = '';
  const dup = name.match(/^(.*)(\(\d+\))$/);
  if (dup) {
    name = dup[1] as string;
    counter = dup[2] as string;
  }
  if (!MEDIA_EXTENSION.test(name)) name = name.replace(/\.[^.]*$/, '');
  if (!MEDIA_EXTENSION.test(name)) return null;
  if (counter) name = name.replace(/(\.[^.]+)$/, `${counter}$1`);
  return name;
}

function addPhotoSidecar(b: DatasetBuilder, json: Json, path: string, known: Set<string>): void {
  const folder = path.slice(0, path.lastIndexOf('/') + 1);
  const fromName = photoNameForSidecar(basename(path));
  const title = str(json.title);
  const candidates = [fromName, title].filter((n): n is string => !!n).map((n) => folder + n);
  const uri = candidates.find((c) => known.has(c)) ?? candidates[0];
  if (!uri) return;
  const visible = geo(at(json, 'geoData', 'latitude'), at(json, 'geoData', 'longitude'));
  const fromExif = geo(at(json, 'geoDataExif', 'latitude'), at(json, 'geoDataExif', 'longitude'));
  const taken =
    fromEpoch(at(json, 'photoTakenTime', 'timestamp')) ??
    fromEpoch(at(json, 'photoTakenTime', 'timestampSeconds'));
  const item: DatasetBuilder['data']['media'][number] = {
    uri,
    at:
      fromEpoch(at(json, 'creationTime', 'timestamp')) ??
      fromEpoch(at(json, 'creationTime', 'timestampSeconds')),
    takenAt: taken,
    source: path,
  };
  const gps = visible ?? fromExif;
  if (gps) {
    item.gps = gps;
    const altitude = num(at(json, visible ? 'geoData' : 'geoDataExif', 'altitude'));
    if (altitude) item.gps.altitude = altitude;
    item.gpsFrom = 'json';
  }
  const people = arr(json.people)
    .map((p) => str(obj(p)?.name))
    .filter((n): n is string => !!n);
  if (people.length > 0) item.people = people;
  const device = str(at(json, 'googlePhotosOrigin', 'mobileUpload', 'deviceType'));
  if (device) item.cameraModel = device;
  const model = str(at(json, 'exif', 'cameraModel'));
  if (model) item.cameraModel = model;
  if (title) item.title = title;
  b.data.media.push(item);
}

/**
 * One GeoJSON feature of Maps: a labeled place, or a review (also a published post). Takeout wrote
 * capitalised keys until 2024 (Location["Business Name"], Published, "Review Comment"); the 2025
 * files write lower-case ones (location.name, date, review_text_published): both are read.
 */
function addMapsFeature(
  b: DatasetBuilder,
  feature: Json | undefined,
  review: boolean,
  source: string,
): void {
  if (!feature) return;
  const props = obj(feature.properties);
  const location = obj(props?.Location) ?? obj(props?.location);
  const coordinates = arr(at(feature, 'geometry', 'coordinates'));
  const point =
    geo(coordinates[1], coordinates[0]) ??
    geo(at(location, 'Geo Coordinates', 'Latitude'), at(location, 'Geo Coordinates', 'Longitude'));
  // A dropped pin is saved under its coordinates as title ("-1.28,36.82"): that is no name.
  const title = str(props?.Title);
  const name =
    str(location?.['Business Name']) ??
    str(location?.name) ??
    str(props?.name) ??
    (title && !/^-?\d+(?:\.\d+)?,\s*-?\d+(?:\.\d+)?$/.test(title) ? title : undefined);
  const address = str(location?.Address) ?? str(location?.address) ?? str(props?.address);
  if (!point && !name && !address) return;
  const when = parseTime(props?.Published ?? props?.date);
  b.data.places.push({
    kind: review ? 'reviewed' : 'labeled',
    ...(name ? { name } : {}),
    ...(address ? { address } : {}),
    ...(point ? { point } : {}),
    ...(review ? { startAt: when } : {}),
    source,
  });
  if (!review) return;
  const place: PostPlace = {};
  if (name) place.name = name;
  if (address) place.address = address;
  if (point) place.point = point;
  const url = str(props?.['Google Maps URL']) ?? str(props?.google_maps_url);
  b.data.posts.push({
    kind: 'post',
    at: when,
    text: str(props?.['Review Comment']) ?? str(props?.review_text_published) ?? '',
    audience: 'Public',
    place,
    media: [],
    links: url ? [url] : [],
    source,
  });
}

const LOCATION_RECORDS =
  /(?:^|\/)(?:Records|Location History|LocationHistory|Standortverlauf)\.json$/i;
const SEMANTIC_MONTH =
  /(?:^|\/)(?:Semantic Location History\/.*|\d{4}_(?:JANUARY|FEBRUARY|MARCH|APRIL|MAY|JUNE|JULY|AUGUST|SEPTEMBER|OCTOBER|NOVEMBER|DECEMBER))\.json$/i;
const TIMELINE =
  /(?:^|\/)(?:Timeline(?!\s?Edits)|location-history|Zeitachse)(?![^/]*\.schema\.json$)[^/]*\.json$/i;
const ACTIVITY_JSON =
  /(?:^|\/)(?:My ?Activity|Meine ?Aktivitäten|MeineAktivitäten)\.json$|(?:^|\/)(?:watch|search)-history\.json$/i;
const ACTIVITY_HTML =
  /(?:^|\/)(?:My ?Activity|Meine ?Aktivitäten|MeineAktivitäten)\.html$|(?:^|\/)(?:watch|search)-history\.html$/i;
// Names only Maps gives its files are read alone too; Reviews.json only in its folder.
const MAPS_PLACES =
  /(?:^|\/)(?:Maps[^/]*\/(?:.*\/)?(?:Reviews|Bewertungen)|(?:Labeled places|Orte mit Beschriftungen|Saved Places))\.json$/i;
// "Devices - A list of devices (i.e. Nest, Pixel, iPh….csv": Takeout cuts the long name short.
const ACCESS_LOG_DEVICES =
  /(?:^|\/)(?:Access Log Activity\/Devices|Devices - A list of devices)[^/]*\.csv$/i;
const ACCESS_LOG_ACTIVITIES =
  /(?:^|\/)(?:Access Log Activity\/Activities|Activities - A list of Google services)[^/]*\.csv$/i;
/** The devices list's header, whatever the file is named. */
const ACCESS_LOG_DEVICES_HEAD = /^\uFEFF?Device Type,Brand Name,Marketing Name,/;
const COMMUTE_ROUTES = /(?:^|\/)(?:Commute routes|Routen für Pendelstrecke)\.json$/i;
const CHROME_AUTOFILL = /(?:^|\/)Chrome\/Autofill\.json$/i;
// Takeouts since 2025 name it History.json; older ones BrowserHistory.json.
const CHROME_HISTORY = /(?:^|\/)Chrome\/(?:BrowserHistory|Browser History|History)\.json$/i;
/**
 * A YouTube channel id. Subscriptions are counted by this value rather than by the column's
 * header, which Takeout translates ("Kanal-ID", "ID de la chaîne"…).
 */
/** A comment cell's JSON segments ({"text":"…"},{"text":"…"}) as its text; the cell itself if not JSON. */
function commentText(cell: string): string {
  try {
    return arr(JSON.parse(`[${cell}]`))
      .map((segment) => str(obj(segment)?.text) ?? '')
      .join('');
  } catch {
    return cell;
  }
}

const YOUTUBE_CHANNEL_ID = /^UC[\w-]{22}$/;
/**
 * A Photos sidecar: under "Google Photos"/"Google Fotos", or, the folder being named in the
 * account's language, by its own name ("IMG_1.jpg.supplemental-metadata.json", "IMG_1.jpg.json",
 * "IMG_1.jpg(1).json") — a name path-matched, so that thousands of photos need no sniffing.
 */
const PHOTO_SIDECAR =
  /(?:^|\/)Google (?:Photos|Fotos)\/.+\.json$|\/[^/]+\.(?:supplemental-metadata|suppl[^/]*|(?:jpe?g|heic|heif|png|gif|webp|mp4|mov|m4v)(?:\(\d+\))?)\.json$/i;
const PHOTO_SIDECAR_HEAD = /"photoTakenTime"\s*:\s*\{/;
/** My Activity JSON's first record: a title (after the product's header), a time, products or a link. */
function isActivityJsonHead(head: string): boolean {
  return (
    /^\s*\[\s*\{\s*"(?:header|title)"\s*:/.test(head) &&
    /"time"\s*:\s*"\d{4}-\d{2}-\d{2}T/.test(head) &&
    /"(?:header|products|titleUrl)"\s*:/.test(head)
  );
}

/** The Play Store's lists (devices, installs, library, orders, purchases, settings): records of one key. */
/** Location History's (Timeline's) Settings.json: the account's setting and each reporting device. */
const isLocationSettingsHead = (head: string) =>
  /^\s*\{\s*"(?:createdTime|modifiedTime|deviceSettings|historyEnabled)"\s*:/.test(head) &&
  /"deviceSettings"|"historyEnabled"|"retentionWindowDays"/.test(head);

/** YouTube's channels/channel.csv: the user's own channel (id, title, visibility). */
const YOUTUBE_CHANNEL_HEAD = /^\uFEFF?Channel I[dD],Channel [tT]itle/;

const PLAY_STORE_HEAD =
  /^\s*\[\s*\{\s*"(?:device|install|libraryDoc|orderHistory|purchaseHistory|userSetting|subscription)"\s*:\s*\{/;

/** A Maps list saved as CSV (Takeout's Saved/ folder, 2023+): Title, Note, URL (and Comment). */
const SAVED_LIST_HEAD = /^\uFEFF?Title,Note,URL(?:,|\r?\n)/;
/** A saved list by its first bytes: the header, and links to Google Maps. */
const isSavedListHead = (head: string) =>
  SAVED_LIST_HEAD.test(head) && /google\.[a-z.]+\/maps/.test(head);
/** The map links of a saved list: a place's name and, where the link holds them, coordinates. */
function savedListPoint(url: string): GeoPoint | undefined {
  const m = url.match(/@(-?\d{1,2}\.\d+),(-?\d{1,3}\.\d+)/);
  if (!m) return undefined;
  return geo(+m[1]!, +m[2]!);
}

const routes: Route[] = [
  {
    // Saved lists ("Want to go", "Favourite places", lists of the user's own): places the user
    // marked, as the starred places of Saved Places.json are.
    match: /(?:^|\/)Saved\/[^/]+\.csv$/i,
    sniff: isSavedListHead,
    async handle(entry, ctx) {
      const b = ctx.builder;
      const text = await readText(entry, ctx.read);
      if (!SAVED_LIST_HEAD.test(text)) {
        b.unread(entry.path, entry.size, 'not-read', NOT_READ_FILE);
        return;
      }
      b.saw('places');
      for (const row of parseCsv(text).rows) {
        const name = column(row, 'Title')?.trim();
        const point = savedListPoint(column(row, 'URL') ?? '');
        if (!name && !point) continue;
        b.data.places.push({
          kind: 'labeled',
          ...(name ? { name } : {}),
          ...(point ? { point } : {}),
          source: entry.path,
        });
      }
    },
  },
  {
    match: LOCATION_RECORDS,
    sniff: (head) => /"locations"\s*:\s*\[\s*\{\s*"(?:latitudeE7|timestamp)/.test(head),
    async handle(entry, ctx) {
      const b = ctx.builder;
      b.saw('locations');
      b.formatVersion(
        /Records\.json$/i.test(entry.path) ? 'google-records' : 'google-location-history-2019',
      );
      await streamJsonItems(entry, (key, item) => {
        if (key === 'locations') addRecord(b, item);
      });
    },
  },
  {
    match: SEMANTIC_MONTH,
    sniff: (head) => /^\s*\{\s*"timelineObjects"\s*:/.test(head),
    async handle(entry, ctx) {
      const b = ctx.builder;
      b.saw('places', 'locations');
      b.formatVersion('google-semantic');
      await streamJsonItems(entry, (key, item) => {
        if (key === 'timelineObjects') addSemantic(b, item, entry.path);
      });
    },
  },
  {
    match: TIMELINE,
    sniff: (head) =>
      /"(?:semanticSegments|rawSignals)"\s*:/.test(head) ||
      /^\s*\[\s*\{\s*"(?:endTime|startTime)"/.test(head),
    async handle(entry, ctx) {
      const b = ctx.builder;
      b.saw('places', 'locations');
      let shape: 'android' | 'ios' | null = null;
      await streamJsonItems(entry, (key, item) => {
        shape ??= key === null ? 'ios' : 'android';
        addTimeline(b, key, item, entry.path);
      });
      b.formatVersion(shape === 'ios' ? 'google-timeline-ios' : 'google-timeline-android');
    },
  },
  {
    // Location History's settings (2012–2023), Timeline's since 2024: the same file.
    match: /(?:^|\/)(?:Location History[^/]*|Timeline)\/Settings\.json$/i,
    sniff: isLocationSettingsHead,
    async handle(entry, ctx) {
      const b = ctx.builder;
      const json = obj(await readJson(entry, ctx.read));
      b.saw('devices');
      for (const raw of arr(json?.deviceSettings)) {
        const d = obj(raw);
        if (!d) continue;
        const spec = obj(d.deviceSpec);
        b.data.devices.push({
          name: str(d.devicePrettyName),
          // 2019–2021: manufacturer + model; 2022+: one "device" string ("iPhone15,3").
          model:
            [str(spec?.manufacturer), str(spec?.model)].filter(Boolean).join(' ') ||
            str(spec?.device),
          os: str(d.platformType),
          firstSeenAt: parseTime(d.deviceCreationTime),
          source: entry.path,
        });
      }
      if (json?.historyEnabled !== undefined) {
        b.data.profile.visibility.push({
          name: 'Location History',
          value: json.historyEnabled ? 'On' : 'Off',
          source: entry.path,
        });
      }
    },
  },
  {
    // Maps: places the user labeled or saved (starred, pinned; kept as 'labeled': places the user
    // marked), and their reviews (GeoJSON FeatureCollections).
    match: MAPS_PLACES,
    // GeoJSON opens with its type or, as Maps writes Labeled places.json, with its features.
    sniff: (head) =>
      /^\s*\{\s*"type"\s*:\s*"FeatureCollection"/.test(head) ||
      /^\s*\{\s*"features"\s*:\s*\[\s*\{\s*"(?:geometry|type|properties)"\s*:/.test(head),
    async handle(entry, ctx) {
      const b = ctx.builder;
      const json = obj(await readJson(entry, ctx.read));
      const features = arr(json?.features).map(obj);
      // A file found by its content, under a name the table lacks: reviews are the features
      // that carry a review or a rating.
      const reviews =
        /^Reviews\.json$/i.test(basename(englishTakeoutPath(entry.path))) ||
        features.some((f) =>
          Object.keys(obj(f?.properties) ?? {}).some((k) => /review|rating/i.test(k)),
        );
      b.saw('places', ...(reviews ? (['posts'] as const) : []));
      for (const feature of features) addMapsFeature(b, feature, reviews, entry.path);
    },
  },
  {
    // Access Log Activity: the devices signed in to the account (phones, computers, speakers).
    match: ACCESS_LOG_DEVICES,
    sniff: (head) => ACCESS_LOG_DEVICES_HEAD.test(head),
    async handle(entry, ctx) {
      const b = ctx.builder;
      b.saw('devices');
      for (const row of parseCsv(await readText(entry, ctx.read)).rows) {
        const marketing = column(row, 'Marketing Name');
        const model = column(row, 'Device Model') ?? marketing;
        const name = column(row, 'User Given Name') ?? marketing ?? column(row, 'Device Type');
        const os = [column(row, 'OS'), column(row, 'OS Version')].filter(Boolean).join(' ');
        const last = column(row, 'Device Last Location')?.match(/Last Activity Time:\s*([^\n]+)/);
        if (!model && !name && !os) continue;
        b.data.devices.push({
          ...(name ? { name } : {}),
          ...(model ? { model } : {}),
          ...(os ? { os } : {}),
          lastSeenAt: parseTime(last?.[1]?.trim()),
          source: entry.path,
        });
      }
    },
  },
  {
    // Google Play Store/Devices.json and Installs.json: the phones and tablets the account used,
    // written as objects naming a manufacturer and a model wherever they sit (a device's
    // mostRecentData, an install's deviceAttribute); each model once.
    match: /(?:^|\/)Google Play Store\/(?:Devices|Installs)\.json$/i,
    // Sent without its folder: the Play Store's device and install records by their keys.
    sniff: (head) => PLAY_STORE_HEAD.test(head) && /"(?:device|install)"\s*:/.test(head),
    async handle(entry, ctx) {
      const b = ctx.builder;
      b.saw('devices');
      const seen = new Set(b.data.devices.map((d) => d.model));
      const walk = (value: unknown): void => {
        if (Array.isArray(value)) return value.forEach(walk);
        const o = obj(value);
        if (!o) return;
        const manufacturer = str(o.manufacturer);
        const model = str(o.model) ?? str(o.modelName);
        if (manufacturer && model) {
          if (seen.has(model)) return;
          seen.add(model);
          b.data.devices.push({
            model,
            name: str(o.deviceDisplayName) ?? `${manufacturer} ${model}`,
            source: entry.path,
          });
          return;
        }
        Object.values(o).forEach(walk);
      };
      walk(await readJson(entry, ctx.read));
    },
  },
  {
    // "Activities - A list of Google services accessed by …csv": one row per access, with the IP it
    // came from (columns Activity Timestamp, IP Address, Product Name, user agent). The address is
    // found by its shape, so a renamed or localised column is still read.
    match: ACCESS_LOG_ACTIVITIES,
    async handle(entry, ctx) {
      const b = ctx.builder;
      b.saw('logins');
      for (const row of parseCsv(await readText(entry, ctx.read)).rows) {
        const cells = Object.values(row);
        const ip = column(row, 'IP Address') ?? cells.map((cell) => ipIn(cell)).find(Boolean);
        const at = parseTime(
          column(row, 'Activity Timestamp') ??
            cells.find((cell) => /^\d{4}-\d\d-\d\d[ T]\d/.test(cell)),
        );
        if (!ip && !at) continue;
        const product = column(row, 'Product Name');
        const userAgent = column(row, 'User Agent String', 'User Agent');
        b.data.logins.push({
          action: 'activity',
          at,
          ...(ip ? { ip } : {}),
          ...(userAgent ? { userAgent } : {}),
          ...(product ? { detail: product } : {}),
          source: entry.path,
        });
      }
    },
  },
  {
    match: COMMUTE_ROUTES,
    async handle(entry, ctx) {
      const b = ctx.builder;
      b.saw('places');
      const json = obj(await readJson(entry, ctx.read));
      for (const trip of arr(json?.trips))
        for (const visit of arr(obj(trip)?.place_visit)) {
          const place = obj(obj(visit)?.place);
          const point = e7(
            at(place, 'lat_e7') ?? place?.latE7,
            at(place, 'lng_e7') ?? place?.lngE7,
          );
          const name = str(place?.name) ?? str(place?.address);
          if (!point && !name) continue;
          b.data.places.push({
            kind: 'frequent',
            ...(name ? { name } : {}),
            ...(str(place?.address) ? { address: str(place?.address) } : {}),
            ...(point ? { point } : {}),
            ...(semanticType(place?.semantic_type)
              ? { semanticType: semanticType(place?.semantic_type) }
              : {}),
            source: entry.path,
          });
        }
    },
  },
  {
    // The archive's index page: whose archive it is and when it was made.
    match: /(?:^|\/)archive_browser\.html$/i,
    async handle(entry, ctx) {
      const html = await readText(entry, ctx.read);
      const owner = html.match(/Archive for ([^<\s]+@[^<\s]+)/);
      ctx.builder.fact('emails', owner?.[1], entry.path, { kind: 'account' });
      const made = html.match(
        /(\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2}[\s\u202f]*[AP]M [A-Z]{2,5})/,
      );
      ctx.builder.exportDate(parseTime(made?.[1]));
    },
  },
  {
    match: CHROME_AUTOFILL,
    sniff: (head) => /"(?:name_full|address_home_[a-z_]+|phone_home_whole_number)"\s*:/.test(head),
    async handle(entry, ctx) {
      const b = ctx.builder;
      b.saw('profile.names', 'profile.emails', 'profile.phones');
      const json = obj(await readJson(entry, ctx.read));
      // The list's key ("Autofill") may be translated: the first list in the file is the one.
      for (const raw of arr(Object.values(json ?? {}).find((v) => Array.isArray(v)))) {
        const a = obj(raw);
        if (!a) continue;
        const first = (key: string) => str(arr(a[key])[0]) ?? str(a[key]);
        b.fact('names', first('name_full'), entry.path, { kind: 'autofill' });
        b.fact('emails', first('email_address'), entry.path, { kind: 'autofill' });
        b.fact('phones', first('phone_home_whole_number'), entry.path, { kind: 'autofill' });
        const address = [
          str(a.address_home_street_address)?.replace(/\n/g, ', '),
          str(a.address_home_city),
          str(a.address_home_state),
          str(a.address_home_zip),
          str(a.address_home_country),
        ]
          .filter(Boolean)
          .join(', ');
        b.fact('addresses', address, entry.path, { kind: 'autofill' });
      }
    },
  },
  {
    match: CHROME_HISTORY,
    sniff: (head) => /^\s*\{\s*"Browser History"\s*:/.test(head),
    async handle(entry, ctx) {
      const b = ctx.builder;
      b.saw('activity');
      b.formatVersion('google-chrome');
      await streamJsonItems(entry, (_key, item) => {
        const visit = obj(item);
        const url = str(visit?.url);
        // By shape, not by the list's name (which Takeout may translate).
        if (!url || visit?.time_usec === undefined) return;
        const usec = Number(visit?.time_usec);
        b.data.activity.push({
          product: 'Chrome',
          at: Number.isFinite(usec) && usec > 0 ? fromEpoch(Math.floor(usec / 1000)) : null,
          title: str(visit?.title) ?? url,
          url,
          source: entry.path,
        });
      });
    },
  },
  {
    match: ACTIVITY_JSON,
    sniff: (head) => isActivityJsonHead(head),
    async handle(entry, ctx) {
      ctx.builder.saw('activity');
      ctx.builder.formatVersion('google-activity-json');
      await streamJsonItems(entry, (_key, item) => addActivity(ctx.builder, item, entry.path));
    },
  },
  {
    match: ACTIVITY_HTML,
    sniff: (head) => /class="outer-cell|\.mdl-[a-z-]+\s*[{,]/.test(head),
    async handle(entry, ctx) {
      const html = await readText(entry, ctx.read);
      // Found by its styles only, another Google page may share them: activity is there if the
      // page has its entries or its name says so.
      if (!/class="outer-cell/.test(html) && !ACTIVITY_HTML.test(englishTakeoutPath(entry.path)))
        return;
      ctx.builder.saw('activity');
      ctx.builder.formatVersion('google-activity-html');
      addActivityHtml(ctx.builder, html, entry.path);
    },
  },
  {
    // my-comments.html (2019–2022): one <li> per comment, its time in the sentence before the
    // <br/> (in the page's language), the comment after it. Live-chat messages are not comments.
    match: /(?:^|\/)my-comments\.html$/i,
    async handle(entry, ctx) {
      const b = ctx.builder;
      const html = await readText(entry, ctx.read);
      const items = [...html.matchAll(/<li>([\s\S]*?)<\/li>/g)];
      // A page holding messages in another markup is listed, never read as "no comments".
      if (items.length === 0 && /<br\b|<a\b/i.test(html))
        return b.unread(entry.path, entry.size, 'not-read', NOT_READ_PAGE);
      b.saw('posts');
      for (const li of items) {
        const body = li[1] ?? '';
        const when = body.match(/(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC)/)?.[1];
        const text = htmlToText(
          body
            .split(/<br\s*\/?>/i)
            .slice(1)
            .join('\n'),
        );
        const link = body.match(/href="([^"]+)"/)?.[1];
        b.data.posts.push({
          kind: 'comment',
          at: parseTime(when),
          text,
          media: [],
          links: link ? [decodeEntities(link)] : [],
          source: entry.path,
        });
      }
    },
  },
  {
    // 2022+: YouTube comments as CSV, one row each (live-chat messages are not comments); the
    // message is a list of JSON segments ({"text":"…"},{"text":"…"}), the time an ISO cell. Read
    // by the cells' shapes, so the columns added over the years (Post ID, Top-level comment ID)
    // and localised headers do not matter.
    match: /(?:^|\/)comments\/[^/]*\.csv$/i,
    sniff: (head) =>
      !/^[^\n]*live ?chat/i.test(head) &&
      /^[^\n]*\n[^\n]*,"?UC[\w-]{22}"?,[^\n]*\{""text""/.test(head),
    async handle(entry, ctx) {
      const b = ctx.builder;
      const table = parseCsv(await readText(entry, ctx.read));
      let read = 0;
      for (const row of table.rows) {
        const cells = Object.values(row);
        const message = cells.find((cell) => /^\s*\{\s*"text"\s*:/.test(cell));
        if (message === undefined) continue;
        read++;
        const video =
          column(row, 'Video ID', 'Video-ID') ?? cells.find((cell) => /^[\w-]{11}$/.test(cell));
        b.data.posts.push({
          kind: 'comment',
          at: parseTime(cells.find((cell) => /^\d{4}-\d\d-\d\dT/.test(cell))),
          text: commentText(message),
          media: [],
          links: video ? [`https://www.youtube.com/watch?v=${video}`] : [],
          source: entry.path,
        });
      }
      if (read > 0 || table.rows.length === 0) b.saw('posts');
      else b.unread(entry.path, entry.size, 'not-read', NOT_READ_FILE);
    },
  },
  {
    // 2022+: the user's own YouTube channel: its title is a name the account shows publicly. Before
    // the subscriptions, whose sniff (a channel id opening the first row) its rows also fit.
    match: /(?:^|\/)channels\/channel\.csv$/i,
    sniff: (head) => YOUTUBE_CHANNEL_HEAD.test(head),
    async handle(entry, ctx) {
      const b = ctx.builder;
      const table = parseCsv(await readText(entry, ctx.read));
      b.saw('profile.names');
      for (const row of table.rows) {
        const id = Object.values(row).find((cell) => YOUTUBE_CHANNEL_ID.test(cell));
        const title = column(row, 'Channel title (Original)');
        b.fact('names', title, entry.path, { kind: 'youtube-channel' });
        if (id) b.fact('links', `https://www.youtube.com/channel/${id}`, entry.path);
        const visibility = column(row, 'Channel visibility');
        if (visibility)
          b.data.profile.visibility.push({
            name: 'YouTube channel',
            value: visibility,
            source: entry.path,
          });
      }
    },
  },
  {
    match: /(?:^|\/)subscriptions\.csv$/i,
    sniff: (head) => /^[^\n]*\n"?UC[\w-]{22}"?,/.test(head),
    async handle(entry, ctx) {
      const table = parseCsv(await readText(entry, ctx.read));
      ctx.builder.saw('connections');
      ctx.builder.data.connections.following =
        (ctx.builder.data.connections.following ?? 0) +
        table.rows.filter((r) => Object.values(r).some((cell) => YOUTUBE_CHANNEL_ID.test(cell)))
          .length;
    },
  },
  {
    match: /(?:^|\/)Profile\/Profile\.json$/i,
    sniff: (head) => /"name"\s*:\s*\{[^{}]*"(?:formattedName|givenName|familyName)"\s*:/.test(head),
    async handle(entry, ctx) {
      const b = ctx.builder;
      const p = obj(await readJson(entry, ctx.read));
      if (!p) return;
      b.saw('profile.names', 'profile.emails', 'profile.birthday');
      b.fact('names', str(at(p, 'name', 'formattedName')) ?? str(p.displayName), entry.path, {
        kind: 'full-name',
      });
      b.fact('names', str(p.displayName), entry.path, { kind: 'display-name' });
      for (const e of arr(p.emails))
        b.fact('emails', str(obj(e)?.value), entry.path, { kind: str(obj(e)?.type) });
      const birthday = str(p.birthday);
      if (birthday) {
        const m = birthday.match(/^(\d{4})-(\d{2})-(\d{2})$/);
        b.data.profile.birthdays.push({
          year: m ? +m[1]! : null,
          month: m ? +m[2]! : null,
          day: m ? +m[3]! : null,
          raw: birthday,
          kind: 'profile',
          source: entry.path,
        });
      }
      b.fact('genders', str(at(p, 'gender', 'type')), entry.path);
    },
  },
  {
    match: PHOTO_SIDECAR,
    // The Photos folder is named in the account's language; a sidecar says what it is itself.
    sniff: (head) => PHOTO_SIDECAR_HEAD.test(head),
    async handle(entry, ctx) {
      const name = basename(entry.path);
      if (
        /^(metadata|print-subscriptions|shared_album_comments|user-generated-memory-titles)\.json$/i.test(
          name,
        )
      )
        return;
      const json = obj(await readJson(entry, ctx.read));
      if (!json) return;
      ctx.builder.saw('media', 'media.gps');
      ctx.builder.formatVersion('google-photos');
      addPhotoSidecar(ctx.builder, json, entry.path, knownPaths(ctx.entries));
    },
  },
];

const knownCache = new WeakMap<readonly unknown[], Set<string>>();
function knownPaths(entries: readonly { path: string }[]): Set<string> {
  let set = knownCache.get(entries);
  if (!set) {
    set = new Set(entries.map((e) => e.path));
    knownCache.set(entries, set);
  }
  return set;
}

export const googleImporter: PlatformImporter = {
  platform: 'google',
  markers: [
    /(?:^|\/)Takeout\//,
    /(?:^|\/)archive_browser\.html$/,
    /(?:^|\/)Location History(?: \(Timeline\))?\//,
    /(?:^|\/)Semantic Location History\//,
    /(?:^|\/)(?:My Activity|Meine Aktivitäten)\//,
    /(?:^|\/)YouTube (?:and|und) YouTube Music\//,
    /\.supplemental-metadata\.json$/,
    SEMANTIC_MONTH,
    /(?:^|\/)Google (?:Photos|Fotos)\//,
    /(?:^|\/)(?:Timeline|location-history)\.json$/,
    // My Activity and YouTube history files sent alone, under the names only Takeout gives them.
    /(?:^|\/)(?:MyActivity|watch-history|search-history|my-comments|my-live-chat-messages)\.(?:json|html)$/i,
    // Files only Takeout names so, sent alone: Maps, Location History, Fit, Access Log, Pay.
    /(?:^|\/)(?:Labeled places|Commute routes|Electric vehicle settings|Added dishes, products, activities|Requests for services|Your personalization feedback|Tombstones|Daily Summaries|Voucher rewards|Autofill|BrowserHistory|Dictionary|Questions and Answers)\.(?:json|csv)$/,
    /(?:^|\/)(?:raw|derived)_com\.google\.[^/]*\.json$/,
    /(?:^|\/)(?:Devices - A list of devices|Activities - A list of Google services accessed by)[^/]*\.csv$/,
    /(?:^|\/)(?:Google transactions\/)?transactions_\d+\.csv$/,
  ],
  sniff: (head) =>
    /"(timelineObjects|semanticSegments|rawSignals|latitudeE7|locations"\s*:\s*\[\s*\{\s*"timestamp)/.test(
      head,
    ) ||
    /^\s*\[\s*\{\s*"(endTime|startTime)"/.test(head) ||
    // A folder picked inside a Takeout in another language: its files say they are Google's.
    isActivityJsonHead(head) ||
    PHOTO_SIDECAR_HEAD.test(head) ||
    /^\s*\{\s*"Browser History"\s*:/.test(head) ||
    // YouTube's CSVs (subscriptions, playlists, comments, channel) by their headers' ids; a Maps
    // saved list by its header and map links; Play Store lists by their records' keys; Location
    // History's settings by their keys.
    /^\uFEFF?(?:Channel I[dD],Channel U[rR][lL]|Playlist I[dD],|Comment I[dD],|Video I[dD],)/.test(
      head,
    ) ||
    isSavedListHead(head) ||
    PLAY_STORE_HEAD.test(head) ||
    isLocationSettingsHead(head) ||
    ACCESS_LOG_DEVICES_HEAD.test(head) ||
    YOUTUBE_CHANNEL_HEAD.test(head) ||
    // The 2018– Takeout's index.html, listing the archive's products: recognised, not read.
    /<title>Google Data Export Archive Contents<\/title>/.test(head) ||
    // A My Activity page renamed or alone: its entries are Material Design Lite cells.
    (/<html\b/i.test(head) &&
      /class="outer-cell mdl-cell|class="header-cell mdl-cell/.test(head)) ||
    // Maps' saved, starred or reviewed places sent on their own: a GeoJSON collection whose
    // features link to Google Maps.
    (/^\s*\{\s*"type"\s*:\s*"FeatureCollection"/.test(head) &&
      /"(?:Google Maps URL|google_maps_url)"\s*:|"https?:\/\/maps\.google\.[a-z.]+\//.test(head)),
  routes,
  routePath: englishTakeoutPath,
  untranslatedName: untranslatedTakeoutName,
  // Takeout's format choice (HTML or JSON) changes only the activity pages, which are read in both
  // forms; an archive's index page alone means its data files were left behind, which requesting
  // the export again mends. Other HTML (Currents, Blogger) has no JSON form Footprint reads, so it
  // is listed as not read instead of refusing the export.
  htmlHasJsonForm: (path) =>
    ACTIVITY_HTML.test(englishTakeoutPath(path)) || /(?:^|\/)index\.html$/i.test(path),
  finish(ctx) {
    // Takeout names its parts takeout-YYYYMMDDTHHMMSSZ-NNN.zip: the export's creation time.
    for (const entry of ctx.entries) {
      const m = entry.container.match(/takeout-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/i);
      if (m) ctx.builder.exportDate(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.000Z`);
    }
  },
};
