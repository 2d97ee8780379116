// Page model of the dashboard's Connected Platforms card: a platform's row, its import dialog,
// "Cancel import" and the disconnect confirmation, found by role and accessible name.
import { expect, type Locator, type Page } from '@playwright/test';

export class PlatformsCard {
  constructor(readonly page: Page) {}

  row(platform: string): Locator {
    return this.page.getByRole('listitem', { name: platform, exact: true });
  }

  importDialog(platform: string): Locator {
    const name = platform.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.getByRole('dialog', { name: new RegExp(`^(Connect|Update) ${name}$`) });
  }

  /** Opens the import dialog through the row's Connect, Retry or Update button. */
  async openImport(
    platform: string,
    button: 'Connect' | 'Retry' | 'Update' = 'Connect',
  ): Promise<Locator> {
    const name =
      button === 'Update' ? `Update ${platform} with a newer export` : `${button} ${platform}`;
    await this.row(platform).getByRole('button', { name }).click();
    const dialog = this.importDialog(platform);
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async importZip(platform: string, name: string, buffer: Buffer): Promise<void> {
    const dialog = this.importDialog(platform);
    await dialog
      .getByLabel('The .zip file (several parts: choose them all)')
      .setInputFiles({ name, mimeType: 'application/zip', buffer });
    await expect(dialog.getByText(`Chosen: “${name}”`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Import' }).click();
  }

  /** Picks a .zip from disk (a large generated archive) and starts the import. */
  async importZipFile(platform: string, file: string): Promise<void> {
    const dialog = this.importDialog(platform);
    await dialog.getByLabel('The .zip file (several parts: choose them all)').setInputFiles(file);
    await expect(dialog.getByText(/^Chosen: “/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Import' }).click();
  }

  /** The row's "Cancel import" button, shown while this tab imports the platform's export. */
  cancelImport(platform: string): Locator {
    return this.row(platform).getByRole('button', { name: `Cancel import of ${platform}` });
  }

  /** Drops a .zip on the dialog's drop area, as dragging it from the file manager does. */
  async dropZip(platform: string, name: string, buffer: Buffer): Promise<void> {
    const dialog = this.importDialog(platform);
    const dataTransfer = await this.page.evaluateHandle(
      ({ name, base64 }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([bytes], name, { type: 'application/zip' }));
        return transfer;
      },
      { name, base64: buffer.toString('base64') },
    );
    await dialog.locator('.import-drop').dispatchEvent('drop', { dataTransfer });
    await expect(dialog.getByText(`Chosen: “${name}”`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Import' }).click();
  }

  async importFolder(platform: string, folder: string): Promise<void> {
    const dialog = this.importDialog(platform);
    await dialog.getByLabel('Or the folder you unpacked it into').setInputFiles(folder);
    await expect(dialog.getByText(/^Chosen: folder/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Import' }).click();
  }

  async disconnect(platform: string): Promise<void> {
    await this.row(platform)
      .getByRole('button', { name: `Disconnect ${platform}` })
      .click();
    const confirm = this.page.getByRole('alertdialog', { name: `Disconnect ${platform}?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Disconnect and delete' }).click();
    await expect(confirm).toBeHidden();
  }
}
