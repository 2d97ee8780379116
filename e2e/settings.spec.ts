// The dashboard's Settings panel and "Email me this summary" on the production build and the real
// server: the panel is reachable from the header, passes axe in both colour schemes, keeps its
// choices on the device, follows Do Not Track, checks for an app update and shows storage
// persistence; the summary email goes to a verified address only (an unverified one is sent a
// verification link first), and offline the button says why nothing was sent.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { exportsDir, hasCorpora } from '../src/analysis/imports/testing/nodeFiles.ts';
import { DashboardPage } from './pages/DashboardPage.ts';
import { linkMailedTo } from './pages/MailFolder.ts';

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectNoAxeViolations(page: Page, colorScheme: string) {
  const results = await new AxeBuilder({ page })
    .include('.modal-card')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map(
      (v) =>
        `${colorScheme} ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(', ')}`,
    ),
  ).toEqual([]);
}

test('settings: analytics choices kept on the device, Do Not Track, update check, storage', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dashboard = new DashboardPage(page);
  await dashboard.signUp();

  let dialog = await openSettings(page);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page, colorScheme);
  }
  const analytics = dialog.getByRole('checkbox', { name: 'Send usage analytics' });
  const includeEmail = dialog.getByRole('checkbox', { name: 'Include my email in analytics' });
  await expect(analytics).toBeChecked();
  await expect(includeEmail).not.toBeChecked();
  await includeEmail.check();

  await dialog.getByRole('button', { name: 'Check for app update' }).click();
  await expect(dialog.getByText('You have the latest version.')).toBeVisible();
  await expect(
    dialog.getByText(/^(Kept: the browser promised|Not guaranteed: the browser may clear)/),
  ).toBeVisible();

  // Escape closes it and focus goes back to the header button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Settings' })).toBeFocused();

  await page.reload();
  dialog = await openSettings(page);
  await expect(
    dialog.getByRole('checkbox', { name: 'Include my email in analytics' }),
  ).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Send usage analytics' }).uncheck();
  await expect(
    dialog.getByRole('checkbox', { name: 'Include my email in analytics' }),
  ).toBeDisabled();

  // With Do Not Track on, analytics shows off and cannot be turned on.
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
  );
  await page.reload();
  dialog = await openSettings(page);
  await expect(dialog.getByRole('checkbox', { name: 'Send usage analytics' })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: 'Send usage analytics' })).not.toBeChecked();
  await expect(
    dialog.getByText(/Off because your browser asks sites not to track you/),
  ).toBeVisible();
});

test('email me this summary: verification first, then the summary; offline it says so', async ({
  page,
  context,
}) => {
  test.skip(!hasCorpora(), 'needs the shared export samples');
  test.setTimeout(180_000);
  const dashboard = new DashboardPage(page);
  const email = await dashboard.signUp();
  await dashboard.connectFolder('Instagram', exportsDir('instagram/corsali-userdata-extractor'));
  await dashboard.scan(0);
  const emailButton = page.getByRole('button', { name: 'Email me this summary' });

  await emailButton.click();
  await expect(page.getByText(/Your email address is not verified yet/)).toBeVisible();
  const link = await linkMailedTo(email);
  const verify = await context.newPage();
  await verify.goto(link);
  await expect(verify.getByText('Thank you — your email address is verified.')).toBeVisible();
  await verify.close();

  await emailButton.click();
  await expect(page.getByText(`Summary sent to ${email}.`)).toBeVisible();

  await context.setOffline(true);
  try {
    await emailButton.click();
    await expect(
      page.getByText('You are offline. Email the summary once you are back online.'),
    ).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
