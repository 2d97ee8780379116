// The import engine's entry point: source(s) → platform detected from the contents → that
// platform's parser over the routed files → one normalised dataset with counts and per-file errors.
// Runs in the app's import worker (through picked.ts) and in Node (CLI, tests, bench).
// Invariants: the platform comes from the files, never from the archive's name; a malformed file
// is listed in `errors` and the rest imports; limits and "not an export" fail the whole import with
// an ImportFailure whose message is shown as is. A file is routed by its path (a copy "x (1).json"
// as the file it copies) or, when no path matches, by its first bytes (a route's sniff), so a
// renamed file or one named in a language a table lacks is still read.
import type { PlatformId } from '../../shared/tables.ts';
import { openExport, type ExportEntry } from './archive.ts';
import { datasetCounts, type ImportedDataset, type UnreadFile } from './dataset.ts';
import { DatasetBuilder } from './datasetBuilder.ts';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from './limits.ts';
import { withoutCopySuffix } from './values.ts';
import {
  ImportFailure,
  NOT_READ_FILE,
  NO_DATA_FILE,
  nothingElseReadMessage,
  type FileProblem,
} from './messages.ts';
import { mergePhotos, photoRoute, type PhotoMetadata } from './photos.ts';
import type { PlatformImporter, Route, RouteContext } from './platform.ts';
import { FileReadError, readHead } from './read.ts';
import {
  accountOf,
  exportDateFromFileName,
  exportDateFromFolders,
  type ExportAccount,
} from './replacement.ts';
import type { ExportSource } from './source.ts';
import { facebookImporter } from './facebook/index.ts';
import { googleImporter } from './google/index.ts';
import { instagramImporter } from './instagram/index.ts';
import { linkedinImporter } from './linkedin/index.ts';
import { tiktokImporter } from './tiktok/index.ts';
import { xImporter } from './x/index.ts';

export const IMPORTERS: readonly PlatformImporter[] = [
  xImporter,
  instagramImporter,
  facebookImporter,
  tiktokImporter,
  linkedinImporter,
  googleImporter,
];

export interface ImportProgress {
  /** Bytes of routed files processed so far. */
  done: number;
  total: number;
  stage: string;
}

export interface ImportOptions {
  /** The platform the user chose "Connect" for; another platform's export fails clearly. */
  expectedPlatform?: PlatformId;
  limits?: Partial<ImportLimits>;
  onProgress?: (progress: ImportProgress) => void;
}

export interface ImportResult {
  platform: PlatformId;
  /** Archive or folder name(s) the export was read from. */
  sourceName: string;
  exportDate: string | null;
  /** Who the export belongs to, so a later import of another account is noticed. */
  account: ExportAccount;
  counts: Record<string, number | null>;
  errors: FileProblem[];
  /** Files not read or only partly read (also in the dataset). */
  unreadFiles: UnreadFile[];
  dataset: ImportedDataset;
}

/** Bytes sniffed from files whose names carry no platform marker. */
const SNIFF_BYTES = 2048;
/** An HTML page's first bytes are mostly its inline style sheet: its markup starts further on. */
const SNIFF_HTML_BYTES = 65536;
const SNIFF_MAX_FILES = 40;
/** Files no route's path matches whose first bytes are sniffed for a route that reads them. */
const ROUTE_SNIFF_MAX_FILES = 400;
const ROUTE_SNIFF_EXTENSION = /\.(json|js|html?|csv|txt)$/i;
/** The file Meta's exports put in a section the account has nothing in (a one-line text). */
const NO_DATA_PLACEHOLDER = /(?:^|\/)no-data\.txt$/i;
/** Progress is reported at most once per this many bytes read (and after every file). */
const PROGRESS_STEP_BYTES = 4 * 1024 * 1024;
const PLATFORM_NAMES: Record<PlatformId, string> = {
  google: 'Google',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  x: 'X (Twitter)',
};

/** Scores each platform by its path markers; the best score wins. */
export function detectByPaths(paths: readonly string[]): PlatformImporter | null {
  let best: PlatformImporter | null = null;
  let bestScore = 0;
  for (const importer of IMPORTERS) {
    let score = 0;
    for (const path of paths) {
      const original = withoutCopySuffix(path);
      for (const marker of importer.markers) if (marker.test(original)) score++;
    }
    if (score > bestScore) {
      best = importer;
      bestScore = score;
    }
  }
  return best;
}

