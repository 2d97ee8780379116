// The public profile check from the dashboard: the app reads a profile page through the server's
// data service (a page served on loopback stands in for a platform) and lists what a stranger
// can read on it; offline, the check is disabled and says why.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { AppPage } from './pages/AppPage.ts';
import { DashboardPage } from './pages/DashboardPage.ts';

let profileServer: http.Server;
let profileOrigin: string;

test.beforeAll(async () => {
  profileServer = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      '<html><head><title>Jane Doe (@jane_doe)</title>' +
        '<meta name="description" content="Designer. Away in Lisbon until Friday, house empty!"></head>' +
        '<body><main><p>Bookings: jane.doe@example.com</p><p>Call 020 7946 0991</p></main></body></html>',
    );
  });
  await new Promise<void>((resolve) => profileServer.listen(0, '127.0.0.1', resolve));
  profileOrigin = `http://127.0.0.1:${(profileServer.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => profileServer.close(resolve));
});

test('public profile check lists what a stranger can read, and waits for a connection offline', async ({
  page,
  context,
}) => {
  const app = new AppPage(page);
  app.watchForProblems();
  await new DashboardPage(page).signUp();

  const card = page.getByRole('article', { name: 'Public Profile Check' });
  await card.getByLabel('Public profile address').fill(`${profileOrigin}/jane_doe`);
  await card.getByRole('button', { name: 'Check what strangers see' }).click();

  const report = card.getByRole('region', { name: /What strangers see on/ });
  await expect(report.getByText('Jane Doe (@jane_doe)')).toBeVisible();
  await expect(report.getByRole('listitem')).toHaveCount(3);
  await expect(report.getByRole('listitem').filter({ hasText: 'Email address' })).toContainText(
    'jane.doe@example.com',
  );
  await expect(report.getByRole('listitem').filter({ hasText: 'Phone number' })).toContainText(
    '020 7946 0991',
  );
  await expect(report.getByText('Says you are away from home')).toBeVisible();

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const results = await new AxeBuilder({ page })
      .include('article[aria-labelledby]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  }

  await context.setOffline(true);
  await expect(card.getByRole('button', { name: 'Check what strangers see' })).toBeDisabled();
  await expect(
    card.getByText('You are offline. Checking a public profile needs a connection.'),
  ).toBeVisible();
  await context.setOffline(false);
  expect(app.problems).toEqual([]);
});
