// The worker bridge over a real MessageChannel (messages cloned and ports or buffers moved as
// postMessage does): results, progress and errors by name; a cancel that reaches the handler; a
// crash that fails every request in flight; results that move their buffers instead of copying.
import { afterEach, describe, expect, it } from 'vitest';
import { serveOnPort } from '../test/serveOnPort.ts';
import {
  withTransfer,
  WorkerClient,
  type BridgeReply,
  type BridgeRequest,
  type RequestContext,
  type WorkerEndpoint,
} from './workerBridge.ts';

class ScanFailure extends Error {
  override name = 'ScanFailure';
}

let cancelSeen: Promise<unknown> = Promise.resolve();
let releaseSave: () => void = () => undefined;

const handlers = {
  async count({ to }: { to: number }, { progress }: RequestContext<number>): Promise<string> {
    for (let n = 1; n <= to; n++) progress(n);
    return `counted to ${to}`;
  },
  async refuse(_payload: Record<string, never>): Promise<never> {
    throw new ScanFailure('Connect a platform first.');
  },
  async wait(_payload: Record<string, never>, { signal }: RequestContext): Promise<never> {
    cancelSeen = new Promise((resolve) => signal.addEventListener('abort', resolve));
    return new Promise((_resolve, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason)),
    );
  },
  /** Finishes its work whatever the cancel says, as a committed transaction does. */
  async store(_payload: Record<string, never>): Promise<string> {
    await new Promise<void>((resolve) => (releaseSave = resolve));
    return 'stored';
  },
  async bytes({ size }: { size: number }): Promise<{ bytes: Uint8Array }> {
    const bytes = new Uint8Array(size).fill(7);
    sent = bytes;
    return withTransfer({ bytes }, [bytes.buffer]);
  },
};
let sent: Uint8Array | null = null;

type Api = typeof handlers;

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

/** A worker on the other end of a MessageChannel; `crash` fires its error event. */
function startWorker(): WorkerEndpoint & { crash(message: string): void; terminated: boolean } {
  const channel = new MessageChannel();
  channels.push(channel);
  serveOnPort(channel.port2, handlers);
  const endpoint = {
    terminated: false,
    onmessage: null as ((event: MessageEvent<BridgeReply>) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    postMessage: (message: BridgeRequest, transfer: Transferable[]) =>
      channel.port1.postMessage(message, transfer),
    terminate() {
      endpoint.terminated = true;
      channel.port1.close();
    },
    crash(message: string) {
      endpoint.onerror?.({ message, preventDefault: () => undefined } as ErrorEvent);
    },
  };
  channel.port1.onmessage = (event: MessageEvent<BridgeReply>) => endpoint.onmessage?.(event);
  return endpoint;
}

function client() {
  const started: ReturnType<typeof startWorker>[] = [];
  const bridge = new WorkerClient<Api, number>(
    () => {
      const worker = startWorker();
      started.push(worker);
      return worker;
    },
    {
      label: 'Test',
      reviveError: (error) =>
        error.name === 'ScanFailure' ? new ScanFailure(error.message) : error,
    },
  );
  return { bridge, started };
}

describe('worker bridge', () => {
  it('resolves with the result after passing every progress message on, in order', async () => {
    const { bridge } = client();
    const progress: number[] = [];
    expect(await bridge.request('count', { to: 3 }, { onProgress: (n) => progress.push(n) })).toBe(
      'counted to 3',
    );
    expect(progress).toEqual([1, 2, 3]);
  });

  it('rejects with the worker’s message and error class, revived where the caller needs it', async () => {
    const { bridge } = client();
    const refused = bridge.request('refuse', {});
    await expect(refused).rejects.toBeInstanceOf(ScanFailure);
    await expect(refused).rejects.toThrow('Connect a platform first.');
  });

  it('refuses a request the worker does not know, by name', async () => {
    const { bridge } = client();
    await expect(
      (bridge as unknown as WorkerClient<Record<string, () => Promise<unknown>>>).request(
        'format',
        undefined,
      ),
    ).rejects.toThrow('Unknown request "format"');
  });

  it('a cancel rejects at once and reaches the handler, which stops', async () => {
    const { bridge } = client();
    const page = new AbortController();
    const waiting = bridge.request('wait', {}, { signal: page.signal });
    await new Promise((resolve) => setTimeout(resolve, 10));
    page.abort(new Error('No longer wanted'));
    await expect(waiting).rejects.toThrow('No longer wanted');
    await expect(cancelSeen).resolves.toBeDefined();
  });

  it('after a cancel, waits for what the worker really did when asked to', async () => {
    const { bridge } = client();
    const page = new AbortController();
    const storing = bridge.request('store', {}, { signal: page.signal, awaitCancel: true });
    await new Promise((resolve) => setTimeout(resolve, 10));
    page.abort(new Error('Canceled'));
    releaseSave();
    expect(await storing).toBe('stored');
  });

  it('a crashed worker fails every request in flight, and the next request starts a fresh one', async () => {
    const { bridge, started } = client();
    const first = bridge.request('wait', {});
    const second = bridge.request('wait', {});
    started[0]!.crash('Out of memory');
    await expect(first).rejects.toThrow('Out of memory');
    await expect(second).rejects.toThrow('Out of memory');
    expect(started[0]!.terminated).toBe(true);
    expect(await bridge.request('count', { to: 1 })).toBe('counted to 1');
    expect(started).toHaveLength(2);
  });

  it('moves a result’s buffers to the page instead of copying them', async () => {
    const { bridge } = client();
    const { bytes } = await bridge.request('bytes', { size: 1024 });
    expect(bytes.byteLength).toBe(1024);
    expect(bytes[0]).toBe(7);
    expect(sent!.byteLength).toBe(0);
  });
});
