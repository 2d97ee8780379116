// The Redaction Helper's redacted copy on the production build: a post that says the home is
// empty and names a child's school comes back as a copy without either, each change marked and
// undoable one at a time, with the results in view and focused after Analyze.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DashboardPage } from './pages/DashboardPage.ts';
import { RedactionHelper } from './pages/RedactionHelper.ts';

const BALI =
  "Off to Bali for 2 weeks, house empty! Call me on 07700 900123, my kid Emma starts at St Mary's Primary on Monday";

test('the copy of the Bali post has neither the empty house nor the school, and one change can be undone', async ({
  page,
}) => {
  const helper = new RedactionHelper(page);
  await new DashboardPage(page).signUp();
  await helper.open();
  await helper.fillText(BALI);
  await helper.analyze();

  // Results in view and focused, warnings first.
  const results = helper.dialog.getByLabel('Check results');
  await expect(results).toBeFocused();
  await expect(results.locator('.redaction-warning').first()).toContainText('high');

  const copy = helper.dialog.getByLabel('Redacted version');
  const redacted = await copy.inputValue();
  for (const gone of ['house empty', "St Mary's Primary", 'Emma', '07700 900123', 'Bali'])
    expect(redacted).not.toContain(gone);
  expect(redacted).toContain('Call me on');

  // Undo one change: the phone number comes back, nothing else does; redo takes it out again.
  await helper.dialog.getByRole('button', { name: 'Undo: put back “07700 900123”' }).click();
  await expect(copy).toHaveValue(/07700 900123/);
  expect(await copy.inputValue()).not.toContain('house empty');
  await helper.dialog.getByRole('button', { name: /^Redo: replace “07700 900123”/ }).click();
  await expect(copy).not.toHaveValue(/07700 900123/);

  const axe = await new AxeBuilder({ page })
    .include('.redaction-modal')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  if (process.env.SCREENSHOT_DIR) {
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/redaction-copy-desktop.png` });
    await page.setViewportSize({ width: 360, height: 740 });
    await results.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/redaction-copy-phone.png` });
  }
});
