// The image check's Node environment (CLI, tests, benchmark): sharp decodes and encodes, and the
// models and WASM files are read from node_modules — nothing is fetched from the network. The
// browser bundle never imports this file.
// Invariants: `close()` ends the OCR worker thread, so a command that checked images can exit; an
// engine that fails on one picture is started afresh for the next (see restarting.ts).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { createBarcodeReader, type BarcodeReader } from '../barcodes.ts';
import type { ImageCheckEnvironment } from '../checkImage.ts';
import { createFaceDetector, type FaceDetector, type HumanConstructor } from '../faces.ts';
import { IMAGE_MAX_PIXELS } from '../messages.ts';
import { createTextRecognizer, type CheckText, type TextRecognizer } from '../ocr.ts';
import { restartingDetector, restartingTextRecognizer } from '../restarting.ts';
import type { DecodedImage, ImageFormat } from '../types.ts';

const require = createRequire(import.meta.url);

/** The folder of an installed package (some export maps hide package.json, so walk up). */
function packageDir(name: string): string {
  let dir = path.dirname(require.resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json')) || !dir.endsWith(name.split('/').pop()!))
    dir = path.dirname(dir);
  return dir;
}

/** Re-encoding quality when a region was redacted (visually lossless for photos). */
const REENCODE_QUALITY = 92;

export async function decodeWithSharp(
  bytes: Uint8Array,
  size?: { width: number; height: number },
): Promise<DecodedImage> {
  let pipeline = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).rotate(); // EXIF orientation, as browsers do
  if (size) pipeline = pipeline.resize(size.width, size.height, { fit: 'fill' });
  const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
  };
}

export async function encodeWithSharp(
  image: DecodedImage,
  format: ImageFormat,
): Promise<Uint8Array> {
  const raw = sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
  const encoded =
    format === 'jpeg'
      ? raw.jpeg({ quality: REENCODE_QUALITY })
      : format === 'webp'
        ? raw.webp({ quality: REENCODE_QUALITY })
        : raw.png();
  return new Uint8Array(await encoded.toBuffer());
}

let fileFetchInstalled = false;
/** Node's fetch does not read file:// URLs, which is how Human loads its model here. */
function installFileFetch(): void {
  if (fileFetchInstalled) return;
  fileFetchInstalled = true;
  const networkFetch = globalThis.fetch;
  globalThis.fetch = (async (input: Parameters<typeof networkFetch>[0], init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith('file://')) return new Response(fs.readFileSync(new URL(url)));
    return networkFetch(input, init);
  }) as typeof networkFetch;
}

export async function loadNodeFaceDetector(): Promise<FaceDetector> {
  installFileFetch();
  const humanDir = packageDir('@vladmandic/human');
  // The package's exports map hides the node-wasm build, so it is required by path.
  const { Human } = require(path.join(humanDir, 'dist/human.node-wasm.js')) as {
    Human: HumanConstructor;
  };
  return createFaceDetector({
    Human,
    modelBasePath: pathToFileURL(path.join(humanDir, 'models')).href + '/',
    wasmPath: path.join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist') + '/',
  });
}

export function loadNodeBarcodeReader(): BarcodeReader {
  const wasm = fs.readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  return createBarcodeReader({
    wasmBinary: wasm.buffer.slice(
      wasm.byteOffset,
      wasm.byteOffset + wasm.byteLength,
    ) as ArrayBuffer,
  });
}

export function loadNodeTextRecognizer(): Promise<TextRecognizer> {
  return createTextRecognizer({
    langPath: path.join(packageDir('@tesseract.js-data/eng'), '4.0.0_best_int'),
    toInput: (ppm) => Buffer.from(ppm.buffer, ppm.byteOffset, ppm.byteLength),
  });
}

export interface NodeImageEnvironment extends ImageCheckEnvironment {
  close(): Promise<void>;
}

export function createNodeImageEnvironment(checkText?: CheckText): NodeImageEnvironment {
  const textRecognizer = restartingTextRecognizer(loadNodeTextRecognizer);
  return {
    decode: (bytes, _header, size) => decodeWithSharp(bytes, size),
    encode: encodeWithSharp,
    faceDetector: restartingDetector(loadNodeFaceDetector),
    barcodeReader: restartingDetector(loadNodeBarcodeReader),
    textRecognizer,
    checkText,
    close: () => textRecognizer.close(),
  };
}
