// The import Web Worker: one per import. It parses the picked export with the engine, tells the page
// what it found (counts, date, problems — never the dataset), and on the page's word stores the
// dataset with its record through db/repos, on its own connection to the device database, so the
// dataset is never copied to the page's thread. Invariants: the dataset leaves this worker only
// into IndexedDB, in saveImportedDataset's one transaction with its record; a cancel of the save
// aborts that transaction (nothing stored). A cancel during the parse is the page terminating
// this worker, which also stops reading the archive.
import type { ImportProgress, ImportResult } from '../analysis/imports/importExport.ts';
import { importPickedExport, type ImportExportRequest } from '../analysis/imports/picked.ts';

import { serveRequests, type RequestContext, type WorkerScope } from '../analysis/workerBridge.ts';
import { db } from '../db/database.ts';
import { saveImportedDataset } from '../db/repos/imports.ts';
import type { ImportRecord } from '../db/schema.ts';
import type { ImportSummary } from './importFlow.ts';

let parsed: ImportResult | null = null;

const importHandlers = {
  async parse(
    request: ImportExportRequest,
    { progress }: RequestContext<ImportProgress>,
  ): Promise<ImportSummary> {
    parsed = await importPickedExport(request, progress);
    const { dataset: _dataset, ...summary } = parsed;
    return summary;
  },
  /** `now`: epoch ms, the dataset's savedAt. */
  async save(
    { record, now }: { record: ImportRecord; now: number },
    { signal }: RequestContext,
  ): Promise<void> {
    if (!parsed) throw new Error('Nothing was parsed to save');
    await saveImportedDataset(db, record, parsed.dataset, new Date(now), signal);
    parsed = null;
  },
};

export type ImportApi = typeof importHandlers;

serveRequests(self as unknown as WorkerScope, importHandlers);