/** A file's first bytes as text; null when they cannot be read (the file's read reports it). */
async function headText(entry: ExportEntry): Promise<string | null> {
  const bytes = /\.html?$/i.test(entry.path) ? SNIFF_HTML_BYTES : SNIFF_BYTES;
  try {
    return new TextDecoder().decode(await readHead(entry, bytes));
  } catch (error) {
    if (error instanceof ImportFailure) throw error;
    return null;
  }
}

async function detect(entries: readonly ExportEntry[]): Promise<PlatformImporter | null> {
  const byPath = detectByPaths(entries.map((e) => e.path));
  if (byPath) return byPath;
  const candidates = entries
    .filter((e) => /\.(json|js|html?|txt|csv)$/i.test(e.path))
    .slice(0, SNIFF_MAX_FILES);
  for (const entry of candidates) {
    const head = await headText(entry);
    if (head === null) continue;
    const found = IMPORTERS.find((importer) => importer.sniff?.(head, entry.path));
    if (found) return found;
  }
  return null;
}

/** The first route whose sniff recognises the file's first bytes (an unreadable file: none). */
async function sniffRoute(
  entry: ExportEntry,
  routes: readonly Route[],
): Promise<Route | undefined> {
  const head = await headText(entry);
  return head === null ? undefined : routes.find((r) => r.sniff?.(head));
}

