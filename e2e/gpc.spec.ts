// Global Privacy Control stops analytics in the real app: with navigator.globalPrivacyControl on,
// a signed-in user's visits send no analytics request at all, and Settings shows analytics off
// and locked, naming the signal and saying what analytics would send.
import { expect, test, type Request } from '@playwright/test';
import { DashboardPage } from './pages/DashboardPage.ts';

const isAnalyticsLog = (request: Request) =>
  request.method() === 'POST' && request.url().endsWith('/api/analytics/footprint/log');

test('Global Privacy Control: no analytics is sent and Settings says why', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  const logged: Request[] = [];
  page.on('request', (request) => {
    if (isAnalyticsLog(request)) logged.push(request);
  });
  const dashboard = new DashboardPage(page);
  await dashboard.signUp();
  await page.reload();
  await expect(page.getByText('Welcome back')).toBeVisible();
  // Longer than the client's 3 s batching delay: a page view would have gone by now.
  await page.waitForTimeout(3_500);
  expect(logged).toEqual([]);

  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const analytics = dialog.getByRole('checkbox', { name: 'Send usage analytics' });
  await expect(analytics).toBeDisabled();
  await expect(analytics).not.toBeChecked();
  await expect(dialog.getByText(/\(Global Privacy Control\)/)).toBeVisible();
  await expect(dialog.getByText(/Off: nothing is sent\. Each event sends/)).toBeVisible();
  await page.waitForTimeout(500);
  expect(logged).toEqual([]);
});
