// Node adapter for the import engine: a path on disk (a .zip, a single export file, or an unpacked
// folder) as an ExportSource with random access through a file handle, so a 5 GB archive is read
// piece by piece, never loaded. Invariant: every handle opened here is closed by `close()`.
import fs from 'node:fs/promises';
import path from 'node:path';
import type {
  ExportSource,
  RandomAccessFile,
  SourceFile,
} from '../../src/analysis/imports/source.ts';

export interface OpenedSource {
  source: ExportSource;
  close(): Promise<void>;
}

async function fileHandleSource(
  filePath: string,
  handles: fs.FileHandle[],
): Promise<RandomAccessFile> {
  const stat = await fs.stat(filePath);
  let handle: fs.FileHandle | null = null;
  return {
    name: path.basename(filePath),
    size: stat.size,
    async read(offset, length) {
      if (!handle) {
        handle = await fs.open(filePath, 'r');
        handles.push(handle);
      }
      const buffer = new Uint8Array(Math.max(0, Math.min(length, stat.size - offset)));
      let done = 0;
      while (done < buffer.length) {
        const { bytesRead } = await handle.read(buffer, done, buffer.length - done, offset + done);
        if (bytesRead === 0) break;
        done += bytesRead;
      }
      return done === buffer.length ? buffer : buffer.subarray(0, done);
    },
  };
}

async function walk(
  dir: string,
  root: string,
  out: { full: string; rel: string }[],
): Promise<void> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await walk(full, root, out);
    else if (entry.isFile())
      out.push({ full, rel: path.relative(root, full).split(path.sep).join('/') });
  }
}

export async function openSource(target: string): Promise<OpenedSource> {
  const handles: fs.FileHandle[] = [];
  const close = async () => {
    await Promise.all(handles.map((h) => h.close().catch(() => undefined)));
  };
  const stat = await fs.stat(target);
  if (stat.isDirectory()) {
    const found: { full: string; rel: string }[] = [];
    await walk(target, target, found);
    // Files are opened lazily, one handle each, and closed together at the end.
    const files: SourceFile[] = await Promise.all(
      found.map(async ({ full, rel }) => ({
        path: rel,
        file: await fileHandleSource(full, handles),
      })),
    );
    return { source: { kind: 'files', name: path.basename(target), files }, close };
  }
  const file = await fileHandleSource(target, handles);
  if (/\.zip$/i.test(target) || (await looksLikeZip(file)))
    return { source: { kind: 'zip', file }, close };
  return { source: { kind: 'files', name: file.name, files: [{ path: file.name, file }] }, close };
}

async function looksLikeZip(file: RandomAccessFile): Promise<boolean> {
  const head = await file.read(0, 4);
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}
