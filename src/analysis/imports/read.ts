// Reading one export file: whole (small files) or item by item (large lists). Invariant: a file
// that cannot be read or parsed becomes one FileProblem in the result and never stops the import;
// only limits (ImportFailure) stop everything.
import JSON5 from 'json5';
import type { ExportEntry } from './archive.ts';
import { JsonItemStream, type JsonItemHandler } from './jsonStream.ts';
import { fileProblem, ImportFailure, type FileProblem } from './messages.ts';
import { decodeText, fixMojibakeDeep } from './text.ts';
import { ZipEntryError } from './zip.ts';

export class FileReadError extends Error {
  constructor(readonly problem: FileProblem) {
    super(problem.message);
    this.name = 'FileReadError';
  }
}

export interface ReadContext {
  maxWholeFileBytes: number;
  /**
   * Told when a file was not valid JSON but could be read after a repair (a stray trailing comma,
   * a comment): the import lists it, so the user knows its facts rest on a guess.
   */
  onRepaired?: (path: string, detail: string) => void;
}

export async function readBytes(
  entry: ExportEntry,
  ctx: ReadContext,
  maxBytes = ctx.maxWholeFileBytes,
): Promise<Uint8Array> {
  if (entry.size > maxBytes) throw new FileReadError(fileProblem(entry.path, 'file-too-large'));
  const parts: Uint8Array[] = [];
  let length = 0;
  try {
    for await (const chunk of entry.chunks()) {
      length += chunk.length;
      if (length > maxBytes) throw new FileReadError(fileProblem(entry.path, 'file-too-large'));
      parts.push(chunk);
    }
  } catch (error) {
    throw asFileError(entry, error);
  }
  if (parts.length === 1) return parts[0] as Uint8Array;
  const all = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/** The first bytes of a file only (photo headers for EXIF), without inflating the rest. */
export async function readHead(entry: ExportEntry, maxBytes: number): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let length = 0;
  try {
    for await (const chunk of entry.chunks()) {
      parts.push(chunk);
      length += chunk.length;
      if (length >= maxBytes) break;
    }
  } catch (error) {
    throw asFileError(entry, error);
  }
  const all = new Uint8Array(Math.min(length, maxBytes));
  let at = 0;
  for (const part of parts) {
    const take = part.subarray(0, all.length - at);
    all.set(take, at);
    at += take.length;
    if (at >= all.length) break;
  }
  return all;
}

export async function readText(entry: ExportEntry, ctx: ReadContext): Promise<string> {
  return decodeText(await readBytes(entry, ctx));
}

/**
 * Parses a JSON (or X `window.YTD… =` JavaScript) file whole. `meta` repairs Meta's mojibake.
 */
export async function readJson(
  entry: ExportEntry,
  ctx: ReadContext,
  options: { meta?: boolean } = {},
): Promise<unknown> {
  const text = await readText(entry, ctx);
  const start = text.search(/[[{]/);
  if (start < 0)
    throw new FileReadError(fileProblem(entry.path, 'malformed-json', 'no JSON value'));
  const body = start === 0 ? text : text.slice(start);
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (error) {
    const detail = (error as Error).message;
    try {
      // Hand-edited or tool-written exports carry trailing commas and the like; JSON5 reads
      // those and still refuses anything that is not a single well-formed value.
      value = JSON5.parse(body);
    } catch {
      throw new FileReadError(fileProblem(entry.path, 'malformed-json', detail));
    }
    ctx.onRepaired?.(entry.path, detail);
  }
  return options.meta ? fixMojibakeDeep(value) : value;
}

/** Streams a large JSON list item by item (see jsonStream.ts for the shapes). */
export async function streamJsonItems(
  entry: ExportEntry,
  onItem: JsonItemHandler,
  options: { meta?: boolean } = {},
): Promise<void> {
  const stream = new JsonItemStream(onItem, options.meta ? fixMojibakeDeep : undefined);
  try {
    for await (const chunk of entry.chunks()) stream.push(chunk);
    stream.end();
  } catch (error) {
    if (error instanceof SyntaxError) {
      throw new FileReadError(fileProblem(entry.path, 'malformed-json', error.message));
    }
    throw asFileError(entry, error);
  }
}

function asFileError(entry: ExportEntry, error: unknown): Error {
  if (error instanceof FileReadError || error instanceof ImportFailure) return error;
  if (error instanceof ZipEntryError) {
    return new FileReadError(fileProblem(entry.path, error.reason, error.message));
  }
  return new FileReadError(
    fileProblem(
      entry.path,
      'corrupt-entry',
      error instanceof Error ? error.message : String(error),
    ),
  );
}
