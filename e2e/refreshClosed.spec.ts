// The app closed while a token refresh was on its way, on the production build and the real
// server: the server rotated the refresh token, the answer never reached the page, the page
// closed. Reopened, the app retries the same token first and the person stays signed in.
// The app stays closed past the server's reuse grace window (REFRESH_REUSE_GRACE_S, 10 s): the
// retry is accepted because the successor token it was answered with was never used.
import { expect, test, type Request } from '@playwright/test';
import { DashboardPage } from './pages/DashboardPage.ts';

function refreshTokenSent(request: Request): string {
  return (request.postDataJSON() as { refresh_token: string }).refresh_token;
}

test('closing the app during a token refresh does not sign the person out', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const dashboard = new DashboardPage(page);
  await dashboard.signUp();

  // The next refresh reaches the server, which rotates the token; its answer is never delivered.
  const reachedServer = new Promise<string>((resolve) => {
    void page.route('**/api/auth/refresh', async (route) => {
      const response = await route.fetch();
      expect(response.status()).toBe(200);
      resolve(refreshTokenSent(route.request()));
    });
  });
  // Access tokens live 20 s in the end-to-end server, so the refresh comes within ~10 s.
  const lostToken = await reachedServer;
  await page.close();
  // Reopened only after the grace window: the server's retry-while-unused rule keeps the session.
  await new Promise((resolve) => setTimeout(resolve, 12_000));

  const reopened = await context.newPage();
  const refreshes: string[] = [];
  reopened.on('request', (request) => {
    if (request.url().endsWith('/api/auth/refresh')) refreshes.push(refreshTokenSent(request));
  });
  await reopened.goto('/dashboard');
  await expect(reopened.getByText('Welcome back')).toBeVisible();
  await expect.poll(() => refreshes[0]).toBe(lostToken);
  await expect(reopened.getByText('Session expired. Please sign in again.')).toHaveCount(0);
  // The session goes on: the next access token comes from the retried refresh's successor.
  await expect
    .poll(() =>
      reopened.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('footprint.auth')!) as { refreshToken: string })
            .refreshToken,
      ),
    )
    .not.toBe(lostToken);
});
