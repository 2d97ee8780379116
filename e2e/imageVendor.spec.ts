// Image-check models and WASM: served by the app itself (never a CDN), with types the browser
// accepts for streaming compilation, kept out of the install precache, and cached by the service
// worker the first time they are used so image checks then work offline.
import { expect, test } from '@playwright/test';
import { AppPage } from './pages/AppPage.ts';

const VENDOR_FILES = [
  ['/vendor/human/human.esm.js', /javascript/],
  ['/vendor/human/blazeface.json', /json/],
  ['/vendor/human/blazeface.bin', /octet-stream/],
  ['/vendor/tfwasm/tfjs-backend-wasm-simd.wasm', /application\/wasm/],
  ['/vendor/zxing/zxing_reader.wasm', /application\/wasm/],
  ['/vendor/tesseract/worker.min.js', /javascript/],
  ['/vendor/tesseract/core/tesseract-core-simd-lstm.wasm.js', /javascript/],
  ['/vendor/tesseract/lang/eng.traineddata.gz', /gzip|octet-stream/],
] as const;

test('the app serves every image-check model and WASM file itself', async ({ request }) => {
  for (const [url, type] of VENDOR_FILES) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toMatch(type);
  }
});

test('image-check models are not precached at install, and are cached once used, for offline checks', async ({
  page,
  context,
}) => {
  const app = new AppPage(page);
  await app.gotoLanding();
  await app.waitForServiceWorker();
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names.filter((n) => n.includes('precache')))
      for (const request of await (await caches.open(name)).keys())
        urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(precached.length).toBeGreaterThan(0);
  expect(precached.filter((url) => url.startsWith('/vendor/'))).toEqual([]);

  // First use online (as the worker does it), then the same file offline comes from the cache.
  await page.evaluate(() => fetch('/vendor/zxing/zxing_reader.wasm').then((r) => r.arrayBuffer()));
  await context.setOffline(true);
  try {
    const size = await page.evaluate(() =>
      fetch('/vendor/zxing/zxing_reader.wasm').then((r) =>
        r.arrayBuffer().then((b) => b.byteLength),
      ),
    );
    expect(size).toBeGreaterThan(100_000);
  } finally {
    await context.setOffline(false);
  }
});
