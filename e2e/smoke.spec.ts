// Smoke: the landing page and the dashboard render with no console error and no failed request.
import { expect, test } from '@playwright/test';
import { AppPage } from './pages/AppPage.ts';

test('landing → dashboard renders with no console error or failed request', async ({ page }) => {
  const app = new AppPage(page);
  app.watchForProblems();
  await app.gotoLanding();
  await expect(
    page.getByText(
      'Scan your social media presence across platforms and discover privacy risks before bad actors do.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scan My Digital Footprint' })).toBeVisible();
  for (const area of ['Privacy Exposure', 'Security Risks', 'Identity Threats']) {
    await expect(page.getByRole('heading', { name: area })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByText('Please sign in to access your dashboard')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(app.problems).toEqual([]);
});

test('an unknown path redirects to the landing page, replacing the history entry', async ({
  page,
}) => {
  await page.goto('/');
  await page.goto('/nope');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  // /nope was replaced by /, so going back leaves the app's second entry entirely.
  await expect(page).not.toHaveURL(/\/nope$/);
});

test('the web app manifest makes the app installable', async ({ page, request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: 'Digital Footprint Analyzer',
    short_name: 'Footprint',
    display: 'standalone',
    start_url: '/',
  });
  const icons = manifest.icons as { sizes: string; purpose?: string }[];
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    /manifest\.webmanifest/,
  );
});
