// The page's side of the connected-data worker (connectedDataWorker.ts), which reads the datasets
// off the main thread in a worker of its own per request: the Public Profile Check's facts, or a
// scan's datasets, which it posts through a MessageChannel straight to the scan in the shared
// analysis worker (where the text engine already is, so it is downloaded once).
// Invariants: the page receives the scan's result or the profile facts, never a dataset; the
// connected-data worker is terminated once it answered or failed, so no worker outlives its
// request; a failure written for the user comes back as a ScanFailure, anything else as an Error
// the flow does not show.
import { runAnalysis } from '../analysis/api.ts';
import type { ScanResult } from '../analysis/scan.ts';
import type { PortScanRequest } from '../analysis/scanFromPort.ts';
import { ScanFailure } from '../db/repos/scanFlow.ts';
import type { ConnectedDataReply, ConnectedDataRequest, ProfileFacts } from './connectedData.ts';
import type { LiveScan, RunScan } from './scanFlow.ts';

/** The part of a Worker this module uses, so tests can answer in-process. */
export interface ConnectedDataWorker {
  postMessage(message: ConnectedDataRequest, transfer: Transferable[]): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<ConnectedDataReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export type CreateConnectedDataWorker = () => ConnectedDataWorker;

/** Runs the engine over the datasets that arrive on the request's port: the analysis worker. */
export type ScanOnPort = (
  request: PortScanRequest,
  onProgress: (progress: LiveScan) => void,
) => Promise<ScanResult>;

const scanInAnalysisWorker: ScanOnPort = (request, onProgress) =>
  runAnalysis('scan.run', request, {
    transfer: [request.datasets],
    onProgress: ({ done, total, stage }) =>
      onProgress({ done, total: total ?? null, stage: stage ?? '' }),
  });

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

/** An error from the analysis worker keeps being a ScanFailure when it was one. */
function asScanFailure(error: unknown): unknown {
  return error instanceof Error && !(error instanceof ScanFailure) && error.name === 'ScanFailure'
    ? new ScanFailure(error.message)
    : error;
}

type Answer = Exclude<ConnectedDataReply, { kind: 'error' }>;

function ask(
  createWorker: CreateConnectedDataWorker,
  request: ConnectedDataRequest,
  options: { signal?: AbortSignal; transfer?: Transferable[] } = {},
): Promise<Answer> {
  const { signal, transfer = [] } = options;
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
    worker.postMessage(request, transfer);
  });
}

export function scanRunner(
  createWorker: CreateConnectedDataWorker,
  scanOnPort: ScanOnPort,
): RunScan {
  return async ({ userId, now, decisions, previous, instant }, onProgress) => {
    const channel = new MessageChannel();
    const reader = new AbortController();
    const reading = ask(
      createWorker,
      { kind: 'datasets', userId, port: channel.port1 },
      { signal: reader.signal, transfer: [channel.port1] },
    );
    const scanning = scanOnPort(
      { datasets: channel.port2, now, decisions, previous, instant },
      onProgress,
    );
    try {
      // A reader that could not start or crashed fails the scan, which would otherwise wait for
      // datasets that never come; a read that failed reaches the scan as its failure.
      const [answer, result] = await Promise.all([reading, scanning]);
      if (answer.kind !== 'sent') throw new Error('The worker answered a scan with profile facts');
      return result;
    } catch (error) {
      throw asScanFailure(error);
    } finally {
      reader.abort();
      // Still the page's only when the reader never received it: closing it ends the scan's wait.
      channel.port1.close();
    }
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

export const runScanInWorker: RunScan = scanRunner(createBrowserWorker, scanInAnalysisWorker);

export const readProfileFactsInWorker = profileFactsReader(createBrowserWorker);
