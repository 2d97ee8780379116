import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inspectImage } from './format.ts';
import { readImageMetadata } from './metadata.ts';
import { stripMetadata } from './strip.ts';
import { corporaDir } from './testing/corpora.ts';
import { HEIF_CODED_DATA, makeHeic } from './testing/heif.ts';

const IPHONE = {
  make: 'Apple',
  model: 'iPhone 15',
  serial: 'F2LX81Q',
  gps: { lat: 51.5, lon: -0.12 },
};

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  return Buffer.from(haystack).indexOf(Buffer.from(needle));
}

describe('the safe copy of a HEIC photo', () => {
  it('blanks the EXIF and XMP items in the container and copies the coded picture unchanged', async () => {
    const heic = makeHeic(IPHONE, { xmp: { city: 'London' } });
    expect((await readImageMetadata(heic, 'heic')).gps).toMatchObject({ lat: 51.5 });
    const { bytes, removed } = stripMetadata(heic);
    expect(removed).toEqual(['EXIF', 'XMP']);
    expect(bytes.length).toBe(heic.length);
    expect(inspectImage(bytes)).toEqual({ format: 'heic', width: 640, height: 480 });
    const metadata = await readImageMetadata(bytes, 'heic');
    expect(metadata.gps).toBeNull();
    expect(metadata.serialNumbers).toEqual([]);
    expect(metadata.make).toBeNull();
    expect(Buffer.from(bytes).includes('London')).toBe(false);
    const coded = indexOf(heic, HEIF_CODED_DATA);
    expect(coded).toBeGreaterThan(0);
    expect(bytes.subarray(coded, coded + HEIF_CODED_DATA.length)).toEqual(HEIF_CODED_DATA);
  });

  it('refuses, saying to export as JPEG, when the metadata item points outside the file', () => {
    const heic = makeHeic(IPHONE);
    // The last iloc entry's offset (the EXIF item) is moved past the end of the file.
    const iloc = indexOf(heic, new TextEncoder().encode('iloc'));
    const exifOffsetAt = iloc + 4 + 4 + 2 + 2 + 14 + 6;
    heic.set([0x7f, 0, 0, 0], exifOffsetAt);
    expect(() => stripMetadata(heic)).toThrow(/Export it as JPEG first/);
  });

  it.runIf(corporaDir())(
    'removes the GPS position of an iPhone HEIC photo from the corpus',
    async () => {
      const original = new Uint8Array(
        fs.readFileSync(path.join(corporaDir()!, 'images/exif-samples/heic/IMG_5195.HEIC')),
      );
      expect((await readImageMetadata(original, 'heic')).gps).not.toBeNull();
      const { bytes, removed } = stripMetadata(original);
      expect(removed).toContain('EXIF');
      expect(bytes.length).toBe(original.length);
      const metadata = await readImageMetadata(bytes, 'heic');
      expect(metadata).toMatchObject({ gps: null, capturedAt: null, make: null, model: null });
      // Only the metadata items changed: a few kilobytes of an 800 kB photo.
      let changed = 0;
      for (let i = 0; i < bytes.length; i++) if (bytes[i] !== original[i]) changed++;
      expect(changed).toBeLessThan(8_000);
    },
  );
});
