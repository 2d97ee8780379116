// What is worked out where the connected platforms' datasets are read: the datasets a scan runs
// over, posted straight into the analysis worker's port, and the profile facts the Public Profile
// Check weighs a page against. In the app this runs in the connected-data worker
// (connectedDataWorker.ts), on its own connection to the device database, so the page never copies
// a dataset (a 100,000-post one paused it for hundreds of milliseconds); the tests run it
// in-process. The worker's requests (its handlers on the worker bridge) are defined here too.
// Invariants: a dataset leaves this module only into the scan's port, worker to worker — the page
// gets the profile facts (suggested addresses, the user's own emails, phones, addresses, birthdays
// and places) or word that the datasets were sent; the scan engine and the text engine are not
// imported here, so the worker does not carry them; datasets that cannot be read fail the scan with
// a ScanFailure written for the user, never with the storage error's own text.
import { hasInstantFacts } from '../analysis/instant/instantFacts.ts';
import { exportUsernames } from '../analysis/instant/usernamePresence.ts';
import {
  knownIdentityOf,
  profileSuggestions,
  type KnownIdentity,
  type ProfileSuggestion,
} from '../analysis/profile/publicProfile.ts';
import type { ImportedDataset } from '../analysis/imports/dataset.ts';
import type { DatasetsMessage } from '../analysis/scanFromPort.ts';
import { toWireError } from '../analysis/workerBridge.ts';
import { readInstantFacts } from '../db/repos/instantFacts.ts';
import { readConnectedDatasets } from '../db/repos/scanInputs.ts';
import type { FootprintDatabase } from '../db/schema.ts';
import { classifyStorageError, STORAGE_MESSAGES } from '../db/storageErrors.ts';
import { SCAN_MESSAGES, ScanFailure } from './scanFlow.ts';

/** What the Public Profile Check needs of the user's exports. */
export interface ProfileFacts {
  suggestions: ProfileSuggestion[];
  known: KnownIdentity;
  /** The usernames the exports hold, offered to the username presence check. */
  usernames: string[];
}

async function readDatasets(db: FootprintDatabase, userId: string) {
  try {
    return await readConnectedDatasets(db, userId);
  } catch (error) {
    throw new ScanFailure(
      classifyStorageError(error) === 'closed' ? STORAGE_MESSAGES.closed : SCAN_MESSAGES.unreadable,
    );
  }
}

/** The datasets a scan of the user's connected platforms runs over. */
export async function readScanDatasets(
  db: FootprintDatabase,
  userId: string,
): Promise<ImportedDataset[]> {
  const datasets = await readDatasets(db, userId);
  // Every platform was disconnected between the page's check and this read; username checks
  // alone still make a scan (of the identity category).
  if (datasets.length === 0 && !hasInstantFacts(await readInstantFacts(db, userId)))
    throw new ScanFailure(SCAN_MESSAGES.noPlatforms);
  return datasets;
}

/** Posts the datasets, or the failure to read them, into the scan's port: exactly one message. */
export async function sendScanDatasets(
  db: FootprintDatabase,
  userId: string,
  port: MessagePort,
): Promise<void> {
  let message: DatasetsMessage;
  try {
    message = { kind: 'datasets', datasets: await readScanDatasets(db, userId) };
  } catch (error) {
    message = { kind: 'error', error: toWireError(error) };
  }
  port.postMessage(message);
}

export async function readProfileFacts(
  db: FootprintDatabase,
  userId: string,
): Promise<ProfileFacts> {
  const datasets = await readConnectedDatasets(db, userId);
  return {
    suggestions: profileSuggestions(datasets),
    known: knownIdentityOf(datasets),
    usernames: exportUsernames(datasets),
  };
}

/** The connected-data worker's requests, on its own connection to the device database. */
export function connectedDataHandlers(db: FootprintDatabase) {
  return {
    /**
     * Posts the user's connected datasets into `port` (transferred with the request), then answers
     * 'sent': the datasets, or why they could not be read, are on their way through the port.
     */
    datasets: async ({ userId, port }: { userId: string; port: MessagePort }) => {
      await sendScanDatasets(db, userId, port);
      return 'sent' as const;
    },
    profile: ({ userId }: { userId: string }) => readProfileFacts(db, userId),
  };
}

export type ConnectedDataApi = ReturnType<typeof connectedDataHandlers>;
