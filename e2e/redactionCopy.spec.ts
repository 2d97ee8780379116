// The Redaction Helper's redacted copy on the production build: a post that says the home is
// empty and names a child's school comes back as a copy without either, each change marked and
// undoable one at a time, with the results in view and focused after Analyze; a photo with no
// person in it gets no face region and a safe copy with every pixel as it was; and the helper
// keeps the keyboard rules of every dialog.
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { noPersonSet } from '../src/analysis/image/testing/noPersonSet.ts';
import { DashboardPage } from './pages/DashboardPage.ts';
import { RedactionHelper } from './pages/RedactionHelper.ts';

const BALI =
  "Off to Bali for 2 weeks, house empty! Call me on 07700 900123, my kid Emma starts at St Mary's Primary on Monday";

test('the copy of the Bali post has neither the empty house nor the school, and one change can be undone', async ({
  page,
}) => {
  const helper = new RedactionHelper(page);
  await new DashboardPage(page).signUp();
  await helper.open();
  await helper.fillText(BALI);
  await helper.analyze();

  // Results in view and focused, warnings first.
  const results = helper.dialog.getByLabel('Check results');
  await expect(results).toBeFocused();
  await expect(results.locator('.redaction-warning').first()).toContainText('high');

  const copy = helper.dialog.getByLabel('Redacted version');
  const redacted = await copy.inputValue();
  for (const gone of ['house empty', "St Mary's Primary", 'Emma', '07700 900123', 'Bali'])
    expect(redacted).not.toContain(gone);
  expect(redacted).toContain('Call me on');

  // Undo one change: the phone number comes back, nothing else does; redo takes it out again.
  await helper.dialog.getByRole('button', { name: 'Undo: put back “07700 900123”' }).click();
  await expect(copy).toHaveValue(/07700 900123/);
  expect(await copy.inputValue()).not.toContain('house empty');
  await helper.dialog.getByRole('button', { name: /^Redo: replace “07700 900123”/ }).click();
  await expect(copy).not.toHaveValue(/07700 900123/);

  const axe = await new AxeBuilder({ page })
    .include('.redaction-modal')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  if (process.env.SCREENSHOT_DIR) {
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/redaction-copy-desktop.png` });
    await page.setViewportSize({ width: 360, height: 740 });
    await results.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/redaction-copy-phone.png` });
  }
});

test('the helper opens on the post, keeps Tab inside and closes with Escape back to its button', async ({
  page,
}) => {
  const helper = new RedactionHelper(page);
  await new DashboardPage(page).signUp();
  await helper.open();
  await expect(helper.dialog.getByRole('heading', { name: 'Redaction Helper' })).toBeVisible();
  await expect(helper.dialog.getByLabel('Post Content')).toBeFocused();
  // Back past Close, the dialog's first control, to its last (Analyze is disabled while empty).
  await page.keyboard.press('Shift+Tab');
  await expect(helper.dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(helper.dialog.getByLabel('Image (optional)')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(helper.dialog.getByRole('button', { name: 'Close' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(helper.dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Redaction Helper' })).toBeFocused();
});

test('a photo with no person in it gets no face region and no blur in the safe copy', async ({
  page,
}) => {
  // The first image check loads the face, code and text engines on a shared machine.
  test.setTimeout(180_000);
  const set = noPersonSet();
  // A car whose grille the face detector took for a face before the face mesh had to agree;
  // without the shared corpora, a drawn lamp with two round lights under a bright disc.
  const picture =
    set.find((p) => p.name === 'openalpr-eu/test_028.jpg') ??
    set.find((p) => p.name === 'generated/lamp')!;
  const bytes = Buffer.from(await picture.load());
  const helper = new RedactionHelper(page);
  await new DashboardPage(page).signUp();
  await helper.open();
  await helper.chooseImage({ name: 'car.jpg', mimeType: 'image/jpeg', buffer: bytes });
  await helper.analyze(150_000);
  await expect(helper.dialog.getByText(/^Not checked:/)).toHaveCount(0);
  await expect(helper.dialog.getByRole('button', { name: /^Hide Face/ })).toHaveCount(0);
  await expect(helper.dialog.getByText(/face can be recognised/i)).toHaveCount(0);
  if (process.env.SCREENSHOT_DIR) {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/redaction-photo-phone.png` });
    await helper.dialog.locator('.redaction-preview').scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `${process.env.SCREENSHOT_DIR}/redaction-photo-preview-phone.png`,
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/redaction-photo-desktop.png` });
  }
  const copy = fs.readFileSync(await (await helper.downloadSafeCopy()).path());
  const pixels = async (image: Buffer) =>
    (await sharp(image).removeAlpha().raw().toBuffer()).toString('base64');
  expect(await pixels(copy)).toBe(await pixels(bytes));
});
