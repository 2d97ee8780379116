// Scan benchmark: import + risk scan of the synthetic X archive with 100,000 tweets (written by
// scripts/fixtures/importArchives.ts into bench-results/import-fixtures/ on first run, shared with
// the import benchmark), in one Node process, through the same engine the app runs in its worker.
// Reports import time, scan time, their sum and peak resident memory.
// Budget (DESIGN.md §8): import + scan ≤ 30 s, peak memory ≤ 1 GB.
// The scan runs with the text engine, as the app's worker and the CLI run it.
import fs from 'node:fs';
import path from 'node:path';
import { importExport } from '../../src/analysis/imports/importExport.ts';
import { runScan } from '../../src/analysis/scan.ts';
import { findSpans } from '../../src/analysis/text/checkText.ts';
import { openSource } from '../../server/cli/fileSource.ts';
import { writeSyntheticXArchive } from '../fixtures/importArchives.ts';

const TWEETS = 100_000;
const MEMORY_SAMPLE_MS = 20;
const dir = path.resolve('bench-results', 'import-fixtures');
const xZip = path.join(dir, `twitter-synthetic-${TWEETS}.zip`);
if (!fs.existsSync(xZip)) writeSyntheticXArchive(xZip, TWEETS);

(globalThis as { gc?: () => void }).gc?.();
let peak = process.memoryUsage().rss;
const timer = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, MEMORY_SAMPLE_MS);

const opened = await openSource(xZip);
const started = performance.now();
const imported = await importExport(opened.source);
const importSeconds = (performance.now() - started) / 1000;
await opened.close();
if (imported.counts.posts !== TWEETS)
  throw new Error(`expected ${TWEETS} tweets, got ${imported.counts.posts}`);

const scanStarted = performance.now();
const result = runScan([imported.dataset], {
  now: Date.parse('2026-11-21T00:00:00Z'),
  detectText: findSpans,
});
const scanSeconds = (performance.now() - scanStarted) / 1000;
peak = Math.max(peak, process.memoryUsage().rss);
clearInterval(timer);

// The text rules' own cost (one pass over 100,000 posts, shared span cache) with a detector that
// finds nothing: the text engine's time comes on top and is measured by its own benchmark.
const textStarted = performance.now();
runScan([imported.dataset], { now: Date.parse('2026-11-21T00:00:00Z'), detectText: () => [] });
const textRulesSeconds = (performance.now() - textStarted) / 1000;

const ran = result.coverage.filter((c) => c.status === 'ran').length;
const geotagged = result.findings.find((f) => f.ruleId === 'privacy.geotagged-posts');
if (!geotagged)
  throw new Error('the synthetic archive has geotagged tweets, but no finding came out');
console.error(
  `X ${TWEETS} tweets: import ${importSeconds.toFixed(2)} s + scan ${scanSeconds.toFixed(2)} s, ` +
    `peak ${(peak / 1024 / 1024).toFixed(0)} MB; ${result.findings.length} findings, ${ran} checks ran ` +
    `(${result.coverage.length - ran} not determinable), geotagged posts: ${geotagged.count}`,
);
console.log(
  JSON.stringify({
    name: 'scan',
    figures: [
      {
        metric: 'x_100k_tweets_import_plus_scan_node',
        value: importSeconds + scanSeconds,
        unit: 's',
        budget: 30,
      },
      {
        metric: 'x_100k_tweets_scan_with_text_engine_node',
        value: scanSeconds,
        unit: 's',
      },
      {
        metric: 'x_100k_tweets_scan_all_rules_detector_cost_excluded_node',
        value: textRulesSeconds,
        unit: 's',
      },
      {
        metric: 'x_100k_tweets_import_plus_scan_peak_rss_node',
        value: peak / 1024 / 1024,
        unit: 'MB',
        budget: 1024,
      },
      { metric: 'x_100k_tweets_checks_ran', value: ran, unit: 'checks' },
    ],
  }),
);
