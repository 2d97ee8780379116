// Turns device-storage failures into messages a person can act on. Quota errors arrive either
// directly or wrapped in an AbortError by Dexie (Dexie #776), so both are checked.
// Invariant: a write that failed this way saved nothing (its transaction rolled back).
export type StorageFailure = 'quota' | 'closed' | 'other';

export const STORAGE_MESSAGES: Record<StorageFailure, string> = {
  quota:
    'Your device has no room left for Footprint’s data. Free some space, or disconnect platforms you no longer need, then try again. Nothing from this step was saved.',
  closed:
    'The browser closed Footprint’s database (this happens after the app was in the background). Reload the page; nothing saved earlier is lost.',
  other: 'Footprint could not save to this device. Reload the page and try again.',
};

function names(error: unknown): string[] {
  const found: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current != null && typeof current === 'object' && depth < 4; depth++) {
    const name = (current as { name?: unknown }).name;
    if (typeof name === 'string') found.push(name);
    current = (current as { inner?: unknown }).inner ?? (current as { cause?: unknown }).cause;
  }
  return found;
}

export function classifyStorageError(error: unknown): StorageFailure {
  const all = names(error);
  if (all.includes('QuotaExceededError')) return 'quota';
  if (all.includes('DatabaseClosedError') || all.includes('InvalidStateError')) return 'closed';
  return 'other';
}

export function storageErrorMessage(error: unknown): string {
  return STORAGE_MESSAGES[classifyStorageError(error)];
}
