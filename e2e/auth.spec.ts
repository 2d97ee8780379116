// Auth end to end against the production build and the real server: sign-up through the hosted
// page, staying signed in across a reload, sign-out and sign-in again (in the popup the
// dashboard's "Sign In" opens in a desktop-sized tab); and staying signed in
// offline with an expired access token. The e2e server issues 20-second access tokens
// (ACCESS_TOKEN_TTL_S in playwright.config.ts) so expiry really happens during the test.
import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AppPage } from './pages/AppPage.ts';
import { HostedLoginPage } from './pages/HostedLoginPage.ts';
import { linkMailedTo } from './pages/MailFolder.ts';

const PASSWORD = 'e2e password 42';
const uniqueEmail = () => `e2e-${crypto.randomBytes(5).toString('hex')}@example.test`;

async function expectSignedInAs(page: Page, email: string): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
}

/** The stored session as the app keeps it (localStorage is the cross-tab source of truth). */
function storedSession(page: Page) {
  return page.evaluate(() => {
    const raw = localStorage.getItem('footprint.auth');
    return raw
      ? (JSON.parse(raw) as { accessToken: string; refreshToken: string; expiresAt: number })
      : null;
  });
}

test('sign up on the hosted page, stay signed in across a reload, sign out and sign in again', async ({
  page,
}) => {
  const app = new AppPage(page);
  const login = new HostedLoginPage(page);
  const email = uniqueEmail();

  await app.gotoLanding();
  await page.getByRole('button', { name: 'Scan My Digital Footprint' }).click();
  await login.expectOpen();
  await login.signUp(email, PASSWORD);

  await expectSignedInAs(page, email);
  // The tokens came in the query string and must not linger in the address bar or history.
  expect(page.url()).not.toContain('access_token');

  await page.reload();
  await expectSignedInAs(page, email);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  expect(await storedSession(page)).toBeNull();

  // On the dashboard of a desktop-sized tab, "Sign In" opens the hosted page in a popup.
  const popup = await HostedLoginPage.inPopupFrom(
    page,
    page.getByRole('button', { name: 'Sign In' }),
  );
  await popup.signIn(email, 'not the password 1');
  await expect(popup.alert()).toHaveText('Invalid email or password. Please try again.');
  await popup.signIn(email, PASSWORD);
  await expectSignedInAs(page, email);
});

test('offline with an expired access token the person stays signed in, and refreshes once back online', async ({
  page,
  context,
}) => {
  const app = new AppPage(page);
  const login = new HostedLoginPage(page);
  const email = uniqueEmail();

  await app.gotoLanding();
  await app.waitForServiceWorker();
  await page.getByRole('button', { name: 'Scan My Digital Footprint' }).click();
  await login.signUp(email, PASSWORD);
  await expectSignedInAs(page, email);
  const before = await storedSession(page);
  expect(before).not.toBeNull();

  await context.setOffline(true);
  try {
    // Wait (by polling, not sleeping) until the access token has really expired.
    await expect
      .poll(() => page.evaluate(() => Date.now()), { timeout: 30_000, intervals: [1_000] })
      .toBeGreaterThan(before!.expiresAt);
    await page.reload();
    await expectSignedInAs(page, email);
    const offline = await storedSession(page);
    expect(offline?.accessToken).toBe(before!.accessToken);
  } finally {
    await context.setOffline(false);
  }

  // Back online, the app refreshes and the new token is accepted by the server.
  await expect
    .poll(async () => (await storedSession(page))?.refreshToken, { timeout: 15_000 })
    .not.toBe(before!.refreshToken);
  const after = await storedSession(page);
  const me = await page.request.get('/api/auth/me', {
    headers: { Authorization: `Bearer ${after!.accessToken}` },
  });
  expect(me.status()).toBe(200);
  await expectSignedInAs(page, email);
});

test('the hosted login page has no accessibility violations and runs with no console error', async ({
  page,
}) => {
  const app = new AppPage(page);
  app.watchForProblems();
  const login = new HostedLoginPage(page);
  await app.gotoLanding();
  await page.getByRole('button', { name: 'Scan My Digital Footprint' }).click();
  await login.expectOpen();
  const signIn = await new AxeBuilder({ page }).analyze();
  expect(signIn.violations).toEqual([]);
  await login.panel('Sign in').getByRole('button', { name: 'Create an account' }).click();
  await expect(login.panel('Create your account')).toBeVisible();
  const signUp = await new AxeBuilder({ page }).analyze();
  expect(signUp.violations).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await new AxeBuilder({ page }).analyze();
  expect(dark.violations).toEqual([]);
  expect(app.problems).toEqual([]);
});

test('the sign-up form rates a new password as it is typed and refuses a weak one with the server’s reason', async ({
  page,
}) => {
  const app = new AppPage(page);
  const login = new HostedLoginPage(page);
  await app.gotoLanding();
  await page.getByRole('button', { name: 'Scan My Digital Footprint' }).click();
  await login.expectOpen();
  await login.panel('Sign in').getByRole('button', { name: 'Create an account' }).click();
  const form = login.panel('Create your account');
  await form.getByLabel('Email').fill(uniqueEmail());
  const password = form.getByLabel('Password', { exact: true });
  await password.fill('Password123');
  const rating = form.locator('#signup-password-strength');
  await expect(rating).toContainText('Strength: Weak.');
  await expect(rating).toContainText('commonly used password');
  await expect(form.getByRole('progressbar', { name: 'How hard it is to guess' })).toBeVisible();
  const withMeter = await new AxeBuilder({ page }).analyze();
  expect(withMeter.violations).toEqual([]);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.locator('#status')).toContainText('Password is too easy to guess.');
  await password.fill('mossy granite kettle');
  await expect(rating).toHaveText(/^Strength: (Strong|Very strong)\.$/);
});

test('a mailed sign-in link signs the person in, and a mailed reset link sets a new password', async ({
  page,
}) => {
  const app = new AppPage(page);
  const login = new HostedLoginPage(page);
  const email = uniqueEmail();

  await app.gotoLanding();
  await page.getByRole('button', { name: 'Scan My Digital Footprint' }).click();
  await login.requestMagicLink(email);
  await expect(login.alert()).toHaveText(
    'Check your inbox: the sign-in link works once, for 15 minutes.',
  );
  await page.goto(await linkMailedTo(email, 1));
  await expectSignedInAs(page, email);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  const popup = await HostedLoginPage.inPopupFrom(
    page,
    page.getByRole('button', { name: 'Sign In' }),
  );
  await popup.requestPasswordReset(email);
  await expect(popup.alert()).toHaveText(
    'If an account exists for this email, a reset link is on its way.',
  );
  await popup.page.close();
  await page.goto(await linkMailedTo(email, 2));
  await login.chooseNewPassword('a new password 7');
  await expect(login.panel('Password changed')).toBeVisible();
  await login
    .panel('Password changed')
    .getByRole('link', { name: 'Continue to Footprint' })
    .click();
  await login.signIn(email, 'a new password 7');
  await expectSignedInAs(page, email);
});
