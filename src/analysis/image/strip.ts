// The lossless safe copy: metadata removed by dropping whole segments/chunks of the container,
// never by re-encoding. JPEG keeps only what decoding and colour need (JFIF without thumbnail,
// ICC profile, Adobe colour transform, tables, frames, scans); PNG keeps a whitelist of display
// chunks; WebP drops EXIF/XMP/unknown chunks and fixes the VP8X flags; GIF drops comments and
// foreign application blocks. Bytes after the end of the image (appended previews, MPF pictures
// with their own EXIF) are dropped. Only the orientation survives, as a one-tag EXIF, so the
// photo is not shown sideways.
// Invariant: the picture data (JPEG scans, PNG IDAT, WebP VP8/VP8L/ALPH/ANMF, GIF frames) is
// copied byte for byte; a change here must keep `strip.test.ts` proving that.
import {
  JPEG_DAMAGED_DATA,
  JPEG_EOI,
  JPEG_SOI,
  walkGif,
  walkJpeg,
  walkPng,
  walkWebp,
  type JpegSegment,
} from './containers.ts';
import { ImageInputError } from './messages.ts';
import { sniffImageFormat } from './format.ts';
import { stripHeif } from './heifStrip.ts';
import { EXIF_HEADER, orientationOnlyTiff, readTiffOrientation, tiffOf } from './tiff.ts';

