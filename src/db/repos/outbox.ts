// Outbox: the only queue of writes to the server. An entry is removed only after the server
// acknowledged it (or it moved to dead letters); entries of one user are read only for that user,
// so they are never sent with another user's token. A row is `pending` while any entry for it is
// queued and becomes `synced` when its last entry is acknowledged.
import Dexie from 'dexie';
import type { SyncedTable } from '../../shared/tables.ts';
import { newUuid } from '../ids.ts';
import type { DeadLetter, FootprintDatabase, OutboxEntry, OutboxOp, SyncState } from '../schema.ts';

export interface EnqueueInput {
  userId: string;
  table: SyncedTable;
  op: OutboxOp;
  rowId: string;
  parentId: string | null;
  payload: Record<string, unknown>;
  now: Date;
}

/** Adds an entry; call it inside the same transaction as the row write it describes. */
export async function enqueue(db: FootprintDatabase, input: EnqueueInput): Promise<void> {
  await db.outbox.add({
    userId: input.userId,
    table: input.table,
    op: input.op,
    rowId: input.rowId,
    parentId: input.parentId,
    payload: input.payload,
    writeId: newUuid(),
    version: 1,
    enqueuedAt: input.now.toISOString(),
    attempts: 0,
    lastError: null,
  });
}

/** The oldest `limit` entries of one user, in creation order. */
export function readQueueHead(
  db: FootprintDatabase,
  userId: string,
  limit: number,
): Promise<OutboxEntry[]> {
  return db.outbox
    .where('[userId+seq]')
    .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
    .limit(limit)
    .toArray();
}

export function countPending(db: FootprintDatabase, userId: string): Promise<number> {
  return db.outbox
    .where('[userId+seq]')
    .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
    .count();
}

export async function hasPendingWrites(
  db: FootprintDatabase,
  userId: string,
  rowId: string,
): Promise<boolean> {
  return (await db.outbox.where('[userId+rowId]').equals([userId, rowId]).count()) > 0;
}

async function setRowState(
  db: FootprintDatabase,
  table: SyncedTable,
  rowId: string,
  syncState: SyncState,
): Promise<void> {
  if (table === 'footprintScans') await db.footprintScans.update(rowId, { syncState });
  else await db.riskFindings.update(rowId, { syncState });
}

/**
 * Removes acknowledged entries and marks rows with nothing left queued as synced. Harmless when
 * another engine already acknowledged the same entries.
 */
export async function acknowledge(db: FootprintDatabase, entries: OutboxEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const userId = entries[0]!.userId;
  await db.transaction('rw', [db.outbox, db.footprintScans, db.riskFindings], async () => {
    await db.outbox.bulkDelete(entries.map((entry) => entry.seq!));
    const rows = new Map(entries.map((entry) => [entry.rowId, entry.table]));
    // Per-row counts on the compound index, issued together so IndexedDB runs them back to back
    // (anyOf over compound keys is far slower in fake-indexeddb, and awaiting each costs a turn).
    const rowIds = [...rows.keys()];
    const counts = await Promise.all(
      rowIds.map((rowId) => db.outbox.where('[userId+rowId]').equals([userId, rowId]).count()),
    );
    const stillQueued = new Set(rowIds.filter((_, index) => counts[index]! > 0));
    const synced = { footprintScans: [] as string[], riskFindings: [] as string[] };
    for (const [rowId, table] of rows) if (!stillQueued.has(rowId)) synced[table].push(rowId);
    const changes = { syncState: 'synced' as const };
    if (synced.footprintScans.length)
      await db.footprintScans.bulkUpdate(synced.footprintScans.map((key) => ({ key, changes })));
    if (synced.riskFindings.length)
      await db.riskFindings.bulkUpdate(synced.riskFindings.map((key) => ({ key, changes })));
  });
}

/** Records a failed attempt on the entries (shown to the user as the reason they wait). */
export async function recordAttempt(
  db: FootprintDatabase,
  entries: OutboxEntry[],
  reason: string,
): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    for (const entry of entries) {
      await db.outbox
        .where('seq')
        .equals(entry.seq!)
        .modify((stored) => {
          stored.attempts += 1;
          stored.lastError = reason;
        });
    }
  });
}

export interface Rejection {
  status: number;
  code: string;
  message: string;
}

/**
 * Moves a refused entry to dead letters together with every queued entry that depends on it (later
 * writes of the same row, and the findings of a refused scan), so the rest of the queue flows.
 * The rows are marked rejected. Returns the number of entries moved.
 */
export async function moveToDeadLetters(
  db: FootprintDatabase,
  refused: OutboxEntry,
  rejection: Rejection,
  now: Date,
): Promise<number> {
  return db.transaction(
    'rw',
    [db.outbox, db.deadLetters, db.footprintScans, db.riskFindings],
    async () => {
      const queued = await db.outbox
        .where('[userId+seq]')
        .between([refused.userId, refused.seq!], [refused.userId, Dexie.maxKey])
        .toArray();
      const blocked = new Set([refused.rowId]);
      const moved: OutboxEntry[] = [];
      for (const entry of queued) {
        if (
          entry.seq === refused.seq ||
          blocked.has(entry.rowId) ||
          (entry.parentId != null && blocked.has(entry.parentId))
        ) {
          blocked.add(entry.rowId);
          moved.push(entry);
        }
      }
      if (moved.length === 0) return 0; // another engine already handled it
      await db.outbox.bulkDelete(moved.map((entry) => entry.seq!));
      await db.deadLetters.add({
        userId: refused.userId,
        entries: moved,
        status: rejection.status,
        code: rejection.code,
        message: rejection.message,
        failedAt: now.toISOString(),
      });
      for (const entry of moved) await setRowState(db, entry.table, entry.rowId, 'rejected');
      return moved.length;
    },
  );
}

