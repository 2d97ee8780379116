// Canceling an import, offline, on the production build. A 100,000-post X archive (written at test
// time by the benchmark's generator) is imported and canceled from the keyboard while the worker
// reads it: the import's worker goes away, the row is "Not connected" again, IndexedDB holds no
// record and no data of it, and a small archive then connects. An update canceled over that
// connected platform keeps its earlier data.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { writeSyntheticXArchive } from '../scripts/fixtures/importArchives.ts';
import { DashboardPage } from './pages/DashboardPage.ts';
import { storedImports } from './pages/deviceImports.ts';
import { PlatformsCard } from './pages/PlatformsCard.ts';

const X = 'X (Twitter)';
const LARGE_POSTS = 100_000;
const SMALL_POSTS = 20;

/** The page's import workers still alive (one runs per import). */
function importWorkers(page: Page): number {
  return page.workers().filter((worker) => /importWorker/.test(worker.url())).length;
}

test('cancel a large import while it is read: nothing stored, not connected; then a small import connects and a canceled update keeps it', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const large = testInfo.outputPath('twitter-large.zip');
  const small = testInfo.outputPath('twitter-small.zip');
  writeSyntheticXArchive(large, LARGE_POSTS);
  writeSyntheticXArchive(small, SMALL_POSTS);

  const card = new PlatformsCard(page);
  await new DashboardPage(page).signUp();
  await context.setOffline(true);
  try {
    const row = card.row(X);
    await expect(row).toContainText('Not connected');

    await card.openImport(X);
    await card.importZipFile(X, large);
    await expect(row.getByText(/^Reading .+ of .+/)).toBeVisible();
    expect(importWorkers(page)).toBe(1);
    const axe = await new AxeBuilder({ page })
      .include('article[aria-labelledby="platforms-title"] .platform-list')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);

    // Keyboard: the button is reachable and focus stays on the row when it goes.
    await card.cancelImport(X).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Import canceled. Nothing from it was stored.' }),
    ).toBeVisible();
    await expect(row).toContainText('Not connected');
    await expect(row.getByRole('button', { name: `Connect ${X}` })).toBeEnabled();
    await expect(row).toBeFocused();
    await expect.poll(() => importWorkers(page)).toBe(0);
    expect(await storedImports(page)).toEqual({ records: [], posts: {} });

    await card.openImport(X);
    await card.importZipFile(X, small);
    await expect(row.getByText('Connected', { exact: true })).toBeVisible();
    await expect(row).toContainText(`${SMALL_POSTS} posts`);
    expect(await storedImports(page)).toEqual({
      records: [{ platform: 'x', status: 'ready', fileName: 'twitter-small.zip' }],
      posts: { x: SMALL_POSTS },
    });

    await card.openImport(X, 'Update');
    await card.importZipFile(X, large);
    await expect(row.getByText(/^Reading .+ of .+/)).toBeVisible();
    await card.cancelImport(X).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your earlier X (Twitter) data is kept.' }),
    ).toBeVisible();
    await expect(row.getByText('Connected', { exact: true })).toBeVisible();
    await expect(row).toContainText(`${SMALL_POSTS} posts`);
    await expect.poll(() => importWorkers(page)).toBe(0);
    expect(await storedImports(page)).toEqual({
      records: [{ platform: 'x', status: 'ready', fileName: 'twitter-small.zip' }],
      posts: { x: SMALL_POSTS },
    });
  } finally {
    await context.setOffline(false);
  }
});
