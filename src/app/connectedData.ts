// What is worked out where the connected platforms' datasets are read: the scan over them, and the
// profile facts the Public Profile Check weighs a page against. In the app this runs in the
// connected-data worker (connectedDataWorker.ts), on its own connection to the device database, so
// the page never copies a dataset (a 100,000-post one paused it for hundreds of milliseconds); the
// tests run it in-process. The messages the worker and the page exchange are defined here too.
// Invariants: a dataset never leaves this module — only the scan's result (scores, findings with
// their evidence, coverage) or the profile facts (suggested addresses, the user's own emails,
// phones, addresses, birthdays and places) go back; a scan whose datasets cannot be read fails with
// a ScanFailure written for the user, never with the storage error's own text.
import {
  knownIdentityOf,
  profileSuggestions,
  type KnownIdentity,
  type ProfileSuggestion,
} from '../analysis/profile/publicProfile.ts';
import type { DetectText } from '../analysis/rules/types.ts';
import { runScan, type ScanResult } from '../analysis/scan.ts';
import { ScanFailure } from '../db/repos/scanFlow.ts';
import { readConnectedDatasets } from '../db/repos/scanInputs.ts';
import type { FootprintDatabase } from '../db/schema.ts';
import { classifyStorageError, STORAGE_MESSAGES } from '../db/storageErrors.ts';
import { SCAN_MESSAGES, type DeviceScanRequest } from './scanFlow.ts';

/** What the Public Profile Check needs of the user's exports. */
export interface ProfileFacts {
  suggestions: ProfileSuggestion[];
  known: KnownIdentity;
}

export type ConnectedDataRequest =
  { kind: 'scan'; request: DeviceScanRequest } | { kind: 'profile'; userId: string };

export type ConnectedDataReply =
  | { kind: 'progress'; done: number; total: number; stage: string }
  | { kind: 'scanned'; result: ScanResult }
  | { kind: 'profile'; facts: ProfileFacts }
  /** `name` is the error's class ('ScanFailure' for a message written for the user). */
  | { kind: 'error'; message: string; name?: string };

async function readDatasets(db: FootprintDatabase, userId: string) {
  try {
    return await readConnectedDatasets(db, userId);
  } catch (error) {
    throw new ScanFailure(
      classifyStorageError(error) === 'closed' ? STORAGE_MESSAGES.closed : SCAN_MESSAGES.unreadable,
    );
  }
}

export async function scanConnectedData(
  db: FootprintDatabase,
  request: DeviceScanRequest,
  options: {
    detectText?: DetectText;
    onProgress?: (done: number, total: number, stage: string) => void;
  } = {},
): Promise<ScanResult> {
  const datasets = await readDatasets(db, request.userId);
  // Every platform was disconnected between the page's check and this read.
  if (datasets.length === 0) throw new ScanFailure(SCAN_MESSAGES.noPlatforms);
  return runScan(datasets, {
    now: request.now,
    detectText: options.detectText,
    decisions: request.decisions,
    previous: request.previous,
    onProgress: options.onProgress,
  });
}

export async function readProfileFacts(
  db: FootprintDatabase,
  userId: string,
): Promise<ProfileFacts> {
  const datasets = await readConnectedDatasets(db, userId);
  return { suggestions: profileSuggestions(datasets), known: knownIdentityOf(datasets) };
}

/**
 * Answers one request the way the worker does: progress while scanning, then one result or one
 * error. The text engine is loaded only for a scan (the profile facts need none of it).
 */
export async function answerConnectedDataRequest(
  db: FootprintDatabase,
  message: ConnectedDataRequest,
  post: (reply: ConnectedDataReply) => void,
  loadDetectText: () => Promise<DetectText>,
): Promise<void> {
  try {
    if (message.kind === 'profile') {
      post({ kind: 'profile', facts: await readProfileFacts(db, message.userId) });
      return;
    }
    const result = await scanConnectedData(db, message.request, {
      detectText: await loadDetectText(),
      onProgress: (done, total, stage) => post({ kind: 'progress', done, total, stage }),
    });
    post({ kind: 'scanned', result });
  } catch (error) {
    post({
      kind: 'error',
      message: error instanceof Error ? error.message : String(error),
      name: error instanceof Error ? error.name : undefined,
    });
  }
}
