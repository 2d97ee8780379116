// The page's side of the connected-data worker (connectedDataWorker.ts): a scan, or the Public
// Profile Check's facts, each in a worker of its own that reads the datasets off the main thread.
// Invariants: the page receives the scan's result or the profile facts, never a dataset; the worker
// is terminated once it answered or failed, so no worker outlives its request; a failure written
// for the user comes back as a ScanFailure, anything else as an Error the flow does not show.
import { ScanFailure } from '../db/repos/scanFlow.ts';
import type { ConnectedDataReply, ConnectedDataRequest, ProfileFacts } from './connectedData.ts';
import type { LiveScan, RunScan } from './scanFlow.ts';

/** The part of a Worker this module uses, so tests can answer in-process. */
export interface ConnectedDataWorker {
  postMessage(message: ConnectedDataRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<ConnectedDataReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export type CreateConnectedDataWorker = () => ConnectedDataWorker;

const createBrowserWorker: CreateConnectedDataWorker = () =>
  new Worker(new URL('./connectedDataWorker.ts', import.meta.url), {
    type: 'module',
    name: 'connected-data',
  });

/** The worker's error as an Error of the same class or name, so the flow can tell them apart. */
function workerError(message: string, name: string | undefined): Error {
  if (name === 'ScanFailure') return new ScanFailure(message);
  const error = new Error(message);
  if (name) error.name = name;
  return error;
}

type Answer = Exclude<ConnectedDataReply, { kind: 'progress' } | { kind: 'error' }>;

function ask(
  createWorker: CreateConnectedDataWorker,
  request: ConnectedDataRequest,
  options: { onProgress?: (progress: LiveScan) => void; signal?: AbortSignal } = {},
): Promise<Answer> {
  const { onProgress, signal } = options;
  return new Promise<Answer>((resolve, reject) => {
    signal?.throwIfAborted();
    const worker = createWorker();
    const stop = () => {
      signal?.removeEventListener('abort', abandon);
      worker.terminate();
    };
    // Nobody waits for the answer any more: stop reading the datasets.
    const abandon = () => {
      stop();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abandon, { once: true });
    worker.onmessage = (event) => {
      const reply = event.data;
      if (reply.kind === 'progress') {
        onProgress?.({ done: reply.done, total: reply.total, stage: reply.stage });
        return;
      }
      stop();
      if (reply.kind === 'error') reject(workerError(reply.message, reply.name));
      else resolve(reply);
    };
    worker.onerror = (event) => {
      // The worker could not start (its script failed to load) or crashed.
      event.preventDefault();
      stop();
      reject(new Error(event.message || 'Connected-data worker failed'));
    };
    worker.postMessage(request);
  });
}

export function scanRunner(createWorker: CreateConnectedDataWorker): RunScan {
  return async (request, onProgress) => {
    const answer = await ask(createWorker, { kind: 'scan', request }, { onProgress });
    if (answer.kind !== 'scanned') throw new Error('The worker answered a scan with profile facts');
    return answer.result;
  };
}

export function profileFactsReader(
  createWorker: CreateConnectedDataWorker,
): (userId: string, signal?: AbortSignal) => Promise<ProfileFacts> {
  return async (userId, signal) => {
    const answer = await ask(createWorker, { kind: 'profile', userId }, { signal });
    if (answer.kind !== 'profile') throw new Error('The worker answered profile facts with a scan');
    return answer.facts;
  };
}

export const runScanInWorker: RunScan = scanRunner(createBrowserWorker);

export const readProfileFactsInWorker = profileFactsReader(createBrowserWorker);
