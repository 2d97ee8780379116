// Image check timing in Chromium (`node scripts/bench.mjs image-browser`): a production build
// (with a probe page that exposes the analysis-worker API) is served by `vite preview` on
// 127.0.0.1 (BENCH_PORT, default 8806), and the worker runs the real browser environment
// (createImageBitmap, Human on tfjs WASM, zxing WASM, tesseract.js and the text engine, models
// from /vendor/) on a 12 MP photo and a 12 MP photo of a receipt: the full check as the Redaction
// Helper runs it, the same without OCR, and the metadata-only round trip. Prints one JSON line last.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { build, preview } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_PORT ?? 8806);
const CORPORA = process.env.FOOTPRINT_CORPORA ?? path.resolve(ROOT, '../shared/corpora');
const RUNS = 5;

const source = fs.readFileSync(path.join(CORPORA, 'images/dlib-faces/2008_001322.jpg'));
const photo = await sharp(source)
  .resize(4000, 3000, { fit: 'fill' })
  .jpeg({ quality: 90 })
  .toBuffer();
// A receipt photographed at 12 MP: the text-heavy case, where OCR has the most to read.
const receipt = await sharp(fs.readFileSync(path.join(CORPORA, 'images/sroie-receipts/050.jpg')))
  .resize(2900, 4100, { fit: 'contain', background: '#777' })
  .jpeg({ quality: 90 })
  .toBuffer();

interface Run {
  ms: number[];
  timings: Record<string, number>;
  warnings: number;
  regions: number;
}

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
        probe: path.join(ROOT, 'scripts/bench/pages/image-browser.html'),
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
  await page.route('**/bench/receipt.jpg', (route) =>
    route.fulfill({ body: receipt, contentType: 'image/jpeg' }),
  );
  await page.goto(`http://127.0.0.1:${PORT}/scripts/bench/pages/image-browser.html`);
  await page.waitForSelector('body[data-ready]', { state: 'attached' });
  // Sent as source text: tsx would otherwise wrap the function with helpers the page lacks.
  const result = (await page.evaluate(`(async (runs) => {
    const { runAnalysis } = globalThis.footprintBench;
    const load = async (url) => new Uint8Array(await (await fetch(url)).arrayBuffer());
    const photo = await load('/bench/photo.jpg');
    const receipt = await load('/bench/receipt.jpg');
    const stages = [];
    let start = performance.now();
    await runAnalysis('image.check', { bytes: photo }, { onProgress: (p) => p.stage && stages.push(p.stage) });
    const firstMs = performance.now() - start;
    const timed = async (payload) => {
      const ms = [];
      let last = null;
      for (let i = 0; i < runs; i++) {
        start = performance.now();
        last = await runAnalysis('image.check', payload);
        ms.push(performance.now() - start);
      }
      return { ms, timings: last.timingsMs, warnings: last.warnings.length, regions: last.regions.length };
    };
    const full = await timed({ bytes: photo });
    const noText = await timed({ bytes: photo, text: false });
    const receiptFull = await timed({ bytes: receipt });
    const metadata = await timed({ bytes: photo, faces: false, barcodes: false, text: false });
    return { firstMs, full, noText, receiptFull, metadata, stages };
  })(${RUNS})`)) as {
    firstMs: number;
    full: Run;
    noText: Run;
    receiptFull: Run;
    metadata: Run;
    stages: string[];
  };
  const median = (run: Run) => [...run.ms].sort((a, b) => a - b)[Math.floor(run.ms.length / 2)]!;
  const range = (run: Run) =>
    `${Math.round(Math.min(...run.ms))}–${Math.round(Math.max(...run.ms))}`;
  figures.push({
    metric: 'Chromium: first image check incl. model loads (12 MP photo, full)',
    value: result.firstMs,
    unit: 'ms',
  });
  figures.push({
    metric: `Chromium: full check of a 12 MP photo incl. OCR + text engine (median; ${range(result.full)})`,
    value: median(result.full),
    unit: 'ms',
    budget: '≤ 1500',
  });
  for (const [stage, ms] of Object.entries(result.full.timings))
    figures.push({ metric: `Chromium: 12 MP photo, stage ${stage}`, value: ms, unit: 'ms' });
  figures.push({
    metric: `Chromium: 12 MP photo without OCR (metadata + faces + barcodes; median; ${range(result.noText)})`,
    value: median(result.noText),
    unit: 'ms',
  });
  figures.push({
    metric: `Chromium: full check of a 12 MP photo of a receipt (median; ${range(result.receiptFull)}; ${result.receiptFull.regions} regions)`,
    value: median(result.receiptFull),
    unit: 'ms',
    budget: '≤ 1500',
  });
  for (const [stage, ms] of Object.entries(result.receiptFull.timings))
    figures.push({ metric: `Chromium: 12 MP receipt, stage ${stage}`, value: ms, unit: 'ms' });
  figures.push({
    metric: `Chromium: metadata-only check via the worker (round trip, median; ${range(result.metadata)})`,
    value: median(result.metadata),
    unit: 'ms',
    budget: '≤ 20',
  });
  figures.push({
    metric: 'Chromium: metadata stage inside the worker',
    value: result.metadata.timings.metadata ?? 0,
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
