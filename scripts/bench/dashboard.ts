// Dashboard benchmark in Chromium: how long the signed-in dashboard takes to show the latest
// scan's Risk Report from IndexedDB when the device holds 10,000 findings, and how long a live
// query takes to re-render after a change (a finding dismissed). Production build served by the
// real server; rows are written straight into IndexedDB (marked synced, nothing queued) in two
// shapes: 200 scans × 50 findings (a long history, the realistic case) and one scan with 10,000
// findings (the worst case for the report list). Figures are medians over several runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, type Page } from '@playwright/test';
import { ensureBuilt, signUpNewUser, startAppServer } from './lib/appServer.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8810);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TOTAL_FINDINGS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

ensureBuilt();

/** Signs a new user up and returns their id (from the stored access token). */
async function signUp(page: Page): Promise<string> {
  await signUpNewUser(page, ORIGIN);
  return page.evaluate(`(() => {
    const token = JSON.parse(localStorage.getItem('footprint.auth')).accessToken;
    return JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).sub;
  })()`) as Promise<string>;
}

/**
 * Replaces the user's scans and findings with `scans` completed scans of `perScan` findings each,
 * straight into IndexedDB (a string: tsx's helpers do not exist inside the page). The newest
 * scan's privacy findings count is returned, to know when the report shows them.
 */
async function seed(page: Page, userId: string, scans: number, perScan: number): Promise<number> {
  return page.evaluate(`(async () => {
    const userId = ${JSON.stringify(userId)};
    const scans = ${scans}, perScan = ${perScan};
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('footprint');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction(['footprintScans', 'riskFindings', 'findingEvidence', 'findingDecisions'], 'readwrite');
    for (const store of ['footprintScans', 'riskFindings', 'findingEvidence', 'findingDecisions'])
      tx.objectStore(store).clear();
    const categories = ['privacy', 'security', 'identity'];
    const levels = ['low', 'medium', 'high', 'critical'];
    let newestPrivacy = 0;
    const base = Date.UTC(2026, 0, 1);
    for (let s = 0; s < scans; s++) {
      const createdAt = new Date(base + s * 86_400_000).toISOString();
      const id = 'scan_' + (base + s * 86_400_000) + '_bench' + s;
      tx.objectStore('footprintScans').put({
        id, userId, platform: 'multi', scanStatus: 'completed',
        privacyScore: 40 + (s % 50), securityScore: 50 + (s % 40), identityScore: 60 + (s % 30),
        overallScore: 50 + (s % 40), scanData: null, errorMessage: null, createdAt,
        updatedAt: createdAt, syncState: 'synced',
      });
      for (let f = 0; f < perScan; f++) {
        const category = categories[f % 3];
        if (s === scans - 1 && category === 'privacy') newestPrivacy++;
        tx.objectStore('riskFindings').put({
          id: crypto.randomUUID(), scanId: id, userId,
          ruleId: category + '.bench-rule-' + f, platform: 'instagram', category,
          riskLevel: levels[f % 4],
          title: 'Bench finding ' + f + ' of scan ' + s,
          description: 'A finding written by the dashboard benchmark to measure rendering.',
          fixUrl: 'https://www.instagram.com/accounts/privacy_and_security/', count: 1 + (f % 7),
          createdAt, updatedAt: createdAt, syncState: 'synced',
        });
      }
    }
    await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); });
    db.close();
    return newestPrivacy;
  })()`) as Promise<number>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** Reload; ms from navigation start until the shell, and until the privacy tab shows `count`. */
async function loadTimes(page: Page, count: number): Promise<{ shell: number; report: number }> {
  await page.reload();
  const shell = (await (
    await page.waitForFunction(
      `(() => [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Digital Footprint Analyzer') ? performance.now() : false)()`,
      undefined,
      { polling: 'raf', timeout: 120_000 },
    )
  ).jsonValue()) as number;
  const report = (await (
    await page.waitForFunction(
      `(() => {
        const panel = document.querySelector('[role=tabpanel]:not([hidden])');
        return panel && panel.querySelectorAll('li.finding').length === ${count} ? performance.now() : false;
      })()`,
      undefined,
      { polling: 'raf', timeout: 120_000 },
    )
  ).jsonValue()) as number;
  return { shell, report };
}

/** Clicks "Not me / dismiss" on the first finding; ms until the list has one finding fewer. */
async function dismissTime(page: Page, count: number): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const panel = () => document.querySelector('[role=tabpanel]:not([hidden])');
    const button = [...panel().querySelectorAll('li.finding button')].find((b) => b.textContent === 'Not me / dismiss');
    const started = performance.now();
    button.click();
    const check = () => {
      if (panel().querySelectorAll('li.finding').length === ${count - 1}) resolve(performance.now() - started);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`) as Promise<number>;
}

async function undoTime(page: Page, count: number): Promise<void> {
  await page
    .getByRole('button', { name: /^Undo: / })
    .first()
    .click();
  await expect(page.locator('[role=tabpanel]:not([hidden]) li.finding')).toHaveCount(count, {
    timeout: 120_000,
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'footprint-bench-dashboard-'));
const server = await startAppServer(PORT, dataDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const figures: { metric: string; value: number; unit: string }[] = [];
try {
  // bypassCSP: waitForFunction compiles its predicate in the page, which the app's CSP forbids.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  const userId = await signUp(page);
  for (const shape of [
    { name: 'history_200x50', scans: 200, perScan: TOTAL_FINDINGS / 200 },
    { name: 'one_scan_10k', scans: 1, perScan: TOTAL_FINDINGS },
  ]) {
    const privacy = await seed(page, userId, shape.scans, shape.perScan);
    const loads: { shell: number; report: number }[] = [];
    const dismissals: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      loads.push(await loadTimes(page, privacy));
      dismissals.push(await dismissTime(page, privacy));
      console.error(
        `  ${shape.name} run ${run}: ${JSON.stringify(loads.at(-1))}, dismiss ${dismissals.at(-1)?.toFixed(0)} ms`,
      );
      await undoTime(page, privacy);
    }
    const shell = median(loads.map((l) => l.shell));
    const report = median(loads.map((l) => l.report));
    const dismiss = median(dismissals);
    console.error(
      `${shape.name}: shell ${shell.toFixed(0)} ms, report with ${privacy} privacy findings ${report.toFixed(0)} ms after navigation (${(report - shell).toFixed(0)} ms after the shell), dismiss → re-render ${dismiss.toFixed(0)} ms`,
    );
    figures.push(
      { metric: `dashboard_${shape.name}_shell`, value: shell, unit: 'ms' },
      { metric: `dashboard_${shape.name}_report_visible`, value: report, unit: 'ms' },
      { metric: `dashboard_${shape.name}_dismiss_rerender`, value: dismiss, unit: 'ms' },
    );
  }
} finally {
  await browser.close();
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(JSON.stringify({ name: 'dashboard', figures }));
