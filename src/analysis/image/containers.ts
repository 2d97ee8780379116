// Container walkers for JPEG, PNG, WebP, GIF and HEIF (HEIC/AVIF): they list the segments, chunks
// or boxes of a file without decoding any pixel. The input check and the lossless safe copy both
// stand on them. Invariant: a walker never reads past the end of the buffer; a structure that runs
// past the end is reported as truncated, one that makes no sense as corrupt — never a crash.
import { ImageInputError } from './messages.ts';

export interface Span {
  start: number;
  end: number;
}

// ---- JPEG -------------------------------------------------------------------------------------

export interface JpegSegment extends Span {
  /** Marker byte after 0xFF (0xE1 = APP1 …); -1 for entropy-coded scan data. */
  marker: number;
  /** Only on a `JPEG_DAMAGED_DATA` segment: the file ends early, or holds bytes that make no sense. */
  damage?: 'truncated' | 'corrupt';
}

export const JPEG_SOI = 0xd8;
export const JPEG_EOI = 0xd9;
export const JPEG_SOS = 0xda;
/**
 * Marker of the last segment when the picture data is damaged: from where the walk lost track in
 * or after a scan (cut off, or bytes that are no marker) to the end of the file. The headers and
 * metadata before the first scan were read whole, so they can still be checked and stripped.
 */
export const JPEG_DAMAGED_DATA = -2;

function isStandaloneMarker(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/**
 * Every segment from SOI to EOI, scan data included; bytes after EOI are not listed. Damage before
 * the first scan (in the headers) is refused; damage from the first scan on ends the list with a
 * `JPEG_DAMAGED_DATA` segment (see `jpegDamage`).
 */
export function walkJpeg(bytes: Uint8Array): JpegSegment[] {
  if (bytes[0] !== 0xff || bytes[1] !== JPEG_SOI) throw new ImageInputError('corrupt', 'no SOI');
  const segments: JpegSegment[] = [{ marker: JPEG_SOI, start: 0, end: 2 }];
  try {
    walkJpegSegments(bytes, segments);
  } catch (error) {
    const scanned = segments.some((s) => s.marker === JPEG_SOS);
    if (!scanned || !(error instanceof ImageInputError)) throw error;
    const from = segments[segments.length - 1]!.end;
    const damage = error.problem === 'truncated' ? 'truncated' : 'corrupt';
    segments.push({ marker: JPEG_DAMAGED_DATA, start: from, end: bytes.length, damage });
  }
  return segments;
}

/** How the picture data of a walked JPEG is damaged, or null when it is whole. */
export function jpegDamage(segments: JpegSegment[]): 'truncated' | 'corrupt' | null {
  return segments[segments.length - 1]?.damage ?? null;
}

function walkJpegSegments(bytes: Uint8Array, segments: JpegSegment[]): void {
  let pos = 2;
  for (;;) {
    if (pos + 1 >= bytes.length) throw new ImageInputError('truncated');
    if (bytes[pos] !== 0xff) throw new ImageInputError('corrupt', `no marker at ${pos}`);
    // Any number of 0xFF fill bytes may precede a marker.
    while (bytes[pos + 1] === 0xff) {
      pos += 1;
      if (pos + 1 >= bytes.length) throw new ImageInputError('truncated');
    }
    const marker = bytes[pos + 1]!;
    if (marker === JPEG_EOI) {
      segments.push({ marker, start: pos, end: pos + 2 });
      return;
    }
    if (isStandaloneMarker(marker)) {
      segments.push({ marker, start: pos, end: pos + 2 });
      pos += 2;
      continue;
    }
    if (pos + 3 >= bytes.length) throw new ImageInputError('truncated');
    const length = (bytes[pos + 2]! << 8) | bytes[pos + 3]!;
    if (length < 2) throw new ImageInputError('corrupt', 'bad segment length');
    const end = pos + 2 + length;
    if (end > bytes.length) throw new ImageInputError('truncated');
    segments.push({ marker, start: pos, end });
    pos = end;
    if (marker === JPEG_SOS) {
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
      let i = pos;
      for (;;) {
        i = bytes.indexOf(0xff, i);
        if (i < 0 || i + 1 >= bytes.length) throw new ImageInputError('truncated');
        const next = bytes[i + 1]!;
        if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) {
          i += next === 0xff ? 1 : 2;
          continue;
        }
        break;
      }
      segments.push({ marker: -1, start: pos, end: i });
      pos = i;
    }
  }
}

