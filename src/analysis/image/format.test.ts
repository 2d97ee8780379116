import { describe, expect, it } from 'vitest';
import { inspectImage } from './format.ts';
import { IMAGE_MAX_BYTES, ImageInputError } from './messages.ts';
import { crc32 } from './strip.ts';
import { embedInJpeg, renderPicture } from './testing/fixtures.ts';

function problemOf(bytes: Uint8Array): string {
  try {
    inspectImage(bytes);
    return 'accepted';
  } catch (error) {
    expect(error).toBeInstanceOf(ImageInputError);
    return (error as ImageInputError).problem;
  }
}

function pngWithSize(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: number[]) => {
    const body = Uint8Array.from([...new TextEncoder().encode(type), ...data]);
    const crc = crc32(body);
    const len = data.length;
    return [
      len >>> 24,
      (len >> 16) & 255,
      (len >> 8) & 255,
      len & 255,
      ...body,
      crc >>> 24,
      (crc >> 16) & 255,
      (crc >> 8) & 255,
      crc & 255,
    ];
  };
  const be = (v: number) => [v >>> 24, (v >> 16) & 255, (v >> 8) & 255, v & 255];
  return Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', [...be(width), ...be(height), 8, 2, 0, 0, 0]),
    ...chunk('IDAT', [0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]),
    ...chunk('IEND', []),
  ]);
}

describe('image input check', () => {
  it('accepts a complete JPEG and reads its size from the header', async () => {
    const jpeg = await renderPicture('jpeg', 64, 48);
    expect(inspectImage(jpeg)).toEqual({ format: 'jpeg', width: 64, height: 48 });
  });

  it('sniffs the type from the bytes, not the name: a text file is not an image', () => {
    expect(problemOf(new TextEncoder().encode('hello, this is not a photo'))).toBe('not-an-image');
    expect(problemOf(new Uint8Array(0))).toBe('empty');
  });

  it('refuses a JPEG cut in its headers with a message saying it ends too early', async () => {
    const jpeg = embedInJpeg(await renderPicture('jpeg', 64, 48), { comment: 'x' });
    expect(problemOf(jpeg.subarray(0, 30))).toBe('truncated');
    expect(() => inspectImage(jpeg.subarray(0, 100))).toThrow(/incomplete/);
    // Cut in its picture data, it is read (metadata) and marked damaged (damagedJpeg.test.ts).
    for (const cut of [jpeg.length - 2, Math.floor(jpeg.length / 2)])
      expect(inspectImage(jpeg.subarray(0, cut)).damaged).toBe('truncated');
  });

  it('refuses a file over 50 MB before parsing it', () => {
    const huge = new Uint8Array(IMAGE_MAX_BYTES + 1);
    huge.set([0xff, 0xd8, 0xff]);
    expect(problemOf(huge)).toBe('too-large');
  });

  it('refuses a decompression bomb from its header dimensions, before any decoding', () => {
    expect(problemOf(pngWithSize(60_000, 60_000))).toBe('too-many-pixels');
    expect(problemOf(pngWithSize(10_000, 10_000))).toBe('too-many-pixels');
    expect(problemOf(pngWithSize(1, 100_000))).toBe('too-many-pixels');
    expect(problemOf(pngWithSize(4_000, 3_000))).toBe('accepted');
  });

  it('names TIFF and BMP as unsupported formats rather than non-images', () => {
    expect(problemOf(Uint8Array.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]))).toBe(
      'unsupported-format',
    );
    expect(problemOf(new TextEncoder().encode('BM......'))).toBe('unsupported-format');
  });
});
