// The app as a phone (360 × 740, touch) and a desktop (1280 × 800) see it, on the production build:
// after importing two exports and scanning, the page never scrolls sideways, every collapsed
// finding card stays within 260 px on the phone, and axe finds no serious or critical violation on
// the landing page, the dashboard, the report, Settings and the Redaction Helper, in light and dark.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { exportsDir, hasCorpora } from '../src/analysis/imports/testing/nodeFiles.ts';
import { DashboardPage } from './pages/DashboardPage.ts';
import { RedactionHelper } from './pages/RedactionHelper.ts';

const SAMPLES = [
  { name: 'Instagram', folder: 'instagram/corsali-userdata-extractor' },
  { name: 'Facebook', folder: 'facebook/corsali-userdata-extractor' },
];
const MAX_COLLAPSED_CARD_PX = 260;

const VIEWPORTS = [
  { label: 'phone', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
  { label: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;

/** Serious and critical axe violations on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Elements that stick out past the right edge of the viewport (none when the page fits). */
function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    // Content of a region that scrolls on its own (the tab strip) does not widen the page.
    const clipped = (el: Element): boolean => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !clipped(el))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`)
      .concat(`the page is ${document.documentElement.scrollWidth - width} px too wide`);
  });
}

test.skip(!hasCorpora(), 'needs the shared export samples');

for (const { label, viewport, isMobile, hasTouch } of VIEWPORTS) {
  test.describe(label, () => {
    test.use({ viewport, isMobile, hasTouch });

    test(`import, scan and read the report on a ${label}, light and dark`, async ({ page }) => {
      test.setTimeout(240_000);
      const dashboard = new DashboardPage(page);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page), `landing, ${colorScheme}`).toEqual([]);
        expect(await sidewaysOverflow(page)).toEqual([]);
      }

      await page.emulateMedia({ colorScheme: 'light' });
      await dashboard.signUp();
      for (const sample of SAMPLES)
        await dashboard.connectFolder(sample.name, exportsDir(sample.folder));
      await dashboard.scan(0);

      await page.screenshot({
        path: test.info().outputPath(`dashboard-${label}-full.png`),
        fullPage: true,
      });

      // The result summary takes focus and is in view once the scan is done.
      const summary = page.getByRole('region', { name: 'Scan result' });
      await expect(summary).toBeFocused();
      await expect(summary).toBeInViewport();

      // Toasts slide out sideways as they leave; measure the page once they are gone.
      await expect(page.locator('.Toastify__toast')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`dashboard-${label}.png`) });
      const panel = await dashboard.openTab('privacy');
      const cards = dashboard.findings(panel);
      expect(await cards.count()).toBeGreaterThan(0);
      await panel.screenshot({ path: test.info().outputPath(`findings-${label}.png`) });
      if (label === 'phone') {
        const heights = await cards.evaluateAll((items) =>
          items.map((item) => item.getBoundingClientRect().height),
        );
        expect(heights.filter((h) => h > MAX_COLLAPSED_CARD_PX)).toEqual([]);
      }

      // The profile address field shows a whole address, not "http".
      const address = await page.getByLabel('Public profile address').boundingBox();
      expect(address?.width).toBeGreaterThan(viewport.width * 0.7 - 48);

      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        expect(await sidewaysOverflow(page), `dashboard, ${colorScheme}`).toEqual([]);
        expect(await seriousViolations(page), `dashboard and report, ${colorScheme}`).toEqual([]);

        await page.getByRole('button', { name: 'Settings' }).click();
        const settings = page.getByRole('dialog', { name: 'Settings' });
        await expect(settings).toBeVisible();
        expect(await seriousViolations(page), `Settings, ${colorScheme}`).toEqual([]);
        await settings.getByRole('button', { name: 'Close' }).first().click();
        await expect(settings).toBeHidden();

        const helper = new RedactionHelper(page);
        await helper.open();
        expect(await seriousViolations(page), `Redaction Helper, ${colorScheme}`).toEqual([]);
        await helper.close();
      }
      await page.screenshot({
        path: test.info().outputPath(`report-${label}-dark.png`),
        fullPage: true,
      });

      // Printed, each fix shows its address (paper has no links to follow).
      await page.emulateMedia({ media: 'print', colorScheme: 'light' });
      const fix = panel.locator('.finding-fix').first();
      const printedAfter = await fix.evaluate((el) => getComputedStyle(el, '::after').content);
      expect(printedAfter).toContain(await fix.getAttribute('href'));
      await page.emulateMedia({ media: 'screen' });

      // Signed in, the landing page's call to action goes straight to the dashboard.
      await page.goto('/');
      await page.getByRole('button', { name: 'Scan My Digital Footprint' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });
}
