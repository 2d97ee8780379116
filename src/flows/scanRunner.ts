// The page's scan machinery: the engine in the analysis worker, fed by a connected-data worker of
// its own (which reads the datasets off the main thread), the Web Lock that keeps one scan per
// user across tabs, this tab's live progress, and the optional AI summary asked for after a scan
// completed. One of each per page.
import { getAccessToken } from '../auth/index.ts';
import { db } from '../db/database.ts';
import { aiTextAvailable } from '../backend/aiClient.ts';
import { DEFAULT_PROJECT_ID } from '../shared/constants.ts';
import { requestAiSummary, type AiSummaryOutcome } from './aiScanSummary.ts';
import { ScanProgressStore } from './scanFlow.ts';
import { appUserLocks } from './userLocks.ts';

export const scanProgress = new ScanProgressStore();

export const scanLocks = appUserLocks();

export { runScanInWorker } from './connectedDataInWorker.ts';

/** When this page loaded: a 'scanning' scan older than this, with no lock held, was cut off. */
export const PAGE_LOADED_AT = new Date();

/** Whether the server has AI, asked once per page (a failed question is asked again). */
let aiAvailable: Promise<boolean> | null = null;

/** Asks the server's AI (when it has one) to summarise a completed scan; never throws. */
export function summarizeScan(scanId: string): Promise<AiSummaryOutcome> {
  return requestAiSummary(
    {
      db,
      origin: window.location.origin,
      projectId: DEFAULT_PROJECT_ID,
      online: () => navigator.onLine,
      getAccessToken,
      available(token) {
        aiAvailable ??= aiTextAvailable(window.location.origin, DEFAULT_PROJECT_ID, token);
        aiAvailable.catch(() => (aiAvailable = null));
        return aiAvailable;
      },
    },
    scanId,
  );
}
