// Import benchmark: a synthetic X archive with 100,000 tweets and a Google Takeout with 1,000,000
// Location History points (generated into bench-results/import-fixtures/ on first run, never
// committed), each imported through the same engine the app runs in its worker, from a ZIP on
// disk. Reports wall time and peak resident memory of this Node process per archive.
// Budget (DESIGN.md §8): ≤ 30 s and ≤ 1 GB for the X archive (import + scan; the scan comes later).
import fs from 'node:fs';
import path from 'node:path';
import { importExport } from '../../src/analysis/imports/importExport.ts';
import { openSource } from '../../server/cli/fileSource.ts';
import { writeSyntheticTakeout, writeSyntheticXArchive } from '../fixtures/importArchives.ts';

const TWEETS = 100_000;
const POINTS = 1_000_000;
const MEMORY_SAMPLE_MS = 20;
const dir = path.resolve('bench-results', 'import-fixtures');
const xZip = path.join(dir, `twitter-synthetic-${TWEETS}.zip`);
const takeoutZip = path.join(dir, `takeout-20260101T000000Z-${POINTS}.zip`);

if (!fs.existsSync(xZip)) writeSyntheticXArchive(xZip, TWEETS);
if (!fs.existsSync(takeoutZip)) writeSyntheticTakeout(takeoutZip, POINTS);

async function measure(file: string) {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, MEMORY_SAMPLE_MS);
  const opened = await openSource(file);
  const started = performance.now();
  try {
    const result = await importExport(opened.source);
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, seconds, peakMb: peak / 1024 / 1024 };
  } finally {
    clearInterval(timer);
    await opened.close();
  }
}

const x = await measure(xZip);
if (x.result.counts.posts !== TWEETS)
  throw new Error(`expected ${TWEETS} tweets, got ${x.result.counts.posts}`);
const xSummary = {
  seconds: x.seconds,
  peakMb: x.peakMb,
  sizeMb: fs.statSync(xZip).size / 1024 / 1024,
};
x.result.dataset.posts.length = 0; // free before the next measurement
const g = await measure(takeoutZip);
if ((g.result.counts.locationPoints ?? 0) < POINTS)
  throw new Error(`expected ${POINTS} points, got ${g.result.counts.locationPoints}`);
const takeoutMb = fs.statSync(takeoutZip).size / 1024 / 1024;

console.error(
  `X: ${TWEETS} tweets (${xSummary.sizeMb.toFixed(1)} MB zip) in ${xSummary.seconds.toFixed(2)} s, peak ${xSummary.peakMb.toFixed(0)} MB; ` +
    `Takeout: ${POINTS} points (${takeoutMb.toFixed(1)} MB zip) in ${g.seconds.toFixed(2)} s, peak ${g.peakMb.toFixed(0)} MB`,
);
console.log(
  JSON.stringify({
    name: 'import',
    figures: [
      { metric: 'x_100k_tweets_import_node', value: xSummary.seconds, unit: 's', budget: 30 },
      { metric: 'x_100k_tweets_peak_rss_node', value: xSummary.peakMb, unit: 'MB', budget: 1024 },
      {
        metric: 'x_100k_tweets_throughput_node',
        value: TWEETS / xSummary.seconds,
        unit: 'tweets/s',
      },
      { metric: 'takeout_1m_points_import_node', value: g.seconds, unit: 's', budget: 30 },
      { metric: 'takeout_1m_points_peak_rss_node', value: g.peakMb, unit: 'MB', budget: 1024 },
    ],
  }),
);
