import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { walkGif, walkJpeg, walkPng, walkWebp } from './containers.ts';
import { readImageMetadata } from './metadata.ts';
import { stripMetadata } from './strip.ts';
import {
  embedInJpeg,
  embedInPng,
  embedInWebp,
  renderPicture,
  type Embedded,
} from './testing/fixtures.ts';

const PRIVATE: Embedded = {
  exif: {
    make: 'Canon',
    model: 'EOS 5D',
    artist: 'Jane Example',
    serial: '0123456789',
    capturedAt: '2024:06:01 18:30:00',
    gps: { lat: 51.50135, lon: -0.14189 },
  },
  xmp: { city: 'London', creator: 'Jane Example' },
  iptcCity: 'Westminster',
  comment: 'family trip, home at 12 Example Road',
  pngText: { Author: 'Jane Example', Comment: 'our house' },
};

async function pixels(bytes: Uint8Array) {
  return sharp(bytes).raw().toBuffer();
}

async function expectNothingPrivate(bytes: Uint8Array, format: 'jpeg' | 'png' | 'webp') {
  const metadata = await readImageMetadata(bytes, format);
  expect(metadata.gps).toBeNull();
  expect(metadata.serialNumbers).toEqual([]);
  expect(metadata.people).toEqual([]);
  expect(metadata.places).toEqual([]);
  expect(metadata.make).toBeNull();
  expect(metadata.capturedAt).toBeNull();
  expect(metadata.textFields).toEqual({});
  const text = new TextDecoder('latin1').decode(bytes);
  for (const secret of [
    'Jane Example',
    'London',
    'Westminster',
    'Example Road',
    'our house',
    '0123456789',
  ])
    expect(text).not.toContain(secret);
}

describe('safe copy without metadata (lossless)', () => {
  it('removes GPS, serial, owner, XMP, IPTC, comments and appended pictures from a JPEG, keeping its scan data byte for byte', async () => {
    const jpeg = await renderPicture('jpeg');
    const appended = await renderPicture('jpeg', 8, 8);
    const original = embedInJpeg(jpeg, PRIVATE, appended);
    const before = await readImageMetadata(original, 'jpeg');
    expect(before.gps).not.toBeNull();
    expect(before.places).toEqual(expect.arrayContaining(['London', 'Westminster']));

    const { bytes, removed } = stripMetadata(original);
    await expectNothingPrivate(bytes, 'jpeg');
    expect(removed).toEqual(
      expect.arrayContaining(['EXIF', 'XMP', 'IPTC', 'comment', 'data after the image']),
    );
    const scans = (b: Uint8Array) =>
      walkJpeg(b)
        .filter((s) => s.marker === -1)
        .map((s) => b.subarray(s.start, s.end));
    expect(scans(bytes)).toEqual(scans(original));
    expect(await pixels(bytes)).toEqual(await pixels(original));
    expect(bytes.length).toBe(jpeg.length); // exactly the picture sharp wrote, nothing else
  });

  it('keeps a rotated photo upright by keeping only its orientation', async () => {
    const original = embedInJpeg(await renderPicture('jpeg', 40, 20), {
      exif: { ...PRIVATE.exif, orientation: 6 },
    });
    const { bytes } = stripMetadata(original);
    const metadata = await readImageMetadata(bytes, 'jpeg');
    expect(metadata.orientation).toBe(6);
    expect(metadata.gps).toBeNull();
    expect(metadata.make).toBeNull();
    const { width, height } = await sharp(bytes)
      .rotate()
      .toBuffer({ resolveWithObject: true })
      .then((r) => r.info);
    expect({ width, height }).toEqual({ width: 20, height: 40 });
  });

  it('removes eXIf, text and XMP chunks from a PNG, keeping its IDAT chunks byte for byte', async () => {
    const original = embedInPng(await renderPicture('png'), PRIVATE);
    expect(Object.keys((await readImageMetadata(original, 'png')).textFields)).toEqual([
      'Author',
      'Comment',
    ]);
    const { bytes } = stripMetadata(original);
    await expectNothingPrivate(bytes, 'png');
    const idat = (b: Uint8Array) =>
      walkPng(b)
        .filter((c) => c.type === 'IDAT')
        .map((c) => b.subarray(c.start, c.end));
    expect(idat(bytes)).toEqual(idat(original));
    expect(await pixels(bytes)).toEqual(await pixels(original));
  });

  it('removes EXIF and XMP chunks from a WebP and clears their VP8X flags, keeping the picture chunk byte for byte', async () => {
    const original = embedInWebp(await renderPicture('webp'), 64, 48, PRIVATE);
    expect((await readImageMetadata(original, 'webp')).gps).not.toBeNull();
    const { bytes } = stripMetadata(original);
    await expectNothingPrivate(bytes, 'webp');
    const chunks = walkWebp(bytes);
    expect(chunks.map((c) => c.type)).toEqual(['VP8X', 'VP8L']);
    expect(bytes[20]! & 0x0c).toBe(0);
    const picture = (b: Uint8Array) =>
      walkWebp(b)
        .filter((c) => c.type === 'VP8L')
        .map((c) => b.subarray(c.start, c.end));
    expect(picture(bytes)).toEqual(picture(original));
    expect(await pixels(bytes)).toEqual(await pixels(original));
  });

  it('removes comments and XMP blocks from a GIF, keeping its frames byte for byte', async () => {
    const gif = new Uint8Array(
      await sharp(await renderPicture('png'))
        .gif()
        .toBuffer(),
    );
    const headerEnd = walkGif(gif)[0]!.end;
    const note = new TextEncoder().encode('Jane at home');
    const comment = Uint8Array.from([0x21, 0xfe, note.length, ...note, 0]);
    const xmp = Uint8Array.from([
      0x21,
      0xff,
      11,
      ...new TextEncoder().encode('XMP DataXMP'),
      5,
      ...new TextEncoder().encode('Paris'),
      0,
    ]);
    const original = new Uint8Array([
      ...gif.subarray(0, headerEnd),
      ...comment,
      ...xmp,
      ...gif.subarray(headerEnd),
    ]);
    expect((await readImageMetadata(original, 'gif')).textFields).toEqual({
      Comment: 'Jane at home',
    });
    const { bytes, removed } = stripMetadata(original);
    expect(removed).toEqual(['comment', 'XMP']);
    expect(bytes).toEqual(gif);
  });

  it('refuses to make a lossless copy of a HEIC photo, with a message saying what to do', () => {
    const heic = Uint8Array.from([
      0,
      0,
      0,
      24,
      ...new TextEncoder().encode('ftypheic'),
      0,
      0,
      0,
      0,
      ...new TextEncoder().encode('mif1heic'),
    ]);
    expect(() => stripMetadata(heic)).toThrow(/Export it as JPEG first/);
  });
});
