// "What left this device": the local record of every request the app makes, in a database of its
// own (so it has its own versions and can be wiped on its own), written by the page and by
// workers alike. Invariants: an entry never holds a query value, a body or a header, only the
// method, host, path, query keys, the body's size and a purpose in words; the ledger keeps the
// newest LEDGER_MAX_ENTRIES; writing it never fails the request it describes.
import Dexie, { type EntityTable } from 'dexie';

export const LEDGER_DATABASE_NAME = 'footprint-network-ledger';
export const LEDGER_MAX_ENTRIES = 5000;
const PRUNE_EVERY_WRITES = 200;

export interface LedgerEntry {
  id?: number;
  /** Epoch milliseconds when the request left. */
  at: number;
  method: string;
  host: string;
  /** The path, with query keys and no values ("/api/x?select&order"). */
  path: string;
  /** Bytes of the request body (0 for none). */
  bytesSent: number;
  /** What the request was for, in words ("sync 1 scan", "page view"). */
  purpose: string;
}

class NetworkLedgerDatabase extends Dexie {
  entries!: EntityTable<LedgerEntry, 'id'>;

  constructor() {
    super(LEDGER_DATABASE_NAME);
    this.version(1).stores({ entries: '++id, at, purpose' });
  }
}

let database: NetworkLedgerDatabase | null = null;
let writes = 0;

/** The ledger database, or null where there is no IndexedDB (Node, tests without it). */
export function networkLedgerDatabase(): NetworkLedgerDatabase | null {
  if (typeof indexedDB === 'undefined') return null;
  database ??= new NetworkLedgerDatabase();
  return database;
}

export async function appendLedgerEntry(entry: LedgerEntry): Promise<void> {
  const db = networkLedgerDatabase();
  if (!db) return;
  await db.entries.add(entry);
  writes += 1;
  if (writes % PRUNE_EVERY_WRITES === 0) {
    const excess = (await db.entries.count()) - LEDGER_MAX_ENTRIES;
    if (excess > 0) await db.entries.orderBy('id').limit(excess).delete();
  }
}

/** Every entry, oldest first. */
export async function readLedger(): Promise<LedgerEntry[]> {
  const db = networkLedgerDatabase();
  return db ? db.entries.orderBy('id').toArray() : [];
}

export async function deleteLedger(): Promise<void> {
  const db = networkLedgerDatabase();
  if (db) await db.entries.clear();
}
