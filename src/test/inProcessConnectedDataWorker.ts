// The connected-data worker for tests: answers in-process with the worker's own code (its handlers
// served over the worker bridge), on a database connection of its own as the real worker opens,
// with every message crossing a MessageChannel as postMessage sends it (the scan's port
// transferred), and replies delivered as tasks. Beside it, the analysis worker's scan in-process: the engine
// awaiting its datasets on a real MessagePort, as 'scan.run' does.
// Invariant: a terminated worker delivers nothing more, its connection and the port it was given
// are closed.
import type { DetectText } from '../analysis/rules/types.ts';
import { scanFromPort } from '../analysis/scanFromPort.ts';
import type { BridgeReply, BridgeRequest, WorkerEndpoint } from '../analysis/workerBridge.ts';
import { connectedDataHandlers } from '../flows/connectedData.ts';
import type { CreateConnectedDataWorker, ScanOnPort } from '../flows/connectedDataInWorker.ts';
import type { FootprintDatabase } from '../db/schema.ts';
import { serveOnPort } from './serveOnPort.ts';

export class InProcessConnectedDataWorker implements WorkerEndpoint {
  onmessage: ((event: MessageEvent<BridgeReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  /** What the page asked, as the worker received it. */
  readonly received: BridgeRequest[] = [];
  // The page's end and the worker's end, so every message is cloned (and ports transferred) as
  // postMessage does, and delivered as a task.
  private readonly channel = new MessageChannel();

  constructor(private readonly db: FootprintDatabase) {
    serveOnPort(this.channel.port2, connectedDataHandlers(db), (request) =>
      this.received.push(request),
    );
    this.channel.port1.onmessage = (event: MessageEvent<BridgeReply>) => {
      if (!this.terminated) this.onmessage?.(event);
    };
  }

  postMessage(message: BridgeRequest, transfer: Transferable[]): void {
    this.channel.port1.postMessage(message, transfer);
  }

  terminate(): void {
    this.terminated = true;
    this.channel.port1.close();
    this.channel.port2.close();
    this.db.close();
    for (const request of this.received) {
      const payload = request.kind === 'request' ? (request.payload as { port?: unknown }) : null;
      if (payload?.port instanceof MessagePort) payload.port.close();
    }
  }
}

/** Starts in-process workers, each on the connection `open` returns; `started` lists them. */
export function inProcessConnectedDataWorkers(open: () => FootprintDatabase): {
  create: CreateConnectedDataWorker;
  started: InProcessConnectedDataWorker[];
} {
  const started: InProcessConnectedDataWorker[] = [];
  return {
    started,
    create: () => {
      const worker = new InProcessConnectedDataWorker(open());
      started.push(worker);
      return worker;
    },
  };
}

/** The analysis worker's scan, in-process; its result structured-cloned as the worker's reply. */
export function inProcessScanOnPort(detectText: DetectText): ScanOnPort {
  return async (request, onProgress, signal) =>
    structuredClone(
      await scanFromPort(request, {
        detectText,
        signal,
        onProgress: (done, total, stage) => onProgress({ done, total, stage }),
      }),
    );
}
