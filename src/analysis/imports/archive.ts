// The virtual tree of an export: the entries of one or more ZIP archives (Takeout and X split large
// exports into parts) and/or picked files, as one list of paths that can be streamed on demand.
// Invariant: listing reads only directories; bytes are produced only when a parser asks for an
// entry, and every byte goes through the read budget of ImportLimits.
import { ImportFailure } from './messages.ts';
import { READ_CHUNK_BYTES, type ImportLimits } from './limits.ts';
import type { ExportSource } from './source.ts';
import { readZipDirectory, readZipEntry } from './zip.ts';

export interface ExportEntry {
  /** '/'-separated path inside the export. */
  path: string;
  size: number;
  /** The archive or folder it came from (for messages). */
  container: string;
  chunks(): AsyncIterable<Uint8Array>;
}

export interface ExportTree {
  name: string;
  entries: ExportEntry[];
}

export async function openExport(
  sources: readonly ExportSource[],
  limits: ImportLimits,
  budget: { remaining: number },
): Promise<ExportTree> {
  const entries: ExportEntry[] = [];
  const names: string[] = [];
  for (const source of sources) {
    if (source.kind === 'zip') {
      const file = source.file;
      names.push(file.name);
      const zipEntries = await readZipDirectory(file, limits);
      // Platforms never encrypt exports: a password means the user re-packed it; say so at once.
      if (zipEntries.some((entry) => entry.encrypted)) throw new ImportFailure('encrypted');
      for (const entry of zipEntries) {
        entries.push({
          path: entry.path,
          size: entry.uncompressedSize,
          container: file.name,
          chunks: () => readZipEntry(file, entry, limits, budget),
        });
      }
    } else {
      names.push(source.name);
      for (const { path, file } of source.files) {
        entries.push({
          path: path.replace(/\\/g, '/').replace(/^\/+/, ''),
          size: file.size,
          container: source.name,
          async *chunks() {
            for (let offset = 0; offset < file.size; offset += READ_CHUNK_BYTES) {
              const length = Math.min(READ_CHUNK_BYTES, file.size - offset);
              budget.remaining -= length;
              if (budget.remaining < 0) throw new ImportFailure('too-large');
              const bytes = await file.read(offset, length);
              if (bytes.length < length) throw new ImportFailure('unreadable');
              yield bytes;
            }
          },
        });
      }
    }
  }
  if (entries.length > limits.maxEntries) throw new ImportFailure('too-many-entries');
  return { name: names.join(', '), entries };
}
