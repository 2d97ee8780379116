import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeWithSharp } from './node/nodeEnvironment.ts';
import { findTextLines, placeOnPicture, stackStrips, textStrips } from './textRegions.ts';
import type { Box, DecodedImage } from './types.ts';

const inside = (box: Box, area: Box) =>
  box.x + box.width / 2 > area.x &&
  box.x + box.width / 2 < area.x + area.width &&
  box.y + box.height / 2 > area.y &&
  box.y + box.height / 2 < area.y + area.height;

async function picture(svgBody: string, width = 1600, height = 1200): Promise<DecodedImage> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${svgBody}</svg>`;
  return decodeWithSharp(await sharp(Buffer.from(svg)).png().toBuffer());
}

/** Mid-grey with a few soft shapes, like the background of a photo. */
const SCENE =
  '<defs><linearGradient id="g"><stop offset="0" stop-color="#556"/><stop offset="1" stop-color="#9a8"/></linearGradient></defs>' +
  '<rect width="100%" height="100%" fill="url(#g)"/><circle cx="300" cy="300" r="200" fill="#778"/>';

describe('where text is in a photo', () => {
  it('finds a small and a large line of text on a sign and a poster', async () => {
    const image = await picture(
      SCENE +
        '<rect x="900" y="200" width="420" height="60" fill="white"/><text x="910" y="245" font-family="sans-serif" font-size="36">Tel 0207 946 0958</text>' +
        '<rect x="100" y="800" width="1300" height="200" fill="#ffe08a"/><text x="130" y="950" font-family="sans-serif" font-size="130">OPEN 24 H</text>',
    );
    const lines = findTextLines(image);
    expect(lines).not.toBeNull();
    expect(lines!.some((b) => inside(b, { x: 900, y: 200, width: 420, height: 60 }))).toBe(true);
    expect(lines!.some((b) => inside(b, { x: 100, y: 800, width: 1300, height: 200 }))).toBe(true);
  });

  it('finds nothing to read in a picture without text', async () => {
    expect(findTextLines(await picture(SCENE))).toEqual([]);
  });

  it('gives up (so the whole picture is read) when it is texture all over', () => {
    const width = 800;
    const height = 600;
    const data = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < data.length; i += 4) {
      const v = (i * 7919) % 251;
      data.set([v, v, v, 255], i);
    }
    expect(findTextLines({ width, height, data })).toBeNull();
  });
});

describe('reading only the strips with text', () => {
  it('joins the words of a line into one strip and orders strips top to bottom', () => {
    const strips = textStrips(
      [
        { x: 500, y: 400, width: 100, height: 20 },
        { x: 100, y: 100, width: 80, height: 20 },
        { x: 190, y: 102, width: 60, height: 18 },
      ],
      { width: 1000, height: 1000 },
    );
    expect(strips).toHaveLength(2);
    expect(strips[0]!.y).toBeLessThan(100);
    expect(strips[0]!.x + strips[0]!.width).toBeGreaterThanOrEqual(250);
    expect(strips[1]!.y).toBeGreaterThan(380);
  });

  it('maps a word read in the stacked strips back to where it is in the picture', () => {
    const width = 300;
    const height = 200;
    const data = new Uint8ClampedArray(width * height * 4);
    for (let p = 0; p < width * height; p++) data.set([p % 256, (p >> 8) % 256, 7, 255], p * 4);
    const strips = [
      { x: 10, y: 20, width: 100, height: 30 },
      { x: 150, y: 120, width: 120, height: 40 },
    ];
    const stacked = stackStrips({ width, height, data }, strips);
    const second = stacked.placements[1]!;
    // The stacked picture holds the original pixels of each strip.
    const at = (second.top + 5) * stacked.image.width * 4 + 7 * 4;
    const original = ((120 + 5) * width + 150 + 7) * 4;
    expect([...stacked.image.data.subarray(at, at + 4)]).toEqual([
      ...data.subarray(original, original + 4),
    ]);
    expect(placeOnPicture({ x: 7, y: second.top + 5, width: 50, height: 20 }, stacked)).toEqual({
      x: 157,
      y: 125,
      width: 50,
      height: 20,
    });
    // A box in the white gap between strips belongs to no strip.
    expect(placeOnPicture({ x: 0, y: 0, width: 10, height: 4 }, stacked)).toBeNull();
  });
});
