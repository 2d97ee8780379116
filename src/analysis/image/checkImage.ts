// The image check, end to end: input check → metadata → decode → faces, barcodes, text (each
// optional and timed) → regions and warnings; and the safe copy. Environment seams (decoding,
// encoding, detectors, the text engine) are injected, so the same code runs in the analysis
// Web Worker and in Node (CLI, tests, benchmark).
// Invariants: a bad input is refused with an `ImageInputError` before anything is decoded; a
// stage that cannot run (model missing, HEIC pixels) is listed in `skipped` with its reason and
// never fails the rest; the safe copy is lossless unless at least one region is redacted.
import type { BarcodeReader } from './barcodes.ts';
import type { FaceDetector } from './faces.ts';
import { inspectImage, type ImageHeader } from './format.ts';
import { barcodeRegionLabel, ImageInputError, TEXT_REGION_LABELS } from './messages.ts';
import { readImageMetadata } from './metadata.ts';
import { findTextRisks, type CheckText, type TextRecognizer } from './ocr.ts';
import { applyRedactions } from './redact.ts';
import { stripMetadata } from './strip.ts';
import type {
  Box,
  DecodedImage,
  ImageCheckResult,
  ImageFormat,
  ImageRegion,
  ImageStage,
  RegionRedaction,
} from './types.ts';
import { barcodeWarnings, faceWarnings, metadataWarnings } from './warnings.ts';
import { clampBox, scaleBox } from './geometry.ts';

export interface ImageCheckEnvironment {
  /**
   * Decodes to RGBA with the EXIF orientation applied, at `size` when given (the oriented size the
   * detectors need, smaller than the picture); may refuse a format it cannot decode.
   */
  decode(
    bytes: Uint8Array,
    header: ImageHeader,
    size?: { width: number; height: number },
  ): Promise<DecodedImage>;
  encode(image: DecodedImage, format: ImageFormat): Promise<Uint8Array>;
  /** Lazy loaders: a model is loaded the first time its stage runs. */
  faceDetector?: () => Promise<FaceDetector>;
  barcodeReader?: () => Promise<BarcodeReader>;
  textRecognizer?: () => Promise<TextRecognizer>;
  checkText?: CheckText;
  now?: () => number;
}

export interface ImageCheckOptions {
  faces?: boolean;
  text?: boolean;
  barcodes?: boolean;
  /** Called when a stage starts (for progress on the first, slow model load). */
  onStage?: (stage: ImageStage) => void;
}

/**
 * The detectors work on a copy at most this large (OCR needs the most: receipt text stays legible
 * at 2,400 px); decoding a 12 MP photo at full size alone took 375 ms in Chromium.
 */
export const CHECK_MAX_SIDE_PX = 2_400;

/** Oriented size of the picture, and the decoding size that keeps its longest side in bounds. */
function workingSize(header: ImageHeader, orientation: number | null) {
  const sideways = orientation !== null && orientation >= 5;
  const width = sideways ? header.height : header.width;
  const height = sideways ? header.width : header.height;
  const scale = Math.min(1, CHECK_MAX_SIDE_PX / Math.max(width, height));
  return {
    full: { width, height },
    decode: {
      width: Math.max(1, Math.round(width * scale)),
      height: Math.max(1, Math.round(height * scale)),
    },
  };
}

const TEXT_ENGINE_MISSING =
  'Text in the picture was not checked: the text engine is not connected.';

const PIXEL_STAGES_UNAVAILABLE: Partial<Record<ImageFormat, string>> = {
  heic: 'HEIC pictures cannot be decoded on this device; only the metadata was checked.',
  avif: 'AVIF pictures cannot be decoded here; only the metadata was checked.',
};

const DAMAGED_PICTURE_DATA = {
  truncated:
    'The picture data is incomplete (the file ends too early), so faces and text were not checked; its metadata was. Copy or download the photo again to check the rest.',
  corrupt:
    'The picture data is damaged, so faces and text were not checked; its metadata was. Try exporting the photo again to check the rest.',
} as const;

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const SEVERITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

