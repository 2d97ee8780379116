// Metadata of a photo: what the file says about where, when, with what and by whom it was taken.
// exifr reads EXIF/XMP/IPTC from JPEG, PNG, HEIC and AVIF; WebP and GIF keep EXIF and XMP in
// chunks exifr does not walk, so those are handed to it wrapped in a minimal JPEG. PNG text
// chunks (tEXt/zTXt/iTXt) are read here, because exifr reads only tEXt.
// Invariant: reading metadata never decodes pixels and never throws on odd metadata — a file that
// passed `inspectImage` always yields an `ImageMetadata` (possibly empty).
import exifr from 'exifr';
import { unzlibSync } from 'fflate';
import { walkGif, walkPng, walkWebp } from './containers.ts';
import type { GpsPosition, ImageFormat, ImageMetadata } from './types.ts';

/** Metres per degree of latitude (and of longitude at the equator). */
const METRES_PER_DEGREE = 111_320;
/** Longest value kept for a free-text field; the warning only needs to show what it is. */
const TEXT_FIELD_MAX_CHARS = 200;

const EXIFR_OPTIONS = {
  tiff: true,
  exif: true,
  gps: true,
  xmp: true,
  iptc: true,
  icc: false,
  jfif: false,
  ihdr: false,
  interop: false,
  ifd1: false,
  makerNote: false,
  userComment: false,
  // Blocks kept apart: XMP and IPTC both have "City", and a merge would keep only one.
  mergeOutput: false,
  translateKeys: true,
  translateValues: false,
  // Dates stay strings: revived dates would be read in the device's time zone.
  reviveValues: false,
  sanitize: true,
  silentErrors: true,
} as const;

const SERIAL_TAGS = [
  'SerialNumber',
  'BodySerialNumber',
  'CameraSerialNumber',
  'LensSerialNumber',
  'ImageUniqueID',
  'InternalSerialNumber',
];
const PEOPLE_TAGS = [
  'Artist',
  'OwnerName',
  'CameraOwnerName',
  'Copyright',
  'creator',
  'Creator',
  'Byline',
  'Writer',
  'CopyrightNotice',
  'Credit',
  'rights',
  'Rights',
  'XPAuthor',
  'AuthorsPosition',
];
const PLACE_TAGS = [
  'City',
  'Sublocation',
  'State',
  'Country',
  'CountryCode',
  'Location',
  'ProvinceState',
  'LocationShown',
  'LocationCreated',
];

export function emptyMetadata(): ImageMetadata {
  return {
    gps: null,
    capturedAt: null,
    make: null,
    model: null,
    software: null,
    serialNumbers: [],
    people: [],
    places: [],
    textFields: {},
    orientation: null,
  };
}

function clean(value: unknown): string | null {
  if (value == null) return null;
  if (Array.isArray(value)) return value.map(clean).filter(Boolean).join(', ') || null;
  if (typeof value === 'object') {
    // XMP language alternatives come as { lang, value } or { 'x-default': … }.
    const record = value as Record<string, unknown>;
    return clean(record.value ?? record['x-default'] ?? Object.values(record)[0]);
  }
  // Control characters (NUL padding, line breaks) are shown as spaces.
  const text = String(value)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f]+/g, ' ')
    .trim();
  return text && text !== 'unknown' ? text.slice(0, TEXT_FIELD_MAX_CHARS) : null;
}

function decimals(value: number): number {
  const text = value.toFixed(6).replace(/0+$/, '');
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/**
 * How finely the position was written, from the stored degrees/minutes/seconds: "12.34 seconds"
 * pins a spot to a third of a metre, "28.05 minutes" to about 20 m. The receiver's own error
 * (GPSHPositioningError) widens it when present.
 */
export function gpsPrecisionM(dms: unknown, positioningErrorM: unknown): number {
  let degrees = 1;
  if (Array.isArray(dms) && dms.length === 3) {
    const [d, m, s] = dms.map(Number) as [number, number, number];
    if (s !== 0) degrees = 10 ** -decimals(s) / 3600;
    else if (m !== 0) degrees = decimals(m) > 0 ? 10 ** -decimals(m) / 60 : 1 / 60;
    else degrees = 10 ** -decimals(d);
  } else if (typeof dms === 'number') degrees = 10 ** -decimals(dms);
  const stored = degrees * METRES_PER_DEGREE;
  const error =
    typeof positioningErrorM === 'number' && positioningErrorM > 0 ? positioningErrorM : 0;
  return Math.max(stored, error, 1);
}

function readGps(tags: Record<string, unknown>): GpsPosition | null {
  const lat = tags.latitude;
  const lon = tags.longitude;
  if (typeof lat !== 'number' || typeof lon !== 'number') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  // 0,0 is what cameras write when they had no fix; it says nothing about the user.
  if (lat === 0 && lon === 0) return null;
  const altitude = typeof tags.GPSAltitude === 'number' ? tags.GPSAltitude : null;
  return {
    lat: Math.round(lat * 1e7) / 1e7,
    lon: Math.round(lon * 1e7) / 1e7,
    altitudeM: altitude,
    precisionM: Math.round(gpsPrecisionM(tags.GPSLatitude, tags.GPSHPositioningError)),
  };
}

function exifDate(value: unknown): string | null {
  const text = clean(value);
  const match = text?.match(/^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})/);
  if (!match || match[1] === '0000') return null;
  return `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}`;
}

