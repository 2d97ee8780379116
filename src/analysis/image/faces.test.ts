import { afterAll, describe, expect, it } from 'vitest';
import { checkImage } from './checkImage.ts';
import { plausibleFaceBox } from './faces.ts';
import { createNodeImageEnvironment } from './node/nodeEnvironment.ts';
import { noPersonSet } from './testing/noPersonSet.ts';

const env = createNodeImageEnvironment();
afterAll(() => env.close());

describe('faces only where there are faces', () => {
  it('rejects boxes of a shape or size no recognisable face has', () => {
    expect(plausibleFaceBox({ x: 0, y: 0, width: 40, height: 40 }, 1)).toBe(true);
    expect(plausibleFaceBox({ x: 0, y: 0, width: 95, height: 65 }, 1)).toBe(false);
    expect(plausibleFaceBox({ x: 0, y: 0, width: 8, height: 9 }, 1)).toBe(false);
    // Measured on the working copy: an 8 px box on a picture shrunk 3× is 24 px across.
    expect(plausibleFaceBox({ x: 0, y: 0, width: 8, height: 8 }, 3)).toBe(true);
  });

  it('warns of no face on the tuning half of the no-person set (cars, codes, plants, a sunset…)', async () => {
    const pictures = noPersonSet().filter((p) => p.half === 'tuning');
    const warned: string[] = [];
    for (const picture of pictures) {
      const result = await checkImage(await picture.load(), env, { text: false, barcodes: false });
      if (result.faces.length > 0 || result.warnings.some((w) => w.check === 'face'))
        warned.push(picture.name);
    }
    expect(warned).toEqual([]);
  }, 180_000);
});
