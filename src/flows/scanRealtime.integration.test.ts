// Two open devices of one user against the real server's realtime service: the device running a
// scan reports it through the user's private channel, the other shows the progress and pulls when
// the scan completed; another user's device hears nothing.
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTestUser, startTestServer } from '../../server/test/harness.ts';
import { createRealtimeClient, type WebSocketLike } from '../backend/realtimeClient.ts';
import { createScanEvents } from '../backend/scanEvents.ts';
import { ScanRealtime, type RemoteScan } from './scanRealtime.ts';

async function eventually<T>(check: () => T | undefined | null | false, timeoutMs = 10_000) {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function device(baseUrl: string, token: string) {
  let pulls = 0;
  const client = createRealtimeClient({
    origin: baseUrl,
    projectId: 'footprint',
    getToken: () => token,
    createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
  });
  const realtime = new ScanRealtime({ hasPendingWrites: async () => false });
  realtime.setSync({
    requestPull: async () => {
      pulls++;
    },
    subscribe: () => () => undefined,
  });
  const seen: (RemoteScan | null)[] = [];
  realtime.subscribe(() => seen.push(realtime.getSnapshot()));
  const detach = realtime.attach(createScanEvents(client));
  return {
    realtime,
    seen,
    pulls: () => pulls,
    subscribed: () => client.getState() === 'subscribed',
    close() {
      detach();
      client.close();
    },
  };
}

describe('scan events between devices through the real server', () => {
  it('shows a scan’s progress on the user’s other device and pulls there once it completed', async () => {
    const server = await startTestServer();
    const user = await createTestUser(server);
    const stranger = await createTestUser(server);
    const phone = device(server.baseUrl, user.token);
    const laptop = device(server.baseUrl, user.token);
    const other = device(server.baseUrl, stranger.token);
    try {
      await eventually(() => phone.subscribed() && laptop.subscribed() && other.subscribed());
      phone.realtime.progress('scan_1', { done: 3, total: 4, stage: 'Geotagged posts' });
      const shown = await eventually(() => laptop.realtime.getSnapshot());
      expect(shown).toEqual({ scanId: 'scan_1', progress: 75, stage: 'checks' });

      phone.realtime.completed('scan_1');
      await eventually(() => laptop.pulls() === 1);
      expect(laptop.realtime.getSnapshot()).toBeNull();
      // The phone pulled before telling (its push); its own echo started no other pull.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(phone.pulls()).toBe(1);
      expect(phone.seen).toEqual([]);
      expect(other.seen).toEqual([]);
      expect(other.pulls()).toBe(0);
    } finally {
      phone.close();
      laptop.close();
      other.close();
      await server.close();
    }
  });
});
