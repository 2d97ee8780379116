// Where text probably is in a photo: rows of closely spaced strong vertical edges (letters), found
// with a run-length smoothing of an edge map and connected components at two scales (the classic
// text localisation step), then cut out, stacked into one small picture and read by OCR in one go.
// On a cluttered photo this replaces asking Tesseract to read every edge of the whole picture as
// a line of text (slow, and the junk it reads becomes false warnings).
// Invariants: boxes are in pixels of the image given and inside it; a picture with too much
// text-like texture gives null, so the caller reads the whole picture rather than miss its text;
// `placeOnPicture` maps any box read in the stacked picture back to where it is in the original.
import { downscale } from './geometry.ts';
import type { Box, DecodedImage } from './types.ts';

/**
 * Edges are looked for on copies this large: small text is found on the larger, large text (whose
 * letters are wider than the bridged gap) on the smaller. Either alone found 16 or 11 of 20 signs
 * in the dev photos; both found all 20.
 */
export const TEXT_SEARCH_SIDES_PX = [1_000, 500] as const;
/** A horizontal luma step at least this large (0–255) counts as a letter's edge. */
const EDGE_MIN_STEP = 48;
/** Gaps between edges up to this width are bridged (inside and between letters), search pixels. */
const LETTER_GAP_PX = 7;
/** A line of text is this tall, in search pixels… */
const LINE_MIN_HEIGHT_PX = 7;
const LINE_MAX_HEIGHT_PX = 110;
/** …at least this many times as wide as tall… */
const LINE_MIN_ASPECT = 1.6;
/** …and at least this dense with bridged edges (foliage and brick leave holes). */
const LINE_MIN_FILL = 0.5;
/** Above this share of bridged edges the picture is texture all over: it is read whole. */
const MAX_EDGE_SHARE = 0.3;
/** A found line is cut out with this much margin, in line heights, so no letter is clipped. */
const MARGIN_X_LINES = 1;
const MARGIN_Y_LINES = 0.4;
/** White rows between stacked strips, in pixels. */
const STRIP_GAP_PX = 12;

function lumaOf(image: DecodedImage): Uint8Array {
  const out = new Uint8Array(image.width * image.height);
  const d = image.data;
  for (let p = 0, i = 0; p < out.length; p++, i += 4)
    out[p] = (77 * d[i]! + 150 * d[i + 1]! + 29 * d[i + 2]!) >> 8;
  return out;
}

/** Candidate text lines found at one search size, or null when the picture is all texture. */
function linesAtScale(image: DecodedImage, searchSide: number): Box[] | null {
  const { image: small, factor } = downscale(image, searchSide);
  const { width, height } = small;
  const luma = lumaOf(small);
  const mask = new Uint8Array(width * height);
  let marked = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let lastEdge = -LETTER_GAP_PX - 1;
    for (let x = 1; x < width - 1; x++) {
      if (Math.abs(luma[row + x + 1]! - luma[row + x - 1]!) < EDGE_MIN_STEP) continue;
      // Bridge the gap since the previous edge on this row when it is letter-sized.
      const from = x - lastEdge <= LETTER_GAP_PX ? lastEdge : x;
      for (let i = row + from; i <= row + x; i++) {
        marked += 1 - mask[i]!;
        mask[i] = 1;
      }
      lastEdge = x;
    }
  }
  if (marked > MAX_EDGE_SHARE * width * height) return null;
  return components(mask, width, height)
    .filter(
      (c) =>
        c.height >= LINE_MIN_HEIGHT_PX &&
        c.height <= LINE_MAX_HEIGHT_PX &&
        c.width >= LINE_MIN_ASPECT * c.height &&
        c.count >= LINE_MIN_FILL * c.width * c.height,
    )
    .map(({ x, y, width: w, height: h }) => ({
      x: x * factor,
      y: y * factor,
      width: w * factor,
      height: h * factor,
    }));
}

/** Candidate text lines in `image` (boxes in its pixels), or null when it is texture all over. */
export function findTextLines(image: DecodedImage): Box[] | null {
  const found: Box[] = [];
  for (const side of TEXT_SEARCH_SIDES_PX) {
    const lines = linesAtScale(image, side);
    if (lines === null) return null;
    found.push(...lines);
  }
  return found;
}

