// Analytics from the real app to the real server: a visit is logged as a page view with the
// path only, the campaign's channel, and nothing from the query string beyond the UTM tags.
import { expect, test } from '@playwright/test';
import { AppPage } from './pages/AppPage.ts';

test('a visit is logged as a page view with its channel and without the query string', async ({
  page,
}) => {
  const app = new AppPage(page);
  app.watchForProblems();
  const logged = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && request.url().endsWith('/api/analytics/footprint/log'),
  );
  await page.goto('/?utm_source=newsletter&utm_medium=email&invite=private-code');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const request = await logged;
  const { events } = request.postDataJSON() as { events: Record<string, unknown>[] };
  expect(events[0]).toMatchObject({
    type: 'page_view',
    project_id: 'footprint',
    pathname: '/',
    channel: 'Email',
    utm_source: 'newsletter',
    utm_medium: 'email',
    user_email: null,
  });
  expect(JSON.stringify(events)).not.toContain('private-code');
  expect((await request.response())?.status()).toBe(202);
  expect(app.problems).toEqual([]);
});