export interface StripResult {
  bytes: Uint8Array;
  /** What was taken out, in the product's words ("EXIF", "XMP", "IPTC", "comment", …). */
  removed: string[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function startsWithAscii(bytes: Uint8Array, at: number, text: string): boolean {
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
}

// ---- JPEG -------------------------------------------------------------------------------------

const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP13 = 0xed;
const APP14 = 0xee;
const COM = 0xfe;

function jpegSegment(marker: number, payload: Uint8Array): Uint8Array {
  const length = payload.length + 2;
  return concat([Uint8Array.from([0xff, marker, length >> 8, length & 0xff]), payload]);
}

function nameOfJpegSegment(bytes: Uint8Array, s: JpegSegment): string {
  const at = s.start + 4;
  if (s.marker === COM) return 'comment';
  if (s.marker === APP1 && startsWithAscii(bytes, at, 'Exif')) return 'EXIF';
  if (s.marker === APP1 && startsWithAscii(bytes, at, 'http://ns.adobe.com/')) return 'XMP';
  if (s.marker === APP13) return 'IPTC';
  if (s.marker === APP2 && startsWithAscii(bytes, at, 'MPF')) return 'extra pictures (MPF)';
  if (s.marker === APP0 && startsWithAscii(bytes, at, 'JFXX')) return 'thumbnail';
  return `APP${s.marker - APP0}`;
}

export function stripJpeg(bytes: Uint8Array): StripResult {
  const segments = walkJpeg(bytes);
  const parts: Uint8Array[] = [];
  const removed = new Set<string>();
  let orientationWritten = false;
  for (const s of segments) {
    if (s.marker === JPEG_DAMAGED_DATA) {
      const kept = damagedDataWithoutMetadata(bytes, s);
      parts.push(bytes.subarray(s.start, kept), Uint8Array.from([0xff, JPEG_EOI]));
      if (kept < s.end) removed.add('data after the image');
      continue;
    }
    const payloadAt = s.start + 4;
    const isApp = s.marker >= APP0 && s.marker <= 0xef;
    if (!isApp && s.marker !== COM) {
      parts.push(bytes.subarray(s.start, s.end));
      continue;
    }
    if (s.marker === APP0 && startsWithAscii(bytes, payloadAt, 'JFIF\0') && s.end - s.start >= 18) {
      // JFIF header without its optional thumbnail (a thumbnail can show an uncropped original).
      const header = bytes.slice(payloadAt, payloadAt + 14);
      header[12] = 0;
      header[13] = 0;
      if (s.end - s.start > 18) removed.add('thumbnail');
      parts.push(jpegSegment(APP0, header));
      continue;
    }
    if (s.marker === APP2 && startsWithAscii(bytes, payloadAt, 'ICC_PROFILE\0')) {
      parts.push(bytes.subarray(s.start, s.end));
      continue;
    }
    if (s.marker === APP14 && startsWithAscii(bytes, payloadAt, 'Adobe')) {
      parts.push(bytes.subarray(s.start, s.end));
      continue;
    }
    if (s.marker === APP1 && startsWithAscii(bytes, payloadAt, 'Exif\0') && !orientationWritten) {
      const orientation = readTiffOrientation(bytes.subarray(payloadAt + 6, s.end));
      if (orientation && orientation !== 1) {
        parts.push(jpegSegment(APP1, concat([EXIF_HEADER, orientationOnlyTiff(orientation)])));
        orientationWritten = true;
      }
    }
    removed.add(nameOfJpegSegment(bytes, s));
  }
  const last = segments[segments.length - 1]!;
  if (last.marker === JPEG_EOI && last.end < bytes.length) removed.add('data after the image');
  return { bytes: concat(parts), removed: [...removed] };
}

/** Signatures of metadata or of a second picture (which has its own) inside damaged data. */
const METADATA_SIGNATURES = ['Exif\0\0', 'http://ns.adobe.com/', 'Photoshop 3.0', '<x:xmpmeta'].map(
  (text) => new TextEncoder().encode(text),
);

/**
 * Where the damaged picture data of a JPEG stops being copied: it is copied as it is (nothing can
 * tell what is scan data and what is not), up to the first metadata signature or embedded
 * picture start in it — past that, the bytes could carry a camera's EXIF.
 */
function damagedDataWithoutMetadata(bytes: Uint8Array, s: JpegSegment): number {
  let end = s.end;
  for (let i = bytes.indexOf(0xff, s.start); i >= 0 && i + 2 < end; i = bytes.indexOf(0xff, i + 1))
    if (bytes[i + 1] === JPEG_SOI && bytes[i + 2] === 0xff) {
      end = i;
      break;
    }
  for (const signature of METADATA_SIGNATURES) {
    const at = indexOfBytes(bytes, signature, s.start, end);
    if (at >= 0) end = at;
  }
  return end;
}

function indexOfBytes(bytes: Uint8Array, needle: Uint8Array, from: number, to: number): number {
  for (let i = bytes.indexOf(needle[0]!, from); i >= 0 && i + needle.length <= to;) {
    let match = true;
    for (let j = 1; j < needle.length && match; j++) match = bytes[i + j] === needle[j];
    if (match) return i;
    i = bytes.indexOf(needle[0]!, i + 1);
  }
  return -1;
}

// ---- PNG --------------------------------------------------------------------------------------

/** Chunks that change how the picture looks; every other chunk is metadata or private data. */
const PNG_DISPLAY_CHUNKS = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'sBIT',
  'bKGD',
  'pHYs',
  'cICP',
  'mDCv',
  'cLLi',
  'acTL',
  'fcTL',
  'fdAT',
]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

const PNG_CHUNK_NAMES: Record<string, string> = {
  tEXt: 'text',
  zTXt: 'text',
  iTXt: 'text or XMP',
  eXIf: 'EXIF',
  tIME: 'modification time',
};

export function stripPng(bytes: Uint8Array): StripResult {
  const chunks = walkPng(bytes);
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  const removed = new Set<string>();
  for (const c of chunks) {
    if (PNG_DISPLAY_CHUNKS.has(c.type)) {
      parts.push(bytes.subarray(c.start, c.end));
      continue;
    }
    if (c.type === 'eXIf') {
      const orientation = readTiffOrientation(tiffOf(bytes.subarray(c.dataStart, c.dataEnd)));
      if (orientation && orientation !== 1)
        parts.push(pngChunk('eXIf', orientationOnlyTiff(orientation)));
    }
    removed.add(PNG_CHUNK_NAMES[c.type] ?? `${c.type} chunk`);
  }
  if (chunks[chunks.length - 1]!.end < bytes.length) removed.add('data after the image');
  return { bytes: concat(parts), removed: [...removed] };
}

// ---- WebP -------------------------------------------------------------------------------------

const WEBP_PICTURE_CHUNKS = new Set(['VP8X', 'ICCP', 'ANIM', 'ANMF', 'ALPH', 'VP8 ', 'VP8L']);
const VP8X_FLAG_EXIF = 0x08;
const VP8X_FLAG_XMP = 0x04;

function riffChunk(type: string, data: Uint8Array): Uint8Array {
  const padded = 8 + data.length + (data.length & 1);
  const out = new Uint8Array(padded);
  for (let i = 0; i < 4; i++) out[i] = type.charCodeAt(i);
  new DataView(out.buffer).setUint32(4, data.length, true);
  out.set(data, 8);
  return out;
}

export function stripWebp(bytes: Uint8Array): StripResult {
  const chunks = walkWebp(bytes);
  const removed = new Set<string>();
  const kept: Uint8Array[] = [];
  let keptExif = false;
  for (const c of chunks) {
    if (WEBP_PICTURE_CHUNKS.has(c.type)) {
      kept.push(bytes.slice(c.start, c.end));
      continue;
    }
    if (c.type === 'EXIF') {
      const orientation = readTiffOrientation(tiffOf(bytes.subarray(c.dataStart, c.dataEnd)));
      if (orientation && orientation !== 1) {
        kept.push(riffChunk('EXIF', orientationOnlyTiff(orientation)));
        keptExif = true;
      }
      removed.add('EXIF');
    } else removed.add(c.type === 'XMP ' ? 'XMP' : `${c.type.trim()} chunk`);
  }
  const first = kept[0];
  if (first && startsWithAscii(first, 0, 'VP8X')) {
    first[8] = first[8]! & ~VP8X_FLAG_XMP;
    if (!keptExif) first[8] = first[8]! & ~VP8X_FLAG_EXIF;
  }
  const body = concat(kept);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 4));
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  header.set(bytes.subarray(8, 12), 8);
  const riffEnd = chunks[chunks.length - 1]!.end;
  if (riffEnd < bytes.length) removed.add('data after the image');
  return { bytes: concat([header, body]), removed: [...removed] };
}