export function listDeadLetters(db: FootprintDatabase, userId: string): Promise<DeadLetter[]> {
  return db.deadLetters.where('userId').equals(userId).toArray();
}

/** Puts a dead letter's entries back at the end of the queue, in their original order. */
export async function retryDeadLetter(db: FootprintDatabase, id: number): Promise<void> {
  await db.transaction(
    'rw',
    [db.outbox, db.deadLetters, db.footprintScans, db.riskFindings],
    async () => {
      const letter = await db.deadLetters.get(id);
      if (!letter) return;
      for (const entry of letter.entries) {
        const { seq: _seq, ...rest } = entry;
        await db.outbox.add({ ...rest, attempts: 0, lastError: null });
        await setRowState(db, entry.table, entry.rowId, 'pending');
      }
      await db.deadLetters.delete(id);
    },
  );
}

/**
 * Gives up a refused change. Rows the server never had (their create was refused) are removed
 * from the device too, so the device and the server agree; rows the server has keep their local
 * values until the next pull replaces them.
 */
export async function discardDeadLetter(db: FootprintDatabase, id: number): Promise<void> {
  await db.transaction(
    'rw',
    [db.outbox, db.deadLetters, db.footprintScans, db.riskFindings, db.findingEvidence],
    async () => {
      const letter = await db.deadLetters.get(id);
      if (!letter) return;
      for (const entry of letter.entries) {
        if (await hasPendingWrites(db, entry.userId, entry.rowId)) continue;
        if (entry.op === 'upsert') {
          if (entry.table === 'footprintScans') {
            await db.riskFindings.where('scanId').equals(entry.rowId).delete();
            await db.findingEvidence.where('scanId').equals(entry.rowId).delete();
            await db.footprintScans.delete(entry.rowId);
          } else {
            await db.findingEvidence.where('findingId').equals(entry.rowId).delete();
            await db.riskFindings.delete(entry.rowId);
          }
        } else {
          await setRowState(db, entry.table, entry.rowId, 'synced');
        }
      }
      await db.deadLetters.delete(id);
    },
  );
}

const LEASE_KEY_PREFIX = 'sync.lease:';

interface Lease {
  holder: string;
  expiresAt: number;
}

/**
 * A per-user flush lease kept in IndexedDB, so two engines (two tabs whose Web Lock failed, or a
 * browser without Web Locks) never send the same queue at the same time. Acquiring renews the
 * lease when the caller already holds it. Times come from the engine's clock.
 */
export async function acquireFlushLease(
  db: FootprintDatabase,
  userId: string,
  holder: string,
  nowMs: number,
  ttlMs: number,
): Promise<boolean> {
  const key = LEASE_KEY_PREFIX + userId;
  return db.transaction('rw', db.settings, async () => {
    const current = (await db.settings.get(key))?.value as Lease | undefined;
    if (current && current.holder !== holder && current.expiresAt > nowMs) return false;
    await db.settings.put({ key, value: { holder, expiresAt: nowMs + ttlMs } satisfies Lease });
    return true;
  });
}

export async function releaseFlushLease(
  db: FootprintDatabase,
  userId: string,
  holder: string,
): Promise<void> {
  const key = LEASE_KEY_PREFIX + userId;
  await db.transaction('rw', db.settings, async () => {
    const current = (await db.settings.get(key))?.value as Lease | undefined;
    if (current?.holder === holder) await db.settings.delete(key);
  });
}

/** What a user's queue holds, counted in things a person knows (scans, findings), not entries. */
export interface PendingWork {
  /** Scans with a write not yet on the server (created, completed or changed). */
  scans: number;
  /** Findings with a write not yet on the server. */
  findings: number;
  /** Of those findings, the ones whose scan is itself waiting ("1 scan and its 14 findings"). */
  findingsOfWaitingScans: number;
  /** Groups of changes the server refused, kept for the user to retry or discard. */
  refused: number;
}

export const NO_PENDING_WORK: PendingWork = {
  scans: 0,
  findings: 0,
  findingsOfWaitingScans: 0,
  refused: 0,
};

export async function summarizePendingWork(
  db: FootprintDatabase,
  userId: string,
): Promise<PendingWork> {
  const [queued, refused] = await Promise.all([
    db.outbox
      .where('[userId+seq]')
      .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
      .toArray(),
    db.deadLetters.where('userId').equals(userId).count(),
  ]);
  const scans = new Set<string>();
  const findings = new Map<string, string | null>();
  for (const entry of queued) {
    if (entry.table === 'footprintScans') scans.add(entry.rowId);
    else findings.set(entry.rowId, entry.parentId);
  }
  let findingsOfWaitingScans = 0;
  for (const parentId of findings.values())
    if (parentId && scans.has(parentId)) findingsOfWaitingScans++;
  return { scans: scans.size, findings: findings.size, findingsOfWaitingScans, refused };
}

export function hasPendingWork(work: PendingWork): boolean {
  return work.scans + work.findings + work.refused > 0;
}
