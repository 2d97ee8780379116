// Connecting a platform end to end, offline, on the production build: after one online visit and
// sign-up, the network goes away; a sample X export (zipped at test time from the shared corpus)
// is imported through the card's dialog in the import's own worker, the platform shows connected
// with the export's date and counts, stays connected across an offline reload, and Disconnect
// deletes its data from IndexedDB. Another platform's export is refused with the engine's message.
// A partial export lists the file it read only in part, and its scan says "Not enough data" on the
// score cards and in the scan history.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  exportsDir,
  hasCorpora,
  readTree,
  zipBytes,
} from '../src/analysis/imports/testing/nodeFiles.ts';
import { DashboardPage } from './pages/DashboardPage.ts';
import { storedImports } from './pages/deviceImports.ts';
import { PlatformsCard } from './pages/PlatformsCard.ts';

const X_SAMPLE = 'x-twitter/milahu-twitter-milahu104';
const INSTAGRAM_SAMPLE = 'instagram/corsali-userdata-extractor';
const TIKTOK_PARTIAL_SAMPLE = 'tiktok/geekbrownbear-ytdlp4tt';
const X = 'X (Twitter)';

test.skip(!hasCorpora(), 'needs the shared export corpus (../shared/corpora)');

async function signUpOnline(page: Page): Promise<void> {
  await new DashboardPage(page).signUp();
}

/** axe over the Connected Platforms card and any dialog it opened (the rest has its own specs). */
async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include('article[aria-labelledby="platforms-title"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('offline: import an X export, see it connected with its counts, reload, disconnect', async ({
  page,
  context,
}) => {
  const card = new PlatformsCard(page);
  await signUpOnline(page);
  for (const name of ['Google', 'Instagram', 'TikTok', 'LinkedIn', 'Facebook', X]) {
    await expect(card.row(name)).toContainText('Not connected');
  }

  await context.setOffline(true);
  try {
    // Keyboard: the dialog takes focus, Escape closes it and focus returns to Connect.
    const connect = card.row(X).getByRole('button', { name: `Connect ${X}` });
    await connect.focus();
    await page.keyboard.press('Enter');
    await expect(card.importDialog(X)).toBeVisible();
    await expect(card.importDialog(X).locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(card.importDialog(X)).toBeHidden();
    await expect(connect).toBeFocused();

    const dialog = await card.openImport(X);
    await expect(
      dialog.getByRole('link', { name: /Open X \(Twitter\)’s export page/ }),
    ).toHaveAttribute('href', 'https://x.com/settings/download_your_data');
    await expectNoAxeViolations(page);
    await card.importZip(
      X,
      'twitter-2026-03-06-sample.zip',
      Buffer.from(zipBytes(readTree(exportsDir(X_SAMPLE)))),
    );

    const row = card.row(X);
    await expect(row.getByText('Connected', { exact: true })).toBeVisible();
    await expect(row).toContainText('Export of Mar 6, 2026');
    await expect(row).toContainText('twitter-2026-03-06-sample.zip');
    await expect(row).toContainText(
      '3 posts · 6 logins · 3 devices · 1 connected app · 3 followers · 3 accounts followed',
    );
    await expect(
      page.getByRole('alert').filter({ hasText: 'X (Twitter) connected' }),
    ).toBeVisible();
    expect(Object.keys((await storedImports(page)).posts).length).toBe(1);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByText('Welcome back')).toBeVisible();
    await expect(card.row(X).getByText('Connected', { exact: true })).toBeVisible();
    await expect(card.row(X)).toContainText('3 posts');
    await expect(card.row('Google')).toContainText('Not connected');

    await card.disconnect(X);
    await expect(card.row(X)).toContainText('Not connected');
    await expect(card.row(X).getByRole('button', { name: `Connect ${X}` })).toBeVisible();
    expect(Object.keys((await storedImports(page)).posts).length).toBe(0);
  } finally {
    await context.setOffline(false);
  }
});

