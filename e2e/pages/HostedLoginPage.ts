// Page model of the hosted login page served by the backend at /auth.
import { expect, type Locator, type Page } from '@playwright/test';

export class HostedLoginPage {
  constructor(readonly page: Page) {}

  panel(name: string): Locator {
    return this.page.getByRole('region', { name });
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

  alert(): Locator {
    return this.page.getByRole('alert');
  }
}
