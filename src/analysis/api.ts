// The app's typed door to the analysis worker: `runAnalysis('name', payload)` posts a request and
// resolves with the handler's result. The worker is created on first use and shared.
import type { AnalysisHandlers } from './handlers.ts';
import type { WorkerReply, WorkerRequest } from './worker.ts';

type Payload<K extends keyof AnalysisHandlers> = Parameters<AnalysisHandlers[K]>[0];
type Result<K extends keyof AnalysisHandlers> = Awaited<ReturnType<AnalysisHandlers[K]>>;

export interface AnalysisProgress {
  done: number | null;
  total?: number;
  stage?: string;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  onProgress?: (progress: AnalysisProgress) => void;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function getWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./worker.ts', import.meta.url), {
    type: 'module',
    name: 'analysis',
  });
  worker.onmessage = (event: MessageEvent<WorkerReply>) => {
    const reply = event.data;
    const entry = pending.get(reply.id);
    if (!entry) return;
    if (reply.kind === 'progress') {
      entry.onProgress?.({ done: reply.done, total: reply.total, stage: reply.stage });
      return;
    }
    pending.delete(reply.id);
    if (reply.kind === 'result') entry.resolve(reply.result);
    else entry.reject(workerError(reply.message, reply.name));
  };
  worker.onerror = (event) => {
    // A crashed worker fails every request in flight; the next request starts a fresh one.
    for (const entry of pending.values())
      entry.reject(new Error(event.message || 'Analysis worker failed'));
    pending.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

/** The worker's error as an Error of the same name, so callers can check `error.name`. */
function workerError(message: string, name: string | undefined): Error {
  const error = new Error(message);
  if (name) error.name = name;
  return error;
}

export function runAnalysis<K extends keyof AnalysisHandlers>(
  name: K,
  payload: Payload<K>,
  options: { onProgress?: (progress: AnalysisProgress) => void; transfer?: Transferable[] } = {},
): Promise<Result<K>> {
  const id = nextId++;
  return new Promise<Result<K>>((resolve, reject) => {
    pending.set(id, {
      resolve: resolve as (value: unknown) => void,
      reject,
      onProgress: options.onProgress,
    });
    const request: WorkerRequest = { id, name: String(name), payload };
    getWorker().postMessage(request, options.transfer ?? []);
  });
}
