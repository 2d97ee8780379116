// The analysis Web Worker: runs the engine off the main thread so the UI stays responsive while a
// large export is parsed or an image is checked. One request in, progress messages, one reply out.
import { handlers, type ReportProgress } from './handlers.ts';

export type WorkerRequest = { id: number; name: string; payload: unknown };
export type WorkerReply =
  | { id: number; kind: 'progress'; done: number | null; total?: number; stage?: string }
  | { id: number; kind: 'result'; result: unknown }
  /** `name` is the error's class (e.g. 'ImportFailure'), so the app can tell a message written
   *  for the user from an unexpected failure whose text must not be shown. */
  | { id: number; kind: 'error'; message: string; name?: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerReply, transfer?: Transferable[]): void;
};

scope.onmessage = (event) => {
  const { id, name, payload } = event.data;
  const handler = (handlers as Record<string, (p: unknown, r: ReportProgress) => Promise<unknown>>)[
    name
  ];
  if (!handler) {
    scope.postMessage({ id, kind: 'error', message: `Unknown analysis request "${name}"` });
    return;
  }
  const progress: ReportProgress = (done, total, stage) =>
    scope.postMessage({ id, kind: 'progress', done, total, stage });
  handler(payload, progress).then(
    (result) => scope.postMessage({ id, kind: 'result', result }),
    (error: unknown) =>
      scope.postMessage({
        id,
        kind: 'error',
        message: error instanceof Error ? error.message : String(error),
        name: error instanceof Error ? error.name : undefined,
      }),
  );
};
