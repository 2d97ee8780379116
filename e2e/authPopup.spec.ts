// Sign-in in a popup (product-spec §7, §9): in a desktop-sized browser tab the dashboard's
// "Sign In" opens the hosted page in a popup; the person signs up there, the popup closes itself
// and the dashboard greets them in place, without the app's page being reloaded or left. Closing
// the popup instead is reported as a canceled sign-in. With an OAuth provider on another origin
// the popup keeps its opener there and back (the opener policies of our pages allow it).
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startTestServer } from '../server/test/harness.ts';
import { startOidcTestProvider } from '../server/test/oidcTestProvider.ts';
import { AppPage } from './pages/AppPage.ts';
import { E2E_PASSWORD, uniqueEmail } from './pages/DashboardPage.ts';
import { HostedLoginPage } from './pages/HostedLoginPage.ts';

async function openSignedOutDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
}

test('signs up in the popup, which closes, and the dashboard greets the person in place', async ({
  page,
}) => {
  const app = new AppPage(page);
  app.watchForProblems();
  await openSignedOutDashboard(page);
  const appNavigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) appNavigations.push(frame.url());
  });

  const login = await HostedLoginPage.inPopupFrom(
    page,
    page.getByRole('button', { name: 'Sign In' }),
  );
  const popupProblems = new AppPage(login.page);
  popupProblems.watchForProblems();
  const opened = new URL(login.page.url());
  expect(opened.searchParams.get('mode')).toBe('popup');
  expect(opened.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
  expect(await login.page.evaluate(() => window.opener != null)).toBe(true);
  expect((await new AxeBuilder({ page: login.page }).analyze()).violations).toEqual([]);

  const email = uniqueEmail();
  const closed = login.page.waitForEvent('close');
  await login.signUp(email, E2E_PASSWORD);
  await closed;

  await expect(page.getByText('Welcome back')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  expect(appNavigations).toEqual([]);
  const stored = await page.evaluate(() => localStorage.getItem('footprint.auth'));
  expect(stored).toContain('"refreshToken"');
  expect(app.problems).toEqual([]);
  expect(popupProblems.problems).toEqual([]);
});

test('closing the popup reports a canceled sign-in and leaves the person signed out', async ({
  page,
}) => {
  await openSignedOutDashboard(page);
  const login = await HostedLoginPage.inPopupFrom(
    page,
    page.getByRole('button', { name: 'Sign In' }),
  );
  await login.page.close();
  await expect(page.getByText('Sign-in was canceled. Please try again.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('footprint.auth'))).toBeNull();
});

test('signs in with an OAuth provider on another origin through the popup, which keeps its opener', async ({
  browser,
}) => {
  // A server of its own, with "Google" played by an OpenID provider on another loopback port.
  const idp = await startOidcTestProvider();
  const server = await startTestServer({
    env: {
      STATIC_DIR: path.resolve('dist'),
      OAUTH_GOOGLE_CLIENT_ID: idp.clientId,
      OAUTH_GOOGLE_CLIENT_SECRET: idp.clientSecret,
      OAUTH_GOOGLE_ISSUER: idp.issuer,
    },
  });
  const context = await browser.newContext({ baseURL: server.baseUrl });
  try {
    idp.allowRedirectUri(`${server.baseUrl}/api/auth/oauth/google/callback`);
    const email = uniqueEmail();
    idp.signInAs({ sub: email, email, emailVerified: true, name: 'Popup Person' });
    const page = await context.newPage();
    await openSignedOutDashboard(page);
    const login = await HostedLoginPage.inPopupFrom(
      page,
      page.getByRole('button', { name: 'Sign In' }),
    );
    const visited: string[] = [];
    login.page.on('request', (request) => {
      if (request.isNavigationRequest()) visited.push(new URL(request.url()).origin);
    });
    const closed = login.page.waitForEvent('close');
    await login.page.getByRole('link', { name: 'Continue with Google' }).click();
    await closed;
    expect(visited).toContain(idp.issuer);
    await expect(page.getByText('Welcome back')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  } finally {
    await context.close();
    await server.close();
    await idp.close();
  }
});
