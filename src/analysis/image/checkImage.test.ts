import fs from 'node:fs';
import path from 'node:path';
import bwipjs from 'bwip-js/node';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { checkImage, makeSafeCopy } from './checkImage.ts';
import { readImageMetadata } from './metadata.ts';
import { createNodeImageEnvironment, decodeWithSharp } from './node/nodeEnvironment.ts';
import type { CheckText } from './ocr.ts';
import { corporaDir } from './testing/corpora.ts';
import { embedInJpeg } from './testing/fixtures.ts';

// A stand-in for the text engine: flags runs of 5+ digits as phone numbers, with a warning.
const flagLongNumbers: CheckText = (text) => {
  const spans = [...text.matchAll(/\d[\d ]{4,}\d/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    label: 'PHONE' as const,
    confidence: 0.9,
  }));
  return {
    spans,
    warnings: spans.map(() => ({
      type: 'personal' as const,
      severity: 'medium' as const,
      text: 'A phone number is visible.',
      suggestion: 'Hide it.',
    })),
  };
};

const env = createNodeImageEnvironment(flagLongNumbers);
afterAll(() => env.close());

const BOARDING_PASS = 'M1DOE/JANE            EXYZ789 LHRJFKBA 0117 123Y023A0042 100';

async function photoWith(overlay: Buffer, width = 900, height = 600): Promise<Uint8Array> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#c8d2dc' } })
    .composite([{ input: overlay, left: 100, top: 120 }])
    .jpeg({ quality: 95 })
    .toBuffer();
  return new Uint8Array(jpeg);
}

