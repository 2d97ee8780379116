// Adapts the app's REST client (src/backend/restClient.ts, FootprintRest) to the engine's
// SyncTransport port. Declared structurally so the engine does not depend on how the client is
// built. Invariants: rows pass through unchanged (camelCase; the client converts at the boundary)
// and errors pass through unchanged (RestError carries status and retryAfterMs); each call goes
// through the client of the user it concerns, which sends only that user's token.
import type { SyncedTable } from '../shared/tables.ts';
import type { SyncTransport } from './ports.ts';

/** The part of FootprintRest the engine uses. */
export interface RestTables {
  upsert(table: SyncedTable, rows: readonly object[]): Promise<void>;
  update(table: SyncedTable, id: string, patch: object): Promise<void>;
  remove(table: SyncedTable, id: string): Promise<void>;
  latestScan(): Promise<unknown>;
  scanIds(): Promise<string[]>;
  findingsOf(scanId: string): Promise<unknown[]>;
}

/**
 * The REST client takes no AbortSignal: an abandoned request is left to finish on its own, which
 * is safe because every write is idempotent (the engine has already moved on to retrying it).
 */
export function createRestTransport(restAs: (userId: string) => RestTables): SyncTransport {
  return {
    upsert: (table, rows, _signal, asUser) => restAs(asUser).upsert(table, rows),
    update: (table, id, patch, _signal, asUser) => restAs(asUser).update(table, id, patch),
    remove: (table, id, _signal, asUser) => restAs(asUser).remove(table, id),
    latestScan: (_signal, asUser) => restAs(asUser).latestScan(),
    scanIds: (_signal, asUser) => restAs(asUser).scanIds(),
    findingsOf: (scanId, _signal, asUser) => restAs(asUser).findingsOf(scanId),
  };
}
