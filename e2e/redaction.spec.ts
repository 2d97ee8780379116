// The Redaction Helper end to end on the production build. After one online visit (sign-up and a
// first image check, which fetches the models and WASM once and caches them), the network goes
// away and everything else happens offline: a post's text is highlighted and redacted, a photo's
// GPS position is flagged and gone from the downloaded safe copy (read back with exifr), a phone
// number on a card in the photo is read and boxed, a face chosen to be blurred is blurred in it, and bad images are refused with the engine's message
// while the modal keeps working.
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import exifr from 'exifr';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { corporaDir } from '../src/analysis/image/testing/corpora.ts';
import { embedInJpeg } from '../src/analysis/image/testing/fixtures.ts';
import { IMAGE_INPUT_MESSAGES } from '../src/analysis/image/messages.ts';
import { DashboardPage } from './pages/DashboardPage.ts';
import { RedactionHelper } from './pages/RedactionHelper.ts';

const CORPORA = corporaDir();
/** Two people photographed close up (dlib's face examples, from PASCAL VOC). */
const FACES_PHOTO = CORPORA && path.join(CORPORA, 'images/dlib-faces/2008_001009.jpg');
const PLACE = { lat: 48.858244, lon: 2.294527 };

test.skip(!FACES_PHOTO || !fs.existsSync(FACES_PHOTO), 'needs ../shared/corpora/images');
// The first check loads Human, zxing and Tesseract (about 20 MB) on a shared machine.
test.setTimeout(180_000);

/**
 * The corpus photo with a phone number on a card held up at the bottom, and a camera's GPS
 * position, make, model and serial number written in.
 */
async function photoWithGps(): Promise<Buffer> {
  const card = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="330" height="46"><rect width="330" height="46" fill="white"/>' +
      '<text x="10" y="33" font-family="sans-serif" font-size="26" fill="black">Call 0207 946 0958</text></svg>',
  );
  const jpeg = await sharp(fs.readFileSync(FACES_PHOTO!))
    .composite([{ input: await sharp(card).png().toBuffer(), left: 15, top: 420 }])
    .jpeg({ quality: 92 })
    .toBuffer();
  return Buffer.from(
    embedInJpeg(new Uint8Array(jpeg), {
      exif: {
        make: 'Canon',
        model: 'EOS 5D',
        serial: '0420100437',
        capturedAt: '2024:06:01 14:03:22',
        gps: PLACE,
      },
    }),
  );
}

async function signUpOnline(page: Page): Promise<void> {
  await new DashboardPage(page).signUp();
}

/** axe over the modal with its results, boxes and region choices. */
async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include('.redaction-modal')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