// Loading Human, Tesseract and zxing the first time takes seconds on a shared 2-core machine.
describe('image check (Node environment, real detectors)', { timeout: 60_000 }, () => {
  it('decodes a boarding-pass barcode and warns with the passenger, booking reference and flight', async () => {
    const pdf417 = await bwipjs.toBuffer({ bcid: 'pdf417', text: BOARDING_PASS, scale: 2 });
    const result = await checkImage(await photoWith(pdf417), env, { faces: false, text: false });
    expect(result.barcodes).toHaveLength(1);
    expect(result.barcodes[0]!.boardingPass).toMatchObject({
      passengerName: 'JANE DOE',
      bookingReference: 'XYZ789',
    });
    const warning = result.warnings.find((w) => w.check === 'barcode')!;
    expect(warning).toMatchObject({ type: 'identity', severity: 'high' });
    expect(warning.text).toContain('JANE DOE');
    expect(warning.text).toContain('XYZ789');
    expect(warning.text).toContain('BA117 LHR→JFK');
    const { box } = result.barcodes[0]!;
    expect(box.x).toBeGreaterThanOrEqual(95);
    expect(box.y).toBeGreaterThanOrEqual(115);
  });

  it('finds a phone number written in the image and boxes it where it is', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="700" height="120"><rect width="700" height="120" fill="white"/>' +
        '<text x="20" y="75" font-family="sans-serif" font-size="48" fill="black">Call 0207 946 0958</text></svg>',
    );
    const result = await checkImage(await photoWith(await sharp(svg).png().toBuffer()), env, {
      faces: false,
      barcodes: false,
    });
    expect(result.skipped).toEqual([]);
    const phone = result.text.find((t) => t.label === 'PHONE');
    expect(phone?.text.replace(/\s/g, '')).toBe('02079460958');
    expect(phone!.box.x).toBeGreaterThan(200);
    expect(phone!.box.y).toBeGreaterThan(120);
    expect(phone!.box.y + phone!.box.height).toBeLessThan(260);
    expect(result.regions.find((r) => r.kind === 'text')?.label).toBe('Phone number');
    expect(result.warnings.find((w) => w.check === 'text')?.text).toBe(
      'In the image: A phone number is visible.',
    );
  });

  it('says text was not checked when no text engine is connected, instead of reading it blindly', async () => {
    const withoutTextEngine = createNodeImageEnvironment();
    const photo = await photoWith(
      await sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    const result = await checkImage(photo, withoutTextEngine, { faces: false, barcodes: false });
    expect(result.skipped).toEqual([
      { stage: 'text', reason: expect.stringContaining('text engine is not connected') },
    ]);
    expect(result.timingsMs.text).toBeUndefined();
    await withoutTextEngine.close();
  });

  it('reads light text on a dark background, as in a dark-mode screenshot', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="900" height="600" fill="#121212"/>' +
        '<text x="60" y="300" font-family="sans-serif" font-size="44" fill="#e8e8e8">Text me 0207 946 0958</text></svg>',
    );
    const screenshot = new Uint8Array(await sharp(svg).png().toBuffer());
    const result = await checkImage(screenshot, env, { faces: false, barcodes: false });
    expect(result.text.find((t) => t.label === 'PHONE')?.text.replace(/\s/g, '')).toBe(
      '02079460958',
    );
  });

  it.skipIf(!corporaDir())(
    'finds a phone number on a sign held up in a busy photo, not only on a plain page',
    async () => {
      const file = path.join(corporaDir()!, 'images/dlib-faces/2008_001322.jpg');
      const sign = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="160"><rect width="900" height="160" fill="white"/>' +
          '<text x="30" y="105" font-family="sans-serif" font-size="72" fill="black">Call 0207 946 0958</text></svg>',
      );
      const photo = await sharp(fs.readFileSync(file))
        .resize(2000, 1500, { fit: 'fill' })
        .composite([{ input: await sharp(sign).png().toBuffer(), left: 500, top: 1200 }])
        .jpeg({ quality: 90 })
        .toBuffer();
      const result = await checkImage(new Uint8Array(photo), env, {
        faces: false,
        barcodes: false,
      });
      const phone = result.text.find((t) => t.label === 'PHONE');
      expect(phone?.text.replace(/\s/g, '')).toBe('02079460958');
      expect(phone!.box.y).toBeGreaterThan(1150);
      // Nothing else in the photo is read as a phone number.
      expect(result.text.filter((t) => t.label === 'PHONE')).toHaveLength(1);
    },
  );

  it.skipIf(!corporaDir())(
    'finds the faces in a group photo and blurs only them in the safe copy',
    async () => {
      const file = path.join(corporaDir()!, 'images/dlib-faces/2008_001322.jpg');
      const original = embedInJpeg(new Uint8Array(fs.readFileSync(file)), {
        exif: { gps: { lat: 1.3, lon: 103.8 } },
      });
      const result = await checkImage(original, env, { text: false, barcodes: false });
      expect(result.faces.length).toBe(3);
      expect(result.warnings[0]).toMatchObject({ type: 'location', severity: 'high' });
      expect(result.warnings.find((w) => w.check === 'face')?.regionIds).toHaveLength(3);

      const lossless = await makeSafeCopy(original, env);
      expect(lossless.reencoded).toBe(false);
      expect((await decodeWithSharp(lossless.bytes)).data).toEqual(
        (await decodeWithSharp(original)).data,
      );

      const face = result.faces[0]!.box;
      const blurred = await makeSafeCopy(original, env, [{ box: face, style: 'blackout' }]);
      expect(blurred.reencoded).toBe(true);
      expect((await readImageMetadata(blurred.bytes, 'jpeg')).gps).toBeNull();
      const pixels = await decodeWithSharp(blurred.bytes);
      const at = (x: number, y: number) => pixels.data[(y * pixels.width + x) * 4]!;
      expect(at(face.x + (face.width >> 1), face.y + (face.height >> 1))).toBeLessThan(10);
      const before = await decodeWithSharp(original);
      // A corner far from every face keeps its colour (within JPEG re-encoding noise).
      expect(Math.abs(at(2, 2) - before.data[(2 * before.width + 2) * 4]!)).toBeLessThan(12);
    },
  );

  it.skipIf(!corporaDir())(
    'checks the metadata of a HEIC photo, says why faces and text were not checked, and makes a safe copy',
    async () => {
      const bytes = new Uint8Array(
        fs.readFileSync(path.join(corporaDir()!, 'images/exif-samples/heic/IMG_5195.HEIC')),
      );
      const result = await checkImage(bytes, env);
      expect(result.metadata.gps).not.toBeNull();
      expect(result.skipped).toEqual([
        { stage: 'decode', reason: expect.stringContaining('HEIC') },
      ]);
      // The safe copy blanks the metadata in the container; hiding a region would need pixels.
      const copy = await makeSafeCopy(bytes, env);
      expect(copy).toMatchObject({ format: 'heic', reencoded: false });
      expect((await readImageMetadata(copy.bytes, 'heic')).gps).toBeNull();
      await expect(
        makeSafeCopy(bytes, env, [{ box: { x: 0, y: 0, width: 9, height: 9 }, style: 'blur' }]),
      ).rejects.toThrow(/Export it as JPEG first/);
    },
  );
});
