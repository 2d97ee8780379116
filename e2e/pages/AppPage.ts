// Page model shared by the specs: navigation, the service worker, and a watcher that records
// console errors and failed requests so a spec can assert there were none.
import { expect, type Page } from '@playwright/test';

export class AppPage {
  readonly problems: string[] = [];

  constructor(readonly page: Page) {}

  /** Records console errors, uncaught exceptions and failed or erroring requests. */
  watchForProblems(): void {
    this.page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push(`console: ${message.text()}`);
    });
    this.page.on('pageerror', (error) => this.problems.push(`exception: ${error.message}`));
    this.page.on('requestfailed', (request) =>
      this.problems.push(
        `request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`,
      ),
    );
    this.page.on('response', (response) => {
      if (response.status() >= 400)
        this.problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
  }

  async gotoLanding(): Promise<void> {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** Waits until a service worker controls the page, so the shell is precached. */
  async waitForServiceWorker(): Promise<void> {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    if (!(await this.page.evaluate(() => navigator.serviceWorker.controller != null))) {
      await this.page.reload();
      await this.page.waitForFunction(() => navigator.serviceWorker.controller != null);
    }
  }
}