export async function importExport(
  source: ExportSource | readonly ExportSource[],
  options: ImportOptions = {},
): Promise<ImportResult> {
  const sources = Array.isArray(source) ? source : [source as ExportSource];
  const limits: ImportLimits = { ...DEFAULT_IMPORT_LIMITS, ...options.limits };
  const budget = { remaining: limits.maxReadBytes };
  const tree = await openExport(sources, limits, budget);
  if (tree.entries.length === 0) throw new ImportFailure('empty');

  const importer = await detect(tree.entries);
  if (!importer) {
    const onlyHtml = tree.entries.some((e) => /\.html?$/i.test(e.path));
    if (onlyHtml && options.expectedPlatform) {
      throw new ImportFailure('html-only', { platform: PLATFORM_NAMES[options.expectedPlatform] });
    }
    throw new ImportFailure('not-an-export');
  }
  if (options.expectedPlatform && importer.platform !== options.expectedPlatform) {
    throw new ImportFailure('wrong-platform', {
      found: PLATFORM_NAMES[importer.platform],
      expected: PLATFORM_NAMES[options.expectedPlatform],
    });
  }

  const builder = new DatasetBuilder(importer.platform);
  const photos = new Map<string, PhotoMetadata>();
  const sizes = new Map(tree.entries.map((e) => [e.path, e.size]));
  const ctx: RouteContext = {
    builder,
    read: {
      maxWholeFileBytes: limits.maxWholeFileBytes,
      onRepaired: (path, detail) => {
        const where = detail.match(/position (\d+)/)?.[1];
        builder.unread(
          path,
          sizes.get(path) ?? 0,
          'partly-read',
          `This file is not valid JSON${where ? ` (at character ${where})` : ''}; Footprint repaired it and read it, so check what it shows.`,
        );
      },
    },
    entries: tree.entries,
    photos,
  };
  const routes: Route[] = [...importer.routes, photoRoute()];
  const planned: { entry: ExportEntry; route: Route }[] = [];
  /** Languages of file names no route reads because the platform's table lacks them. */
  const foreign = new Set<string>();
  const sniffing = routes.filter((r) => r.sniff);
  let sniffed = 0;
  for (const entry of tree.entries) {
    const routePath = withoutCopySuffix(importer.routePath?.(entry.path) ?? entry.path);
    let route = routes.find((r) => r.match.test(routePath));
    if (
      !route &&
      entry.size > 0 &&
      sniffing.length > 0 &&
      ROUTE_SNIFF_EXTENSION.test(entry.path) &&
      sniffed < ROUTE_SNIFF_MAX_FILES
    ) {
      sniffed++;
      route = await sniffRoute(entry, sniffing);
    }
    if (route && entry.size > 0) {
      planned.push({ entry, route });
      continue;
    }
    builder.data.files.skipped++;
    const untranslated = entry.size > 0 ? importer.untranslatedName?.(entry.path) : null;
    if (untranslated) foreign.add(untranslated.language);
    builder.unread(
      entry.path,
      entry.size,
      'not-read',
      entry.size === 0
        ? 'The file is empty.'
        : NO_DATA_PLACEHOLDER.test(entry.path) && entry.size < 200
          ? NO_DATA_FILE
          : (untranslated?.why ?? NOT_READ_FILE),
    );
  }
  // Files are read in path order, whatever order the archive, the folder picker or the browser
  // listed them in: the builder keeps the first of two equal facts (e.g. a name that is both the
  // current full name and a previous one), so the dataset — and the scan — must not depend on it.
  planned.sort((a, b) => (a.entry.path < b.entry.path ? -1 : a.entry.path > b.entry.path ? 1 : 0));
  const allEmpty = tree.entries.every((e) => e.size === 0);
  if (
    !allEmpty &&
    planned.every((p) => /\.(jpe?g|heic|heif|tiff?|png|webp)$/i.test(p.entry.path))
  ) {
    const platform = PLATFORM_NAMES[importer.platform];
    // Nothing readable because the names are in another language: say which, not "choose JSON".
    if (foreign.size > 0)
      throw new ImportFailure('foreign-language', { platform, language: [...foreign].join(', ') });
    if (tree.entries.some((e) => /\.txt$/i.test(e.path)))
      throw new ImportFailure('txt-only', { platform });
    if (
      tree.entries.some(
        (e) => /\.html?$/i.test(e.path) && (importer.htmlHasJsonForm?.(e.path) ?? true),
      )
    )
      throw new ImportFailure('html-only', { platform });
  }

  const total = planned.reduce((sum, p) => sum + p.entry.size, 0);
  let done = 0;
  options.onProgress?.({ done, total, stage: 'reading' });
  let lastReport = 0;
  for (const { entry, route } of planned) {
    const base = done;
    // Progress moves inside large files too (a 200 MB Records.json is one file).
    const tracked: ExportEntry = {
      ...entry,
      async *chunks() {
        let seen = 0;
        for await (const chunk of entry.chunks()) {
          seen += chunk.length;
          if (base + seen - lastReport >= PROGRESS_STEP_BYTES) {
            lastReport = base + Math.min(seen, entry.size);
            options.onProgress?.({ done: lastReport, total, stage: 'reading' });
          }
          yield chunk;
        }
      },
    };
    try {
      await route.handle(tracked, ctx);
      builder.data.files.read++;
    } catch (error) {
      if (!(error instanceof FileReadError)) throw error;
      builder.data.errors.push(error.problem);
      builder.unread(entry.path, entry.size, 'not-read', error.problem.message);
    }
    done += entry.size;
    lastReport = done;
    options.onProgress?.({ done, total, stage: 'reading' });
  }
  if (builder.data.files.read === 0) {
    // Not one file could be read: "the rest of the export was imported" would be untrue.
    for (const problem of builder.data.errors) {
      problem.message = nothingElseReadMessage(problem.reason);
      const unread = builder.data.unreadFiles.find((f) => f.path === problem.file);
      if (unread) unread.why = problem.message;
    }
  }
  await importer.finish?.(ctx);
  mergePhotos(ctx);
  const dataset = builder.finish();
  // Files that do not say when the export was made: the archive's name often does, or the name
  // of the archive's folder when it was unpacked inside the folder picked.
  dataset.exportDate ??=
    exportDateFromFileName(tree.name) ?? exportDateFromFolders(tree.entries.map((e) => e.path));
  options.onProgress?.({ done: total, total, stage: 'done' });
  return {
    platform: dataset.platform,
    sourceName: tree.name,
    exportDate: dataset.exportDate,
    account: accountOf(dataset),
    counts: datasetCounts(dataset),
    errors: dataset.errors,
    unreadFiles: dataset.unreadFiles,
    dataset,
  };
}

/**
 * Several picked archives/folders at once (the CLI): each source is detected on its own and
 * sources of the same platform are read together as one export (Takeout and X split large
 * exports into parts). Returns one result per platform found; a source that is not an export
 * fails the whole call, naming it.
 */
export async function importExports(
  sources: readonly ExportSource[],
  options: ImportOptions = {},
): Promise<ImportResult[]> {
  const limits: ImportLimits = { ...DEFAULT_IMPORT_LIMITS, ...options.limits };
  const groups = new Map<PlatformId, ExportSource[]>();
  for (const source of sources) {
    const tree = await openExport([source], limits, { remaining: limits.maxReadBytes });
    const importer = await detect(tree.entries);
    if (!importer) {
      throw new ImportFailure(tree.entries.length === 0 ? 'empty' : 'not-an-export');
    }
    groups.set(importer.platform, [...(groups.get(importer.platform) ?? []), source]);
  }
  const results: ImportResult[] = [];
  for (const group of groups.values()) results.push(await importExport(group, options));
  return results;
}
