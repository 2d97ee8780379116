// What the sync status indicator shows, live: online or not, the engine's state, which scans and
// findings wait and since when, when the queue was last emptied, refused changes, and whether the browser
// promised to keep the data. Reads Dexie (shared by all tabs) so every tab shows the same queue.
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { db } from '../db/database.ts';
import { listDeadLetters, summarizePendingWork, type PendingWork } from '../db/repos/outbox.ts';
import { SETTING_KEYS } from '../db/repos/settings.ts';
import { lastSuccessfulSync } from '../db/repos/syncLog.ts';
import type { SyncStatus } from '../sync/engine.ts';
import { useSyncEngine } from './syncEngineContext.ts';
import { useOnline } from './useOnline.ts';

export interface RefusedChange {
  id: number;
  /** How many queued writes were set aside together (a scan and its findings count as many). */
  changes: number;
  what: string;
  status: number;
  message: string;
  failedAt: string;
}

export interface SyncStatusView {
  online: boolean;
  engine: SyncStatus | null;
  /** Scans and findings with a write not yet on the server. */
  pending: number;
  /** The same, in things a person knows (syncStatusText words it). */
  work: PendingWork;
  oldestPendingAt: string | null;
  lastSyncedAt: number | null;
  refused: RefusedChange[];
  storagePersisted: boolean | null;
}

const noSubscription = () => () => undefined;
const noStatus = () => null;

export function useSyncStatus(userId: string | null): SyncStatusView | undefined {
  const online = useOnline();
  const engine = useSyncEngine();
  const engineStatus = useSyncExternalStore(
    engine ? (listener) => engine.subscribe(listener) : noSubscription,
    engine ? () => engine.getStatus() : noStatus,
    noStatus,
  );
  const local = useLiveQuery(async () => {
    if (!userId) return null;
    const [work, oldest, letters, lastSync, persisted] = await Promise.all([
      summarizePendingWork(db, userId),
      db.outbox
        .where('[userId+seq]')
        .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
        .first(),
      listDeadLetters(db, userId),
      lastSuccessfulSync(db, userId),
      db.settings.get(SETTING_KEYS.storagePersisted),
    ]);
    return {
      pending: work.scans + work.findings,
      work,
      oldestPendingAt: oldest?.enqueuedAt ?? null,
      lastSyncedAt: lastSync?.endedAt ?? null,
      refused: letters.map((letter) => ({
        id: letter.id!,
        changes: letter.entries.length,
        what: describeChange(letter.entries[0]?.table, letter.entries[0]?.op),
        status: letter.status,
        message: letter.message,
        failedAt: letter.failedAt,
      })),
      storagePersisted: typeof persisted?.value === 'boolean' ? persisted.value : null,
    };
  }, [userId]);
  if (local === undefined) return undefined;
  if (local === null) return undefined;
  return {
    online,
    engine: engineStatus,
    ...local,
    lastSyncedAt: Math.max(local.lastSyncedAt ?? 0, engineStatus?.lastSyncedAt ?? 0) || null,
  };
}

function describeChange(table: string | undefined, op: string | undefined): string {
  const thing = table === 'riskFindings' ? 'a finding' : 'a scan';
  return op === 'update' ? `an update to ${thing}` : `saving ${thing}`;
}
