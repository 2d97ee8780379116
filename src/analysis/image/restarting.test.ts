import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { checkText } from '../text/checkText.ts';
import { checkImage } from './checkImage.ts';
import { createNodeImageEnvironment } from './node/nodeEnvironment.ts';
import type { OcrWord, TextRecognizer } from './ocr.ts';
import { restartingDetector, restartingTextRecognizer } from './restarting.ts';
import type { DecodedImage } from './types.ts';

const env = createNodeImageEnvironment(checkText);
afterAll(() => env.close());

const SIGN = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="120"><rect width="600" height="120" fill="white"/><text x="20" y="80" font-family="sans-serif" font-size="48" fill="black">Call 0207 946 0958</text></svg>`;

describe('engines that fail on one picture', { timeout: 60_000 }, () => {
  it('a 1×1 WebP is checked without taking the text engine down, and the next photo still is', async () => {
    const tiny = new Uint8Array(
      await sharp({ create: { width: 1, height: 1, channels: 3, background: '#888' } })
        .webp()
        .toBuffer(),
    );
    const first = await checkImage(tiny, env, { faces: false, barcodes: false });
    expect(first).toMatchObject({ format: 'webp', width: 1, height: 1, text: [] });
    expect(first.skipped).toEqual([]);
    const sign = new Uint8Array(await sharp(Buffer.from(SIGN)).png().toBuffer());
    const second = await checkImage(sign, env, { faces: false, barcodes: false });
    expect(second.regions.map((r) => r.kind)).toContain('text');
  });

  it('a text worker that fails on a picture is ended and replaced by a fresh one for the next', async () => {
    const started: Array<{ closed: boolean }> = [];
    const recognizer = restartingTextRecognizer(async () => {
      const worker = { closed: false };
      started.push(worker);
      const index = started.length;
      return {
        recognize: async (image: DecodedImage): Promise<OcrWord[]> => {
          if (image.width === 0) throw new Error('worker died');
          return [
            {
              text: `worker ${index}`,
              confidence: 90,
              box: { x: 0, y: 0, width: 1, height: 1 },
              line: 0,
            },
          ];
        },
        close: async () => {
          worker.closed = true;
        },
      } satisfies TextRecognizer;
    });
    const empty: DecodedImage = { width: 0, height: 0, data: new Uint8ClampedArray(0) };
    const one: DecodedImage = { width: 1, height: 1, data: new Uint8ClampedArray(4) };
    const facade = await recognizer();
    expect((await facade.recognize(one))[0]?.text).toBe('worker 1');
    await expect(facade.recognize(empty)).rejects.toThrow('worker died');
    expect((await facade.recognize(one))[0]?.text).toBe('worker 2');
    await recognizer.close();
    expect(started.map((w) => w.closed)).toEqual([true, true]);
  });

  it('a detector that throws is loaded again for the next picture; a failed load is retried', async () => {
    let loads = 0;
    const detector = restartingDetector(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      const instance = loads;
      return async (image: DecodedImage) => {
        if (image.width === 0) throw new Error(`instance ${instance} broke`);
        return [`instance ${instance}`];
      };
    });
    await expect(detector()).rejects.toThrow('offline');
    const detect = await detector();
    const empty: DecodedImage = { width: 0, height: 0, data: new Uint8ClampedArray(0) };
    const one: DecodedImage = { width: 1, height: 1, data: new Uint8ClampedArray(4) };
    expect(await detect(one)).toEqual(['instance 2']);
    await expect(detect(empty)).rejects.toThrow('instance 2 broke');
    expect(await detect(one)).toEqual(['instance 3']);
  });
});