type Blocks = Record<string, Record<string, unknown> | undefined>;

/** Every value stored under `name` in any block (ifd0, exif, gps, iptc, XMP namespaces). */
function valuesOf(blocks: Blocks, name: string): unknown[] {
  return Object.values(blocks)
    .filter((block): block is Record<string, unknown> => !!block && typeof block === 'object')
    .map((block) => block[name])
    .filter((value) => value != null);
}

function first(blocks: Blocks, name: string): unknown {
  return valuesOf(blocks, name)[0];
}

function collect(blocks: Blocks, names: string[]): string[] {
  const found = new Set<string>();
  for (const name of names)
    for (const raw of valuesOf(blocks, name)) {
      const value = clean(raw);
      if (value) found.add(value);
    }
  return [...found];
}

// ---- containers exifr cannot walk ---------------------------------------------------------------

function jpegSegment(marker: number, payload: Uint8Array): Uint8Array[] {
  // A JPEG segment holds at most 65,533 bytes; larger XMP is cut (only its start is needed).
  const body = payload.subarray(0, 65_533);
  const length = body.length + 2;
  return [Uint8Array.from([0xff, marker, length >> 8, length & 0xff]), body];
}

const ASCII = new TextEncoder();
const XMP_NAMESPACE = ASCII.encode('http://ns.adobe.com/xap/1.0/\0');

