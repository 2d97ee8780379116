// The device database's tables and their versions (IndexedDB through Dexie). Every row belongs to
// one user (userId). Invariant: a version, once shipped, is never edited — a schema change is a
// new version with an upgrade that keeps every row and every pending outbox entry.
import Dexie, { type EntityTable, type Table, type Transaction } from 'dexie';
import type { ExportAccount } from '../analysis/imports/replacement.ts';
import type {
  FindingPlatform,
  FootprintScan,
  PlatformId,
  RiskFinding,
  SyncedTable,
} from '../shared/tables.ts';
import { findingWireRow, normalizeFinding, normalizeScan, scanWireRow } from './normalize.ts';

/** Whether the server has a row's latest local write: pending (queued), synced, or rejected. */
export type SyncState = 'pending' | 'synced' | 'rejected';

export interface LocalScan extends FootprintScan {
  syncState: SyncState;
}

export interface LocalFinding extends RiskFinding {
  syncState: SyncState;
}

/** 'delete' removes the row on the server (a scan's findings go with it, by the foreign key). */
export type OutboxOp = 'upsert' | 'update' | 'delete';

/**
 * One write waiting for the server. `payload` is a full-state snapshot in camelCase wire fields
 * (the whole row for an upsert, absolute values for an update), so replaying it is harmless.
 */
export interface OutboxEntry {
  /** Global creation order; the queue is pushed strictly in this order. */
  seq?: number;
  userId: string;
  table: SyncedTable;
  op: OutboxOp;
  rowId: string;
  /** The scan a finding belongs to; pushed (and dead-lettered) together with its parent. */
  parentId: string | null;
  payload: Record<string, unknown>;
  writeId: string;
  /** Payload format version, so a later app can read entries queued by an older one. */
  version: 1;
  enqueuedAt: string;
  attempts: number;
  lastError: string | null;
}

/** Writes the server refused (a 4xx other than 401), kept for the user to retry or discard. */
export interface DeadLetter {
  id?: number;
  userId: string;
  /** The refused entry first, then the entries that depend on it, in their original order. */
  entries: OutboxEntry[];
  status: number;
  code: string;
  message: string;
  failedAt: string;
}

export type ImportStatus = 'importing' | 'ready' | 'failed';

/** One platform's data export on this device (DESIGN.md §1: Connect = import). */
export interface ImportRecord {
  userId: string;
  platform: PlatformId;
  status: ImportStatus;
  fileName: string;
  /** When the platform produced the export (ISO), if the export (or its file name) says. */
  exportDate: string | null;
  /** Who the export belongs to (usernames, emails); absent on records from older versions. */
  account?: ExportAccount;
  /** Figures of the export; null = the export does not contain that section. */
  stats: Record<string, number | null>;
  errors: string[];
  /** Files of the export not read or only partly read (absent on records imported before). */
  unreadFiles?: { path: string; size: number; status: 'not-read' | 'partly-read'; why: string }[];
  importedAt: string;
  /** Why the import failed, in words for the user (status 'failed' only). Not indexed. */
  failureMessage?: string;
}

/** The normalised dataset of one platform, opaque to this layer. Never synced. */
export interface ImportedDataRecord {
  userId: string;
  platform: PlatformId;
  data: unknown;
  savedAt: string;
}

/** Evidence behind a finding (may hold personal data), so it stays on the device. */
export interface FindingEvidenceRecord {
  id: string;
  userId: string;
  scanId: string;
  findingId: string;
  items: unknown[];
}

/**
 * The user's decision on a finding ("Not me / dismiss" or "Mark as fixed"), keyed by rule and
 * platform so it applies to every later scan. Local only: decisions tune the scans of the data
 * imported on this device, which never leaves it, and a "not me" says something about the person
 * that the server does not need (anchors-footprint.md, "What none of them has" 6).
 */
export interface FindingDecisionRecord {
  userId: string;
  ruleId: string;
  /** A platform id, or 'multi' for a cross-platform finding. */
  platform: FindingPlatform;
  decision: 'dismissed' | 'fixed';
  /** When the user decided (ISO): a finding marked fixed comes back if a newer export shows it. */
  at: string;
}

export interface SettingRecord {
  key: string;
  value: unknown;
}

