// The analysis worker's message handlers: name → function of (payload, report progress). Each
// handler loads its engine with a dynamic import, so the worker starts small and a model is
// fetched only when a check needs it. Add a handler here, one line each.
export type ReportProgress = (done: number | null, total?: number, stage?: string) => void;

type Handler = (payload: never, progress: ReportProgress) => Promise<unknown>;

export const handlers = {
  'text.check': async (payload: { text: string }) =>
    (await import('./text/checkText.ts')).checkText(payload.text),
} satisfies Record<string, Handler>;

export type AnalysisHandlers = typeof handlers;
