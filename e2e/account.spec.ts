// Settings → "Your data" on the production build and the real server: "Download my data" saves
// the server's export and the device's own records as one file; "Delete my account" refuses
// offline (saying why) and with a wrong password, then deletes: the user lands on the landing page
// signed out with a toast, the device database holds none of their rows, and signing in with the
// old password is refused.
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { exportsDir, hasCorpora } from '../src/analysis/imports/testing/nodeFiles.ts';
import { DashboardPage, E2E_PASSWORD } from './pages/DashboardPage.ts';

const USER_TABLES = [
  'footprintScans',
  'riskFindings',
  'outbox',
  'deadLetters',
  'imports',
  'importedData',
  'findingEvidence',
  'findingDecisions',
  'syncLog',
];

/** Rows per table of the device database, read straight from IndexedDB (not through the app). */
function deviceRows(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    (tables) =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('footprint');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const present = tables.filter((name) => db.objectStoreNames.contains(name));
          const counts: Record<string, number> = {};
          const tx = db.transaction(present);
          for (const name of present) {
            const request = tx.objectStore(name).count();
            request.onsuccess = () => (counts[name] = request.result);
          }
          tx.oncomplete = () => {
            db.close();
            resolve(counts);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    USER_TABLES,
  );
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.skip(!hasCorpora(), 'needs the shared export samples');

test('download my data, then delete the account from Settings', async ({ page, context }) => {
  test.setTimeout(180_000);
  const dashboard = new DashboardPage(page);
  const email = await dashboard.signUp();
  await dashboard.connectFolder('Instagram', exportsDir('instagram/corsali-userdata-extractor'));
  await dashboard.scan(0);
  // Synced: the server holds the scan too.
  await expect(page.getByText('All changes synced').first()).toBeVisible({
    timeout: 30_000,
  });

  let dialog = await openSettings(page);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download my data' }).click();
  const file = await (await downloading).path();
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    server: { profile: { email: string }; scans: unknown[] };
    device: { scans: unknown[]; imports: { platform: string }[] };
  };
  expect(data.server.profile.email).toBe(email);
  expect(data.server.scans).toHaveLength(1);
  expect(data.device.scans).toHaveLength(1);
  expect(data.device.imports.map((i) => i.platform)).toEqual(['instagram']);

  await dialog.getByRole('button', { name: 'Delete my account…' }).click();
  const form = dialog.getByRole('form', { name: 'Delete my account' });
  await expect(form.getByText(/This deletes, for good/)).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .include('.modal-card')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  await form.screenshot({ path: test.info().outputPath('account-delete-360.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await form.screenshot({ path: test.info().outputPath('account-delete-desktop.png') });

  await form.getByLabel('Password').fill(E2E_PASSWORD);
  await form.getByLabel(/Type your email/).fill(email);

  // Offline, it cannot be pressed and says why.
  await context.setOffline(true);
  await expect(form.getByRole('alert')).toContainText('You are offline');
  await expect(form.getByRole('button', { name: 'Delete my account for good' })).toBeDisabled();
  await context.setOffline(false);
  await expect(form.getByRole('alert')).not.toContainText('You are offline');

  // A wrong password deletes nothing.
  await form.getByLabel('Password').fill('not my password 1');
  await form.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(form.getByRole('alert')).toContainText('The password is not correct');
  expect((await deviceRows(page)).footprintScans).toBe(1);

  await form.getByLabel('Password').fill(E2E_PASSWORD);
  await form.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account and its data were deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scan My Digital Footprint' })).toBeVisible();

  // Every table of the device empties (the wipe may finish just after the page says so); the
  // tables still holding rows are named if one does not.
  await expect
    .poll(async () => Object.entries(await deviceRows(page)).filter(([, count]) => count !== 0))
    .toEqual([]);

  const signIn = await page.request.post('/api/auth/signin/email', {
    data: { email, password: E2E_PASSWORD, projectId: 'footprint' },
  });
  expect(signIn.status()).toBe(401);

  // The dashboard now asks to sign in: nobody is signed in on this device.
  await page.goto('/dashboard');
  dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Welcome back')).toBeHidden();
});

test('delete everything on this device keeps the account', async ({ page }) => {
  test.setTimeout(120_000);
  const dashboard = new DashboardPage(page);
  const email = await dashboard.signUp();
  await dashboard.connectFolder('Instagram', exportsDir('instagram/corsali-userdata-extractor'));
  expect((await deviceRows(page)).imports).toBe(1);

  const dialog = await openSettings(page);
  await dialog.getByRole('button', { name: 'Delete everything on this device…' }).click();
  await expect(
    dialog.getByText(/Your account and what was synced stay on the server/),
  ).toBeVisible();
  await dialog
    .getByRole('button', { name: 'Delete everything on this device', exact: true })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Scan My Digital Footprint' })).toBeVisible();

  const rows = await deviceRows(page);
  expect(Object.values(rows).every((count) => count === 0)).toBe(true);
  const signIn = await page.request.post('/api/auth/signin/email', {
    data: { email, password: E2E_PASSWORD, projectId: 'footprint' },
  });
  expect(signIn.status()).toBe(200);
});
