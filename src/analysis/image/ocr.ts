// Text in the image: tesseract.js (LSTM engine, English "best_int" data) reads words with their
// boxes, and the text engine decides which of them are personal — the same detectors as for the
// post's text (phone numbers, addresses, names, codes). The text engine is injected as
// `checkText`, so this module depends only on its result shape.
// Invariant: each flagged span is mapped back to the boxes of the words it covers, one box per
// line, so blurring it hides exactly that text and nothing across the page.
import { createWorker, OEM } from 'tesseract.js';
import { COMMON_ENGLISH_WORDS } from '../text/detectors/commonWords.generated.ts';
import { downscale, scaleBox, unionBox } from './geometry.ts';
import { findTextLines, placeOnPicture, stackStrips, textStrips } from './textRegions.ts';
import type { Box, DecodedImage, RedactionWarning } from './types.ts';
import type { TextSpan } from '../text/types.ts';

/**
 * Tesseract's time grows with the pixel count and the clutter: on a 12 MP photo it took 5.1 s at
 * 2,400 px and 1.5 s at 1,600 px (Node, this machine), while receipts read the same at both.
 */
export const OCR_MAX_SIDE_PX = 1_600;
/**
 * Words Tesseract is less sure of than this (0–100) are dropped as noise. On the SROIE dev
 * receipts 30 kept every key field that 0 did; 55 lost two company names and a date.
 */
export const OCR_MIN_WORD_CONFIDENCE = 30;
/**
 * Tesseract 5 thresholding: 0 global Otsu, 1 adaptive Otsu, 2 Sauvola. Global Otsu lost all text
 * on a light card over a grey background; on the SROIE dev receipts Sauvola read company / date /
 * total / address in 9 / 10 / 10 / 7 of 13 at 1.3 s each, adaptive Otsu 6 / 10 / 8 / 5 at 3.7 s.
 */
const OCR_THRESHOLDING_METHOD = '2';
/**
 * Tesseract retries every doubtful line inverted (light on dark); on a cluttered photo that made
 * OCR 1.8× slower (2.3 s → 1.3 s without it) for no gain on the receipts. Dark pictures (dark-mode
 * screenshots, night signs) are inverted once up front instead.
 */
const DARK_PICTURE_MEAN_LUMA = 100;
/**
 * Tesseract reads what it is given as one uniform block of text (page segmentation 6, as
 * tesseract.js sets it). Its automatic layout (3) is 3–4× faster on photos but read only 5–8 of 20
 * signs in the dev photos (6: 12), so photos are narrowed down by `findTextLines` instead.
 */
const PAGE_SEGMENTATION_SINGLE_BLOCK = '6';
/**
 * A picture is document-like (read whole) when this share of its pixels falls in one narrow band
 * of brightness (the paper or the screen background). On the dev sets receipts scored 0.66–0.97,
 * face and street photos 0.15–0.42.
 */
const DOCUMENT_BACKGROUND_SHARE = 0.55;
/** Width of that band, in luma levels (0–255). */
const DOCUMENT_BACKGROUND_BAND = 24;
/**
 * Pictures narrower or lower than this hold no legible word, and Leptonica's local threshold
 * needs a window of at least 2 px: a 1×1 picture made the engine's worker fail.
 */
export const OCR_MIN_SIDE_PX = 8;
/** Words lower than this (in the picture's pixels) are too small for anyone to read. */
export const OCR_MIN_WORD_HEIGHT_PX = 8;
/**
 * A word that is neither a dictionary word nor holds a digit or an @ (a name, a brand) must be read
 * with at least this confidence: texture read as words ("Ey", "Kyo", "Lg") is read unsurely.
 */
export const OCR_UNKNOWN_WORD_CONFIDENCE = 70;
/**
 * Dictionary words of three letters or more; the frequency list's 422 shorter entries are mostly
 * abbreviations and brands from web text ("lg", "pc") that texture is often read as, so only these
 * everyday short words count.
 */
const DICTIONARY = new Set([
  ...COMMON_ENGLISH_WORDS.split(' ').filter((word) => word.length >= 3),
  ...'a i of to in on at by my me we us is it an as be do go he if no or so up hi ok mr ms dr st rd'.split(
    ' ',
  ),
]);

/**
 * True when a word read in a picture looks like language a person wrote: a dictionary word, a
 * number or code (any digit, an @ or a dotted address), or — read with high confidence — a longer
 * word with a vowel (a name, a place, a brand). Only such words reach the text engine.
 */
export function looksLikeLanguage(word: OcrWord): boolean {
  if (word.box.height < OCR_MIN_WORD_HEIGHT_PX) return false;
  const core = word.text.replace(/^[^\p{L}\p{N}@]+|[^\p{L}\p{N}]+$/gu, '');
  if (core === '') return false;
  if (/[\d@]/.test(core) || /\p{L}\.\p{L}/u.test(core)) return true;
  if (DICTIONARY.has(core.toLowerCase())) return true;
  return (
    word.confidence >= OCR_UNKNOWN_WORD_CONFIDENCE &&
    [...core].length >= 3 &&
    /[aeiouyäöüéèáíóú]/i.test(core)
  );
}