async function rgb(bytes: Buffer | Uint8Array) {
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

type Rgb = Awaited<ReturnType<typeof rgb>>;
type Area = { x: number; y: number; width: number; height: number };

/** Mean absolute difference per channel between two pictures inside an area. */
function meanDifference(a: Rgb, b: Rgb, area: Area): number {
  let sum = 0;
  let count = 0;
  for (let y = area.y; y < area.y + area.height; y++)
    for (let x = area.x; x < area.x + area.width; x++)
      for (let c = 0; c < 3; c++, count++) {
        const i = (y * a.width + x) * 3 + c;
        sum += Math.abs(a.data[i]! - b.data[i]!);
      }
  return sum / count;
}

/** How much neighbouring pixels differ inside an area: blurring lowers it. */
function sharpness(image: Rgb, area: Area): number {
  let sum = 0;
  let count = 0;
  for (let y = area.y; y < area.y + area.height; y++)
    for (let x = area.x + 1; x < area.x + area.width; x++, count++) {
      const i = (y * image.width + x) * 3;
      sum += Math.abs(image.data[i + 1]! - image.data[i - 2]!);
    }
  return sum / count;
}

test('offline, a post is highlighted and redacted, a photo’s GPS is flagged and removed from the safe copy, and a chosen face is blurred', async ({
  page,
  context,
}) => {
  const helper = new RedactionHelper(page);
  const photo = await photoWithGps();
  await signUpOnline(page);

  // First image check online: the models and WASM are fetched once and cached.
  await helper.open();
  await helper.chooseImage({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: photo });
  await helper.dialog.getByRole('button', { name: 'Analyze for Risks' }).click();
  await expect(helper.dialog.getByRole('status')).toContainText('first time only');
  await helper.waitForAnalysis(150_000);
  await expect(helper.riskHeading()).toBeVisible();
  await expect(helper.dialog.getByText(/^Not checked:/)).toHaveCount(0);
  await helper.close();

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByText('Welcome back')).toBeVisible();
    await helper.open();

    // Text: spans highlighted, a redacted copy without them.
    await helper.fillText('Text me on +1 415 555 0134 or write to jane.doe@example.com');
    await helper.analyze();
    await expect(helper.riskHeading()).toBeVisible();
    const highlighted = page.getByTestId('highlighted-text');
    await expect(highlighted.locator('mark', { hasText: 'jane.doe@example.com' })).toBeVisible();
    await expect(highlighted.locator('mark', { hasText: '415 555 0134' })).toBeVisible();
    const redacted = await helper.dialog.getByLabel('Redacted version').inputValue();
    expect(redacted).not.toContain('jane.doe@example.com');
    expect(redacted).not.toContain('555 0134');
    const textWarnings = await helper.warnings().count();

    // Image and text together: one list, the GPS warning first among the image's.
    await helper.chooseImage({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: photo });
    await helper.analyze();
    await expect(helper.warnings().filter({ hasText: 'GPS position' })).toHaveCount(1);
    const gpsWarning = helper.warnings().filter({ hasText: 'GPS position' });
    await expect(gpsWarning.getByText('high', { exact: true })).toBeVisible();
    await expect(gpsWarning).toContainText('48.85824, 2.29453');
    await expect(gpsWarning.getByRole('img', { name: 'location risk' })).toBeVisible();
    await expect(helper.warnings().filter({ hasText: '0420100437' })).toHaveCount(1);
    // The phone number on the card, read from the picture by OCR and classified by the text engine.
    await expect(helper.warnings().filter({ hasText: 'In the image' }).first()).toBeVisible();
    await expect(helper.regionBox('Phone number')).toBeVisible();
    expect(await helper.warnings().count()).toBeGreaterThan(textWarnings);
    await expect(helper.riskHeading()).toContainText(String(await helper.warnings().count()));
    await expect(helper.dialog.getByText('Review Complete')).toBeVisible();
    // Faces, codes and text in the picture were all checked offline (nothing skipped).
    await expect(helper.dialog.getByText(/^Not checked:/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Every region starts hidden; leave them all visible: the copy is only stripped.
    await expect(helper.regionBox('Face 1')).toHaveAttribute('aria-pressed', 'true');
    await expect(helper.regionBox('Face 2')).toBeVisible();
    await helper.leaveAllRegionsVisible();
    await expect(helper.regionBox('Face 1')).toHaveAttribute('aria-pressed', 'false');
    const stripped = fs.readFileSync(await (await helper.downloadSafeCopy()).path());
    expect(await exifr.gps(stripped).catch(() => undefined)).toBeUndefined();
    expect(await exifr.parse(stripped).catch(() => undefined)).toBeUndefined();
    const original = await rgb(photo);
    expect((await rgb(stripped)).data.equals(original.data)).toBe(true);

    // Toggle the first face on its box: blurred in the copy, the rest of the picture kept.
    await helper.regionBox('Face 1').click();
    await expect(helper.regionBox('Face 1')).toHaveAttribute('aria-pressed', 'true');
    const download = await helper.downloadSafeCopy();
    expect(download.suggestedFilename()).toBe('holiday-safe.jpg');
    const copyBytes = fs.readFileSync(await download.path());
    expect(await exifr.gps(copyBytes).catch(() => undefined)).toBeUndefined();
    const copy = await rgb(copyBytes);
    expect([copy.width, copy.height]).toEqual([original.width, original.height]);
    const face = await helper.regionPixels('Face 1', original.width, original.height);
    const faceTwo = await helper.regionPixels('Face 2', original.width, original.height);
    const elsewhere = { x: original.width - 60, y: 0, width: 60, height: 60 };
    expect(faceTwo.y > face.y + face.height || face.y > faceTwo.y + faceTwo.height).toBe(true);
    expect(sharpness(copy, face)).toBeLessThan(sharpness(original, face) * 0.6);
    expect(meanDifference(copy, original, face)).toBeGreaterThan(
      4 * meanDifference(copy, original, faceTwo),
    );
    expect(meanDifference(copy, original, elsewhere)).toBeLessThan(3);
  } finally {
    await context.setOffline(false);
  }
});

test('bad images are refused with a clear message and the helper keeps working', async ({
  page,
}) => {
  const helper = new RedactionHelper(page);
  await signUpOnline(page);
  await helper.open();

  const plain = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#88aacc' } });
  const jpeg = await plain(320, 240).jpeg().toBuffer();
  // A PNG header claiming 100,000 × 100,000 pixels: refused before anything is decoded.
  const bomb = await plain(16, 16).png().toBuffer();
  bomb.writeUInt32BE(100_000, 16);
  bomb.writeUInt32BE(100_000, 20);
  const cases: [name: string, type: string, bytes: Buffer, message: string][] = [
    ['notes.jpg', 'image/jpeg', Buffer.from('just some notes, not a picture'), 'not-an-image'],
    ['cut.jpg', 'image/jpeg', jpeg.subarray(0, 40), 'truncated'],
    ['huge.png', 'image/png', bomb, 'too-many-pixels'],
  ];
  for (const [name, type, bytes, problem] of cases) {
    await helper.chooseImage({ name, mimeType: type, buffer: bytes });
    await helper.analyze();
    await expect(helper.alert()).toContainText(
      IMAGE_INPUT_MESSAGES[problem as keyof typeof IMAGE_INPUT_MESSAGES],
    );
    await helper.removeImage();
  }
  // Over 50 MB (Playwright takes files that large only from disk).
  const poster = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'footprint-e2e-')), 'poster.jpg');
  fs.writeFileSync(poster, Buffer.concat([jpeg, Buffer.alloc(51 * 1024 * 1024)]));
  try {
    await helper.chooseImage(poster);
    await helper.analyze();
    await expect(helper.alert()).toContainText(IMAGE_INPUT_MESSAGES['too-large']);
    await helper.removeImage();
  } finally {
    fs.rmSync(path.dirname(poster), { recursive: true, force: true });
  }

  // Cut in its picture data: the metadata is checked and the page says why the rest was not.
  await helper.chooseImage({
    name: 'half.jpg',
    mimeType: 'image/jpeg',
    buffer: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
  });
  await helper.analyze();
  await expect(helper.dialog.getByText(/picture data is incomplete/)).toBeVisible();
  await helper.removeImage();

  // The same modal still checks a good picture afterwards.
  await helper.chooseImage({ name: 'fine.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await helper.analyze(150_000);
  await expect(helper.alert()).toHaveCount(0);
  await expect(helper.dialog.getByText('No obvious risks detected')).toBeVisible();
  await expect(helper.dialog.getByRole('button', { name: 'Download Safe Copy' })).toBeVisible();
});

