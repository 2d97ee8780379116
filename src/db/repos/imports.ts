// Imported platform exports on this device: the import record (status, file, export date, stats,
// errors) and the normalised dataset, one of each per user and platform. Local only — raw and
// normalised exports never leave the device. Invariant: disconnecting removes both together.
import type { PlatformId } from '../../shared/tables.ts';
import type { FootprintDatabase, ImportRecord } from '../schema.ts';

export async function saveImport(db: FootprintDatabase, record: ImportRecord): Promise<void> {
  await db.imports.put(record);
}

/** Stores a finished import and its dataset in one transaction, so a connected platform has data. */
export async function saveImportedDataset(
  db: FootprintDatabase,
  record: ImportRecord,
  data: unknown,
  now = new Date(),
): Promise<void> {
  await db.transaction('rw', [db.imports, db.importedData], async () => {
    await db.imports.put(record);
    await db.importedData.put({
      userId: record.userId,
      platform: record.platform,
      data,
      savedAt: now.toISOString(),
    });
  });
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