test('another platform’s export is refused with the engine’s message, in a toast and in the card, and never replaces connected data', async ({
  page,
  context,
}) => {
  const card = new PlatformsCard(page);
  await signUpOnline(page);
  await context.setOffline(true);
  try {
    await card.openImport(X);
    await card.importFolder(X, exportsDir(INSTAGRAM_SAMPLE));
    const message =
      'This is an export from Instagram, not from X (Twitter). Import it as Instagram.';
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    const row = card.row(X);
    await expect(row.getByText('Import failed', { exact: true })).toBeVisible();
    await expect(row).toContainText(message);
    expect(Object.keys((await storedImports(page)).posts).length).toBe(0);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });

    // Retry starts from the reason, and the right export, dropped on the dialog, then connects.
    const dialog = await card.openImport(X, 'Retry');
    await expect(dialog).toContainText(`Last attempt: ${message}`);
    await card.dropZip(X, 'twitter.zip', Buffer.from(zipBytes(readTree(exportsDir(X_SAMPLE)))));
    await expect(card.row(X).getByText('Connected', { exact: true })).toBeVisible();
    await expect(card.row(X)).toContainText('3 posts');

    // A wrong export offered as an update is refused and the connected data stays.
    const update = await card.openImport(X, 'Update');
    await expect(update).toContainText('Your current X (Twitter) data stays');
    await card.importFolder(X, exportsDir(INSTAGRAM_SAMPLE));
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your earlier X (Twitter) data is kept.' }),
    ).toBeVisible();
    await expect(card.row(X).getByText('Connected', { exact: true })).toBeVisible();
    await expect(card.row(X)).toContainText('3 posts');
    expect(Object.keys((await storedImports(page)).posts).length).toBe(1);
  } finally {
    await context.setOffline(false);
  }
});

test('a partial export with a repaired file: the row lists what was not read fully, and the scan shows "Not enough data" instead of 100', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const card = new PlatformsCard(page);
  const dashboard = new DashboardPage(page);
  await signUpOnline(page);
  // One section of a TikTok export, with one stray comma in it.
  await card.openImport('TikTok');
  await card.importZip(
    'TikTok',
    'tiktok-data.zip',
    Buffer.from(zipBytes(readTree(exportsDir(TIKTOK_PARTIAL_SAMPLE)))),
  );
  const row = card.row('TikTok');
  await expect(row.getByText('Connected', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('1 login');
  const unread = row.getByText('1 file of this export was read only in part');
  await expect(unread).toBeVisible();
  await unread.click();
  await expect(row).toContainText('user_data_tiktok.json');
  await expect(row).toContainText(/not valid JSON .*Footprint repaired it/);
  await expectNoAxeViolations(page);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await row.screenshot({ path: testInfo.outputPath(`unread-files-${width}.png`) });
  }

  await dashboard.scan(0);
  const identity = dashboard.scoreCard('Identity');
  await expect(identity).toContainText('Not enough data');
  await expect(identity).not.toContainText('/100');
  await expect(identity).toContainText(/0 of \d+ checks could run/);
  await identity.getByText('How to get a fuller export').click();
  await expect(identity).toContainText('TikTok: Settings › Account › Download your data');
  // Fewer than half of all checks ran: the overall score is no all-clear either, here or in the
  // scan history.
  const overall = dashboard.scoreCard('Overall Score');
  await expect(overall).toContainText('Not enough data');
  await expect(overall).not.toContainText('/100');
  await expect(overall).toContainText(/\d+ of \d+ checks could run/);
  const history = page.getByRole('region', { name: 'Scan history table' });
  await expect(history.locator('td[data-label="Overall"]').first()).toHaveText('Not enough data');
  await expect(history.locator('td[data-label="Identity"]').first()).toHaveText('Not enough data');
  const axe = await new AxeBuilder({ page })
    .include('.score-cards')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator('.score-cards').screenshot({
      path: testInfo.outputPath(`not-enough-data-${width}.png`),
    });
    await page.locator('.scan-history').screenshot({
      path: testInfo.outputPath(`not-enough-data-history-${width}.png`),
    });
  }
});
