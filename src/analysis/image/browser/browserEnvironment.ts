// The image check's browser environment, for the analysis Web Worker: createImageBitmap and
// OffscreenCanvas decode and encode, and every model and WASM file comes from /vendor/ on the
// app's own origin (copied there by scripts/copy-vendor.mjs, cached by the service worker on first
// use). Models load lazily on the first check that needs them, with progress reported then.
// Invariant: no URL here points off the origin; the libraries' CDN defaults are all overridden.
import { createBarcodeReader } from '../barcodes.ts';
import type { ImageCheckEnvironment } from '../checkImage.ts';
import { createFaceDetector, type HumanConstructor } from '../faces.ts';
import { createTextRecognizer, type CheckText } from '../ocr.ts';
import { restartingDetector, restartingTextRecognizer } from '../restarting.ts';
import type { DecodedImage, ImageFormat } from '../types.ts';

const VENDOR_PATH = '/vendor/';
/** Re-encoding quality when a region was redacted. */
const REENCODE_QUALITY = 0.92;

const MIME_OF: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  heic: 'image/heic',
  avif: 'image/avif',
};

function vendorUrl(file: string): string {
  return new URL(VENDOR_PATH + file, self.location.origin).href;
}

export async function decodeInBrowser(
  bytes: Uint8Array,
  format: ImageFormat,
  size?: { width: number; height: number },
): Promise<DecodedImage> {
  // Decoding straight to the working size lets the JPEG decoder skip most of the work.
  const bitmap = await createImageBitmap(new Blob([bytes as BlobPart], { type: MIME_OF[format] }), {
    imageOrientation: 'from-image',
    ...(size
      ? { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'medium' as const }
      : {}),
  });
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2D canvas in this browser');
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return { width, height, data };
  } finally {
    bitmap.close();
  }
}

export async function encodeInBrowser(
  image: DecodedImage,
  format: ImageFormat,
): Promise<Uint8Array> {
  const canvas = new OffscreenCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas in this browser');
  const data = new Uint8ClampedArray(
    image.data.buffer as ArrayBuffer,
    image.data.byteOffset,
    image.data.byteLength,
  );
  context.putImageData(new ImageData(data, image.width, image.height), 0, 0);
  const type = format === 'jpeg' || format === 'webp' ? MIME_OF[format] : 'image/png';
  const blob = await canvas.convertToBlob({ type, quality: REENCODE_QUALITY });
  return new Uint8Array(await blob.arrayBuffer());
}

/** Which model is being fetched the first time (for the "Preparing image checks…" progress). */
export type ModelLoad = 'faces' | 'barcodes' | 'text';

export function createBrowserImageEnvironment(
  onModelLoad: (model: ModelLoad) => void,
  checkText?: CheckText,
): ImageCheckEnvironment {
  return {
    decode: (bytes, header, size) => decodeInBrowser(bytes, header.format, size),
    encode: encodeInBrowser,
    faceDetector: restartingDetector(async () => {
      onModelLoad('faces');
      // Human (2 MB with tfjs) is loaded from /vendor/ like its model, so the service worker
      // caches it on first use instead of precaching it at install.
      const { Human } = (await import(/* @vite-ignore */ vendorUrl('human/human.esm.js'))) as {
        Human: HumanConstructor;
      };
      return createFaceDetector({
        Human,
        modelBasePath: vendorUrl('human/'),
        wasmPath: vendorUrl('tfwasm/'),
      });
    }),
    barcodeReader: restartingDetector(async () => {
      onModelLoad('barcodes');
      return createBarcodeReader({ wasmUrl: vendorUrl('zxing/zxing_reader.wasm') });
    }),
    textRecognizer: restartingTextRecognizer(async () => {
      onModelLoad('text');
      return createTextRecognizer({
        workerPath: vendorUrl('tesseract/worker.min.js'),
        corePath: vendorUrl('tesseract/core'),
        langPath: vendorUrl('tesseract/lang'),
        toInput: (ppm) => new Blob([ppm as BlobPart]),
      });
    }),
    checkText,
  };
}
