// Deleting a scan from the history, on the production build and the real server: confirmed in a
// dialog, gone from this device, from the account (read back through the REST API) and from the
// same person's other device, which is told through realtime.
import { expect, test, type Page } from '@playwright/test';
import { exportsDir, hasCorpora } from '../src/analysis/imports/testing/nodeFiles.ts';
import { AppPage } from './pages/AppPage.ts';
import { DashboardPage, E2E_PASSWORD } from './pages/DashboardPage.ts';
import { HostedLoginPage } from './pages/HostedLoginPage.ts';

const REST = '/api/db/footprint/rest/v1';

test.skip(!hasCorpora(), 'needs the shared export samples');

async function serverScanIds(page: Page): Promise<string[]> {
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('footprint.auth')!) as { accessToken: string }).accessToken,
  );
  const response = await page.request.get(`${REST}/footprint_scans?select=id`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }[]).map((row) => row.id);
}

test('a scan deleted from the history is gone here, on the account and on the other device', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const dashboard = new DashboardPage(page);
  const email = await dashboard.signUp();
  await dashboard.connectFolder('Instagram', exportsDir('instagram/corsali-userdata-extractor'));
  await dashboard.scan(0);
  await dashboard.scan(1);
  await expect(page.getByText('All changes synced')).toBeVisible({ timeout: 30_000 });
  expect(await serverScanIds(page)).toHaveLength(2);

  // The same person on another device (its own storage), which pulls the latest scan.
  const laptopContext = await browser.newContext();
  const laptop = await laptopContext.newPage();
  await new AppPage(laptop).gotoLanding();
  await laptop.getByRole('button', { name: 'Scan My Digital Footprint' }).click();
  await new HostedLoginPage(laptop).signIn(email, E2E_PASSWORD);
  await expect(laptop.getByText('Welcome back')).toBeVisible();
  const laptopDashboard = new DashboardPage(laptop);
  await expect(laptopDashboard.historyRows()).toHaveCount(1, { timeout: 30_000 });
  // The two scans may share their minute, so a scan is told apart by its Delete button's name,
  // which carries the time to the second.
  const latest = (await laptopDashboard
    .historyRows()
    .first()
    .getByRole('button', { name: /^Delete the scan of / })
    .getAttribute('aria-label'))!;

  // Delete the newest scan (the one the laptop has) from the phone's history.
  await page.getByRole('button', { name: latest, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this scan?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete scan' }).click();
  await expect(dashboard.historyRows()).toHaveCount(1);
  await expect(page.getByText('All changes synced')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => serverScanIds(page)).toHaveLength(1);

  // The laptop hears of it and drops its copy without a reload (and pulls the scan that is now
  // the latest).
  await expect(laptop.getByRole('button', { name: latest, exact: true })).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(laptopDashboard.historyRows()).toHaveCount(1);
  await laptopContext.close();
});
