// The contract between the import engine and one platform's parser. A platform declares routes
// (which files it reads and how) and detection markers; the engine streams only routed files.
// Invariant: a route handler reads one file and adds what it finds to the builder; it throws
// FileReadError (via read.ts) for that file only, never for the whole import.
import type { PlatformId } from '../../shared/tables.ts';
import type { ExportEntry } from './archive.ts';
import type { DatasetBuilder } from './datasetBuilder.ts';
import type { PhotoMetadata } from './photos.ts';
import type { ReadContext } from './read.ts';

export interface RouteContext {
  builder: DatasetBuilder;
  read: ReadContext;
  /** All entries of the export (a parser may pair files, e.g. a photo and its sidecar). */
  entries: readonly ExportEntry[];
  /** EXIF facts of the photos read so far, by path; merged into media after all files. */
  photos: Map<string, PhotoMetadata>;
}

export interface Route {
  /** Tested against the entry's full path. */
  match: RegExp;
  /**
   * For a file whose path no route matches (renamed, downloaded twice as "tweets (1).js", named in
   * a language the platform's table lacks): whether its first bytes show it is this route's file.
   */
  sniff?: (head: string) => boolean;
  handle(entry: ExportEntry, ctx: RouteContext): Promise<void>;
}

export interface PlatformImporter {
  platform: PlatformId;
  /** Path patterns that only this platform's exports contain; each match adds to the score. */
  markers: readonly RegExp[];
  /** Content sniffing for files whose names say nothing (first bytes of JSON, JS, HTML, TXT and CSV files). */
  sniff?: (head: string, path: string) => boolean;
  routes: readonly Route[];
  /**
   * The path routes are matched against, when the platform translates its file names into the
   * account's language (Takeout): the English path. Handlers still see the file's own path.
   */
  routePath?: (path: string) => string;
  /**
   * For a file no route reads, when the platform translates its file names: the language its names
   * are in, if the platform's table lacks it (or has it only in part), and why it was not read.
   */
  untranslatedName?: (path: string) => { language: string; why: string } | null;
  /**
   * For an export whose only unread files are HTML pages: whether requesting it again in JSON
   * would give Footprint something to read. Absent means yes (Meta's and TikTok's exports offer
   * every section in both). Takeout offers HTML only for products Footprint reads in no format
   * (Google Currents, Blogger), so "choose JSON" would send the person round in a circle.
   */
  htmlHasJsonForm?: (path: string) => boolean;
  /** Runs after all files: pairing, derived facts. */
  finish?(ctx: RouteContext): Promise<void> | void;
}