export interface OcrWord {
  text: string;
  confidence: number;
  box: Box;
  line: number;
}

/** A text-engine warning: the spec's four fields, and the spans it is about when it says so. */
export interface TextWarning {
  type: RedactionWarning['type'];
  severity: RedactionWarning['severity'];
  text: string;
  suggestion: string;
  spans?: TextSpan[];
}

export interface TextCheck {
  spans: TextSpan[];
  warnings: TextWarning[];
}

/** The text engine's entry point; span offsets count Unicode code points, end exclusive. */
export type CheckText = (text: string) => TextCheck | Promise<TextCheck>;

export interface TextRecognizer {
  recognize(image: DecodedImage): Promise<OcrWord[]>;
  close(): Promise<void>;
}

export interface TextRecognizerSetup {
  /** Folder holding eng.traineddata.gz. */
  langPath: string;
  workerPath?: string;
  corePath?: string;
  /** Turns the PPM bytes into what tesseract.js takes here (a Buffer in Node, a Blob in a page). */
  toInput(ppm: Uint8Array): unknown;
}

/** Binary PPM (P6): the simplest picture format Leptonica reads, written without a library. */
export function encodePpm(image: DecodedImage, invert = false): Uint8Array {
  const header = new TextEncoder().encode(`P6\n${image.width} ${image.height}\n255\n`);
  const out = new Uint8Array(header.length + image.width * image.height * 3);
  out.set(header);
  const src = image.data;
  const flip = invert ? 255 : 0;
  for (let i = 0, j = header.length; i < src.length; i += 4, j += 3) {
    out[j] = flip ^ src[i]!;
    out[j + 1] = flip ^ src[i + 1]!;
    out[j + 2] = flip ^ src[i + 2]!;
  }
  return out;
}

/** Light on dark becomes dark on light in rows [from, to), in place (Tesseract reads dark text). */
function invert(image: DecodedImage, from: number, to: number): void {
  const data = image.data;
  for (let i = from * image.width * 4; i < to * image.width * 4; i += 4) {
    data[i] = 255 - data[i]!;
    data[i + 1] = 255 - data[i + 1]!;
    data[i + 2] = 255 - data[i + 2]!;
  }
}

/** Rows [top, top + height) of a picture, sharing its pixels. */
function rows(image: DecodedImage, top: number, height: number): DecodedImage {
  const data = image.data.subarray(top * image.width * 4, (top + height) * image.width * 4);
  return { width: image.width, height, data };
}

/** Mean luma (0–255) of the picture, sampled on a grid. */
export function meanLuma(image: DecodedImage): number {
  const step = Math.max(1, Math.floor((image.width * image.height) / 10_000));
  let sum = 0;
  let count = 0;
  for (let p = 0; p < image.width * image.height; p += step, count++) {
    const i = p * 4;
    sum += 0.299 * image.data[i]! + 0.587 * image.data[i + 1]! + 0.114 * image.data[i + 2]!;
  }
  return count ? sum / count : 255;
}

/** Share of the pixels (sampled on a grid) in the most common band of brightness. */
export function backgroundShare(image: DecodedImage): number {
  const pixels = image.width * image.height;
  const step = Math.max(1, Math.floor(pixels / 40_000));
  const histogram = new Uint32Array(256);
  let count = 0;
  for (let p = 0; p < pixels; p += step, count++) {
    const i = p * 4;
    const luma = 0.299 * image.data[i]! + 0.587 * image.data[i + 1]! + 0.114 * image.data[i + 2]!;
    histogram[Math.min(255, Math.round(luma))]! += 1;
  }
  let best = 0;
  let band = 0;
  for (let level = 0; level < 256; level++) {
    band += histogram[level]!;
    if (level >= DOCUMENT_BACKGROUND_BAND) band -= histogram[level - DOCUMENT_BACKGROUND_BAND]!;
    best = Math.max(best, band);
  }
  return count ? best / count : 0;
}

export function looksLikeDocument(image: DecodedImage): boolean {
  return backgroundShare(image) >= DOCUMENT_BACKGROUND_SHARE;
}

