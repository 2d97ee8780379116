// The page's side of the import worker (importWorker.ts): each import starts a worker of its own,
// so canceling a parse is terminating it — prompt whatever the parser is doing, archive reading
// included — without touching the shared analysis worker a text or image check may be using.
// Invariants: the worker is terminated once the import is stored, released or failed, so no
// worker outlives its import; the page receives the summary only, never the dataset; a canceled
// save ends with the worker's own answer, so it rejects only when nothing was stored.
import type { ImportProgress } from '../analysis/imports/importExport.ts';
import { WorkerClient } from '../analysis/workerBridge.ts';
import type { ImportRecord } from '../db/schema.ts';
import type { RunImport } from './importFlow.ts';
import type { ImportApi } from './importWorker.ts';

export const runImportInWorker: RunImport = async (request, onProgress, signal) => {
  signal.throwIfAborted();
  const worker = new WorkerClient<ImportApi, ImportProgress>(
    () =>
      new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module', name: 'import' }),
    { label: 'Import' },
  );
  let ended = false;
  const end = () => {
    ended = true;
    worker.terminate();
  };
  const stopParsing = () => {
    ended = true;
    worker.terminate(signal.reason);
  };
  signal.addEventListener('abort', stopParsing, { once: true });
  let summary;
  try {
    summary = await worker.request('parse', request, { onProgress });
  } catch (error) {
    end();
    throw error;
  } finally {
    // From here the parse is done: a cancel reaches the save through its own signal.
    signal.removeEventListener('abort', stopParsing);
  }
  return {
    summary,
    save: async (record: ImportRecord, now: Date, saveSignal: AbortSignal) => {
      if (ended) throw new Error('The import worker has stopped');
      try {
        await worker.request(
          'save',
          { record, now: now.getTime() },
          { signal: saveSignal, awaitCancel: true },
        );
      } finally {
        end();
      }
    },
    release: end,
  };
};
