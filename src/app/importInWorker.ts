// The page's side of the import worker (importWorker.ts): each import starts a worker of its own,
// so canceling a parse is terminating it — prompt whatever the parser is doing, archive reading
// included — without touching the shared analysis worker a text or image check may be using.
// Invariants: the worker is terminated once the import is stored, released or failed, so no
// worker outlives its import; the page receives the summary only, never the dataset.
import type { ImportRecord } from '../db/schema.ts';
import type { ParsedExport, RunImport } from './importFlow.ts';
import type { ImportWorkerReply, ImportWorkerRequest } from './importWorker.ts';

/** The worker's error as an Error of the same name, so the flow can check `error.name`. */
function workerError(message: string, name: string | undefined): Error {
  const error = new Error(message);
  if (name) error.name = name;
  return error;
}

export const runImportInWorker: RunImport = (request, onProgress, signal) =>
  new Promise<ParsedExport>((resolve, reject) => {
    signal.throwIfAborted();
    const worker = new Worker(new URL('./importWorker.ts', import.meta.url), {
      type: 'module',
      name: 'import',
    });
    const send = (message: ImportWorkerRequest) => worker.postMessage(message);
    // Where the worker's next answer goes: the parse's promise first, then the save's.
    let waiting: { resolve(reply: ImportWorkerReply): void; reject(error: Error): void } = {
      resolve: (reply) => {
        if (reply.kind === 'parsed') resolve(parsedExport(reply.summary));
      },
      reject,
    };
    let terminated = false;
    const terminate = () => {
      if (terminated) return;
      terminated = true;
      signal.removeEventListener('abort', stopParsing);
      worker.terminate();
    };
    const stopParsing = () => {
      terminate();
      reject(signal.reason);
    };
    signal.addEventListener('abort', stopParsing, { once: true });

    worker.onmessage = (event: MessageEvent<ImportWorkerReply>) => {
      const reply = event.data;
      if (reply.kind === 'progress') onProgress(reply);
      else if (reply.kind === 'error') {
        terminate();
        waiting.reject(workerError(reply.message, reply.name));
      } else waiting.resolve(reply);
    };
    worker.onerror = (event) => {
      // The worker could not start (its script failed to load) or crashed.
      event.preventDefault();
      terminate();
      waiting.reject(new Error(event.message || 'Import worker failed'));
    };

    function parsedExport(summary: ParsedExport['summary']): ParsedExport {
      // From here the parse is done: a cancel reaches the save through its own signal.
      signal.removeEventListener('abort', stopParsing);
      return {
        summary,
        save: (record: ImportRecord, now: Date, saveSignal: AbortSignal) =>
          new Promise<void>((resolveSave, rejectSave) => {
            if (terminated) return rejectSave(new Error('The import worker has stopped'));
            const cancel = () => send({ kind: 'cancel' });
            const settle = () => {
              saveSignal.removeEventListener('abort', cancel);
              terminate();
            };
            waiting = {
              resolve: (reply) => {
                if (reply.kind !== 'saved') return;
                settle();
                resolveSave();
              },
              reject: (error) => {
                settle();
                rejectSave(error);
              },
            };
            send({ kind: 'save', record, now: now.getTime() });
            // The worker handles messages in order, so a cancel sent now still aborts this save.
            if (saveSignal.aborted) cancel();
            else saveSignal.addEventListener('abort', cancel, { once: true });
          }),
        release: terminate,
      };
    }

    send({ kind: 'parse', request });
  });