export type SyncOutcome =
  'synced' | 'retrying' | 'offline' | 'signed-out' | 'dead-letter' | 'busy-elsewhere';

/** One sync attempt, for the status indicator and for debugging (no personal data). */
export interface SyncLogRecord {
  id?: number;
  userId: string;
  startedAt: number;
  endedAt: number;
  outcome: SyncOutcome;
  /** Entries acknowledged by the server during the attempt. */
  sent: number;
  /** Entries still queued when the attempt ended. */
  queueLength: number;
  /** Error class and HTTP status, never a message body. */
  detail: string | null;
}

/** The foundation's schema (v1), kept so the upgrade from it stays tested. */
export const SCHEMA_V1 = {
  footprintScans: 'id, userId, [userId+createdAt]',
  riskFindings: 'id, scanId, userId, [scanId+createdAt]',
  settings: 'key',
} as const;

export const SCHEMA_V2 = {
  footprintScans: 'id, userId, [userId+createdAt]',
  riskFindings: 'id, scanId, userId, [scanId+createdAt]',
  outbox: '++seq, userId, [userId+seq], [userId+rowId]',
  deadLetters: '++id, userId',
  imports: '[userId+platform], userId',
  importedData: '[userId+platform], userId',
  findingEvidence: 'id, userId, scanId, findingId',
  settings: 'key',
  syncLog: '++id, userId, [userId+id]',
} as const;

/** v3 adds the user's decisions on findings (local only). */
export const SCHEMA_V3 = {
  ...SCHEMA_V2,
  findingDecisions: '[userId+ruleId+platform], userId',
} as const;

export class FootprintDatabase extends Dexie {
  footprintScans!: EntityTable<LocalScan, 'id'>;
  riskFindings!: EntityTable<LocalFinding, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  deadLetters!: EntityTable<DeadLetter, 'id'>;
  imports!: Table<ImportRecord, [string, PlatformId]>;
  importedData!: Table<ImportedDataRecord, [string, PlatformId]>;
  findingEvidence!: EntityTable<FindingEvidenceRecord, 'id'>;
  findingDecisions!: Table<FindingDecisionRecord, [string, string, string]>;
  settings!: EntityTable<SettingRecord, 'key'>;
  syncLog!: EntityTable<SyncLogRecord, 'id'>;

  constructor(name = 'footprint', options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    this.version(1).stores(SCHEMA_V1);
    this.version(2).stores(SCHEMA_V2).upgrade(upgradeToV2);
    this.version(3).stores(SCHEMA_V3);
  }
}

/**
 * v1 had no outbox, so a v1 row's server state is unknown: queue an idempotent upsert for each
 * row (parents first) so nothing written before the upgrade is lost, and fill new fields.
 * Only IndexedDB work is awaited here: awaiting anything else would commit the upgrade early.
 */
async function upgradeToV2(tx: Transaction): Promise<void> {
  const now = new Date().toISOString();
  const scans = await tx.table('footprintScans').toArray();
  const findings = await tx.table('riskFindings').toArray();
  const outbox = tx.table('outbox');
  for (const raw of scans) {
    const scan = normalizeScan(raw);
    if (!scan) continue;
    await tx.table('footprintScans').put({ ...scan, syncState: 'pending' });
    await outbox.add(
      migrationEntry(scan.userId, 'footprintScans', scan.id, null, scanWireRow(scan), now),
    );
  }
  for (const raw of findings) {
    const finding = normalizeFinding(raw);
    if (!finding) continue;
    await tx.table('riskFindings').put({ ...finding, syncState: 'pending' });
    await outbox.add(
      migrationEntry(
        finding.userId,
        'riskFindings',
        finding.id,
        finding.scanId,
        findingWireRow(finding),
        now,
      ),
    );
  }
}

function migrationEntry(
  userId: string,
  table: SyncedTable,
  rowId: string,
  parentId: string | null,
  payload: Record<string, unknown>,
  now: string,
): OutboxEntry {
  return {
    userId,
    table,
    op: 'upsert',
    rowId,
    parentId,
    payload,
    writeId: `migration-v2-${rowId}`,
    version: 1,
    enqueuedAt: now,
    attempts: 0,
    lastError: null,
  };
}
