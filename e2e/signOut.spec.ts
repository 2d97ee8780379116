// Sign-out with work not yet on the account, on the production build and the real server: a scan
// made offline, Sign Out, the dialog says what would be lost, "Keep on this device" signs out
// keeping it; another person signing in meanwhile neither sees nor sends it; back online, its
// owner signs in and the scan reaches their account (read back through the REST API).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { exportsDir, hasCorpora } from '../src/analysis/imports/testing/nodeFiles.ts';
import { AppPage } from './pages/AppPage.ts';
import { DashboardPage, E2E_PASSWORD } from './pages/DashboardPage.ts';
import { HostedLoginPage } from './pages/HostedLoginPage.ts';

const REST = '/api/db/footprint/rest/v1';

test.skip(!hasCorpora(), 'needs the shared export samples');

async function serverRows(page: Page, table: string): Promise<Record<string, unknown>[]> {
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('footprint.auth')!) as { accessToken: string }).accessToken,
  );
  const response = await page.request.get(`${REST}/${table}?select=*`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

async function signIn(page: Page, email: string): Promise<void> {
  const app = new AppPage(page);
  await app.gotoLanding();
  await page.getByRole('button', { name: 'Scan My Digital Footprint' }).click();
  await new HostedLoginPage(page).signIn(email, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back')).toBeVisible();
}

test('an offline scan kept at sign-out reaches its owner’s account at their next sign-in, never another’s', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const dashboard = new DashboardPage(page);
  const owner = await dashboard.signUp();
  await dashboard.connectFolder('Instagram', exportsDir('instagram/corsali-userdata-extractor'));

  await context.setOffline(true);
  await dashboard.scan(0);
  const overall = await dashboard.score('Overall Score');
  await expect(
    page.getByText(/Offline — 1 scan and its \d+ findings? saved on this device/),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    /1 scan and its \d+ findings? (is|are) not on your account yet/,
  );
  // Offline: nothing can be sent now, so no "Sync now".
  await expect(dialog.getByRole('button', { name: 'Sync now' })).toHaveCount(0);
  const keepExports = dialog.getByRole('checkbox', {
    name: 'Keep my imported export on this device',
  });
  await expect(keepExports).not.toBeChecked();
  const axe = await new AxeBuilder({ page }).include('.modal-card').analyze();
  expect(axe.violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Keep on this device and sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await context.setOffline(false);

  // Someone else signs in on this device meanwhile: nothing of the first person's shows or leaves.
  const otherPage = new DashboardPage(page);
  await otherPage.signUp();
  await expect(otherPage.historyRows()).toHaveCount(0);
  await expect(page.getByText('All changes synced')).toBeVisible({ timeout: 30_000 });
  expect(await serverRows(page, 'footprint_scans')).toEqual([]);
  // Nothing pending and no export imported: Sign Out asks nothing.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  // The owner signs in again, online: the kept scan goes to their account.
  await signIn(page, owner);
  await expect(page.getByText('All changes synced')).toBeVisible({ timeout: 30_000 });
  const scans = await serverRows(page, 'footprint_scans');
  expect(scans).toHaveLength(1);
  expect(scans[0]).toMatchObject({ scan_status: 'completed', overall_score: overall });
  const findings = await serverRows(page, 'risk_findings');
  expect(findings.length).toBeGreaterThan(0);
  expect(findings.every((finding) => finding.scan_id === scans[0]!.id)).toBe(true);
  await expect(dashboard.scoreCard('Overall Score')).toContainText(`${overall}/100`);
  // The imported export was removed at sign-out, as the dialog said.
  await expect(page.getByText('Connected', { exact: true })).toHaveCount(0);
});
