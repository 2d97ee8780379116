// "What left this device", end to end on the production build and the real server: sign up,
// import an Instagram export, scan, check a post's text and a photo in the Redaction Helper. Then
// the device's network ledger and Playwright's own log of every request (page, workers and
// service worker, WebSocket frames included) must agree on what the app sent (the server's hosted
// sign-in page is not the app and keeps no ledger), and neither may hold a
// byte of the archive, the post's text or the photo. Settings lists the ledger with its totals.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type Page, type Request } from '@playwright/test';
import { exportsDir, hasCorpora } from '../src/analysis/imports/testing/nodeFiles.ts';
import { LEDGER_DATABASE_NAME, type LedgerEntry } from '../src/db/networkLedger.ts';
import { DashboardPage } from './pages/DashboardPage.ts';
import { RedactionHelper } from './pages/RedactionHelper.ts';

const ARCHIVE = exportsDir('instagram/corsali-userdata-extractor');

test.skip(!hasCorpora(), 'needs the shared export samples');

/** The built app's own scripts: words the app ships (a platform's address) are not the user's. */
function appText(): string {
  const dir = path.resolve('dist/assets');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .join('\n');
}

/**
 * Every string of 12 characters or more in the archive's JSON files that the app does not ship
 * itself: what must not leave.
 */
function archiveStrings(): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.trim().length >= 12) found.add(value);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.json')) visit(JSON.parse(fs.readFileSync(file, 'utf8')));
    }
  };
  walk(ARCHIVE);
  const shipped = appText();
  return [...found].filter((value) => !shipped.includes(value));
}

function readLedger(page: Page): Promise<LedgerEntry[]> {
  return page.evaluate(
    (name) =>
      new Promise<LedgerEntry[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('entries').objectStore('entries').getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result as LedgerEntry[]);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    LEDGER_DATABASE_NAME,
  );
}

/**
 * Whether the server's hosted sign-in page (/auth, where the password is typed) made the request:
 * that page is not the app and keeps no ledger, and sending the sign-in is its purpose.
 */
function signInPage(request: Request): boolean {
  try {
    return new URL(request.frame().url()).pathname.startsWith('/auth');
  } catch {
    // Service-worker requests belong to no frame: they are the app's.
    return false;
  }
}

/** "METHOD path?keys bytes" of a request, as both logs can say it. */
function pathWithKeys(url: string): string {
  const parsed = new URL(url);
  const keys = [...new Set(parsed.searchParams.keys())];
  return keys.length ? `${parsed.pathname}?${keys.join('&')}` : parsed.pathname;
}

test('nothing of the archive, the post text or the photo leaves; ledger and browser agree', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const origin = new URL(baseURL!).host;
  const sent: { method: string; url: string; body: Buffer; fromSignInPage: boolean }[] = [];
  const frames: string[] = [];
  const onRequest = (request: Request) =>
    sent.push({
      method: request.method(),
      url: request.url(),
      body: request.postDataBuffer() ?? Buffer.alloc(0),
      fromSignInPage: signInPage(request),
    });
  context.on('request', onRequest);
  const socketUrls: string[] = [];
  page.on('websocket', (socket) => {
    socketUrls.push(socket.url());
    socket.on('framesent', (frame) => frames.push(String(frame.payload)));
  });

  const dashboard = new DashboardPage(page);
  await dashboard.signUp();
  await dashboard.connectFolder('Instagram', ARCHIVE);
  await dashboard.scan(0);
  await expect(page.getByText('All changes synced').first()).toBeVisible({ timeout: 30_000 });

  const marker = `ledger-${crypto.randomBytes(6).toString('hex')}`;
  const postText = `Off to the lake house ${marker}, call me on 0207 946 0958 or mail ${marker}@example.org`;
  const photo = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="60"><rect width="320" height="60" fill="white"/><text x="10" y="40" font-size="28" font-family="sans-serif">${marker}</text></svg>`,
        ),
        top: 90,
        left: 0,
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
  const helper = new RedactionHelper(page);
  await helper.open();
  await helper.fillText(postText);
  await helper.chooseImage({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: photo });
  await helper.analyze(180_000);
  await expect(helper.riskHeading()).toBeVisible();
  await helper.close();

  // Let the last ledger writes land, then stop listening.
  await page.waitForTimeout(500);
  context.off('request', onRequest);
  const ledger = await readLedger(page);

  // Nothing that left (address or body, frames too) holds the archive, the text or the photo.
  const outgoing = [...sent.map((r) => `${r.url}\n${r.body.toString('latin1')}`), ...frames].join(
    '\n',
  );
  expect(outgoing).not.toContain(marker);
  expect(outgoing).not.toContain('0207 946 0958');
  const leaked = archiveStrings().filter((value) => outgoing.includes(value));
  expect(leaked).toEqual([]);
  // Slices from across the photo (past its header), as bytes and as base64 at every alignment.
  for (let at = 0.2; at < 1; at += 0.2) {
    const start = Math.floor(photo.length * at);
    const slice = photo.subarray(start, start + 48);
    expect(sent.some((r) => r.body.includes(slice))).toBe(false);
    for (const shift of [0, 1, 2]) {
      const encoded = slice.subarray(shift, shift + 45).toString('base64');
      expect(outgoing).not.toContain(encoded);
    }
  }

  // The ledger names every request that carried something to our server, with the same size,
  // and every WebSocket frame the page sent.
  const withBody = (method: string) => !['GET', 'HEAD', 'WS'].includes(method);
  const browserSaw = sent
    .filter((r) => new URL(r.url).host === origin && withBody(r.method) && !r.fromSignInPage)
    .map((r) => `${r.method} ${pathWithKeys(r.url)} ${r.body.length}`)
    .sort();
  const ledgerSaw = ledger
    .filter((e) => e.host === origin && withBody(e.method))
    .map((e) => `${e.method} ${e.path} ${e.bytesSent}`)
    .sort();
  expect(ledgerSaw).toEqual(browserSaw);
  expect(browserSaw.length).toBeGreaterThan(2);
  const ledgerFrames = ledger.filter((e) => e.method === 'WS').map((e) => e.bytesSent);
  expect(ledgerFrames.sort()).toEqual(frames.map((f) => Buffer.byteLength(f)).sort());
  // Every API read and socket the browser opened is in the ledger too.
  const apiReads = (list: string[]) => [...new Set(list)].sort();
  expect(
    apiReads(
      ledger.filter((e) => e.method === 'GET' && e.path.startsWith('/api/')).map((e) => e.path),
    ),
  ).toEqual(
    apiReads([
      ...socketUrls.map(pathWithKeys),
      ...sent
        .filter(
          (r) =>
            r.method === 'GET' && new URL(r.url).pathname.startsWith('/api/') && !r.fromSignInPage,
        )
        .map((r) => pathWithKeys(r.url)),
    ]),
  );

  // Settings shows the ledger: totals per purpose and a filter.
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const totals = dialog.getByRole('region', { name: 'Totals per purpose' });
  await expect(
    totals.getByRole('cell', { name: /^sync \d+ (scan|finding)s?$/ }).first(),
  ).toBeVisible();
  await dialog.getByLabel('Show requests for').selectOption('page view');
  const requests = dialog.getByRole('region', { name: 'Requests' }).locator('tbody tr');
  await expect(requests.first()).toContainText('/api/analytics/');
  for (const row of await requests.all()) await expect(row).toContainText('page view');
  await page.setViewportSize({ width: 360, height: 800 });
  await dialog.getByRole('heading', { name: 'What left this device' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('ledger-360.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('ledger-desktop.png') });
});
