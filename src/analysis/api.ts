// The app's typed door to the analysis worker: `runAnalysis('name', payload)` sends a request over
// the worker bridge and resolves with the handler's result. The worker is created on first use and
// shared; a crashed worker fails the requests in flight and the next request starts a fresh one.
import type { AnalysisHandlers } from './handlers.ts';
import {
  WorkerClient,
  type PayloadOf,
  type RequestOptions,
  type ResultOf,
} from './workerBridge.ts';

export interface AnalysisProgress {
  done: number | null;
  total?: number;
  stage?: string;
}

const analysisWorker = new WorkerClient<AnalysisHandlers, AnalysisProgress>(
  () =>
    new Worker(new URL('./worker.ts', import.meta.url), {
      type: 'module',
      name: 'analysis',
    }),
  { label: 'Analysis' },
);

export function runAnalysis<K extends keyof AnalysisHandlers>(
  name: K,
  payload: PayloadOf<AnalysisHandlers[K]>,
  options: RequestOptions<AnalysisProgress> = {},
): Promise<ResultOf<AnalysisHandlers[K]>> {
  return analysisWorker.request(name, payload, options);
}
