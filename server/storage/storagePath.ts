// Storage paths as users name them ("scans/2026/report.json"). A path is only a key in the
// database, never a file-system path (objects are stored under random ids), but it is still
// refused when it could mean something else to another tool: `..` or `.` segments, absolute or
// drive paths, backslashes, empty segments and control characters.

export const STORAGE_PATH_MAX_CHARS = 1024;

export type StoragePathProblem =
  'empty' | 'too-long' | 'absolute' | 'traversal' | 'control' | 'segment';

export function storagePathProblem(path: unknown): StoragePathProblem | null {
  if (typeof path !== 'string' || path.trim() === '') return 'empty';
  if (path.length > STORAGE_PATH_MAX_CHARS) return 'too-long';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(path)) return 'control';
  if (path.startsWith('/') || path.includes('\\') || /^[A-Za-z]:/.test(path)) return 'absolute';
  const segments = path.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.')) return 'traversal';
  if (segments.some((segment) => segment.trim() === '')) return 'segment';
  return null;
}

export const STORAGE_PATH_PROBLEM_MESSAGES: Record<StoragePathProblem, string> = {
  empty: 'The path must be a non-empty string',
  'too-long': `The path must be at most ${STORAGE_PATH_MAX_CHARS} characters`,
  absolute: 'The path must be relative, with "/" between folders',
  traversal: 'The path must not contain "." or ".." segments',
  control: 'The path must not contain control characters',
  segment: 'The path must not contain empty folder names',
};
