// The sync log: one record per sync attempt (outcome, entries sent, queue length), shown by the
// status indicator and kept for debugging. Invariant: never holds personal data, and keeps only
// the newest SYNC_LOG_KEEP records per user.
import Dexie from 'dexie';
import type { FootprintDatabase, SyncLogRecord } from '../schema.ts';

export const SYNC_LOG_KEEP = 200;

export async function appendSyncLog(
  db: FootprintDatabase,
  record: Omit<SyncLogRecord, 'id'>,
): Promise<void> {
  await db.transaction('rw', db.syncLog, async () => {
    await db.syncLog.add(record);
    const range = db.syncLog
      .where('[userId+id]')
      .between([record.userId, Dexie.minKey], [record.userId, Dexie.maxKey]);
    const total = await range.count();
    if (total > SYNC_LOG_KEEP) {
      const oldest = await range.limit(total - SYNC_LOG_KEEP).primaryKeys();
      await db.syncLog.bulkDelete(oldest);
    }
  });
}

export function latestSyncLog(
  db: FootprintDatabase,
  userId: string,
): Promise<SyncLogRecord | undefined> {
  return db.syncLog
    .where('[userId+id]')
    .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
    .last();
}

/** The newest attempt that left the queue empty. */
export function lastSuccessfulSync(
  db: FootprintDatabase,
  userId: string,
): Promise<SyncLogRecord | undefined> {
  return db.syncLog
    .where('[userId+id]')
    .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
    .reverse()
    .filter((record) => record.outcome === 'synced')
    .first();
}
