// The page's scan machinery: the engine in the analysis worker, the Web Lock that keeps one scan
// per user across tabs, and this tab's live progress. One of each per page.
import { runAnalysis } from '../analysis/api.ts';
import { ScanProgressStore, type RunScan } from './scanFlow.ts';
import { appUserLocks } from './userLocks.ts';

export const scanProgress = new ScanProgressStore();

export const scanLocks = appUserLocks();

export const runScanInWorker: RunScan = (request, onProgress) =>
  runAnalysis('scan.run', request, {
    onProgress: ({ done, total, stage }) =>
      onProgress({ done, total: total ?? null, stage: stage ?? '' }),
  });

/** When this page loaded: a 'scanning' scan older than this, with no lock held, was cut off. */
export const PAGE_LOADED_AT = new Date();
