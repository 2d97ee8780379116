// The scan end to end on the production build: sign up, connect two platforms by importing their
// sample exports through the Connected Platforms card, scan, and read the scores and findings in
// all three tabs — what the engine computes for those exports, nothing less — then dismiss one,
// rescan and see it stay dismissed. Everything after the first load runs offline.
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { importExport } from '../src/analysis/imports/importExport.ts';
import { exportsDir, folderSource, hasCorpora } from '../src/analysis/imports/testing/nodeFiles.ts';
import { runScan, type ScanResult } from '../src/analysis/scan.ts';
import { findSpans } from '../src/analysis/text/checkText.ts';
import { DashboardPage, type Category } from './pages/DashboardPage.ts';

const SAMPLES = [
  { name: 'Instagram', folder: 'instagram/corsali-userdata-extractor' },
  { name: 'Facebook', folder: 'facebook/corsali-userdata-extractor' },
];
const CATEGORIES: Category[] = ['privacy', 'security', 'identity'];

/** What the engine finds in the same exports (in Node), to hold the page to. */
async function expectedScan(): Promise<ScanResult> {
  const datasets = await Promise.all(
    SAMPLES.map(async (s) => (await importExport(folderSource(exportsDir(s.folder)))).dataset),
  );
  return runScan(datasets, { now: Date.now(), detectText: findSpans });
}

test.skip(!hasCorpora(), 'needs the shared export samples');

test('scan two imported platforms offline, read every tab, dismiss a finding and rescan', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const expected = await expectedScan();
  const dashboard = new DashboardPage(page);
  await dashboard.signUp();

  await context.setOffline(true);
  try {
    for (const sample of SAMPLES)
      await dashboard.connectFolder(sample.name, exportsDir(sample.folder));
    await expect(page.getByText('Scans Facebook, Instagram.')).toBeVisible();

    await dashboard.scan(0);
    expect(await dashboard.score('Overall Score')).toBe(expected.scores.overall);
    expect(await dashboard.score('Privacy')).toBe(expected.scores.privacy);
    expect(await dashboard.score('Security')).toBe(expected.scores.security);
    expect(await dashboard.score('Identity')).toBe(expected.scores.identity);

    for (const category of CATEGORIES) {
      const titles = expected.findings.filter((f) => f.category === category).map((f) => f.title);
      await expect.poll(() => dashboard.tabCount(category)).toBe(titles.length);
      const panel = await dashboard.openTab(category);
      if (titles.length === 0) {
        await expect(panel.getByText(`No ${category} risks detected`)).toBeVisible();
        continue;
      }
      await expect(dashboard.findings(panel)).toHaveCount(titles.length);
      for (const title of titles) {
        const finding = dashboard.finding(panel, title);
        await expect(finding).toBeVisible();
        await expect(finding.getByText(/^(LOW|MEDIUM|HIGH|CRITICAL)$/)).toBeVisible();
      }
      const withFix = expected.findings.find((f) => f.category === category && f.fixUrl)!;
      const fix = dashboard
        .finding(panel, withFix.title)
        .getByRole('link', { name: 'One-Click Fix' });
      await expect(fix).toHaveAttribute('href', withFix.fixUrl!);
      await expect(fix).toHaveAttribute('target', '_blank');
      await expect(fix).toHaveAttribute('rel', /noopener/);
    }

    // Evidence comes from the device's local table, with what the export really holds.
    const privacy = await dashboard.openTab('privacy');
    const withEvidence = expected.findings.find(
      (f) => f.category === 'privacy' && f.evidence.length > 0,
    )!;
    const item = dashboard.finding(privacy, withEvidence.title);
    await item.getByRole('button', { name: 'Show evidence' }).click();
    await expect(item.getByRole('list', { name: 'Evidence' }).getByRole('listitem')).toHaveCount(
      withEvidence.evidence.length,
    );
    await expect(item.getByText(withEvidence.evidence[0]!.label)).toBeVisible();

    // The JSON export carries the same findings, evidence included.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export report (JSON)' }).click();
    const report = JSON.parse(fs.readFileSync(await (await download).path(), 'utf8'));
    expect(report.format).toBe('footprint-report');
    expect(report.scores).toEqual(expected.scores);
    expect(report.findings.map((f: { title: string }) => f.title).sort()).toEqual(
      expected.findings.map((f) => f.title).sort(),
    );

    // Dismiss the first privacy finding: it leaves the list at once and stays out after a rescan.
    const dismissed = dashboard.findings(privacy).first();
    const title = (await dismissed.getByRole('heading', { level: 3 }).textContent())!;
    const privacyBefore = await dashboard.score('Privacy');
    await dismissed.getByRole('button', { name: 'Not me / dismiss' }).click();
    await expect(dashboard.finding(privacy, title)).toHaveCount(0);
    await expect(dashboard.setAside()).toContainText(title);

    await dashboard.scan(1);
    const afterRescan = await dashboard.openTab('privacy');
    await expect(dashboard.findings(afterRescan)).toHaveCount(
      expected.findings.filter((f) => f.category === 'privacy').length - 1,
    );
    await expect(dashboard.finding(afterRescan, title)).toHaveCount(0);
    await expect(dashboard.setAside()).toContainText(title);
    expect(await dashboard.score('Privacy')).toBeGreaterThan(privacyBefore);
    await expect(dashboard.changes().getByRole('list', { name: 'Score changes' })).toContainText(
      `Privacy +${(await dashboard.score('Privacy')) - privacyBefore}`,
    );

    // Still there after a reload with no network.
    await page.reload();
    const reloaded = await dashboard.openTab('privacy');
    await expect(dashboard.finding(reloaded, title)).toHaveCount(0);
    await expect(dashboard.historyRows()).toHaveCount(2);

    // Colour transitions would let axe sample a colour half-way between the two schemes.
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .analyze();
      expect(
        results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    }
  } finally {
    await context.setOffline(false);
  }
});
