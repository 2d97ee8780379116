// "Where your usernames are public" for a new user with no export: they type a username and, well
// within the check's deadline, see the accounts found (linked, by category), the sites without
// one, and the sites that could not be checked (one never answers, one shows a firewall page),
// each set apart; then a scan counts the accounts in the identity score. Offline, the check is
// disabled and says why.
import type http from 'node:http';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { E2E_USERNAME, startUsernameSiteServer } from './fixtures/usernameSites.ts';
import { E2E_USERNAME_SITES_PORT } from '../playwright.config.ts';
import { AppPage } from './pages/AppPage.ts';
import { DashboardPage } from './pages/DashboardPage.ts';

let sites: http.Server;

test.beforeAll(async () => {
  sites = await startUsernameSiteServer(E2E_USERNAME_SITES_PORT);
});

test.afterAll(async () => {
  sites.closeAllConnections();
  await new Promise((resolve) => sites.close(resolve));
});

test('a new user types a username and sees found, not found and couldn’t check within the deadline', async ({
  page,
  context,
}) => {
  const app = new AppPage(page);
  app.watchForProblems();
  await new DashboardPage(page).signUp();

  const card = page.getByRole('article', { name: 'Where your usernames are public' });
  await expect(card.getByRole('link', { name: 'WhatsMyName' })).toBeVisible();
  await card.getByLabel('Username').fill(E2E_USERNAME);
  const started = Date.now();
  await card.getByRole('button', { name: 'Check where it is public' }).click();
  // The quick sites are listed while the silent one is still being waited for.
  await expect(card.getByRole('link', { name: 'Chirper' })).toBeVisible();
  await expect(card.getByText(/of 6 sites checked/)).toBeVisible();

  await expect(card.getByText(/Checked .*Run a scan to count these results/)).toBeVisible({
    timeout: 15_000,
  });
  expect(Date.now() - started).toBeLessThan(15_000);
  await expect(
    card.getByRole('heading', { name: `${E2E_USERNAME}: found on 3 sites` }),
  ).toBeVisible();
  await expect(card.getByRole('list', { name: 'Found in Social' }).getByRole('link')).toHaveText([
    'Chirper',
  ]);
  await expect(
    card.getByRole('list', { name: 'Found in Dating' }).getByRole('link'),
  ).toHaveAttribute('href', `http://127.0.0.1:${E2E_USERNAME_SITES_PORT}/dating/${E2E_USERNAME}`);
  await expect(card.getByText('Not found on 1 site', { exact: true })).toBeVisible();
  await card.getByText('Couldn’t check 2 sites').click();
  await expect(card.getByRole('list', { name: 'Couldn’t check' }).getByRole('listitem')).toHaveText(
    ['Slowforum', 'Walledshop (the site’s firewall refused)'],
  );

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const results = await new AxeBuilder({ page })
      .include('article[aria-labelledby]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  }

  // With no export at all, the next scan counts the accounts found.
  await page.getByRole('button', { name: /Scan My Digital Footprint/ }).click();
  await expect(page.getByText('Scan complete: your report is ready.')).toBeVisible({
    timeout: 30_000,
  });
  // The username checks ran on real data, so the identity score rests on them (not "not enough
  // data"), while privacy and security, which only exports feed, say they have too little.
  await expect(page.getByRole('progressbar', { name: 'Identity 82 out of 100' })).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Privacy score' }).getByText('Not enough data'),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'identity 2' }).click();
  const report = page.getByRole('article', { name: 'Risk Report' });
  await expect(report.getByText('Your username is on 1 dating site')).toBeVisible();
  await expect(report.getByText('Your username is public on 3 sites')).toBeVisible();

  await context.setOffline(true);
  await expect(card.getByRole('button', { name: 'Check where it is public' })).toBeDisabled();
  await expect(
    card.getByText('You are offline. Checking where a username is public needs a connection.'),
  ).toBeVisible();
  await context.setOffline(false);
  expect(app.problems).toEqual([]);
});
