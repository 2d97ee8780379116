// The analysis Web Worker: runs the engine off the main thread so the UI stays responsive while a
// large export is parsed or an image is checked. Requests arrive over the worker bridge; each
// handler reports progress and may stop when the page cancels its request.
import type { AnalysisProgress } from './api.ts';
import { handlers, type ReportProgress } from './handlers.ts';
import {
  serveRequests,
  type Handlers,
  type RequestContext,
  type WorkerScope,
} from './workerBridge.ts';

type AnalysisHandler = (
  payload: unknown,
  progress: ReportProgress,
  signal: AbortSignal,
) => Promise<unknown>;

serveRequests(
  self as unknown as WorkerScope,
  Object.fromEntries(
    Object.entries(handlers as Record<string, AnalysisHandler>).map(([name, handler]) => [
      name,
      (payload: unknown, { progress, signal }: RequestContext<AnalysisProgress>) =>
        handler(payload, (done, total, stage) => progress({ done, total, stage }), signal),
    ]),
  ) as Handlers,
);