export async function createTextRecognizer(setup: TextRecognizerSetup): Promise<TextRecognizer> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    // Without a handler, tesseract.js throws a failed job's error from its message listener,
    // where nothing can catch it (in Node it ended the process); with it, the job's promise
    // rejects and the caller marks that picture's text as not checked.
    errorHandler: () => undefined,
    langPath: setup.langPath,
    gzip: true,
    cacheMethod: 'none',
    ...(setup.workerPath ? { workerPath: setup.workerPath } : {}),
    ...(setup.corePath ? { corePath: setup.corePath } : {}),
  });
  // A local threshold: photos have light cards, signs and receipts on darker backgrounds.
  await worker.setParameters({
    thresholding_method: OCR_THRESHOLDING_METHOD,
    tessedit_do_invert: '0',
    tessedit_pageseg_mode: PAGE_SEGMENTATION_SINGLE_BLOCK,
  } as Record<string, string>);
  // Reads one picture; `place` maps a word's box in it back to the original picture.
  const read = async (picture: DecodedImage, place: (box: Box) => Box | null, dark = false) => {
    const input = setup.toInput(encodePpm(picture, dark)) as Parameters<typeof worker.recognize>[0];
    const { data } = await worker.recognize(input, {}, { blocks: true, text: false });
    const words: OcrWord[] = [];
    let line = 0;
    for (const block of data.blocks ?? [])
      for (const paragraph of block.paragraphs)
        for (const textLine of paragraph.lines) {
          for (const word of textLine.words) {
            const text = word.text.trim();
            if (!text || word.confidence < OCR_MIN_WORD_CONFIDENCE) continue;
            const { x0, y0, x1, y1 } = word.bbox;
            const box = place({ x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
            if (box) words.push({ text, confidence: Math.round(word.confidence), box, line });
          }
          line += 1;
        }
    return words;
  };
  return {
    async recognize(image) {
      if (image.width < OCR_MIN_SIDE_PX || image.height < OCR_MIN_SIDE_PX) return [];
      const { image: sample, factor } = downscale(image, OCR_MAX_SIDE_PX);
      const readWhole = () =>
        read(sample, (box) => scaleBox(box, factor), meanLuma(sample) < DARK_PICTURE_MEAN_LUMA);
      // Receipts, screenshots and scans are text all over: read whole. Photos: only their text.
      if (looksLikeDocument(sample)) return readWhole();
      const lines = findTextLines(image);
      if (lines === null) return readWhole();
      if (lines.length === 0) return [];
      const stacked = stackStrips(image, textStrips(lines, image));
      // Strips at the picture's working resolution; more pixels than reading it whole gains nothing.
      if (stacked.image.width * stacked.image.height > sample.width * sample.height)
        return readWhole();
      for (const { top, strip } of stacked.placements)
        if (meanLuma(rows(stacked.image, top, strip.height)) < DARK_PICTURE_MEAN_LUMA)
          invert(stacked.image, top, top + strip.height);
      return read(stacked.image, (box) => placeOnPicture(box, stacked));
    },
    close: () => worker.terminate().then(() => undefined),
  };
}

/** Maps a code-point offset of `text` to its UTF-16 offset (they differ after an emoji). */
function codePointsToUtf16(text: string): (offset: number) => number {
  const utf16At: number[] = [0];
  for (const char of text) utf16At.push(utf16At[utf16At.length - 1]! + char.length);
  return (offset) => utf16At[Math.min(Math.max(0, offset), utf16At.length - 1)]!;
}

export interface TextInImageWarning extends Omit<TextWarning, 'spans'> {
  /** Indexes in `found` of the text this warning is about. */
  found: number[];
}

export interface TextInImage {
  text: string;
  label: string;
  confidence: number;
  box: Box;
}

/**
 * Keeps the words that look like language, joins them into lines of text (so the engine sees
 * "Call 0207 946 0958", not fragments), runs the text engine over it and maps each span back to
 * the boxes of the words it touches (one box per line the span crosses).
 */
export async function findTextRisks(
  read: OcrWord[],
  checkText: CheckText,
): Promise<{ found: TextInImage[]; warnings: TextInImageWarning[]; text: string }> {
  const words = read.filter(looksLikeLanguage);
  let text = '';
  const ranges: { start: number; end: number; word: OcrWord }[] = [];
  let previousLine = -1;
  for (const word of words) {
    if (text) text += word.line === previousLine ? ' ' : '\n';
    ranges.push({ start: text.length, end: text.length + word.text.length, word });
    text += word.text;
    previousLine = word.line;
  }
  if (!text) return { found: [], warnings: [], text };
  const result = await checkText(text);
  const toUtf16 = codePointsToUtf16(text);
  const found: TextInImage[] = [];
  const foundOfSpan = new Map<TextSpan, number[]>();
  for (const span of result.spans) {
    foundOfSpan.set(span, []);
    const start = toUtf16(span.start);
    const end = toUtf16(span.end);
    const covered = ranges.filter((r) => r.start < end && r.end > start);
    const byLine = new Map<number, OcrWord[]>();
    for (const { word } of covered) byLine.set(word.line, [...(byLine.get(word.line) ?? []), word]);
    for (const lineWords of byLine.values()) {
      foundOfSpan.get(span)!.push(found.length);
      found.push({
        text: lineWords.map((w) => w.text).join(' '),
        label: span.label,
        confidence: span.confidence,
        box: unionBox(lineWords.map((w) => w.box)),
      });
    }
  }
  // A warning covers the found text of the spans it names (matched by offsets); a warning that
  // names none covers all of it.
  const warnings = result.warnings.map(({ spans, ...warning }) => {
    const covered = result.spans
      .filter((span) => !spans || spans.some((s) => s.start < span.end && s.end > span.start))
      .flatMap((span) => foundOfSpan.get(span) ?? []);
    return { ...warning, found: [...new Set(covered)] };
  });
  return { found, warnings, text };
}
