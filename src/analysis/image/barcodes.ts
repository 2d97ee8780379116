// Barcodes and QR codes in the image, read with zxing-wasm (zxing-cpp). The WASM file is never
// fetched from a CDN: the caller passes its bytes (Node) or its URL under the app (browser).
// Invariant: decoded text is returned as plain text (textMode Plain: no "<LF>" escapes), and a
// payload that parses as IATA BCBP is always returned with its boarding-pass fields.
import { prepareZXingModule, readBarcodes, type ReadResult } from 'zxing-wasm/reader';
import { parseBoardingPass } from './bcbp.ts';
import { boxOfPoints } from './geometry.ts';
import type { BoardingPass, Box, DecodedImage } from './types.ts';

export interface DecodedBarcode {
  format: string;
  text: string;
  box: Box;
  boardingPass: BoardingPass | null;
}

export type BarcodeReader = (image: DecodedImage) => Promise<DecodedBarcode[]>;

/** Where the reader's WASM comes from: its bytes, or a URL the app serves it at. */
export type ZxingWasmSource = { wasmBinary: ArrayBuffer } | { wasmUrl: string };

export function createBarcodeReader(source: ZxingWasmSource): BarcodeReader {
  prepareZXingModule({
    overrides:
      'wasmBinary' in source
        ? { wasmBinary: source.wasmBinary }
        : {
            locateFile: (path: string, prefix: string) =>
              path.endsWith('.wasm') ? source.wasmUrl : prefix + path,
          },
    fireImmediately: false,
  });
  return async (image) => {
    const results = await readBarcodes(
      {
        data: new Uint8ClampedArray(
          image.data.buffer,
          image.data.byteOffset,
          image.data.byteLength,
        ),
        width: image.width,
        height: image.height,
        colorSpace: 'srgb',
      } as ImageData,
      {
        tryHarder: true,
        tryRotate: true,
        tryInvert: true,
        tryDownscale: true,
        maxNumberOfSymbols: 16,
        textMode: 'Plain',
      },
    );
    return results.filter((r) => r.isValid).map(toDecodedBarcode);
  };
}

function toDecodedBarcode(result: ReadResult): DecodedBarcode {
  const { topLeft, topRight, bottomLeft, bottomRight } = result.position;
  return {
    format: result.format,
    text: result.text,
    box: boxOfPoints([topLeft, topRight, bottomLeft, bottomRight]),
    boardingPass: parseBoardingPass(result.text),
  };
}
