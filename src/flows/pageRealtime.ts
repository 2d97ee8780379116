// The page's realtime wiring: one realtime client per page while someone is signed in and the
// browser is online (token from the auth client, refreshed on every reconnect), carrying the
// user's scan events (scanRealtime.ts). Created on first use, so Node tests importing the app's
// modules open no socket.
import { appAuthClient, getAccessToken } from '../auth/index.ts';
import { createRealtimeClient } from '../backend/realtimeClient.ts';
import { createScanEvents } from '../backend/scanEvents.ts';
import { db } from '../db/database.ts';
import { hasPendingWrites } from '../db/repos/outbox.ts';
import { DEFAULT_PROJECT_ID } from '../shared/constants.ts';
import { ScanRealtime } from './scanRealtime.ts';

/** Scans of this user running on other devices, and the publisher of this page's scans. */
export const scanRealtime = new ScanRealtime({
  async hasPendingWrites(scanId) {
    const userId = appAuthClient().getState().user?.id;
    return userId ? hasPendingWrites(db, userId, scanId) : false;
  },
});

/** Opens the page's realtime connection and listens to scan events; the result closes both. */
export function connectRealtime(): () => void {
  const client = createRealtimeClient({
    origin: window.location.origin,
    projectId: DEFAULT_PROJECT_ID,
    getToken: getAccessToken,
    // Realtime is an extra: a refused or lost connection shows nothing; sync still works.
    onError: () => undefined,
  });
  const detach = scanRealtime.attach(createScanEvents(client));
  return () => {
    detach();
    client.close();
  };
}
