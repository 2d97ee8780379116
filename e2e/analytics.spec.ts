// Analytics from the real app to the real server: a signed-out visitor sends nothing; once signed
// in, page views are logged with the path only, the channel the visit arrived by, and nothing
// from the query string beyond the UTM tags.
import { expect, test, type Request } from '@playwright/test';
import { AppPage } from './pages/AppPage.ts';
import { E2E_PASSWORD, uniqueEmail } from './pages/DashboardPage.ts';
import { HostedLoginPage } from './pages/HostedLoginPage.ts';

const isAnalyticsLog = (request: Request) =>
  request.method() === 'POST' && request.url().endsWith('/api/analytics/footprint/log');

test('a visitor sends no analytics until signed in, then the visit is logged with its channel', async ({
  page,
}) => {
  const app = new AppPage(page);
  app.watchForProblems();
  const logged: Request[] = [];
  page.on('request', (request) => {
    if (isAnalyticsLog(request)) logged.push(request);
  });
  await page.goto('/?utm_source=newsletter&utm_medium=email&invite=private-code');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Longer than the client's 3 s batching delay: a signed-out page view would have gone by now.
  await page.waitForTimeout(3_500);
  expect(logged).toEqual([]);

  const firstLog = page.waitForRequest(isAnalyticsLog);
  await page.getByRole('button', { name: 'Scan My Digital Footprint' }).click();
  await new HostedLoginPage(page).signUp(uniqueEmail(), E2E_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  const request = await firstLog;
  expect(request.headers().authorization).toMatch(/^Bearer /);
  const { events } = request.postDataJSON() as { events: Record<string, unknown>[] };
  expect(events[0]).toMatchObject({
    type: 'page_view',
    project_id: 'footprint',
    pathname: '/dashboard',
    channel: 'Email',
    utm_source: 'newsletter',
    utm_medium: 'email',
    user_email: null,
  });
  expect(JSON.stringify(events)).not.toContain('private-code');
  expect((await request.response())?.status()).toBe(202);
  expect(app.problems).toEqual([]);
});