export function jpegDimensions(bytes: Uint8Array, segments: JpegSegment[]) {
  const frame = segments.find((s) => isStartOfFrame(s.marker));
  if (!frame || frame.end - frame.start < 9)
    throw new ImageInputError('corrupt', 'no frame header');
  const height = (bytes[frame.start + 5]! << 8) | bytes[frame.start + 6]!;
  const width = (bytes[frame.start + 7]! << 8) | bytes[frame.start + 8]!;
  return { width, height };
}

// ---- PNG --------------------------------------------------------------------------------------

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export interface PngChunk extends Span {
  type: string;
  dataStart: number;
  dataEnd: number;
}

function fourCC(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
}

function u32be(bytes: Uint8Array, at: number): number {
  return (
    ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0
  );
}

function u32le(bytes: Uint8Array, at: number): number {
  return (
    (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0
  );
}

/** Chunks from IHDR to IEND; anything after IEND is not listed. */
export function walkPng(bytes: Uint8Array): PngChunk[] {
  const chunks: PngChunk[] = [];
  let pos = 8;
  for (;;) {
    if (pos + 12 > bytes.length) throw new ImageInputError('truncated');
    const length = u32be(bytes, pos);
    const type = fourCC(bytes, pos + 4);
    if (!/^[A-Za-z]{4}$/.test(type)) throw new ImageInputError('corrupt', 'bad chunk type');
    const end = pos + 12 + length;
    if (end > bytes.length) throw new ImageInputError('truncated');
    chunks.push({ type, start: pos, end, dataStart: pos + 8, dataEnd: pos + 8 + length });
    pos = end;
    if (type === 'IEND') return chunks;
  }
}

export function pngDimensions(bytes: Uint8Array, chunks: PngChunk[]) {
  const ihdr = chunks[0];
  if (!ihdr || ihdr.type !== 'IHDR' || ihdr.dataEnd - ihdr.dataStart < 13)
    throw new ImageInputError('corrupt', 'no IHDR');
  return { width: u32be(bytes, ihdr.dataStart), height: u32be(bytes, ihdr.dataStart + 4) };
}

// ---- WebP -------------------------------------------------------------------------------------

export interface WebpChunk extends Span {
  type: string;
  dataStart: number;
  dataEnd: number;
}

/** Chunks inside the RIFF container, each with its padding byte. */
export function walkWebp(bytes: Uint8Array): WebpChunk[] {
  if (bytes.length < 12) throw new ImageInputError('truncated');
  const riffEnd = 8 + u32le(bytes, 4);
  if (riffEnd > bytes.length) throw new ImageInputError('truncated');
  const chunks: WebpChunk[] = [];
  let pos = 12;
  while (pos < riffEnd) {
    if (pos + 8 > riffEnd) throw new ImageInputError('truncated');
    const type = fourCC(bytes, pos);
    const size = u32le(bytes, pos + 4);
    const dataEnd = pos + 8 + size;
    const end = Math.min(dataEnd + (size & 1), riffEnd);
    if (dataEnd > riffEnd) throw new ImageInputError('truncated');
    chunks.push({ type, start: pos, end, dataStart: pos + 8, dataEnd });
    pos = end;
  }
  if (chunks.length === 0) throw new ImageInputError('corrupt', 'no WebP chunks');
  return chunks;
}

export function webpDimensions(bytes: Uint8Array, chunks: WebpChunk[]) {
  const first = chunks[0]!;
  const d = first.dataStart;
  if (first.type === 'VP8X' && first.dataEnd - d >= 10) {
    const width = 1 + (bytes[d + 4]! | (bytes[d + 5]! << 8) | (bytes[d + 6]! << 16));
    const height = 1 + (bytes[d + 7]! | (bytes[d + 8]! << 8) | (bytes[d + 9]! << 16));
    return { width, height };
  }
  if (first.type === 'VP8 ' && first.dataEnd - d >= 10) {
    if (bytes[d + 3] !== 0x9d || bytes[d + 4] !== 0x01 || bytes[d + 5] !== 0x2a)
      throw new ImageInputError('corrupt', 'bad VP8 start code');
    return {
      width: (bytes[d + 6]! | (bytes[d + 7]! << 8)) & 0x3fff,
      height: (bytes[d + 8]! | (bytes[d + 9]! << 8)) & 0x3fff,
    };
  }
  if (first.type === 'VP8L' && first.dataEnd - d >= 5 && bytes[d] === 0x2f) {
    const bits = u32le(bytes, d + 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  throw new ImageInputError('corrupt', 'no WebP frame header');
}

// ---- GIF --------------------------------------------------------------------------------------

export interface GifBlock extends Span {
  /** 'header', 'image', 'trailer', or 'ext:XX' with the extension label in hex. */
  kind: string;
  /** Application extensions: the 11-byte identifier ("NETSCAPE2.0", "XMP DataXMP"). */
  application?: string;
  width?: number;
  height?: number;
}

function skipSubBlocks(bytes: Uint8Array, pos: number): number {
  for (;;) {
    if (pos >= bytes.length) throw new ImageInputError('truncated');
    const size = bytes[pos]!;
    pos += 1 + size;
    if (size === 0) return pos;
  }
}

export function walkGif(bytes: Uint8Array): GifBlock[] {
  if (bytes.length < 13) throw new ImageInputError('truncated');
  const packed = bytes[10]!;
  let pos = 13 + (packed & 0x80 ? 3 * (1 << ((packed & 7) + 1)) : 0);
  const blocks: GifBlock[] = [
    {
      kind: 'header',
      start: 0,
      end: pos,
      width: bytes[6]! | (bytes[7]! << 8),
      height: bytes[8]! | (bytes[9]! << 8),
    },
  ];
  for (;;) {
    if (pos >= bytes.length) throw new ImageInputError('truncated');
    const introducer = bytes[pos]!;
    if (introducer === 0x3b) {
      blocks.push({ kind: 'trailer', start: pos, end: pos + 1 });
      return blocks;
    }
    if (introducer === 0x21) {
      if (pos + 2 >= bytes.length) throw new ImageInputError('truncated');
      const label = bytes[pos + 1]!;
      const block: GifBlock = { kind: `ext:${label.toString(16)}`, start: pos, end: 0 };
      if (label === 0xff && bytes[pos + 2] === 11 && pos + 14 <= bytes.length)
        block.application = String.fromCharCode(...bytes.subarray(pos + 3, pos + 14));
      block.end = skipSubBlocks(bytes, pos + 2);
      blocks.push(block);
      pos = block.end;
      continue;
    }
    if (introducer === 0x2c) {
      if (pos + 10 > bytes.length) throw new ImageInputError('truncated');
      const width = bytes[pos + 5]! | (bytes[pos + 6]! << 8);
      const height = bytes[pos + 7]! | (bytes[pos + 8]! << 8);
      const local = bytes[pos + 9]!;
      let p = pos + 10 + (local & 0x80 ? 3 * (1 << ((local & 7) + 1)) : 0);
      p = skipSubBlocks(bytes, p + 1); // +1: LZW minimum code size
      blocks.push({ kind: 'image', start: pos, end: p, width, height });
      pos = p;
      continue;
    }
    throw new ImageInputError('corrupt', `unknown GIF block at ${pos}`);
  }
}

// ---- HEIF (HEIC, AVIF) ------------------------------------------------------------------------

/** Top-level boxes must tile the file exactly; the largest `ispe` gives the picture size. */
export function heifDimensions(bytes: Uint8Array) {
  let pos = 0;
  let meta: Span | null = null;
  while (pos < bytes.length) {
    if (pos + 8 > bytes.length) throw new ImageInputError('truncated');
    let size = u32be(bytes, pos);
    if (size === 1) {
      if (pos + 16 > bytes.length) throw new ImageInputError('truncated');
      size = u32be(bytes, pos + 8) * 2 ** 32 + u32be(bytes, pos + 12);
    } else if (size === 0) size = bytes.length - pos;
    if (size < 8) throw new ImageInputError('corrupt', 'bad box size');
    if (pos + size > bytes.length) throw new ImageInputError('truncated');
    if (fourCC(bytes, pos + 4) === 'meta') meta = { start: pos, end: pos + size };
    pos += size;
  }
  if (!meta) throw new ImageInputError('corrupt', 'no meta box');
  let width = 0;
  let height = 0;
  // Search only the meta box: compressed picture data could hold the four bytes by chance.
  const inMeta = bytes.subarray(meta.start, meta.end);
  for (
    let i = inMeta.indexOf(0x69);
    i >= 0 && i + 16 <= inMeta.length;
    i = inMeta.indexOf(0x69, i + 1)
  ) {
    if (fourCC(inMeta, i) !== 'ispe') continue;
    const w = u32be(inMeta, i + 8);
    const h = u32be(inMeta, i + 12);
    if (w * h > width * height) {
      width = w;
      height = h;
    }
  }
  return { width, height };
}
