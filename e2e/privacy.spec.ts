// The privacy page: reached from the landing page's footer and from Settings, it states what is
// kept on the device and on the server and for how long, how to export and delete, what analytics
// sends and who else is contacted — from the same constants the code uses — and passes axe in
// both colour schemes.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ANALYTICS_SENDS } from '../src/shared/analytics.ts';
import { REALTIME_MESSAGE_RETENTION_HOURS, THIRD_PARTIES } from '../src/shared/privacy.ts';
import { DashboardPage } from './pages/DashboardPage.ts';

test('the privacy page, from the landing page and from Settings', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /^Privacy/ }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  for (const name of [
    'On this device',
    'On the server (only with an account)',
    'Export and delete',
    'Analytics',
    'Who else is contacted',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByText(`${REALTIME_MESSAGE_RETENTION_HOURS} hours`)).toBeVisible();
  await expect(page.getByText(ANALYTICS_SENDS)).toBeVisible();
  const parties = page.getByRole('region', { name: 'Third parties' }).locator('tbody tr');
  await expect(parties).toHaveCount(THIRD_PARTIES.length);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations.map(
        (v) => `${colorScheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  }
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: test.info().outputPath('privacy-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('privacy-desktop.png') });

  await new DashboardPage(page).signUp();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page
    .getByRole('dialog', { name: 'Settings' })
    .getByRole('link', { name: 'How Footprint handles your data' })
    .click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeHidden();
});
