// The connected-data worker for tests: answers in-process with the worker's own code
// (answerConnectedDataRequest), on a database connection of its own as the real worker opens, with
// every message structured-cloned as postMessage clones it (the scan's port transferred), and
// replies delivered as tasks. Beside it, the analysis worker's scan in-process: the engine
// awaiting its datasets on a real MessagePort, as 'scan.run' does.
// Invariant: a terminated worker delivers nothing more, its connection and the port it was given
// are closed.
import type { DetectText } from '../analysis/rules/types.ts';
import { scanFromPort } from '../analysis/scanFromPort.ts';
import {
  answerConnectedDataRequest,
  type ConnectedDataReply,
  type ConnectedDataRequest,
} from '../app/connectedData.ts';
import type {
  ConnectedDataWorker,
  CreateConnectedDataWorker,
  ScanOnPort,
} from '../app/connectedDataInWorker.ts';
import type { FootprintDatabase } from '../db/schema.ts';

export class InProcessConnectedDataWorker implements ConnectedDataWorker {
  onmessage: ((event: MessageEvent<ConnectedDataReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  /** What the page asked, as the worker received it. */
  readonly received: ConnectedDataRequest[] = [];

  constructor(private readonly db: FootprintDatabase) {}

  postMessage(message: ConnectedDataRequest, transfer: Transferable[]): void {
    const request = structuredClone(message, { transfer });
    this.received.push(request);
    void answerConnectedDataRequest(this.db, request, (reply) => {
      const data = structuredClone(reply);
      setTimeout(() => {
        if (!this.terminated) this.onmessage?.({ data } as MessageEvent<ConnectedDataReply>);
      });
    });
  }

  terminate(): void {
    this.terminated = true;
    this.db.close();
    for (const request of this.received) if (request.kind === 'datasets') request.port.close();
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
  return async (request, onProgress) =>
    structuredClone(
      await scanFromPort(request, {
        detectText,
        onProgress: (done, total, stage) => onProgress({ done, total, stage }),
      }),
    );
}
