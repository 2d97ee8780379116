// The page's one connection to our server: the REST client (same origin) authorised by the app's
// auth client, and the sign-out cleanup that deletes the user's data from this device. Created once
// per page, on first use.
import { appAuthClient, getAccessToken, registerSignOutCleanup } from '../auth/index.ts';
import { createRestClient } from '../backend/restClient.ts';
import { db } from '../db/database.ts';
import { clearLocalUserData } from '../db/repos/scans.ts';
import { DEFAULT_PROJECT_ID } from '../shared/constants.ts';
import type { SyncConnection } from './SyncProvider.tsx';

let connection: SyncConnection | null = null;

export function backendConnection(): SyncConnection {
  if (connection) return connection;
  registerSignOutCleanup((userId) => clearLocalUserData(db, userId));
  connection = {
    rest: createRestClient({
      baseUrl: window.location.origin,
      projectId: DEFAULT_PROJECT_ID,
      getAccessToken,
    }),
    auth: appAuthClient(),
  };
  return connection;
}
