// Scan events over realtime: the device running a scan reports its progress, and every other open
// device of the same user learns when a scan completed or was deleted (and refreshes its data
// through the sync puller). The channel is the user's private 'scans' channel. Invariant: events carry the scan id,
// a stage and numbers only — never findings, evidence or imported data.
import type { ChannelMessage } from '../shared/realtime.ts';
import type { RealtimeClient } from './realtimeClient.ts';

export const SCAN_EVENTS_CHANNEL = 'scans';

export type ScanEvent =
  | { type: 'scan.progress'; scanId: string; progress: number; stage: string }
  | { type: 'scan.completed'; scanId: string }
  | { type: 'scan.failed'; scanId: string }
  /** Deleted from the history (the delete already reached the server): others pull and drop it. */
  | { type: 'scan.deleted'; scanId: string };

const STAGE = /^[a-z][a-z0-9_-]{0,31}$/;

/** Reads a channel message as a scan event; anything else (or malformed) is null. */
export function toScanEvent(message: ChannelMessage): ScanEvent | null {
  const data = message.data as Record<string, unknown> | null;
  if (!data || typeof data.scanId !== 'string' || data.scanId.length > 128) return null;
  if (
    message.type === 'scan.completed' ||
    message.type === 'scan.failed' ||
    message.type === 'scan.deleted'
  ) {
    return { type: message.type, scanId: data.scanId };
  }
  if (message.type === 'scan.progress') {
    const progress = Number(data.progress);
    if (!Number.isFinite(progress) || progress < 0 || progress > 100) return null;
    const stage =
      typeof data.stage === 'string' && STAGE.test(data.stage) ? data.stage : 'scanning';
    return { type: 'scan.progress', scanId: data.scanId, progress, stage };
  }
  return null;
}

export interface ScanEvents {
  /** Publishes one event; resolves when the server confirmed it. */
  publish(event: ScanEvent): Promise<void>;
  /** Calls `onEvent` for every scan event of this user, from any device, until unsubscribed. */
  subscribe(onEvent: (event: ScanEvent) => void): Promise<() => void>;
}

export function createScanEvents(realtime: RealtimeClient): ScanEvents {
  return {
    async publish(event) {
      const { type, ...data } = event;
      await realtime.publish(SCAN_EVENTS_CHANNEL, data, { event: type });
    },
    subscribe(onEvent) {
      return realtime.subscribe(SCAN_EVENTS_CHANNEL, (message) => {
        const event = toScanEvent(message);
        if (event) onEvent(event);
      });
    },
  };
}
