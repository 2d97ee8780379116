// Issue 6's proof on the production build and the real server: a scan made offline is kept on the
// device across an offline reload, and once online the server holds exactly that scan and its
// findings (read back through the REST API with the page's own token) — with two tabs open, each
// row is pushed once.
import { expect, test, type Page, type Request } from '@playwright/test';
import { exportsDir, hasCorpora } from '../src/analysis/imports/testing/nodeFiles.ts';
import { DashboardPage } from './pages/DashboardPage.ts';

const REST = '/api/db/footprint/rest/v1';

test.skip(!hasCorpora(), 'needs the shared export samples');

function accessToken(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('footprint.auth')!) as { accessToken: string }).accessToken,
  );
}

/** Every row id sent to the REST tables, per table and method. */
function recordPushes(requests: Request[]) {
  const sent: { table: string; method: string; id: string }[] = [];
  for (const request of requests) {
    const url = new URL(request.url());
    const match = /\/rest\/v1\/(\w+)/.exec(url.pathname);
    if (!match || (request.method() !== 'POST' && request.method() !== 'PATCH')) continue;
    if (request.method() === 'PATCH') {
      sent.push({
        table: match[1]!,
        method: 'PATCH',
        id: url.searchParams.get('id')!.replace(/^eq\./, ''),
      });
      continue;
    }
    const body = request.postDataJSON() as { id: string } | { id: string }[];
    for (const row of Array.isArray(body) ? body : [body])
      sent.push({ table: match[1]!, method: 'POST', id: row.id });
  }
  return sent;
}

test('a scan made offline survives an offline reload and reaches the server once, with two tabs open', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const dashboard = new DashboardPage(page);
  await dashboard.signUp();
  await dashboard.connectFolder('Instagram', exportsDir('instagram/corsali-userdata-extractor'));

  const requests: Request[] = [];
  context.on('request', (request) => requests.push(request));

  await context.setOffline(true);
  let second: Page;
  let overall: number;
  try {
    await dashboard.scan(0);
    overall = await dashboard.score('Overall Score');
    const privacyCount = await dashboard.tabCount('privacy');

    await page.reload();
    await expect(dashboard.scoreCard('Overall Score')).toContainText(`${overall}/100`);
    // The findings' tab counts come from the store a moment after the score card does.
    await expect.poll(() => dashboard.tabCount('privacy')).toBe(privacyCount);
    await expect(page.getByText(/saved on this device/)).toBeVisible();

    // A second tab on the same account, opened while still offline.
    second = await context.newPage();
    await second.goto('/dashboard');
    await expect(new DashboardPage(second).scoreCard('Overall Score')).toContainText(
      `${overall}/100`,
    );
  } finally {
    await context.setOffline(false);
  }

  // Both tabs wake up on 'online'; the queue drains (the indicator says so in both).
  for (const tab of [page, second!])
    await expect(tab.getByText('All changes synced')).toBeVisible({ timeout: 30_000 });

  const local = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('footprint');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const all = <T>(store: string) =>
      new Promise<T[]>((resolve) => {
        const req = db.transaction(store).objectStore(store).getAll();
        req.onsuccess = () => resolve(req.result as T[]);
      });
    const scans = await all<{ id: string; overallScore: number }>('footprintScans');
    const findings = await all<{ id: string; scanId: string }>('riskFindings');
    db.close();
    return { scans, findings };
  });
  expect(local.scans).toHaveLength(1);
  const scan = local.scans[0]!;

  const token = await accessToken(page);
  const headers = { Authorization: `Bearer ${token}` };
  const scansResponse = await page.request.get(`${REST}/footprint_scans?select=*`, { headers });
  expect(scansResponse.status()).toBe(200);
  const serverScans = (await scansResponse.json()) as Record<string, unknown>[];
  expect(serverScans).toHaveLength(1);
  expect(serverScans[0]).toMatchObject({
    id: scan.id,
    scan_status: 'completed',
    overall_score: overall!,
  });
  const findingsResponse = await page.request.get(
    `${REST}/risk_findings?select=id,scan_id&scan_id=eq.${scan.id}`,
    { headers },
  );
  const serverFindings = (await findingsResponse.json()) as { id: string; scan_id: string }[];
  expect(serverFindings.map((f) => f.id).sort()).toEqual(local.findings.map((f) => f.id).sort());
  // Evidence is never sent: the server's rows have no such field, and no request carried it.
  expect(JSON.stringify(serverScans)).not.toContain('"evidence"');

  // Each row went out once: the scan's create and its completion, and every finding, one time.
  const pushes = recordPushes(requests);
  const count = (table: string, method: string, id: string) =>
    pushes.filter((p) => p.table === table && p.method === method && p.id === id).length;
  expect(count('footprint_scans', 'POST', scan.id)).toBe(1);
  expect(count('footprint_scans', 'PATCH', scan.id)).toBe(1);
  for (const finding of local.findings) expect(count('risk_findings', 'POST', finding.id)).toBe(1);
  expect(pushes).toHaveLength(2 + local.findings.length);
});
