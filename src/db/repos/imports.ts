// Imported platform exports on this device: the import record (status, file, export date, stats,
// errors) and the normalised dataset, one of each per user and platform. Local only — raw and
// normalised exports never leave the device. Invariants: a finished import's record and dataset are
// written together and disconnecting removes both together; a save that was aborted wrote neither.
// The import worker writes through these functions too, on its own connection to the same database.
import type { PlatformId } from '../../shared/tables.ts';
import type { FootprintDatabase, ImportRecord } from '../schema.ts';

export async function saveImport(db: FootprintDatabase, record: ImportRecord): Promise<void> {
  await db.imports.put(record);
}

/**
 * Stores a finished import and its dataset in one transaction, so a connected platform has data.
 * When `signal` fires before the transaction has done its writes, the transaction is aborted and
 * the promise rejects with an AbortError: neither the record nor the dataset is stored. Once it
 * resolved, both are stored, whatever the signal does later.
 */
export async function saveImportedDataset(
  db: FootprintDatabase,
  record: ImportRecord,
  data: unknown,
  now = new Date(),
  signal?: AbortSignal,
): Promise<void> {
  signal?.throwIfAborted();
  try {
    await db.transaction('rw', [db.imports, db.importedData], async (tx) => {
      signal?.throwIfAborted();
      const abort = () => tx.abort();
      signal?.addEventListener('abort', abort, { once: true });
      try {
        await db.imports.put(record);
        await db.importedData.put({
          userId: record.userId,
          platform: record.platform,
          data,
          savedAt: now.toISOString(),
        });
      } finally {
        signal?.removeEventListener('abort', abort);
      }
    });
  } catch (error) {
    // Depending on when the abort lands, a pending write fails as aborted or as "transaction
    // inactive"; either way the transaction rolled back, so callers see one reason.
    if (signal?.aborted) throw signal.reason;
    throw error;
  }
}

/**
 * Puts a platform's import record back to what it was before an import that did not finish:
 * the earlier record, or none ("Not connected"). The platform's dataset is left as it is.
 */
export async function restoreImport(
  db: FootprintDatabase,
  userId: string,
  platform: PlatformId,
  previous: ImportRecord | undefined,
): Promise<void> {
  if (previous) await db.imports.put(previous);
  else await db.imports.delete([userId, platform]);
}

export function listImports(db: FootprintDatabase, userId: string): Promise<ImportRecord[]> {
  return db.imports.where('userId').equals(userId).toArray();
}

export async function readImportedData(
  db: FootprintDatabase,
  userId: string,
  platform: PlatformId,
): Promise<unknown> {
  return (await db.importedData.get([userId, platform]))?.data;
}

/** "Disconnect": deletes the platform's imported data and its import record. */
export async function disconnectPlatform(
  db: FootprintDatabase,
  userId: string,
  platform: PlatformId,
): Promise<void> {
  await db.transaction('rw', [db.imports, db.importedData], async () => {
    await db.imports.delete([userId, platform]);
    await db.importedData.delete([userId, platform]);
  });
}
