// The engine's entry for what a person picks in the browser: the .zip file(s) of an export (several
// for a split one) or the files of an unpacked folder, as Blobs, read where they are (a worker).
// Invariant: the platform being connected is checked against the files' contents, never trusted.
import type { PlatformId } from '../../shared/tables.ts';
import { importExport, type ImportProgress, type ImportResult } from './importExport.ts';
import { sourcesFromPicked } from './source.ts';

export interface ImportExportRequest {
  files: { blob: Blob; name: string; relativePath?: string }[];
  /** The platform whose "Connect" was pressed; another platform's export fails with a clear message. */
  expectedPlatform?: PlatformId;
}

export function importPickedExport(
  request: ImportExportRequest,
  onProgress?: (progress: ImportProgress) => void,
): Promise<ImportResult> {
  return importExport(sourcesFromPicked(request.files), {
    expectedPlatform: request.expectedPlatform,
    onProgress,
  });
}
