// Input check of an image: the type is sniffed from the first bytes (never the file name), the
// container is walked to its end, and the dimensions are read from the header before any pixel is
// decoded. Invariant: every file that passes `inspectImage` is a complete JPEG/PNG/WebP/GIF/HEIF
// whose pixel count is under the cap, so a decoder never meets a bomb or a truncated stream.
import {
  heifDimensions,
  jpegDamage,
  jpegDimensions,
  pngDimensions,
  PNG_SIGNATURE,
  walkGif,
  walkJpeg,
  walkPng,
  walkWebp,
  webpDimensions,
} from './containers.ts';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE_PX,
  ImageInputError,
} from './messages.ts';
import type { ImageFormat } from './types.ts';

export interface ImageHeader {
  format: ImageFormat;
  width: number;
  height: number;
  /**
   * Set when the picture data is damaged (JPEG only) while the headers and metadata are whole: the
   * metadata can be checked and stripped, the pixels not.
   */
  damaged?: 'truncated' | 'corrupt';
}

function startsWith(bytes: Uint8Array, signature: number[], at = 0): boolean {
  return signature.every((value, i) => bytes[at + i] === value);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The image type from the magic bytes; 'other' for image types we recognise but do not check. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | 'other' | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const major = ascii(bytes, 8, 4);
    if (AVIF_BRANDS.has(major)) return 'avif';
    if (HEIC_BRANDS.has(major)) return 'heic';
  }
  // TIFF, BMP, ICO, JPEG XL, JPEG 2000: images, but not formats people post.
  if (
    startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) ||
    startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]) ||
    ascii(bytes, 0, 2) === 'BM' ||
    startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) ||
    startsWith(bytes, [0xff, 0x0a]) ||
    startsWith(bytes, [0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50])
  )
    return 'other';
  return null;
}

/** Checks size, type, completeness and dimensions; throws `ImageInputError` with the reason. */
export function inspectImage(bytes: Uint8Array): ImageHeader {
  if (bytes.length === 0) throw new ImageInputError('empty');
  if (bytes.length > IMAGE_MAX_BYTES) throw new ImageInputError('too-large');
  const format = sniffImageFormat(bytes);
  if (format === null) throw new ImageInputError('not-an-image');
  if (format === 'other') throw new ImageInputError('unsupported-format');
  let size: { width: number; height: number };
  let damaged: ImageHeader['damaged'];
  switch (format) {
    case 'jpeg': {
      const segments = walkJpeg(bytes);
      size = jpegDimensions(bytes, segments);
      damaged = jpegDamage(segments) ?? undefined;
      break;
    }
    case 'png':
      size = pngDimensions(bytes, walkPng(bytes));
      break;
    case 'webp':
      size = webpDimensions(bytes, walkWebp(bytes));
      break;
    case 'gif': {
      const blocks = walkGif(bytes);
      // A frame larger than the canvas is decoded at its own size: cap the largest of them.
      size = blocks.reduce(
        (max, b) => ({
          width: Math.max(max.width, b.width ?? 0),
          height: Math.max(max.height, b.height ?? 0),
        }),
        { width: 0, height: 0 },
      );
      break;
    }
    case 'heic':
    case 'avif':
      size = heifDimensions(bytes);
      break;
  }
  if (size.width === 0 || size.height === 0) {
    if (format !== 'heic' && format !== 'avif') throw new ImageInputError('corrupt', 'zero size');
  }
  if (
    size.width > IMAGE_MAX_SIDE_PX ||
    size.height > IMAGE_MAX_SIDE_PX ||
    size.width * size.height > IMAGE_MAX_PIXELS
  )
    throw new ImageInputError('too-many-pixels', `${size.width} × ${size.height}`);
  return damaged ? { format, ...size, damaged } : { format, ...size };
}