/** A JPEG with no picture, only APP1 EXIF/XMP, so exifr reads chunks from any container. */
function metadataOnlyJpeg(exif: Uint8Array | null, xmp: Uint8Array | null): Uint8Array {
  const parts: Uint8Array[] = [Uint8Array.from([0xff, 0xd8])];
  if (exif) {
    const hasHeader = exif[0] === 0x45 && exif[1] === 0x78 && exif[4] === 0 && exif[5] === 0;
    parts.push(...jpegSegment(0xe1, hasHeader ? exif : concat([ASCII.encode('Exif\0\0'), exif])));
  }
  if (xmp) parts.push(...jpegSegment(0xe1, concat([XMP_NAMESPACE, xmp])));
  parts.push(Uint8Array.from([0xff, 0xd9]));
  return concat(parts);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const LATIN1 = new TextDecoder('latin1');
const UTF8 = new TextDecoder('utf-8');

/** PNG tEXt/zTXt/iTXt chunks: keyword → text; the XMP packet is returned apart. */
export function readPngText(bytes: Uint8Array): {
  fields: Record<string, string>;
  xmp: string | null;
} {
  const fields: Record<string, string> = {};
  let xmp: string | null = null;
  for (const c of walkPng(bytes)) {
    if (c.type !== 'tEXt' && c.type !== 'zTXt' && c.type !== 'iTXt') continue;
    const data = bytes.subarray(c.dataStart, c.dataEnd);
    const nul = data.indexOf(0);
    if (nul <= 0) continue;
    const keyword = LATIN1.decode(data.subarray(0, nul));
    let text: string;
    try {
      if (c.type === 'tEXt') text = LATIN1.decode(data.subarray(nul + 1));
      else if (c.type === 'zTXt') text = LATIN1.decode(unzlibSync(data.subarray(nul + 2)));
      else {
        const compressed = data[nul + 1] === 1;
        const langEnd = data.indexOf(0, nul + 3);
        const translatedEnd = data.indexOf(0, langEnd + 1);
        const raw = data.subarray(translatedEnd + 1);
        text = UTF8.decode(compressed ? unzlibSync(raw) : raw);
      }
    } catch {
      continue; // a damaged compressed chunk says nothing we can show
    }
    if (keyword === 'XML:com.adobe.xmp') xmp = text;
    else {
      const value = clean(text);
      if (value) fields[keyword] = value;
    }
  }
  return { fields, xmp };
}

function webpMetadataJpeg(bytes: Uint8Array): Uint8Array | null {
  let exif: Uint8Array | null = null;
  let xmp: Uint8Array | null = null;
  for (const c of walkWebp(bytes)) {
    if (c.type === 'EXIF') exif = bytes.subarray(c.dataStart, c.dataEnd);
    if (c.type === 'XMP ') xmp = bytes.subarray(c.dataStart, c.dataEnd);
  }
  return exif || xmp ? metadataOnlyJpeg(exif, xmp) : null;
}

function gifMetadata(bytes: Uint8Array): { jpeg: Uint8Array | null; comments: string[] } {
  const comments: string[] = [];
  let xmp: Uint8Array | null = null;
  for (const b of walkGif(bytes)) {
    if (b.kind === 'ext:fe' || (b.kind === 'ext:ff' && b.application?.startsWith('XMP'))) {
      // Sub-blocks: size byte + data, repeated; joined they are the comment or the XMP packet.
      const parts: Uint8Array[] = [];
      let p = b.kind === 'ext:fe' ? b.start + 2 : b.start + 14;
      while (p < b.end && bytes[p]! > 0) {
        // XMP in GIF is stored raw (its bytes double as sub-block sizes), so take it whole.
        if (b.kind === 'ext:ff') {
          parts.push(bytes.subarray(p, b.end));
          break;
        }
        parts.push(bytes.subarray(p + 1, p + 1 + bytes[p]!));
        p += 1 + bytes[p]!;
      }
      const data = concat(parts);
      if (b.kind === 'ext:fe') {
        const comment = clean(LATIN1.decode(data));
        if (comment) comments.push(comment);
      } else {
        const text = UTF8.decode(data);
        const end = text.indexOf('</x:xmpmeta>');
        xmp = ASCII.encode(end > 0 ? text.slice(0, end + 12) : text);
      }
    }
  }
  return { jpeg: xmp ? metadataOnlyJpeg(null, xmp) : null, comments };
}

/** Everything the file says about place, time, device and people; never throws. */
export async function readImageMetadata(
  bytes: Uint8Array,
  format: ImageFormat,
): Promise<ImageMetadata> {
  const metadata = emptyMetadata();
  let source: Uint8Array | null = bytes;
  try {
    if (format === 'png') {
      // exifr reads the PNG's XMP itself; the other text chunks are read here.
      metadata.textFields = readPngText(bytes).fields;
    } else if (format === 'webp') source = webpMetadataJpeg(bytes);
    else if (format === 'gif') {
      const gif = gifMetadata(bytes);
      source = gif.jpeg;
      gif.comments.forEach(
        (comment, i) => (metadata.textFields[i ? `Comment ${i + 1}` : 'Comment'] = comment),
      );
    }
  } catch {
    // The container was checked before; a metadata chunk that does not parse is simply ignored.
  }
  if (!source) return metadata;
  let tags: Blocks | undefined;
  try {
    tags = (await exifr.parse(source, EXIFR_OPTIONS)) as Blocks | undefined;
  } catch {
    tags = undefined;
  }
  if (!tags) return metadata;
  metadata.gps = readGps(tags.gps ?? {});
  metadata.capturedAt =
    exifDate(first(tags, 'DateTimeOriginal')) ??
    exifDate(first(tags, 'CreateDate')) ??
    exifDate(first(tags, 'DateCreated'));
  metadata.make = clean(first(tags, 'Make'));
  metadata.model = clean(first(tags, 'Model'));
  metadata.software = clean(first(tags, 'Software')) ?? clean(first(tags, 'CreatorTool'));
  metadata.serialNumbers = collect(tags, SERIAL_TAGS);
  metadata.people = collect(tags, PEOPLE_TAGS);
  metadata.places = collect(tags, PLACE_TAGS);
  const description =
    clean(first(tags, 'ImageDescription')) ??
    clean(first(tags, 'description')) ??
    clean(first(tags, 'Caption'));
  if (description) metadata.textFields.Description ??= description;
  const comment = clean(first(tags, 'XPComment')) ?? clean(first(tags, 'Keywords'));
  if (comment) metadata.textFields.Keywords ??= comment;
  const orientation = first(tags, 'Orientation');
  metadata.orientation = typeof orientation === 'number' ? orientation : null;
  return metadata;
}
