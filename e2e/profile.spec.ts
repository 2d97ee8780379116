// The public profile check from the dashboard: the app reads a profile page through the server's
// data service (a page served on loopback stands in for a platform) and lists what a stranger
// can read on it; offline, the check is disabled and says why. With an export connected, the card
// suggests the accounts it names and marks what the page shows that the export holds too (the
// facts come from the connected-data worker, which reads the exports off the page's thread).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { exportsDir, hasCorpora } from '../src/analysis/imports/testing/nodeFiles.ts';
import { AppPage } from './pages/AppPage.ts';
import { DashboardPage } from './pages/DashboardPage.ts';

let profileServer: http.Server;
let profileOrigin: string;

test.beforeAll(async () => {
  profileServer = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      request.url === '/milahu104'
        ? // The sample X export's account: its email, and someone else's.
          '<html><head><title>milahu (@milahu104)</title></head><body><main>' +
            '<p>Write to user1@example.com or to press@example.org</p></main></body></html>'
        : '<html><head><title>Jane Doe (@jane_doe)</title>' +
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

test('with an X export connected, suggests its accounts and marks the details the export holds', async ({
  page,
}) => {
  test.skip(!hasCorpora(), 'needs the shared export samples');
  const app = new AppPage(page);
  app.watchForProblems();
  const dashboard = new DashboardPage(page);
  await dashboard.signUp();
  const card = page.getByRole('article', { name: 'Public Profile Check' });
  await expect(card.getByRole('group', { name: 'Your accounts from your exports' })).toHaveCount(0);

  await dashboard.connectFolder('X (Twitter)', exportsDir('x-twitter/milahu-twitter-milahu104'));
  const accounts = card.getByRole('group', { name: 'Your accounts from your exports' });
  await expect(accounts.getByRole('button')).toHaveText([
    'Check x.com/milahu104',
    'Check x.com/HauthMilan34580',
  ]);

  await card.getByLabel('Public profile address').fill(`${profileOrigin}/milahu104`);
  await card.getByRole('button', { name: 'Check what strangers see' }).click();
  const emails = card
    .getByRole('region', { name: /What strangers see on/ })
    .getByRole('listitem')
    .filter({ hasText: 'Email address' });
  await expect(emails).toHaveCount(2);
  await expect(emails.filter({ hasText: 'user1@example.com' })).toContainText(
    '(yours, per your exports)',
  );
  await expect(emails.filter({ hasText: 'press@example.org' })).not.toContainText('yours');
  expect(app.problems).toEqual([]);
});
