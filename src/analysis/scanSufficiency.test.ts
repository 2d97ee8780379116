// What the scan says about data it could not rest on: a file that failed to parse names the checks
// it may affect, and a category with too little data is marked instead of scoring an all-clear.
import { describe, expect, it } from 'vitest';
import { importExport } from './imports/importExport.ts';
import { filesSource } from './imports/testing/nodeFiles.ts';
import { runScan } from './scan.ts';

describe('the scan on an export with a broken file', () => {
  it('names the failed file, the checks it may affect, and the categories without enough data', async () => {
    const r = await importExport(
      filesSource({
        'data/account.js':
          'window.YTD.account.part0 = [ { "account" : { "email" : "a@example.com", "username" : "someone" } } ]',
        'data/ip-audit.js': 'window.YTD.ip_audit.part0 = [ { "ipAudit" : { "loginIp" : ',
      }),
    );
    const scan = runScan([r.dataset], { now: Date.parse('2026-11-25T00:00:00Z') });
    const x = scan.summary.platforms[0];
    expect(x?.failedFiles).toEqual(['data/ip-audit.js']);
    expect(x?.checksAffected?.length).toBeGreaterThan(0);
    expect(x?.checksAffected).toEqual(
      scan.coverage
        .filter((c) => c.platform === 'x' && c.status === 'not-determinable')
        .map((c) => c.name),
    );
    const sufficiency = scan.summary.dataSufficiency;
    expect(sufficiency?.categories.security.enough).toBe(false);
    expect(sufficiency?.categories.security.missing).toContain('logins');
    expect(scan.summary.howToGetData).toEqual([expect.stringContaining('X: Settings')]);
  });
});
