// Test fixtures made in code: a small EXIF (TIFF) writer and helpers that put EXIF, XMP, IPTC and
// text chunks into JPEG, PNG and WebP pictures rendered by sharp. Tests and the benchmark use it;
// no real person's photo is copied into the repository.
// Invariant: the EXIF written here is standard big-endian TIFF that exifr and exiftool read.
import sharp from 'sharp';
import { crc32 } from '../strip.ts';

type TagValue = { ascii: string } | { short: number } | { long: number } | { rationals: number[] };
type Ifd = Map<number, TagValue>;

function valueBytes(value: TagValue): { type: number; count: number; bytes: number[] } {
  if ('ascii' in value) {
    const bytes = [...new TextEncoder().encode(value.ascii), 0];
    return { type: 2, count: bytes.length, bytes };
  }
  if ('short' in value)
    return { type: 3, count: 1, bytes: [value.short >> 8, value.short & 0xff, 0, 0] };
  if ('long' in value) return { type: 4, count: 1, bytes: u32(value.long) };
  const bytes = value.rationals.flatMap((v) => {
    const denominator = 10_000;
    return [...u32(Math.round(v * denominator)), ...u32(denominator)];
  });
  return { type: 5, count: value.rationals.length, bytes };
}

function u32(v: number): number[] {
  return [(v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff];
}

/** Serialises IFDs in order; pointer tags (0x8769, 0x8825) are filled with the child's offset. */
function writeTiff(ifd0: Ifd, children: { tag: number; ifd: Ifd }[]): Uint8Array {
  const out: number[] = [0x4d, 0x4d, 0x00, 0x2a, ...u32(8)];
  const layout = (ifd: Ifd) => 2 + ifd.size * 12 + 4;
  for (const child of children) ifd0.set(child.tag, { long: 0 }); // placeholders, sized now
  const blocks = [ifd0, ...children.map((c) => c.ifd)];
  // First pass: offsets of each IFD (IFD, then its out-of-line values).
  const offsets: number[] = [];
  let at = 8;
  for (const ifd of blocks) {
    offsets.push(at);
    at += layout(ifd);
    for (const value of ifd.values()) {
      const { bytes } = valueBytes(value);
      if (bytes.length > 4) at += bytes.length + (bytes.length & 1);
    }
  }
  children.forEach((c, i) => ifd0.set(c.tag, { long: offsets[i + 1]! }));
  blocks.forEach((ifd, i) => {
    const entries = [...ifd.entries()].sort(([a], [b]) => a - b);
    let dataAt = offsets[i]! + layout(ifd);
    const data: number[] = [];
    out.push(entries.length >> 8, entries.length & 0xff);
    for (const [tag, value] of entries) {
      const { type, count, bytes } = valueBytes(value);
      out.push(tag >> 8, tag & 0xff, 0, type, ...u32(count));
      if (bytes.length > 4) {
        out.push(...u32(dataAt));
        data.push(...bytes);
        if (bytes.length & 1) data.push(0);
        dataAt += bytes.length + (bytes.length & 1);
      } else out.push(...bytes, ...Array(4 - bytes.length).fill(0));
    }
    out.push(...u32(0), ...data);
  });
  return Uint8Array.from(out);
}

export interface ExifFacts {
  make?: string;
  model?: string;
  artist?: string;
  serial?: string;
  orientation?: number;
  capturedAt?: string; // "YYYY:MM:DD HH:MM:SS"
  gps?: { lat: number; lon: number };
}

function dms(value: number): number[] {
  const abs = Math.abs(value);
  const d = Math.floor(abs);
  const m = Math.floor((abs - d) * 60);
  const s = (abs - d - m / 60) * 3600;
  return [d, m, Math.round(s * 100) / 100];
}

export function makeExifTiff(facts: ExifFacts): Uint8Array {
  const ifd0: Ifd = new Map();
  if (facts.make) ifd0.set(0x010f, { ascii: facts.make });
  if (facts.model) ifd0.set(0x0110, { ascii: facts.model });
  if (facts.orientation) ifd0.set(0x0112, { short: facts.orientation });
  if (facts.artist) ifd0.set(0x013b, { ascii: facts.artist });
  const children: { tag: number; ifd: Ifd }[] = [];
  const exif: Ifd = new Map();
  if (facts.capturedAt) exif.set(0x9003, { ascii: facts.capturedAt });
  if (facts.serial) exif.set(0xa431, { ascii: facts.serial });
  if (exif.size) children.push({ tag: 0x8769, ifd: exif });
  if (facts.gps) {
    const gps: Ifd = new Map([
      [0x0001, { ascii: facts.gps.lat >= 0 ? 'N' : 'S' }],
      [0x0002, { rationals: dms(facts.gps.lat) }],
      [0x0003, { ascii: facts.gps.lon >= 0 ? 'E' : 'W' }],
      [0x0004, { rationals: dms(facts.gps.lon) }],
    ]);
    children.push({ tag: 0x8825, ifd: gps });
  }
  return writeTiff(ifd0, children);
}

export function xmpPacket(fields: { city?: string; creator?: string }): string {
  return (
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    '<rdf:Description xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/"' +
    (fields.city ? ` photoshop:City="${fields.city}"` : '') +
    '>' +
    (fields.creator
      ? `<dc:creator><rdf:Seq><rdf:li>${fields.creator}</rdf:li></rdf:Seq></dc:creator>`
      : '') +
    '</rdf:Description></rdf:RDF></x:xmpmeta>'
  );
}

function segment(marker: number, payload: Uint8Array): Uint8Array {
  const length = payload.length + 2;
  return Uint8Array.from([0xff, marker, length >> 8, length & 0xff, ...payload]);
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

const ascii = (text: string) => new TextEncoder().encode(text);

/** A noisy RGB picture (noise makes any change to the pixel data visible in a comparison). */
export async function renderPicture(
  format: 'jpeg' | 'png' | 'webp',
  width = 64,
  height = 48,
): Promise<Uint8Array> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  const encoded =
    format === 'jpeg'
      ? image.jpeg()
      : format === 'png'
        ? image.png()
        : image.webp({ lossless: true });
  return new Uint8Array(await encoded.toBuffer());
}

export interface Embedded {
  exif?: ExifFacts;
  xmp?: { city?: string; creator?: string };
  comment?: string;
  iptcCity?: string;
  pngText?: Record<string, string>;
}

/** A JPEG with EXIF (APP1), XMP (APP1), IPTC (APP13), a comment and a trailing extra picture. */
export function embedInJpeg(jpeg: Uint8Array, what: Embedded, trailer?: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [jpeg.subarray(0, 2)];
  if (what.exif) parts.push(segment(0xe1, concat([ascii('Exif\0\0'), makeExifTiff(what.exif)])));
  if (what.xmp)
    parts.push(
      segment(0xe1, concat([ascii('http://ns.adobe.com/xap/1.0/\0'), ascii(xmpPacket(what.xmp))])),
    );
  if (what.iptcCity) {
    const city = ascii(what.iptcCity);
    const record = Uint8Array.from([0x1c, 0x02, 90, 0, city.length, ...city]);
    const resource = concat([
      ascii('8BIM'),
      Uint8Array.from([0x04, 0x04, 0, 0]),
      Uint8Array.from(u32(record.length)),
      record,
    ]);
    parts.push(segment(0xed, concat([ascii('Photoshop 3.0\0'), resource])));
  }
  if (what.comment) parts.push(segment(0xfe, ascii(what.comment)));
  parts.push(jpeg.subarray(2));
  if (trailer) parts.push(trailer);
  return concat(parts);
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const body = concat([ascii(type), data]);
  return concat([Uint8Array.from(u32(data.length)), body, Uint8Array.from(u32(crc32(body)))]);
}

/** A PNG with eXIf, tEXt and an XMP iTXt chunk placed after IHDR. */
export function embedInPng(png: Uint8Array, what: Embedded): Uint8Array {
  const ihdrEnd = 8 + 25;
  const chunks: Uint8Array[] = [];
  if (what.exif) chunks.push(pngChunk('eXIf', makeExifTiff(what.exif)));
  for (const [key, value] of Object.entries(what.pngText ?? {}))
    chunks.push(pngChunk('tEXt', ascii(`${key}\0${value}`)));
  if (what.xmp)
    chunks.push(pngChunk('iTXt', ascii(`XML:com.adobe.xmp\0\0\0\0\0${xmpPacket(what.xmp)}`)));
  return concat([png.subarray(0, ihdrEnd), ...chunks, png.subarray(ihdrEnd)]);
}

function riffChunk(type: string, data: Uint8Array): Uint8Array {
  const size = Uint8Array.from([
    data.length & 0xff,
    (data.length >> 8) & 0xff,
    (data.length >> 16) & 0xff,
    data.length >>> 24,
  ]);
  return concat([ascii(type), size, data, data.length & 1 ? Uint8Array.of(0) : new Uint8Array(0)]);
}

/** An extended WebP (VP8X) with EXIF and XMP chunks after the picture, flags set. */
export function embedInWebp(
  webp: Uint8Array,
  width: number,
  height: number,
  what: Embedded,
): Uint8Array {
  const picture = webp.subarray(12); // the VP8/VP8L chunk of a simple WebP
  let flags = 0;
  const extra: Uint8Array[] = [];
  if (what.exif) {
    flags |= 0x08;
    extra.push(riffChunk('EXIF', makeExifTiff(what.exif)));
  }
  if (what.xmp) {
    flags |= 0x04;
    extra.push(riffChunk('XMP ', ascii(xmpPacket(what.xmp))));
  }
  const w = width - 1;
  const h = height - 1;
  const vp8x = riffChunk(
    'VP8X',
    Uint8Array.from([
      flags,
      0,
      0,
      0,
      w & 0xff,
      (w >> 8) & 0xff,
      w >> 16,
      h & 0xff,
      (h >> 8) & 0xff,
      h >> 16,
    ]),
  );
  const body = concat([ascii('WEBP'), vp8x, picture, ...extra]);
  const size = body.length;
  return concat([
    ascii('RIFF'),
    Uint8Array.from([size & 0xff, (size >> 8) & 0xff, (size >> 16) & 0xff, size >>> 24]),
    body,
  ]);
}
