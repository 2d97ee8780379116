// Page model of the Redaction Helper modal: the post's text, the image (chosen from bytes made by
// the test), the analysis, the warnings list, the region choices and the safe-copy download.
import { expect, type Download, type Locator, type Page } from '@playwright/test';

export class RedactionHelper {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Redaction Helper' });
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'Redaction Helper' }).click();
    await expect(this.dialog).toBeVisible();
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(this.dialog).toBeHidden();
  }

  async fillText(text: string): Promise<void> {
    await this.dialog.getByLabel('Post Content').fill(text);
  }

  /** A file made by the test, or a path on disk (for files over Playwright's 50 MB buffer limit). */
  async chooseImage(file: { name: string; mimeType: string; buffer: Buffer } | string) {
    await this.dialog.getByLabel('Image (optional)').setInputFiles(file);
    await expect(this.dialog.getByRole('button', { name: 'Remove Image' })).toBeVisible();
  }

  async removeImage(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Remove Image' }).click();
    await expect(this.dialog.getByLabel('Image (optional)')).toBeVisible();
  }

  /** Runs the analysis and waits until it has finished (the button reads its label again). */
  async analyze(timeout = 60_000): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Analyze for Risks' }).click();
    await this.waitForAnalysis(timeout);
  }

  async waitForAnalysis(timeout = 60_000): Promise<void> {
    await expect(this.dialog.getByRole('button', { name: 'Analyze for Risks' })).toBeEnabled({
      timeout,
    });
  }

  warnings(): Locator {
    return this.dialog.locator('.redaction-warning');
  }

  riskHeading(): Locator {
    return this.dialog.getByRole('heading', { name: /Privacy Risks Detected/ });
  }

  alert(): Locator {
    return this.dialog.getByRole('alert');
  }

  /** The toggle drawn over the preview for a region, e.g. "Face 1". */
  regionBox(name: string): Locator {
    return this.dialog.getByRole('button', { name: `Hide ${name} in the safe copy` });
  }

  regionChoices(): Locator {
    return this.dialog.getByRole('group', { name: 'In the safe copy' }).getByRole('combobox');
  }

  async leaveAllRegionsVisible(): Promise<void> {
    const choices = this.regionChoices();
    for (let i = 0; i < (await choices.count()); i++)
      await choices.nth(i).selectOption({ label: 'Leave visible' });
  }

  /**
   * A region's box in pixels of the picture, read from the toggle's position over the preview
   * (which is placed in percent of the picture).
   */
  async regionPixels(name: string, width: number, height: number) {
    const style = await this.regionBox(name).evaluate((button) => {
      const s = (button as HTMLElement).style;
      return { left: s.left, top: s.top, width: s.width, height: s.height };
    });
    const percent = (value: string) => parseFloat(value) / 100;
    return {
      x: Math.round(percent(style.left) * width),
      y: Math.round(percent(style.top) * height),
      width: Math.round(percent(style.width) * width),
      height: Math.round(percent(style.height) * height),
    };
  }

  async downloadSafeCopy(): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.dialog.getByRole('button', { name: 'Download Safe Copy' }).click(),
    ]);
    return download;
  }
}
