import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inspectImage } from './format.ts';
import { ImageInputError } from './messages.ts';
import { readImageMetadata } from './metadata.ts';
import { stripMetadata } from './strip.ts';
import { embedInJpeg, embedInPng, embedInWebp, renderPicture } from './testing/fixtures.ts';

const SEED = 20261121;

/** Either a result or an ImageInputError with a message — any other throw is a crash. */
function outcome(run: () => unknown): 'ok' | 'refused' {
  try {
    run();
    return 'ok';
  } catch (error) {
    if (error instanceof ImageInputError && error.message.length > 20) return 'refused';
    throw error;
  }
}

describe('damaged images never crash the check', () => {
  it(`refuses or reads any corrupted or cut JPEG, PNG, WebP and GIF with a message (fast-check seed ${SEED})`, async () => {
    const facts = {
      exif: { make: 'X', gps: { lat: 10, lon: 20 } },
      xmp: { city: 'Paris' },
      comment: 'hi',
    };
    const samples = [
      embedInJpeg(await renderPicture('jpeg', 32, 24), facts),
      embedInPng(await renderPicture('png', 32, 24), facts),
      embedInWebp(await renderPicture('webp', 32, 24), 32, 24, facts),
      new Uint8Array(
        await sharp(await renderPicture('png', 32, 24))
          .gif()
          .toBuffer(),
      ),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: samples.length - 1 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        fc.option(fc.nat()),
        async (which, flips, cutAt) => {
          const bytes = samples[which]!.slice();
          for (const [at, value] of flips) bytes[at % bytes.length] = value;
          const damaged = cutAt === null ? bytes : bytes.subarray(0, cutAt % bytes.length);
          const inspected = outcome(() => inspectImage(damaged));
          outcome(() => stripMetadata(damaged));
          if (inspected === 'ok') {
            const format = inspectImage(damaged).format;
            await expect(readImageMetadata(damaged, format)).resolves.toBeDefined();
          }
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });
});
