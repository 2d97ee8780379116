// The connected-data worker for tests: answers in-process with the worker's own code
// (answerConnectedDataRequest), on a database connection of its own as the real worker opens, with
// every message structured-cloned as postMessage clones it, and replies delivered as tasks.
// Invariant: a terminated worker delivers nothing more and its connection is closed.
import type { DetectText } from '../analysis/rules/types.ts';
import {
  answerConnectedDataRequest,
  type ConnectedDataReply,
  type ConnectedDataRequest,
} from '../app/connectedData.ts';
import type {
  ConnectedDataWorker,
  CreateConnectedDataWorker,
} from '../app/connectedDataInWorker.ts';
import type { FootprintDatabase } from '../db/schema.ts';

export class InProcessConnectedDataWorker implements ConnectedDataWorker {
  onmessage: ((event: MessageEvent<ConnectedDataReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  /** What the page asked, as the worker received it. */
  readonly received: ConnectedDataRequest[] = [];

  constructor(
    private readonly db: FootprintDatabase,
    private readonly detectText: DetectText,
  ) {}

  postMessage(message: ConnectedDataRequest): void {
    const request = structuredClone(message);
    this.received.push(request);
    void answerConnectedDataRequest(
      this.db,
      request,
      (reply) => {
        const data = structuredClone(reply);
        setTimeout(() => {
          if (!this.terminated) this.onmessage?.({ data } as MessageEvent<ConnectedDataReply>);
        });
      },
      async () => this.detectText,
    );
  }

  terminate(): void {
    this.terminated = true;
    this.db.close();
  }
}

/** Starts in-process workers, each on the connection `open` returns; `started` lists them. */
export function inProcessConnectedDataWorkers(
  open: () => FootprintDatabase,
  detectText: DetectText,
): { create: CreateConnectedDataWorker; started: InProcessConnectedDataWorker[] } {
  const started: InProcessConnectedDataWorker[] = [];
  return {
    started,
    create: () => {
      const worker = new InProcessConnectedDataWorker(open(), detectText);
      started.push(worker);
      return worker;
    },
  };
}
