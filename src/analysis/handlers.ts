// The analysis worker's message handlers: name → function of (payload, report progress). Each
// handler loads its engine with a dynamic import, so the worker starts small and a model is
// fetched only when a check needs it. Add a handler here, one line each.
import type { ImageCheckRequest, SafeCopyRequest } from './image/browser/imageHandlers.ts';

export type ReportProgress = (done: number | null, total?: number, stage?: string) => void;

type Handler = (payload: never, progress: ReportProgress) => Promise<unknown>;

const imageHandlers = () => import('./image/browser/imageHandlers.ts');

export const handlers = {
  'image.check': async (payload: ImageCheckRequest, progress: ReportProgress) =>
    (await imageHandlers()).checkImageInWorker(payload, progress),
  'image.safeCopy': async (payload: SafeCopyRequest) =>
    (await imageHandlers()).safeCopyInWorker(payload),
} satisfies Record<string, Handler>;

export type AnalysisHandlers = typeof handlers;