test('where the browser can share files, Share Safe Copy hands over the safe copy, without GPS', async ({
  page,
}) => {
  // Headless Chromium on Linux has no share sheet; this stands in for the system's, and keeps
  // what the page handed to it.
  await page.addInitScript(() => {
    const shared: File[] = [];
    Object.assign(window, { sharedFiles: shared });
    Object.assign(navigator, {
      canShare: (data: ShareData) => (data.files?.length ?? 0) > 0,
      share: async (data: ShareData) => {
        shared.push(...(data.files ?? []));
      },
    });
  });
  const helper = new RedactionHelper(page);
  await signUpOnline(page);
  await helper.open();
  await helper.chooseImage({
    name: 'holiday.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoWithGps(),
  });
  await helper.analyze(150_000);
  await helper.dialog.getByRole('button', { name: 'Share Safe Copy' }).click();
  await page.waitForFunction(
    () => (window as unknown as { sharedFiles: File[] }).sharedFiles.length === 1,
  );
  const file = await page.evaluate(async () => {
    const [shared] = (window as unknown as { sharedFiles: File[] }).sharedFiles;
    return {
      name: shared!.name,
      type: shared!.type,
      bytes: Array.from(new Uint8Array(await shared!.arrayBuffer())),
    };
  });
  expect(file.name).toBe('holiday-safe.jpg');
  expect(file.type).toBe('image/jpeg');
  const bytes = Buffer.from(file.bytes);
  expect(await exifr.gps(bytes).catch(() => undefined)).toBeUndefined();
  expect((await rgb(bytes)).width).toBe(360);
});
