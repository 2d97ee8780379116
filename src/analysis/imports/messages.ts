// Import errors and their user-facing messages, in one table. The engine throws or lists an
// `ImportProblem` by reason code; the app and the CLI show `message`. Invariant: every reason has
// one message that says what went wrong and what the user can do; no message contains file
// contents (they may hold personal data), only file names inside the archive.

export type ImportFailureReason =
  | 'not-a-zip'
  | 'truncated'
  | 'encrypted'
  | 'zip-bomb'
  | 'too-large'
  | 'too-many-entries'
  | 'unsupported-compression'
  | 'not-an-export'
  | 'wrong-platform'
  | 'html-only'
  | 'txt-only'
  | 'foreign-language'
  | 'empty'
  | 'unreadable';

/** Why a file or page Footprint has no reader for is listed as not read (never passed over). */
export const NOT_READ_FILE = 'Footprint does not read this file yet.';
/** Meta's placeholder in a section the account has nothing in ("You have no data in this section"). */
export const NO_DATA_FILE = 'The export says this section holds no data.';
export const NOT_READ_PAGE = 'Footprint does not read this page yet.';

export type FileProblemReason =
  | 'malformed-json'
  | 'malformed-csv'
  | 'corrupt-entry'
  | 'encrypted-entry'
  | 'file-too-large'
  | 'unexpected-shape';

const FAILURE_MESSAGES: Record<ImportFailureReason, string> = {
  'not-a-zip':
    'This file is not a ZIP archive. Choose the .zip file the platform sent you, or the folder you unpacked it into.',
  truncated:
    'This archive is incomplete or damaged (its end is missing). Download it again from the platform and retry.',
  encrypted:
    'This archive is password-protected. Platform exports are never encrypted: unpack it and choose the folder, or download the original again.',
  'zip-bomb':
    'This archive expands to far more data than it holds (a "zip bomb"). It was not imported.',
  'too-large':
    'This archive holds more data than Footprint can read on this device. Request a smaller export (for example without photos and videos) and retry.',
  'too-many-entries':
    'This archive holds too many files to be a platform export. It was not imported.',
  'unsupported-compression':
    'This archive uses a compression method Footprint cannot read. Unpack it with your system tools and choose the folder instead.',
  'not-an-export':
    'This does not look like a data export from Google, Instagram, Facebook, TikTok, LinkedIn or X. Choose the archive or folder the platform sent you.',
  'wrong-platform': 'This is an export from {found}, not from {expected}. Import it as {found}.',
  'html-only':
    'This {platform} export is in HTML format, which holds little that Footprint can read. Request the export again and choose the JSON format.',
  'txt-only':
    'This {platform} export is in TXT format. Request the export again and choose the JSON format.',
  'foreign-language':
    'This {platform} export is in a language Footprint cannot read yet: {language}. Request the export again with your account set to English.',
  empty: 'This archive or folder contains no files.',
  unreadable: 'The file could not be read from this device. Choose it again and retry.',
};

const FILE_MESSAGES: Record<FileProblemReason, string> = {
  'malformed-json': 'This file is not valid JSON; the rest of the export was imported.',
  'malformed-csv': 'This file is not a readable CSV table; the rest of the export was imported.',
  'corrupt-entry': 'This file is damaged inside the archive; the rest of the export was imported.',
  'encrypted-entry': 'This file is password-protected inside the archive and was skipped.',
  'file-too-large': 'This file is too large to read on this device and was skipped.',
  'unexpected-shape':
    'This file does not have the layout Footprint knows for it; nothing was read from it.',
};

export function failureMessage(
  reason: ImportFailureReason,
  params: Record<string, string> = {},
): string {
  return FAILURE_MESSAGES[reason].replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? key);
}

export function fileProblemMessage(reason: FileProblemReason): string {
  return FILE_MESSAGES[reason];
}

/**
 * The message of a file problem when no other file of the export could be read either: saying
 * "the rest of the export was imported" would hide that nothing was.
 */
export function nothingElseReadMessage(reason: FileProblemReason): string {
  return FILE_MESSAGES[reason].replace(
    /; the rest of the export was imported\.$/,
    '. Nothing else in this export could be read, so nothing was imported.',
  );
}

/** The whole import failed: nothing was stored. */
export class ImportFailure extends Error {
  readonly reason: ImportFailureReason;
  constructor(reason: ImportFailureReason, params: Record<string, string> = {}) {
    super(failureMessage(reason, params));
    this.name = 'ImportFailure';
    this.reason = reason;
  }
}

/** One file of an export could not be read; the rest imported. `file` is the path inside the export. */
export interface FileProblem {
  file: string;
  reason: FileProblemReason;
  message: string;
  /** Technical detail for the CLI and logs (parser position); never file contents. */
  detail?: string;
}

export function fileProblem(file: string, reason: FileProblemReason, detail?: string): FileProblem {
  return detail === undefined
    ? { file, reason, message: fileProblemMessage(reason) }
    : { file, reason, message: fileProblemMessage(reason), detail };
}
