// Web Share Target on the production build: the manifest declares the share target, and a photo
// posted to it as multipart form data (what a phone's share sheet sends) opens the Redaction
// Helper with that photo, whose check runs and flags its GPS position — offline too, and signed
// out, since the helper runs on the device.
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { embedInJpeg } from '../src/analysis/image/testing/fixtures.ts';
import { AppPage } from './pages/AppPage.ts';
import { RedactionHelper } from './pages/RedactionHelper.ts';

// The first image check loads the image models on a shared machine.
test.setTimeout(180_000);

async function photoWithGps(): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 90, g: 140, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  return Buffer.from(
    embedInJpeg(new Uint8Array(jpeg), { exif: { gps: { lat: 48.858244, lon: 2.294527 } } }),
  );
}

/** Submits a multipart form to the share target from the page, as the share sheet does. */
async function share(page: Page, photo: Buffer, text: string): Promise<void> {
  await page.evaluate(
    ({ bytes, draft }) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = '/share-target';
      form.enctype = 'multipart/form-data';
      const input = document.createElement('input');
      input.type = 'file';
      input.name = 'media';
      const files = new DataTransfer();
      files.items.add(new File([new Uint8Array(bytes)], 'shared.jpg', { type: 'image/jpeg' }));
      input.files = files.files;
      const field = document.createElement('input');
      field.name = 'text';
      field.value = draft;
      form.append(input, field);
      document.body.append(form);
      form.submit();
    },
    { bytes: [...photo], draft: text },
  );
}

test('the manifest declares a share target for photos and drafts', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    share_target?: { action: string; method: string; enctype: string; params: unknown };
  };
  expect(manifest.share_target).toMatchObject({
    action: '/share-target',
    method: 'POST',
    enctype: 'multipart/form-data',
    params: { files: [{ name: 'media', accept: ['image/*', 'text/plain'] }] },
  });
});

test('a shared photo opens the Redaction Helper and is checked, signed out, online then offline', async ({
  page,
  context,
}) => {
  const app = new AppPage(page);
  await app.gotoLanding();
  await app.waitForServiceWorker();
  const photo = await photoWithGps();
  // The first check fetches the image models once; the second runs with the network gone.
  for (const offline of [false, true]) {
    if (offline) {
      await page.goto('/');
      await context.setOffline(true);
    }
    await share(page, photo, `Off to the beach all week! (${offline ? 'offline' : 'online'})`);
    await expect(page).toHaveURL(/\/redact\?shared=1$/);
    const helper = new RedactionHelper(page);
    await expect(helper.dialog).toBeVisible();
    await expect(helper.dialog.getByLabel('Post Content')).toHaveValue(
      `Off to the beach all week! (${offline ? 'offline' : 'online'})`,
    );
    await expect(helper.dialog.getByRole('button', { name: 'Remove Image' })).toBeVisible();
    await helper.analyze(150_000);
    await expect(helper.warnings().filter({ hasText: 'GPS position' })).toHaveCount(1);
  }
  await context.setOffline(false);
});
