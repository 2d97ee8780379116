// Issue 5's proof on the production build and the real server: two browsers (separate storage,
// like two devices) signed in as the same user. A scan run in one is reported to the other over
// realtime — its progress while it runs, then its completion — and the other's dashboard shows the
// new scan's scores and report without a reload.
import { expect, test, type Page, type WebSocket } from '@playwright/test';
import { exportsDir, hasCorpora } from '../src/analysis/imports/testing/nodeFiles.ts';
import { AppPage } from './pages/AppPage.ts';
import { DashboardPage, E2E_PASSWORD } from './pages/DashboardPage.ts';
import { HostedLoginPage } from './pages/HostedLoginPage.ts';

test.skip(!hasCorpora(), 'needs the shared export samples');

/**
 * Watches the page's realtime sockets from the start (a confirmation can arrive before a spec
 * would get to wait for it): `subscribed` resolves once the server confirmed a subscription, and
 * `received` lists the event types of the scan messages delivered to the page.
 */
function watchRealtime(page: Page): { subscribed: Promise<void>; received: string[] } {
  const received: string[] = [];
  let confirm: () => void = () => undefined;
  const subscribed = new Promise<void>((resolve) => (confirm = resolve));
  page.on('websocket', (socket: WebSocket) => {
    if (!socket.url().includes('/api/realtime/')) return;
    socket.on('framereceived', ({ payload }) => {
      const message = JSON.parse(String(payload)) as {
        type: string;
        message?: { type: string };
      };
      if (message.type === 'subscribed') confirm();
      if (message.type === 'message' && message.message) received.push(message.message.type);
    });
  });
  return { subscribed, received };
}

test('a scan completed on one device appears on the user’s other device without a reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const phone = new DashboardPage(page);
  const phoneProblems = new AppPage(page);
  phoneProblems.watchForProblems();
  const phoneRealtime = watchRealtime(page);
  const email = await phone.signUp();
  await phoneRealtime.subscribed;
  await phone.connectFolder('Instagram', exportsDir('instagram/corsali-userdata-extractor'));

  const laptopContext = await browser.newContext();
  try {
    const laptopPage = await laptopContext.newPage();
    const laptop = new DashboardPage(laptopPage);
    const laptopProblems = new AppPage(laptopPage);
    laptopProblems.watchForProblems();
    const laptopRealtime = watchRealtime(laptopPage);
    await laptopProblems.gotoLanding();
    await laptopPage.getByRole('button', { name: 'Scan My Digital Footprint' }).click();
    await new HostedLoginPage(laptopPage).signIn(email, E2E_PASSWORD);
    await expect(laptopPage).toHaveURL(/\/dashboard$/);
    await laptopRealtime.subscribed;
    const received = laptopRealtime.received;
    await expect(laptopPage.getByRole('article', { name: 'Scan history' })).toHaveCount(0);

    await phone.scan(0);
    const overall = await phone.score('Overall Score');
    const privacyCount = await phone.tabCount('privacy');

    // The laptop heard the scan run and end, pulled it, and shows it: no reload happened.
    await expect(laptop.scoreCard('Overall Score')).toContainText(`${overall}/100`, {
      timeout: 30_000,
    });
    await expect.poll(() => laptop.tabCount('privacy')).toBe(privacyCount);
    await expect(laptop.historyRows()).toHaveCount(1);
    await expect(laptop.historyRows().first()).toContainText('Completed');
    expect(received).toContain('scan.progress');
    expect(received.at(-1)).toBe('scan.completed');
    // No progress is left on screen once the scan ended.
    await expect(laptopPage.getByText(/A scan is running in another tab/)).toHaveCount(0);
    expect(laptopProblems.problems).toEqual([]);
  } finally {
    await laptopContext.close();
  }
  expect(phoneProblems.problems).toEqual([]);
});
