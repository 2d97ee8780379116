// Box arithmetic shared by the detectors, the redaction and the benchmark: scaling boxes between a
// downscaled working copy and the original, clamping to the picture, and overlap (IoU).
// Invariant: every box handed to a caller lies inside the picture and has integer pixels.
import type { Box, DecodedImage } from './types.ts';

export function clampBox(box: Box, width: number, height: number): Box {
  const x = Math.max(0, Math.min(width, Math.floor(box.x)));
  const y = Math.max(0, Math.min(height, Math.floor(box.y)));
  const right = Math.max(x, Math.min(width, Math.ceil(box.x + box.width)));
  const bottom = Math.max(y, Math.min(height, Math.ceil(box.y + box.height)));
  return { x, y, width: right - x, height: bottom - y };
}

export function scaleBox(box: Box, factor: number): Box {
  return {
    x: box.x * factor,
    y: box.y * factor,
    width: box.width * factor,
    height: box.height * factor,
  };
}

export function boxOfPoints(points: { x: number; y: number }[]): Box {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

export function unionBox(boxes: Box[]): Box {
  return boxOfPoints(
    boxes.flatMap((b) => [
      { x: b.x, y: b.y },
      { x: b.x + b.width, y: b.y + b.height },
    ]),
  );
}

export function intersectionOverUnion(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return 0;
  const inter = w * h;
  return inter / (a.width * a.height + b.width * b.height - inter);
}

/**
 * A copy no larger than `maxSide` on its longest side (area average, so small text and faces
 * keep their contrast), with the factor that maps its boxes back to the original.
 */
export function downscale(
  image: DecodedImage,
  maxSide: number,
): { image: DecodedImage; factor: number } {
  const longest = Math.max(image.width, image.height);
  if (longest <= maxSide) return { image, factor: 1 };
  const step = Math.ceil(longest / maxSide);
  const width = Math.floor(image.width / step);
  const height = Math.floor(image.height / step);
  const data = new Uint8ClampedArray(width * height * 4);
  const src = image.data;
  const area = step * step;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let dy = 0; dy < step; dy++) {
        let at = ((y * step + dy) * image.width + x * step) * 4;
        for (let dx = 0; dx < step; dx++, at += 4) {
          r += src[at]!;
          g += src[at + 1]!;
          b += src[at + 2]!;
        }
      }
      const out = (y * width + x) * 4;
      data[out] = r / area;
      data[out + 1] = g / area;
      data[out + 2] = b / area;
      data[out + 3] = 255;
    }
  }
  return { image: { width, height, data }, factor: step };
}