interface Component extends Box {
  count: number;
}

/** 4-connected components of a 0/1 mask with their bounding boxes and pixel counts. */
function components(mask: Uint8Array, width: number, height: number): Component[] {
  const seen = new Uint8Array(width * height);
  const found: Component[] = [];
  const stack: number[] = [];
  const visit = (p: number) => {
    if (mask[p] && !seen[p]) {
      seen[p] = 1;
      stack.push(p);
    }
  };
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    let minX = width;
    let minY = height;
    let maxX = 0;
    let maxY = 0;
    let count = 0;
    visit(start);
    while (stack.length) {
      const p = stack.pop()!;
      const x = p % width;
      const y = (p - x) / width;
      count += 1;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
      if (x > 0) visit(p - 1);
      if (x < width - 1) visit(p + 1);
      if (y > 0) visit(p - width);
      if (y < height - 1) visit(p + width);
    }
    found.push({ x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1, count });
  }
  return found;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The areas to read: each line with a margin, overlapping ones merged (words of one line, lines of
 * one sign), in reading order (top to bottom, then left to right). Integer pixels inside `size`.
 */
export function textStrips(lines: Box[], size: { width: number; height: number }): Box[] {
  let strips = lines.map((line) => {
    const mx = line.height * MARGIN_X_LINES;
    const my = line.height * MARGIN_Y_LINES;
    const x = Math.max(0, Math.floor(line.x - mx));
    const y = Math.max(0, Math.floor(line.y - my));
    return {
      x,
      y,
      width: Math.min(size.width, Math.ceil(line.x + line.width + mx)) - x,
      height: Math.min(size.height, Math.ceil(line.y + line.height + my)) - y,
    };
  });
  for (let merged = true; merged;) {
    merged = false;
    const next: Box[] = [];
    for (const strip of strips) {
      const other = next.findIndex((b) => overlaps(b, strip));
      if (other === -1) {
        next.push(strip);
        continue;
      }
      const b = next[other]!;
      const x = Math.min(b.x, strip.x);
      const y = Math.min(b.y, strip.y);
      next[other] = {
        x,
        y,
        width: Math.max(b.x + b.width, strip.x + strip.width) - x,
        height: Math.max(b.y + b.height, strip.y + strip.height) - y,
      };
      merged = true;
    }
    strips = next;
  }
  return strips.sort((a, b) => a.y - b.y || a.x - b.x);
}

export interface StackedStrips {
  image: DecodedImage;
  /** Where each strip sits in the stacked picture (its top) and in the original. */
  placements: { top: number; strip: Box }[];
}

/** The strips cut out of `image` and stacked under each other on white, left-aligned. */
export function stackStrips(image: DecodedImage, strips: Box[]): StackedStrips {
  const width = Math.max(1, ...strips.map((s) => s.width));
  const height = strips.reduce((sum, s) => sum + s.height + STRIP_GAP_PX, STRIP_GAP_PX);
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  const placements: StackedStrips['placements'] = [];
  let top = STRIP_GAP_PX;
  for (const strip of strips) {
    for (let row = 0; row < strip.height; row++) {
      const from = ((strip.y + row) * image.width + strip.x) * 4;
      data.set(image.data.subarray(from, from + strip.width * 4), (top + row) * width * 4);
    }
    placements.push({ top, strip });
    top += strip.height + STRIP_GAP_PX;
  }
  return { image: { width, height, data }, placements };
}

/** A box read in the stacked picture, back in the original (null if it lies in a gap). */
export function placeOnPicture(box: Box, stacked: StackedStrips): Box | null {
  const middle = box.y + box.height / 2;
  const placement = stacked.placements.find(
    (p) => middle >= p.top && middle < p.top + p.strip.height,
  );
  if (!placement) return null;
  const { strip, top } = placement;
  const x = strip.x + Math.max(0, box.x);
  const y = strip.y + Math.max(0, box.y - top);
  return {
    x,
    y,
    width: Math.min(strip.x + strip.width, x + box.width) - x,
    height: Math.min(strip.y + strip.height, y + box.height) - y,
  };
}
