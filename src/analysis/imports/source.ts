// What an import reads from: a ZIP archive or a set of files (an unpacked folder, a directory
// picker, several files), each behind random access so an archive is never held in memory whole.
// Invariant: the engine only calls `read(offset, length)`; the adapters (a Blob here, a file path in
// the CLI) decide how bytes are fetched. Nothing here touches the network.

export interface RandomAccessFile {
  name: string;
  size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
}

export interface SourceFile {
  /** Path inside the export, '/'-separated (a folder pick gives e.g. "instagram-me/…/x.json"). */
  path: string;
  file: RandomAccessFile;
}

export type ExportSource =
  { kind: 'zip'; file: RandomAccessFile } | { kind: 'files'; name: string; files: SourceFile[] };

/** A Blob or File (browser, worker, Node ≥ 20) as random-access bytes. */
export function blobFile(blob: Blob, name = (blob as File).name ?? 'archive'): RandomAccessFile {
  return {
    name,
    size: blob.size,
    async read(offset, length) {
      const end = Math.min(blob.size, offset + length);
      return new Uint8Array(await blob.slice(offset, end).arrayBuffer());
    },
  };
}

/** Bytes already in memory (tests, generated fixtures). */
export function bytesFile(bytes: Uint8Array, name: string): RandomAccessFile {
  return {
    name,
    size: bytes.length,
    async read(offset, length) {
      return bytes.subarray(offset, Math.min(bytes.length, offset + length));
    },
  };
}

/**
 * The source for what the user picked: one .zip file → a ZIP source; anything else → a file set.
 * `relativePath` is the path inside the picked folder (File.webkitRelativePath in the browser).
 */
export function sourceFromPicked(
  picked: ReadonlyArray<{ blob: Blob; name: string; relativePath?: string }>,
): ExportSource {
  const first = picked[0];
  if (picked.length === 1 && first && /\.zip$/i.test(first.name) && !first.relativePath) {
    return { kind: 'zip', file: blobFile(first.blob, first.name) };
  }
  const name = first?.relativePath?.split('/')[0] || first?.name || 'files';
  return {
    kind: 'files',
    name,
    files: picked.map((p) => ({
      path: (p.relativePath || p.name).replace(/\\/g, '/'),
      file: blobFile(p.blob, p.name),
    })),
  };
}

/**
 * Everything the user picked at once, as sources: each loose .zip is an archive of its own (Takeout
 * and X split large exports into parts, picked together), and the other files — a folder's, or a
 * Timeline .json picked beside the parts — form one file set.
 */
export function sourcesFromPicked(
  picked: ReadonlyArray<{ blob: Blob; name: string; relativePath?: string }>,
): ExportSource[] {
  const isArchive = (p: { name: string; relativePath?: string }) =>
    /\.zip$/i.test(p.name) && !p.relativePath;
  const archives = picked.filter(isArchive);
  const rest = picked.filter((p) => !isArchive(p));
  return [
    ...archives.map((p) => sourceFromPicked([p])),
    ...(rest.length > 0 || archives.length === 0 ? [sourceFromPicked(rest)] : []),
  ];
}
