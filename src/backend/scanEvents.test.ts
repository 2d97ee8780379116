import { describe, expect, it } from 'vitest';
import type { ChannelMessage } from '../shared/realtime.ts';
import type { RealtimeClient } from './realtimeClient.ts';
import { createScanEvents, SCAN_EVENTS_CHANNEL, toScanEvent } from './scanEvents.ts';

const message = (type: string, data: unknown): ChannelMessage => ({
  id: '1',
  channel: SCAN_EVENTS_CHANNEL,
  type,
  data,
  userId: 'u1',
  metadata: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('scan events', () => {
  it('reads progress, completion and failure events', () => {
    expect(
      toScanEvent(message('scan.progress', { scanId: 's1', progress: 40, stage: 'rules' })),
    ).toEqual({
      type: 'scan.progress',
      scanId: 's1',
      progress: 40,
      stage: 'rules',
    });
    expect(toScanEvent(message('scan.completed', { scanId: 's1' }))).toEqual({
      type: 'scan.completed',
      scanId: 's1',
    });
    expect(toScanEvent(message('scan.failed', { scanId: 's1' }))?.type).toBe('scan.failed');
  });

  it('ignores malformed or foreign messages', () => {
    expect(toScanEvent(message('scan.progress', { scanId: 's1', progress: 140 }))).toBeNull();
    expect(toScanEvent(message('scan.completed', {}))).toBeNull();
    expect(toScanEvent(message('chat', { scanId: 's1' }))).toBeNull();
    expect(toScanEvent(message('scan.completed', null))).toBeNull();
  });

  it('publishes on the private scans channel with the event type and no other data', async () => {
    const published: unknown[] = [];
    const realtime = {
      publish: async (channel: string, data: unknown, options?: { event?: string }) => {
        published.push({ channel, data, event: options?.event });
        return '1';
      },
    } as unknown as RealtimeClient;
    await createScanEvents(realtime).publish({ type: 'scan.completed', scanId: 'scan_1' });
    expect(published).toEqual([
      { channel: 'scans', data: { scanId: 'scan_1' }, event: 'scan.completed' },
    ]);
  });
});
