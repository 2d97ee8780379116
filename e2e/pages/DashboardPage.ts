// Page model of the signed-in dashboard: connecting a platform through its export, scanning, and
// reading the Risk Report, its tabs, decisions, changes and history — by roles and labels only.
import crypto from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { AppPage } from './AppPage.ts';
import { HostedLoginPage } from './HostedLoginPage.ts';
import { PlatformsCard } from './PlatformsCard.ts';

export const E2E_PASSWORD = 'e2e password 42';
export const uniqueEmail = () => `e2e-${crypto.randomBytes(5).toString('hex')}@example.test`;

export type Category = 'privacy' | 'security' | 'identity';

export class DashboardPage {
  constructor(readonly page: Page) {}

  /** Landing → hosted sign-up → dashboard, with the service worker controlling the page. */
  async signUp(email = uniqueEmail()): Promise<string> {
    const app = new AppPage(this.page);
    await app.gotoLanding();
    await app.waitForServiceWorker();
    await this.page.getByRole('button', { name: 'Scan My Digital Footprint' }).click();
    await new HostedLoginPage(this.page).signUp(email, E2E_PASSWORD);
    await expect(this.page).toHaveURL(/\/dashboard$/);
    await expect(this.page.getByText('Welcome back')).toBeVisible();
    await this.page.waitForFunction(() => navigator.serviceWorker.controller != null);
    return email;
  }

  /** Connect = import the platform's unpacked export folder through the Connect dialog. */
  async connectFolder(name: string, folder: string): Promise<void> {
    const card = new PlatformsCard(this.page);
    await card.openImport(name);
    await card.importFolder(name, folder);
    await expect(card.importDialog(name)).toBeHidden({ timeout: 30_000 });
    await expect(card.row(name).getByText('Connected', { exact: true })).toBeVisible({
      timeout: 30_000,
    });
  }

  scanButton(): Locator {
    return this.page.getByRole('button', {
      name: /Scan My Digital Footprint|Scanning Your Digital Footprint\.\.\./,
    });
  }

  /** Starts a scan and waits until it completed (the history lists `scansBefore + 1` scans). */
  async scan(scansBefore: number): Promise<void> {
    await expect(this.scanButton()).toBeEnabled();
    await this.scanButton().click();
    await expect(this.historyRows()).toHaveCount(scansBefore + 1, { timeout: 60_000 });
    await expect(this.historyRows().first()).toContainText('Completed', { timeout: 60_000 });
    await expect(this.scanButton()).toHaveText('Scan My Digital Footprint');
  }

  scoreCard(label: 'Overall Score' | 'Privacy' | 'Security' | 'Identity'): Locator {
    return this.page.getByRole('article', { name: `${label} score` });
  }

  async score(label: 'Overall Score' | 'Privacy' | 'Security' | 'Identity'): Promise<number> {
    const text = await this.scoreCard(label).textContent();
    return Number(/(\d+)\s*\/100/.exec(text ?? '')?.[1]);
  }

  report(): Locator {
    return this.page.getByRole('article', { name: 'Risk Report' });
  }

  tab(category: Category): Locator {
    return this.report().getByRole('tab', { name: new RegExp(`^${category}`, 'i') });
  }

  /** Opens a category's tab and returns its panel. */
  async openTab(category: Category): Promise<Locator> {
    await this.tab(category).click();
    await expect(this.tab(category)).toHaveAttribute('aria-selected', 'true');
    return this.report().getByRole('tabpanel', { name: new RegExp(`^${category}`, 'i') });
  }

  async tabCount(category: Category): Promise<number> {
    return Number(await this.tab(category).locator('.tag').textContent());
  }

  /** The findings listed in a panel, by their accessible name (the title). */
  findings(panel: Locator): Locator {
    return panel
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { level: 3 }) });
  }

  finding(panel: Locator, title: string): Locator {
    return panel.getByRole('listitem', { name: title, exact: true });
  }

  setAside(): Locator {
    return this.report().getByRole('region', { name: /Dismissed or fixed/ });
  }

  changes(): Locator {
    return this.page.getByRole('article', { name: 'What changed since the previous scan' });
  }

  historyRows(): Locator {
    return this.page
      .getByRole('article', { name: 'Scan history' })
      .getByRole('table')
      .getByRole('rowgroup')
      .nth(1)
      .getByRole('row');
  }
}
