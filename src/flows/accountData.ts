// The user's data as a whole, on the server and on this device: "Download my data" (the server's
// export and this device's own records in one file), "Delete my account" (the server first, then
// this device) and "Delete everything on this device" (the account stays). Invariants: the
// account is deleted on the server before anything on the device goes, so a refused deletion
// (wrong password, offline) loses nothing; the device's copy of a deleted account's data is
// removed before the user is signed out; the downloaded file is built on the device and goes
// nowhere else.
import { createAccountClient, type AccountClient } from '../backend/accountClient.ts';
import { db as pageDb } from '../db/database.ts';
import type { FootprintDatabase } from '../db/schema.ts';
import { deleteLedger } from '../db/networkLedger.ts';
import { clearLocalUserData } from '../db/repos/scans.ts';

export const DATA_FILE_FORMAT = 'footprint-my-data';

export const ACCOUNT_DATA_MESSAGES = {
  offline: 'You are offline. Deleting your account needs the server: connect and try again.',
  signedOut: 'Sign in to delete your account.',
  serverSkippedOffline:
    'Offline: this file holds what is on this device only. Download again when online for the server’s copy.',
  serverSkippedSignedOut:
    'Not signed in: this file holds what is on this device only; the server holds nothing without an account.',
} as const;

export interface AccountDataDeps {
  db: FootprintDatabase;
  client: AccountClient;
  /** A fresh access token, or null when signed out. */
  getAccessToken(): Promise<string | null>;
  online(): boolean;
}

/** What this device holds for `userId`: history, findings, imports (their summaries), decisions. */
export async function deviceDataOf(db: FootprintDatabase, userId: string) {
  const [scans, findings, imports, decisions, evidence] = await Promise.all([
    db.footprintScans.where('userId').equals(userId).toArray(),
    db.riskFindings.where('userId').equals(userId).toArray(),
    db.imports.where('userId').equals(userId).toArray(),
    db.findingDecisions.where('userId').equals(userId).toArray(),
    db.findingEvidence.where('userId').equals(userId).toArray(),
  ]);
  return { scans, findings, imports, decisions, evidence };
}

/** The one file "Download my data" saves, with the server's part or the reason it is missing. */
export async function collectMyData(deps: AccountDataDeps, userId: string) {
  let server: unknown = null;
  let serverMissing: string | null = null;
  if (!deps.online()) serverMissing = ACCOUNT_DATA_MESSAGES.serverSkippedOffline;
  else {
    const token = await deps.getAccessToken();
    if (!token) serverMissing = ACCOUNT_DATA_MESSAGES.serverSkippedSignedOut;
    else server = await deps.client.exportAccount(token);
  }
  return {
    format: DATA_FILE_FORMAT,
    version: 1,
    exportedAt: new Date().toISOString(),
    server,
    serverMissing,
    device: await deviceDataOf(deps.db, userId),
  };
}

/**
 * Deletes the account on the server, then this device's copy of its data, then signs out.
 * Throws (AccountRequestError, or an Error with one of ACCOUNT_DATA_MESSAGES) with nothing
 * changed when the server refuses or cannot be reached.
 */
export async function deleteMyAccount(
  deps: AccountDataDeps & { signOut(): Promise<void> },
  userId: string,
  password: string | null,
): Promise<void> {
  if (!deps.online()) throw new Error(ACCOUNT_DATA_MESSAGES.offline);
  const token = await deps.getAccessToken();
  if (!token) throw new Error(ACCOUNT_DATA_MESSAGES.signedOut);
  await deps.client.deleteAccount(token, password);
  // Rows, outbox, imports, evidence and decisions of the user. The app's caches hold the app
  // itself and the analysis models, never a user's data, so they stay.
  await clearLocalUserData(deps.db, userId);
  await deps.signOut();
}

/**
 * Removes everything Footprint keeps on this device (every user's rows, settings, the network
 * ledger, cached app and models) and signs out of this device; the account on the server stays. The page should reload
 * afterwards: the database is gone.
 */
export async function deleteEverythingOnDevice(deps: {
  db: FootprintDatabase;
  signOut(): Promise<void>;
}): Promise<void> {
  await deps.signOut();
  await deps.db.delete();
  await deleteLedger();
  if (typeof caches !== 'undefined') {
    for (const name of await caches.keys()) await caches.delete(name);
  }
}

/** The three actions for `userId`, wired to this page's database and our server. */
export function pageAccountDataActions(
  auth: { getAccessToken(): Promise<string | null>; signOut(): Promise<void> },
  userId: string,
) {
  const deps: AccountDataDeps = {
    db: pageDb,
    client: createAccountClient(window.location.origin),
    getAccessToken: auth.getAccessToken,
    online: () => navigator.onLine,
  };
  return {
    collectMyData: () => collectMyData(deps, userId),
    deleteMyAccount: (password: string | null) =>
      deleteMyAccount({ ...deps, signOut: auth.signOut }, userId, password),
    deleteEverythingOnDevice: () => deleteEverythingOnDevice({ db: pageDb, signOut: auth.signOut }),
  };
}
