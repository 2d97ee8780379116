// The page's one connection to our server: REST clients (same origin) authorised by the app's
// auth client, one per user so a call never carries another user's token, and the sign-out cleanup that deletes the user's data from this device. Created once
// per page, on first use.
import { userFromAccessToken } from '../auth/authClient.ts';
import { appAuthClient, getAccessToken, registerSignOutCleanup } from '../auth/index.ts';
import { createRestClient } from '../backend/restClient.ts';
import { db } from '../db/database.ts';
import { clearLocalUserData } from '../db/repos/scans.ts';
import { DEFAULT_PROJECT_ID } from '../shared/constants.ts';
import type { RestTables } from '../sync/restTransport.ts';
import type { SyncConnection } from './SyncProvider.tsx';

let connection: SyncConnection | null = null;

export function backendConnection(): SyncConnection {
  if (connection) return connection;
  registerSignOutCleanup((userId, keep) => clearLocalUserData(db, userId, keep));
  const clients = new Map<string, RestTables>();
  connection = {
    restAs(userId) {
      let client = clients.get(userId);
      if (!client) {
        client = createRestClient({
          baseUrl: window.location.origin,
          projectId: DEFAULT_PROJECT_ID,
          // Another user signed in meanwhile: no token, so the call fails as signed out (401) and
          // the first user's writes wait for them instead of reaching the other account.
          getAccessToken: async () => {
            const token = await getAccessToken();
            return token && userFromAccessToken(token)?.id === userId ? token : null;
          },
        });
        clients.set(userId, client);
      }
      return client;
    },
    auth: appAuthClient(),
  };
  return connection;
}
