// Test support (Node only, never bundled into the app): builds ExportSources from folders and
// in-memory file trees, and finds the shared sample corpora. The corpora are read at run time from
// `../shared/corpora` beside the repository (or FOOTPRINT_CORPORA); they are never copied here.
import fs from 'node:fs';
import path from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { bytesFile, type ExportSource } from '../source.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

/**
 * `../shared/corpora` from the repository root, or from a folder further up when the checkout is
 * nested deeper. FOOTPRINT_CORPORA overrides.
 */
export function corporaDir(): string {
  if (process.env.FOOTPRINT_CORPORA) return process.env.FOOTPRINT_CORPORA;
  const candidates = [1, 2, 3].map((up) =>
    path.resolve(REPO_ROOT, ...Array<string>(up).fill('..'), 'shared', 'corpora'),
  );
  return candidates.find((dir) => fs.existsSync(dir)) ?? (candidates[0] as string);
}

export function exportsDir(...parts: string[]): string {
  return path.join(corporaDir(), 'exports', ...parts);
}

export function hasCorpora(): boolean {
  return fs.existsSync(exportsDir());
}

function walk(dir: string, root: string, out: string[]): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, root, out);
    else out.push(path.relative(root, full).split(path.sep).join('/'));
  }
}

/** All files under a folder, as the '/'-separated paths the engine sees. */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  walk(dir, dir, out);
  return out.sort();
}

export function readTree(dir: string): Record<string, Uint8Array> {
  const tree: Record<string, Uint8Array> = {};
  for (const rel of listFiles(dir))
    tree[rel] = new Uint8Array(fs.readFileSync(path.join(dir, rel)));
  return tree;
}

export type FileTree = Record<string, Uint8Array | string>;

function bytesOf(value: Uint8Array | string): Uint8Array {
  return typeof value === 'string' ? new TextEncoder().encode(value) : value;
}

/** A picked folder (file set) from an in-memory tree. */
export function filesSource(tree: FileTree, name = 'export'): ExportSource {
  return {
    kind: 'files',
    name,
    files: Object.entries(tree).map(([p, v]) => ({
      path: p,
      file: bytesFile(bytesOf(v), path.basename(p)),
    })),
  };
}

export function folderSource(dir: string): ExportSource {
  return filesSource(readTree(dir), path.basename(dir));
}

export function zipBytes(tree: FileTree): Uint8Array<ArrayBuffer> {
  const zippable: Zippable = {};
  for (const [p, v] of Object.entries(tree)) zippable[p] = bytesOf(v);
  return zipSync(zippable, { level: 6 });
}

export function zipSource(tree: FileTree, name = 'export.zip'): ExportSource {
  return { kind: 'zip', file: bytesFile(zipBytes(tree), name) };
}
