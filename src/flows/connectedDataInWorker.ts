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
import {
  WorkerClient,
  type PayloadOf,
  type ResultOf,
  type WorkerEndpoint,
} from '../analysis/workerBridge.ts';
import type { ConnectedDataApi, ProfileFacts } from './connectedData.ts';
import { ScanFailure, type LiveScan, type RunScan } from './scanFlow.ts';

export type CreateConnectedDataWorker = () => WorkerEndpoint;

/**
 * Runs the engine over the datasets that arrive on the request's port: the analysis worker.
 * Aborting `signal` cancels the scan there, so it stops waiting for datasets that will not come.
 */
export type ScanOnPort = (
  request: PortScanRequest,
  onProgress: (progress: LiveScan) => void,
  signal: AbortSignal,
) => Promise<ScanResult>;

const scanInAnalysisWorker: ScanOnPort = (request, onProgress, signal) =>
  runAnalysis('scan.run', request, {
    transfer: [request.datasets],
    signal,
    onProgress: ({ done, total, stage }) =>
      onProgress({ done, total: total ?? null, stage: stage ?? '' }),
  });

const createBrowserWorker: CreateConnectedDataWorker = () =>
  new Worker(new URL('./connectedDataWorker.ts', import.meta.url), {
    type: 'module',
    name: 'connected-data',
  });

/** An error from a worker keeps being a ScanFailure when it was one. */
function asScanFailure(error: Error): Error {
  return !(error instanceof ScanFailure) && error.name === 'ScanFailure'
    ? new ScanFailure(error.message)
    : error;
}

/** One request to a connected-data worker of its own, which is ended once the request is. */
async function ask<K extends keyof ConnectedDataApi & string>(
  createWorker: CreateConnectedDataWorker,
  name: K,
  payload: PayloadOf<ConnectedDataApi[K]>,
  options: { signal?: AbortSignal; transfer?: Transferable[] } = {},
): Promise<ResultOf<ConnectedDataApi[K]>> {
  const worker = new WorkerClient<ConnectedDataApi>(createWorker, {
    label: 'Connected-data',
    reviveError: asScanFailure,
  });
  try {
    return await worker.request(name, payload, options);
  } finally {
    worker.terminate();
  }
}

export function scanRunner(
  createWorker: CreateConnectedDataWorker,
  scanOnPort: ScanOnPort,
): RunScan {
  return async ({ userId, now, decisions, previous, instant }, onProgress) => {
    const channel = new MessageChannel();
    const reader = new AbortController();
    const scan = new AbortController();
    const reading = ask(
      createWorker,
      'datasets',
      { userId, port: channel.port1 },
      { signal: reader.signal, transfer: [channel.port1] },
    );
    const scanning = scanOnPort(
      { datasets: channel.port2, now, decisions, previous, instant },
      onProgress,
      scan.signal,
    );
    try {
      // A reader that could not start or crashed fails the scan, and the scan is canceled in the
      // analysis worker, which would otherwise wait for datasets that never come; a read that
      // failed reaches the scan as its failure.
      const [, result] = await Promise.all([
        reading.catch((error: unknown) => {
          scan.abort(error);
          throw error;
        }),
        scanning,
      ]);
      return result;
    } catch (error) {
      throw error instanceof Error ? asScanFailure(error) : error;
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
  return (userId, signal) => ask(createWorker, 'profile', { userId }, { signal });
}

export const runScanInWorker: RunScan = scanRunner(createBrowserWorker, scanInAnalysisWorker);

export const readProfileFactsInWorker = profileFactsReader(createBrowserWorker);
