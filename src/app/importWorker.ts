// The import Web Worker: one per import. It parses the picked export with the engine, tells the page
// what it found (counts, date, problems — never the dataset), and on the page's word stores the
// dataset with its record through db/repos, on its own connection to the device database, so the
// dataset is never copied to the page's thread. Invariants: the dataset leaves this worker only
// into IndexedDB, in saveImportedDataset's one transaction with its record; a 'cancel' during the
// save aborts that transaction (nothing stored). A cancel during the parse is the page terminating
// this worker, which also stops reading the archive.
import type { ImportResult } from '../analysis/imports/importExport.ts';
import { importPickedExport, type ImportExportRequest } from '../analysis/imports/picked.ts';
import { db } from '../db/database.ts';
import { saveImportedDataset } from '../db/repos/imports.ts';
import type { ImportRecord } from '../db/schema.ts';
import type { ImportSummary } from './importFlow.ts';

export type ImportWorkerRequest =
  | { kind: 'parse'; request: ImportExportRequest }
  /** `now`: epoch ms, the dataset's savedAt. */
  | { kind: 'save'; record: ImportRecord; now: number }
  | { kind: 'cancel' };

export type ImportWorkerReply =
  | { kind: 'progress'; done: number; total: number; stage: string }
  | { kind: 'parsed'; summary: ImportSummary }
  | { kind: 'saved' }
  /** `name` is the error's class ('ImportFailure', 'AbortError', a storage error's), so the page
   *  can tell a message written for the user from an unexpected failure whose text is not shown. */
  | { kind: 'error'; message: string; name?: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ImportWorkerRequest>) => void) | null;
  postMessage(message: ImportWorkerReply): void;
};

let parsed: ImportResult | null = null;
let saving: AbortController | null = null;

function postError(error: unknown): void {
  scope.postMessage({
    kind: 'error',
    message: error instanceof Error ? error.message : String(error),
    name: error instanceof Error ? error.name : undefined,
  });
}

async function parse(request: ImportExportRequest): Promise<void> {
  parsed = await importPickedExport(request, (progress) =>
    scope.postMessage({ kind: 'progress', ...progress }),
  );
  const { dataset: _dataset, ...summary } = parsed;
  scope.postMessage({ kind: 'parsed', summary });
}

async function save(record: ImportRecord, now: number): Promise<void> {
  if (!parsed) throw new Error('Nothing was parsed to save');
  saving = new AbortController();
  try {
    await saveImportedDataset(db, record, parsed.dataset, new Date(now), saving.signal);
  } finally {
    saving = null;
  }
  parsed = null;
  scope.postMessage({ kind: 'saved' });
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.kind === 'parse') parse(message.request).catch(postError);
  else if (message.kind === 'save') save(message.record, message.now).catch(postError);
  else saving?.abort();
};