// ---- GIF --------------------------------------------------------------------------------------

/** Application blocks that drive playback (looping); every other one is foreign data (XMP…). */
const GIF_PLAYBACK_APPLICATIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

export function stripGif(bytes: Uint8Array): StripResult {
  const blocks = walkGif(bytes);
  const parts: Uint8Array[] = [];
  const removed = new Set<string>();
  for (const b of blocks) {
    if (b.kind === 'ext:fe') removed.add('comment');
    else if (b.kind === 'ext:1') removed.add('plain-text block');
    else if (b.kind === 'ext:ff' && !GIF_PLAYBACK_APPLICATIONS.has(b.application ?? ''))
      removed.add(b.application?.startsWith('XMP') ? 'XMP' : 'application data');
    else parts.push(bytes.subarray(b.start, b.end));
  }
  if (blocks[blocks.length - 1]!.end < bytes.length) removed.add('data after the image');
  return { bytes: concat(parts), removed: [...removed] };
}

/** The lossless safe copy of any supported image (HEIC/AVIF: see heifStrip.ts). */
export function stripMetadata(bytes: Uint8Array): StripResult {
  switch (sniffImageFormat(bytes)) {
    case 'jpeg':
      return stripJpeg(bytes);
    case 'png':
      return stripPng(bytes);
    case 'webp':
      return stripWebp(bytes);
    case 'gif':
      return stripGif(bytes);
    case 'heic':
    case 'avif':
      return stripHeif(bytes);
    case 'other':
      throw new ImageInputError('unsupported-format');
    default:
      throw new ImageInputError('not-an-image');
  }
}
