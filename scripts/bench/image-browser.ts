// Image check timing in Chromium (`node scripts/bench.mjs image-browser`): a production build
// (with a probe page that exposes the analysis-worker API) is served by `vite preview` on
// 127.0.0.1 (PORT_BENCH, default 8806), and the worker runs the real browser environment
// (createImageBitmap, Human on tfjs WASM, zxing WASM, models from /vendor/) on a 12 MP photo. OCR
// (tesseract.js) is timed on the same photo in the page, because the worker classifies text only
// once the text engine is wired in. Prints one JSON line last.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { build, preview } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.PORT_BENCH ?? 8806);
const CORPORA = process.env.FOOTPRINT_CORPORA ?? path.resolve(ROOT, '../shared/corpora');
const RUNS = 3;

const source = fs.readFileSync(path.join(CORPORA, 'images/dlib-faces/2008_001322.jpg'));
const photo = await sharp(source)
  .resize(4000, 3000, { fit: 'fill' })
  .jpeg({ quality: 90 })
  .toBuffer();

const OUT_DIR = path.join(ROOT, 'bench-results', 'image-browser-dist');
await build({
  root: ROOT,
  logLevel: 'error',
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    rollupOptions: {
      input: {
        app: path.join(ROOT, 'index.html'),
        probe: path.join(ROOT, 'scripts/bench/image-browser.html'),
      },
    },
  },
});
const server = await preview({
  root: ROOT,
  logLevel: 'error',
  build: { outDir: OUT_DIR },
  preview: { host: '127.0.0.1', port: PORT, strictPort: true },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
const figures: { metric: string; value: number; unit: string; budget?: string }[] = [];
try {
  const page = await browser.newPage();
  const offOrigin: string[] = [];
  page.on('request', (request) => {
    if (
      !request.url().startsWith(`http://127.0.0.1:${PORT}`) &&
      !request.url().startsWith('blob:') &&
      !request.url().startsWith('data:')
    )
      offOrigin.push(request.url());
  });
  await page.route('**/bench/photo.jpg', (route) =>
    route.fulfill({ body: photo, contentType: 'image/jpeg' }),
  );
  await page.goto(`http://127.0.0.1:${PORT}/scripts/bench/image-browser.html`);
  await page.waitForSelector('body[data-ready]', { state: 'attached' });
  // Sent as source text: tsx would otherwise wrap the function with helpers the page lacks.
  const result = (await page.evaluate(`(async (runs) => {
    const { runAnalysis, decodeInBrowser, createTextRecognizer } = globalThis.footprintBench;
    const bytes = new Uint8Array(await (await fetch('/bench/photo.jpg')).arrayBuffer());
    const stages = [];
    let start = performance.now();
    await runAnalysis('image.check', { bytes }, { onProgress: (p) => p.stage && stages.push(p.stage) });
    const firstMs = performance.now() - start;
    const fullMs = [];
    let timings = {};
    for (let i = 0; i < runs; i++) {
      start = performance.now();
      timings = (await runAnalysis('image.check', { bytes })).timingsMs;
      fullMs.push(performance.now() - start);
    }
    start = performance.now();
    await runAnalysis('image.check', { bytes, faces: false, barcodes: false, text: false });
    const metadataMs = performance.now() - start;
    // OCR in the page: the same module the worker uses, with the files under /vendor/.
    const recognizer = await createTextRecognizer({
      workerPath: location.origin + '/vendor/tesseract/worker.min.js',
      corePath: location.origin + '/vendor/tesseract/core',
      langPath: location.origin + '/vendor/tesseract/lang',
      toInput: (ppm) => new Blob([ppm]),
    });
    const image = await decodeInBrowser(bytes, 'jpeg');
    start = performance.now();
    const words = await recognizer.recognize(image);
    const ocrMs = performance.now() - start;
    await recognizer.close();
    return { firstMs, fullMs, timings, metadataMs, ocrMs, words: words.length, stages };
  })(${RUNS})`)) as {
    firstMs: number;
    fullMs: number[];
    timings: Record<string, number>;
    metadataMs: number;
    ocrMs: number;
    words: number;
    stages: string[];
  };
  const median = [...result.fullMs].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
  figures.push({
    metric: 'Chromium: first image check incl. model loads (12 MP)',
    value: result.firstMs,
    unit: 'ms',
  });
  figures.push({
    metric: 'Chromium: check of a 12 MP photo, metadata + faces + barcodes (median)',
    value: median,
    unit: 'ms',
    budget: '≤ 1500 with text',
  });
  for (const [stage, ms] of Object.entries(result.timings))
    figures.push({ metric: `Chromium: 12 MP stage ${stage}`, value: ms, unit: 'ms' });
  figures.push({
    metric: 'Chromium: OCR of the 12 MP photo (tesseract.js, longest side ≤ 1600 px)',
    value: result.ocrMs,
    unit: 'ms',
  });
  figures.push({
    metric: 'Chromium: metadata-only check via the worker (round trip)',
    value: result.metadataMs,
    unit: 'ms',
    budget: '≤ 20',
  });
  figures.push({
    metric: 'Chromium: requests off the origin',
    value: offOrigin.length,
    unit: 'requests',
    budget: '0',
  });
  console.error(`  progress stages seen on first check: ${result.stages.join(', ')}`);
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
for (const f of figures) console.error(`  ${f.metric}: ${Math.round(f.value)} ${f.unit}`);
console.log(
  JSON.stringify({
    name: 'image-browser',
    figures: figures.map((f) => ({ ...f, value: Math.round(f.value * 10) / 10 })),
  }),
);
