// A scan whose datasets arrive on a MessagePort: the analysis worker's 'scan.run' handler runs the
// engine here while the app's connected-data worker, which reads the datasets from the device,
// posts them into the other end of the port, worker to worker, so the page never holds them.
// Invariants: the port carries exactly one DatasetsMessage and is closed once it has arrived; a
// reader's failure fails the scan with the reader's own message and error name (a message written
// for the user stays recognisable as one); a reader that goes away without posting, or a cancel
// from the page (which sees the reader fail or crash), fails the scan rather than leaving it
// waiting for ever.
import type { ImportedDataset } from './imports/dataset.ts';
import type { InstantFacts } from './instant/instantFacts.ts';
import type { DetectText } from './rules/types.ts';
import type { FindingDecision } from './decisions.ts';
import { runScan, type PreviousScan, type ScanResult } from './scan.ts';
import { fromWireError, type WireError } from './workerBridge.ts';

/** What the datasets' reader posts into the port: every connected dataset, or why it could not. */
export type DatasetsMessage =
  | { kind: 'datasets'; datasets: ImportedDataset[] }
  /** The error's name is carried over to the scan's failure. */
  | { kind: 'error'; error: WireError };

/** What the page posts to the analysis worker for a scan; the datasets follow on `datasets`. */
export interface PortScanRequest {
  /** The port the datasets' reader posts them into (transferred with the request). */
  datasets: MessagePort;
  /** The scan's time (epoch ms), taken once by the caller so the scan is reproducible. */
  now: number;
  decisions: FindingDecision[];
  previous: PreviousScan | null;
  /** What checks on the web found (username presence); none when absent. */
  instant?: InstantFacts;
}

export const READER_GONE_MESSAGE = 'The datasets’ reader stopped before it sent them';

/**
 * The one message the reader posts into `port`; the port is closed once it arrived, or once the
 * reader went away or `signal` aborted.
 */
export function receiveDatasets(
  port: MessagePort,
  signal?: AbortSignal,
): Promise<ImportedDataset[]> {
  return new Promise<ImportedDataset[]>((resolve, reject) => {
    const done = () => {
      port.onmessage = null;
      port.removeEventListener('close', gone);
      signal?.removeEventListener('abort', canceled);
      port.close();
    };
    const canceled = () => {
      done();
      reject(signal?.reason);
    };
    if (signal?.aborted) return canceled();
    signal?.addEventListener('abort', canceled, { once: true });
    // The reader's side was closed (its worker crashed or was ended) with nothing posted; browsers
    // without the port's close event leave this to the page, which fails the scan itself.
    const gone = () => {
      done();
      reject(new Error(READER_GONE_MESSAGE));
    };
    port.addEventListener('close', gone);
    port.onmessage = (event: MessageEvent<DatasetsMessage>) => {
      done();
      const message = event.data;
      if (message.kind === 'datasets') resolve(message.datasets);
      else reject(fromWireError(message.error));
    };
  });
}

export async function scanFromPort(
  request: PortScanRequest,
  options: {
    detectText?: DetectText;
    onProgress?: (done: number, total: number, stage: string) => void;
    signal?: AbortSignal;
  } = {},
): Promise<ScanResult> {
  const datasets = await receiveDatasets(request.datasets, options.signal);
  return runScan(datasets, {
    now: request.now,
    detectText: options.detectText,
    decisions: request.decisions,
    previous: request.previous,
    instant: request.instant,
    onProgress: options.onProgress,
  });
}
