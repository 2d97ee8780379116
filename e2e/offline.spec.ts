// Offline: after one online visit, the installed shell loads at / and /dashboard with no network.
import { expect, test } from '@playwright/test';
import { AppPage } from './pages/AppPage.ts';

test('after one online visit the app opens at / and /dashboard offline', async ({
  page,
  context,
}) => {
  const app = new AppPage(page);
  await app.gotoLanding();
  await app.waitForServiceWorker();

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('button', { name: 'Scan My Digital Footprint' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
