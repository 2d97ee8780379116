import { describe, expect, it } from 'vitest';
import { applyRedactions, paddedBox } from './redact.ts';
import type { DecodedImage } from './types.ts';

function noise(width: number, height: number): DecodedImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < data.length; i++) data[i] = i % 4 === 3 ? 255 : (i * 7919) % 251;
  return { width, height, data };
}

function changedPixels(a: DecodedImage, b: DecodedImage) {
  const changed: { x: number; y: number }[] = [];
  for (let y = 0; y < a.height; y++)
    for (let x = 0; x < a.width; x++) {
      const i = (y * a.width + x) * 4;
      if (
        a.data[i] !== b.data[i] ||
        a.data[i + 1] !== b.data[i + 1] ||
        a.data[i + 2] !== b.data[i + 2]
      )
        changed.push({ x, y });
    }
  return changed;
}

describe('redaction of chosen regions', () => {
  const box = { x: 40, y: 30, width: 20, height: 20 };
  const area = paddedBox(box);

  it('blacks out the padded box and changes nothing outside it', () => {
    const image = noise(120, 90);
    const out = applyRedactions(image, [{ box, style: 'blackout' }]);
    const changed = changedPixels(image, out);
    expect(changed.length).toBeGreaterThan(box.width * box.height);
    for (const { x, y } of changed) {
      expect(x).toBeGreaterThanOrEqual(Math.floor(area.x));
      expect(x).toBeLessThan(Math.ceil(area.x + area.width));
      expect(y).toBeGreaterThanOrEqual(Math.floor(area.y));
      expect(y).toBeLessThan(Math.ceil(area.y + area.height));
    }
    expect(out.data[(40 * 120 + 50) * 4]).toBe(0);
    expect(image.data[(40 * 120 + 50) * 4]).not.toBe(0); // the input is left as it was
  });

  it('blurs so that the detail inside the box is gone (variance drops)', () => {
    const image = noise(120, 90);
    const out = applyRedactions(image, [{ box, style: 'blur' }]);
    const variance = (img: DecodedImage) => {
      const values: number[] = [];
      for (let y = box.y; y < box.y + box.height; y++)
        for (let x = box.x; x < box.x + box.width; x++)
          values.push(img.data[(y * img.width + x) * 4]!);
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      return values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length;
    };
    expect(variance(out)).toBeLessThan(variance(image) / 20);
    expect(
      changedPixels(image, out).every(
        ({ x }) => x >= Math.floor(area.x) && x < Math.ceil(area.x + area.width),
      ),
    ).toBe(true);
  });

  it('ignores a box that lies outside the picture', () => {
    const image = noise(30, 30);
    const out = applyRedactions(image, [
      { box: { x: 100, y: 100, width: 10, height: 10 }, style: 'blackout' },
    ]);
    expect(changedPixels(image, out)).toEqual([]);
  });
});
