// Redaction of chosen regions on decoded pixels: a strong blur or a solid black box. Pure and
// synchronous, so the browser (OffscreenCanvas) and Node (sharp) only decode and encode around it.
// Invariant: pixels outside the chosen boxes are never changed, and the input is never mutated.
import { clampBox } from './geometry.ts';
import type { Box, DecodedImage, RegionRedaction } from './types.ts';

/** Blur radius as a share of the region's shorter side: at 1/4 a face keeps no features. */
const BLUR_RADIUS_SHARE = 0.25;
const BLUR_MIN_RADIUS_PX = 4;
/** Three box-blur passes approximate a Gaussian; one leaves readable blocky edges. */
const BLUR_PASSES = 3;
/** Each box grows by this share of its size on every side: detectors box tightly (a face box
 *  stops at the eyebrows, an OCR box at the glyphs), and what is left outside stays readable. */
export const REDACTION_PADDING_SHARE = 0.15;

export function paddedBox(box: Box): Box {
  const dx = box.width * REDACTION_PADDING_SHARE;
  const dy = box.height * REDACTION_PADDING_SHARE;
  return { x: box.x - dx, y: box.y - dy, width: box.width + 2 * dx, height: box.height + 2 * dy };
}

function blackOut(data: Uint8ClampedArray, width: number, box: Box): void {
  for (let y = box.y; y < box.y + box.height; y++) {
    const row = (y * width + box.x) * 4;
    for (let i = 0; i < box.width * 4; i += 4) {
      data[row + i] = 0;
      data[row + i + 1] = 0;
      data[row + i + 2] = 0;
      data[row + i + 3] = 255;
    }
  }
}

/** One horizontal or vertical running-mean pass over the box, edges clamped to the box. */
function boxBlurPass(
  data: Uint8ClampedArray,
  width: number,
  box: Box,
  radius: number,
  horizontal: boolean,
): void {
  const lines = horizontal ? box.height : box.width;
  const length = horizontal ? box.width : box.height;
  const line = new Float32Array(length * 3);
  const window = radius * 2 + 1;
  for (let l = 0; l < lines; l++) {
    const at = (i: number) =>
      horizontal ? ((box.y + l) * width + box.x + i) * 4 : ((box.y + i) * width + box.x + l) * 4;
    for (let i = 0; i < length; i++) {
      const p = at(i);
      line[i * 3] = data[p]!;
      line[i * 3 + 1] = data[p + 1]!;
      line[i * 3 + 2] = data[p + 2]!;
    }
    const sum = [0, 0, 0];
    const sample = (i: number, c: number) => line[Math.max(0, Math.min(length - 1, i)) * 3 + c]!;
    for (let c = 0; c < 3; c++) for (let i = -radius; i <= radius; i++) sum[c]! += sample(i, c);
    for (let i = 0; i < length; i++) {
      const p = at(i);
      for (let c = 0; c < 3; c++) {
        data[p + c] = sum[c]! / window;
        sum[c]! += sample(i + radius + 1, c) - sample(i - radius, c);
      }
    }
  }
}

function blur(data: Uint8ClampedArray, width: number, box: Box): void {
  const radius = Math.max(
    BLUR_MIN_RADIUS_PX,
    Math.ceil(Math.min(box.width, box.height) * BLUR_RADIUS_SHARE),
  );
  for (let pass = 0; pass < BLUR_PASSES; pass++) {
    boxBlurPass(data, width, box, radius, true);
    boxBlurPass(data, width, box, radius, false);
  }
}

export function applyRedactions(image: DecodedImage, redactions: RegionRedaction[]): DecodedImage {
  const data = new Uint8ClampedArray(image.data);
  for (const redaction of redactions) {
    const box = clampBox(paddedBox(redaction.box), image.width, image.height);
    if (box.width === 0 || box.height === 0) continue;
    if (redaction.style === 'blackout') blackOut(data, image.width, box);
    else blur(data, image.width, box);
  }
  return { width: image.width, height: image.height, data };
}