export async function checkImage(
  bytes: Uint8Array,
  env: ImageCheckEnvironment,
  options: ImageCheckOptions = {},
): Promise<ImageCheckResult> {
  const now = env.now ?? (() => performance.now());
  const timingsMs: ImageCheckResult['timingsMs'] = {};
  const timed = async <T>(stage: ImageStage, run: () => Promise<T> | T): Promise<T> => {
    options.onStage?.(stage);
    const start = now();
    try {
      return await run();
    } finally {
      timingsMs[stage] = Math.round((now() - start) * 100) / 100;
    }
  };

  const header = await timed('validate', () => inspectImage(bytes));
  const metadata = await timed('metadata', () => readImageMetadata(bytes, header.format));
  const result: ImageCheckResult = {
    format: header.format,
    width: header.width,
    height: header.height,
    metadata,
    faces: [],
    text: [],
    barcodes: [],
    regions: [],
    warnings: metadataWarnings(metadata),
    skipped: [],
    timingsMs,
  };
  const wantFaces = (options.faces ?? true) && !!env.faceDetector;
  const wantBarcodes = (options.barcodes ?? true) && !!env.barcodeReader;
  const wantText = (options.text ?? true) && !!env.textRecognizer && !!env.checkText;
  // Reading text is pointless without the text engine to tell what in it is personal.
  if ((options.text ?? true) && env.textRecognizer && !env.checkText)
    result.skipped.push({ stage: 'text', reason: TEXT_ENGINE_MISSING });
  if (!wantFaces && !wantBarcodes && !wantText) return result;

  const unavailable = header.damaged
    ? DAMAGED_PICTURE_DATA[header.damaged]
    : PIXEL_STAGES_UNAVAILABLE[header.format];
  const size = workingSize(header, metadata.orientation);
  let image: DecodedImage | null = null;
  if (unavailable) result.skipped.push({ stage: 'decode', reason: unavailable });
  else {
    try {
      image = await timed('decode', () => env.decode(bytes, header, size.decode));
    } catch (error) {
      result.skipped.push({
        stage: 'decode',
        reason: `The picture could not be decoded: ${reasonOf(error)}`,
      });
    }
  }
  if (!image) return result;
  // Boxes are reported in the picture's own (oriented) pixels, whatever size was decoded.
  const factor = size.full.width / image.width;
  result.width = size.full.width;
  result.height = size.full.height;
  const inside = (box: Box) => clampBox(scaleBox(box, factor), result.width, result.height);
  const addRegion = (region: ImageRegion) => result.regions.push(region);

  // OCR runs in Tesseract's own worker thread, so it starts first and overlaps faces and barcodes
  // (its time is then the wall time until its result, not its share of one core).
  const textTask = wantText
    ? timed('text', async () => {
        const words = await (await env.textRecognizer!()).recognize(image);
        return findTextRisks(words, env.checkText!);
      })
    : null;
  // Rejections are read below; this keeps an early failure from being reported as unhandled.
  textTask?.catch(() => undefined);

  if (wantFaces) {
    try {
      const faces = await timed('faces', async () => (await env.faceDetector!())(image));
      result.faces = faces.map((face, i) => ({
        ...face,
        box: inside(face.box),
        regionId: `face-${i + 1}`,
      }));
      for (const face of result.faces)
        addRegion({ id: face.regionId, kind: 'face', box: face.box, label: 'Face' });
      result.warnings.push(...faceWarnings(result.faces));
    } catch (error) {
      result.skipped.push({ stage: 'faces', reason: reasonOf(error) });
    }
  }
  if (wantBarcodes) {
    try {
      const barcodes = await timed('barcodes', async () => (await env.barcodeReader!())(image));
      result.barcodes = barcodes.map((b, i) => ({
        ...b,
        box: inside(b.box),
        regionId: `barcode-${i + 1}`,
      }));
      for (const b of result.barcodes)
        addRegion({
          id: b.regionId,
          kind: 'barcode',
          box: b.box,
          label: barcodeRegionLabel(b.format, b.boardingPass !== null),
        });
      result.warnings.push(...barcodeWarnings(result.barcodes));
    } catch (error) {
      result.skipped.push({ stage: 'barcodes', reason: reasonOf(error) });
    }
  }
  if (textTask) {
    try {
      const { found, warnings } = await textTask;
      result.text = found.map((t, i) => ({ ...t, box: inside(t.box), regionId: `text-${i + 1}` }));
      for (const t of result.text)
        addRegion({
          id: t.regionId,
          kind: 'text',
          box: t.box,
          label: TEXT_REGION_LABELS[t.label] ?? 'Text',
        });
      result.warnings.push(
        ...warnings.map(({ found: covered, ...w }) => ({
          ...w,
          text: `In the image: ${w.text}`,
          source: 'image' as const,
          check: 'text' as const,
          regionIds: covered.map((i) => result.text[i]!.regionId),
        })),
      );
    } catch (error) {
      result.skipped.push({ stage: 'text', reason: reasonOf(error) });
    }
  }
  result.warnings.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
  return result;
}

export interface SafeCopy {
  bytes: Uint8Array;
  format: ImageFormat;
  /** True when regions were redacted and the picture had to be encoded again. */
  reencoded: boolean;
  removed: string[];
}

/**
 * The safe copy: metadata removed losslessly, or — when the user chose regions to hide — the
 * picture decoded, redacted, encoded again in the same format, and then stripped as well.
 */
export async function makeSafeCopy(
  bytes: Uint8Array,
  env: Pick<ImageCheckEnvironment, 'decode' | 'encode'>,
  redactions: RegionRedaction[] = [],
): Promise<SafeCopy> {
  const header = inspectImage(bytes);
  // HEIC/AVIF pixels cannot be decoded here, so only the lossless copy (metadata items blanked in
  // the container) can be made; hiding regions would need the pixels.
  if (PIXEL_STAGES_UNAVAILABLE[header.format] && redactions.length > 0)
    throw new ImageInputError('no-safe-copy-for-format');
  if (redactions.length === 0) {
    const stripped = stripMetadata(bytes);
    return {
      bytes: stripped.bytes,
      format: header.format,
      reencoded: false,
      removed: stripped.removed,
    };
  }
  const removed = stripMetadata(bytes).removed;
  const image = await env.decode(bytes, header);
  // Animated GIFs are flattened to their first frame; PNG keeps a lossless result.
  const format: ImageFormat = header.format === 'gif' ? 'png' : header.format;
  const encoded = await env.encode(applyRedactions(image, redactions), format);
  return { bytes: stripMetadata(encoded).bytes, format, reencoded: true, removed };
}
