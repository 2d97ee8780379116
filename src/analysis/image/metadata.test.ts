import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inspectImage } from './format.ts';
import { gpsPrecisionM, readImageMetadata } from './metadata.ts';
import { embedInJpeg, renderPicture } from './testing/fixtures.ts';
import { metadataWarnings } from './warnings.ts';
import { corporaDir } from './testing/corpora.ts';

describe('photo metadata', () => {
  it('turns a GPS position into a high-severity location warning that names how precise it is', async () => {
    const jpeg = embedInJpeg(await renderPicture('jpeg'), {
      exif: {
        make: 'Apple',
        model: 'iPhone 15',
        serial: 'F2LXK123',
        artist: 'Jane Example',
        gps: { lat: 48.85837, lon: 2.29448 },
      },
    });
    const metadata = await readImageMetadata(jpeg, 'jpeg');
    expect(metadata.gps?.lat).toBeCloseTo(48.85837, 4);
    expect(metadata.gps?.lon).toBeCloseTo(2.29448, 4);
    const warnings = metadataWarnings(metadata);
    expect(warnings[0]).toMatchObject({ type: 'location', severity: 'high' });
    expect(warnings[0]!.text).toMatch(/precise to about \d+ m — enough to find the exact building/);
    expect(warnings.map((w) => w.type)).toEqual(
      expect.arrayContaining(['identity', 'personal', 'metadata']),
    );
    expect(warnings.find((w) => w.type === 'identity')!.text).toContain('F2LXK123');
  });

  it('gives no location warning for a photo without GPS', async () => {
    const metadata = await readImageMetadata(await renderPicture('jpeg'), 'jpeg');
    expect(metadata.gps).toBeNull();
    expect(metadataWarnings(metadata)).toEqual([]);
  });

  it('derives the place precision from how finely the position was stored', () => {
    expect(gpsPrecisionM([43, 28, 2.81], undefined)).toBeLessThan(1.5);
    expect(gpsPrecisionM([54, 59, 0], undefined)).toBeGreaterThan(1_000);
    expect(gpsPrecisionM([43, 28.0469, 0], undefined)).toBeLessThan(50);
    expect(gpsPrecisionM([43, 28, 2.81], 65)).toBe(65);
  });

  it.skipIf(!corporaDir())(
    'reads the GPS position of an iPhone HEIC photo from the corpus',
    async () => {
      const bytes = new Uint8Array(
        fs.readFileSync(path.join(corporaDir()!, 'images/exif-samples/heic/IMG_5195.HEIC')),
      );
      const header = inspectImage(bytes);
      expect(header.format).toBe('heic');
      const metadata = await readImageMetadata(bytes, 'heic');
      expect(metadata.gps?.lat).toBeCloseTo(39.0513444, 5);
      expect(metadata.gps?.lon).toBeCloseTo(-94.2887722, 5);
      expect(metadata.model).toBe('iPhone 11 Pro Max');
    },
  );
});
