// Page script of the image-check browser benchmark: hands the production build's analysis-worker
// API and the OCR module to the benchmark driver. Not part of the app.
import { runAnalysis } from '../../src/analysis/api.ts';
import { decodeInBrowser } from '../../src/analysis/image/browser/browserEnvironment.ts';
import { createTextRecognizer } from '../../src/analysis/image/ocr.ts';

Object.assign(globalThis, {
  footprintBench: { runAnalysis, decodeInBrowser, createTextRecognizer },
});
document.body.dataset.ready = 'true';
