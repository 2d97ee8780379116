import exifr from 'exifr';
import { describe, expect, it } from 'vitest';
import { checkImage, type ImageCheckEnvironment } from './checkImage.ts';
import { inspectImage } from './format.ts';
import { readImageMetadata } from './metadata.ts';
import { stripMetadata } from './strip.ts';
import { embedInJpeg, renderPicture } from './testing/fixtures.ts';

const CAMERA = {
  make: 'Canon',
  model: 'EOS 5D',
  serial: '0420100437',
  gps: { lat: 48.85, lon: 2.29 },
};

async function photo() {
  const jpeg = embedInJpeg(await renderPicture('jpeg', 320, 240), { exif: CAMERA });
  const sos = Buffer.from(jpeg).indexOf(Buffer.from([0xff, 0xda]));
  return { jpeg, sos };
}

/** The picture data is never decoded for a damaged file; a decode call is a failure here. */
const NO_PIXELS: ImageCheckEnvironment = {
  decode: () => Promise.reject(new Error('decoded a damaged picture')),
  encode: () => Promise.reject(new Error('encoded a damaged picture')),
  faceDetector: () => Promise.reject(new Error('looked for faces in a damaged picture')),
};

describe('a JPEG whose picture data is damaged', () => {
  it('cut off inside the picture data: metadata findings, and a copy without them', async () => {
    const { jpeg, sos } = await photo();
    const cut = jpeg.slice(0, sos + 300);
    expect(inspectImage(cut)).toMatchObject({ format: 'jpeg', width: 320, damaged: 'truncated' });
    const result = await checkImage(cut, NO_PIXELS);
    expect(result.metadata.serialNumbers).toEqual(['0420100437']);
    expect(result.warnings.map((w) => w.type)).toEqual(
      expect.arrayContaining(['location', 'identity']),
    );
    expect(result.skipped).toEqual([
      { stage: 'decode', reason: expect.stringContaining('incomplete') },
    ]);
    const copy = stripMetadata(cut);
    expect(copy.removed).toEqual(['EXIF']);
    expect(await readImageMetadata(copy.bytes, 'jpeg')).toMatchObject({
      gps: null,
      serialNumbers: [],
    });
    // The damaged picture data is copied as it was, then closed with an end-of-image marker.
    const scan = cut.subarray(sos);
    const at = Buffer.from(copy.bytes).indexOf(Buffer.from(scan));
    expect(at).toBeGreaterThan(0);
    expect(Array.from(copy.bytes.subarray(-2))).toEqual([0xff, 0xd9]);
  });

  it('with bytes that make no sense in the picture data: the same, the camera serial included', async () => {
    const { jpeg, sos } = await photo();
    const garbled = jpeg.slice();
    for (let i = sos + 100; i < sos + 400; i++) garbled[i] = (i * 37) & 0xff;
    expect(inspectImage(garbled).damaged).toBe('corrupt');
    const result = await checkImage(garbled, NO_PIXELS);
    expect(result.warnings.some((w) => w.text.includes('0420100437'))).toBe(true);
    const copy = stripMetadata(garbled);
    const tags = (await exifr.parse(Buffer.from(copy.bytes), true).catch(() => null)) ?? {};
    expect(JSON.stringify(tags)).not.toContain('0420100437');
  });

  it('does not copy a second picture with its own EXIF found inside the damaged data', async () => {
    const { jpeg, sos } = await photo();
    const second = embedInJpeg(await renderPicture('jpeg', 32, 24), { exif: CAMERA });
    const damaged = new Uint8Array([...jpeg.subarray(0, sos + 300), ...second.subarray(0, 400)]);
    const copy = stripMetadata(damaged);
    expect(Buffer.from(copy.bytes).includes('Exif')).toBe(false);
    expect(copy.removed).toContain('data after the image');
  });

  it('is still refused when the file is cut before its picture data starts', async () => {
    const { jpeg, sos } = await photo();
    expect(() => inspectImage(jpeg.subarray(0, sos - 10))).toThrow(/incomplete/);
  });
});
