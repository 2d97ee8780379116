// What a finding's state says must be true, on the production build: a disconnected platform's
// findings are "not checked any more" (never "resolved") and the score deltas do not rise; a
// finding marked fixed comes back when a newer export still shows it; an older export asks before
// it replaces the connected one. Newer and older exports are copies of a shared sample with only
// the date in its manifest changed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { exportsDir, hasCorpora } from '../src/analysis/imports/testing/nodeFiles.ts';
import { DashboardPage, type Category } from './pages/DashboardPage.ts';
import { PlatformsCard } from './pages/PlatformsCard.ts';

test.skip(!hasCorpora(), 'needs the shared export samples');

const INSTAGRAM = exportsDir('instagram/corsali-userdata-extractor');
const X = exportsDir('x-twitter/milahu-twitter-milahu104');
const X_EXPORT_DATE = '2026-03-06T13:15:31.187Z';

/** A copy of the X sample whose manifest says it was generated at `date`. */
function xExportDated(date: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'footprint-x-'));
  const copy = path.join(folder, 'x-export');
  fs.cpSync(X, copy, { recursive: true });
  const manifest = path.join(copy, 'data', 'manifest.js');
  const text = fs.readFileSync(manifest, 'utf8');
  expect(text).toContain(X_EXPORT_DATE);
  fs.writeFileSync(manifest, text.replace(X_EXPORT_DATE, date));
  return copy;
}

test('disconnecting a platform and scanning again says "not checked any more", and no score rises', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dashboard = new DashboardPage(page);
  await dashboard.signUp();
  await dashboard.connectFolder('Instagram', INSTAGRAM);
  await dashboard.connectFolder('X (Twitter)', X);
  await dashboard.scan(0);

  await new PlatformsCard(page).disconnect('X (Twitter)');
  await dashboard.scan(1);

  const changes = dashboard.changes();
  const notChecked = changes.getByRole('list', { name: 'Not checked any more' });
  await expect(notChecked.getByRole('listitem').first()).toBeVisible();
  await expect(notChecked).toContainText('(X (Twitter))');
  await expect(changes.getByText('Resolved', { exact: true })).toHaveCount(0);
  const deltas = changes.getByRole('list', { name: 'Score changes' }).getByRole('listitem');
  await expect(deltas).toHaveCount(4);
  // Nothing was fixed and nothing got worse: every delta is ±0.
  for (const delta of await deltas.all()) await expect(delta).toContainText('±0');
});

test('a finding marked fixed comes back when a newer export still shows it', async ({ page }) => {
  test.setTimeout(180_000);
  const dashboard = new DashboardPage(page);
  await dashboard.signUp();
  await dashboard.connectFolder('X (Twitter)', X);
  await dashboard.scan(0);

  let marked: { category: Category; title: string } | null = null;
  for (const category of ['privacy', 'security', 'identity'] as const) {
    const panel = await dashboard.openTab(category);
    const first: Locator = dashboard.findings(panel).first();
    if ((await dashboard.findings(panel).count()) === 0) continue;
    const title = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
    await first.getByRole('button', { name: 'Mark as fixed' }).click();
    marked = { category, title };
    break;
  }
  expect(marked).not.toBeNull();
  await expect(dashboard.setAside()).toContainText(marked!.title);

  // A newer export (dated after the decision) that still shows the same problem.
  const card = new PlatformsCard(page);
  await card.openImport('X (Twitter)', 'Update');
  await card.importFolder('X (Twitter)', xExportDated('2027-01-15T10:00:00.000Z'));
  await expect(card.importDialog('X (Twitter)')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('alertdialog')).toHaveCount(0); // newer: replaced without asking
  await dashboard.scan(1);

  const panel = await dashboard.openTab(marked!.category);
  const reopened = dashboard.finding(panel, marked!.title);
  // The date is in the browser's locale.
  await expect(reopened).toContainText(
    /You marked this fixed, but it is still there in your export of (15 January 2027|January 15, 2027)\./,
  );
});

test('an older export asks before it replaces the connected one, and keeping it stores nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dashboard = new DashboardPage(page);
  await dashboard.signUp();
  await dashboard.connectFolder('X (Twitter)', X);

  const card = new PlatformsCard(page);
  await card.openImport('X (Twitter)', 'Update');
  await card.importFolder('X (Twitter)', xExportDated('2025-06-12T09:00:00.000Z'));
  const question = page.getByRole('alertdialog', {
    name: 'Replace with an older export?',
  });
  await expect(question).toBeVisible({ timeout: 30_000 });
  await expect(question).toContainText(
    'This X (Twitter) export is from 12 June 2025, older than the one on this device (6 March 2026).',
  );
  // The safe choice has the focus.
  await expect(question.getByRole('button', { name: 'Keep the one on this device' })).toBeFocused();
  await question.getByRole('button', { name: 'Keep the one on this device' }).click();
  await expect(
    page.getByText('Kept the export already on this device. Nothing from the new one was stored.'),
  ).toBeVisible();
  await expect(card.row('X (Twitter)')).toContainText('2026');
  await expect(card.row('X (Twitter)')).not.toContainText('2025');
});
