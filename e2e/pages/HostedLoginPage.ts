// Page model of the hosted login page served by the backend at /auth, in the app's tab or in the
// sign-in popup the dashboard opens.
import { expect, type Locator, type Page } from '@playwright/test';

export class HostedLoginPage {
  constructor(readonly page: Page) {}

  /** Clicks `trigger` on the app's page and returns the hosted page in the popup it opens. */
  static async inPopupFrom(app: Page, trigger: Locator): Promise<HostedLoginPage> {
    const popup = app.waitForEvent('popup');
    await trigger.click();
    const login = new HostedLoginPage(await popup);
    await login.expectOpen();
    return login;
  }

  /** A panel by its exact heading: "Sign in" is not "Sign in with a link", which can show beside it. */
  panel(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/auth\?/);
    await expect(this.panel('Sign in')).toBeVisible();
  }

  async signUp(email: string, password: string): Promise<void> {
    await this.panel('Sign in').getByRole('button', { name: 'Create an account' }).click();
    const form = this.panel('Create your account');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Create account' }).click();
  }

  async signIn(email: string, password: string): Promise<void> {
    const form = this.panel('Sign in');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  async requestMagicLink(email: string): Promise<void> {
    await this.panel('Sign in').getByRole('button', { name: 'Email me a sign-in link' }).click();
    const form = this.panel('Sign in with a link');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send sign-in link' }).click();
  }

  async requestPasswordReset(email: string): Promise<void> {
    await this.panel('Sign in').getByRole('button', { name: 'Forgot password?' }).click();
    const form = this.panel('Reset your password');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
  }

  async chooseNewPassword(password: string): Promise<void> {
    const form = this.panel('Choose a new password');
    await form.getByLabel('New password').fill(password);
    await form.getByRole('button', { name: 'Set new password' }).click();
  }

  alert(): Locator {
    return this.page.getByRole('alert');
  }
}
