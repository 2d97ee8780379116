// An in-memory REST server for sync tests, with the semantics the engine relies on from the real
// one (upsert on id with merge-duplicates, PATCH id=eq.{id} that is a no-op for a missing row,
// the owner taken from the token, a finding's scan must exist) and fault knobs per request:
// drop the request, commit then drop the response, delay, duplicate, 500, 429 with Retry-After,
// 401, go offline. Every applied write is logged so tests can check order and duplicates.
import type { SyncedTable } from '../shared/tables.ts';
import type { OnlineSignal, SyncTransport } from '../sync/ports.ts';
import type { FakeClock } from './fakeClock.ts';

export type Fault =
  | 'drop-request'
  | 'drop-response'
  | 'duplicate'
  | 'server-error'
  | 'rate-limit'
  | 'unauthorized'
  | 'offline'
  | { delayMs: number };

export const FAULT_RETRY_AFTER_MS = 5_000;

export class FakeRestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'FakeRestError';
  }
}

type Row = Record<string, unknown>;

export interface AppliedWrite {
  table: SyncedTable;
  op: 'upsert' | 'update' | 'delete';
  id: string;
  row: Row;
  at: number;
}

/** A switchable network shared by the transport and the engine's online signal. */
export class FakeNetwork implements OnlineSignal {
  private online = true;
  private readonly listeners = new Set<(online: boolean) => void>();

  isOnline(): boolean {
    return this.online;
  }

  set(online: boolean): void {
    if (online === this.online) return;
    this.online = online;
    for (const listener of this.listeners) listener(online);
  }

  subscribe(listener: (online: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export class FakeRestServer {
  readonly tables: Record<SyncedTable, Map<string, Row>> = {
    footprintScans: new Map(),
    riskFindings: new Map(),
  };
  readonly applied: AppliedWrite[] = [];
  /** Epoch ms (virtual) of every request received, for rate checks. */
  readonly requestTimes: number[] = [];
  private readonly tokens = new Map<string, string>();
  private faults: (Fault | null)[] = [];
  private tokenCounter = 0;

  constructor(
    readonly clock: FakeClock,
    readonly network: FakeNetwork = new FakeNetwork(),
  ) {}

  /** Issues a valid access token for a user. */
  issueToken(userId: string): string {
    const token = `token-${++this.tokenCounter}-${userId}`;
    this.tokens.set(token, userId);
    return token;
  }

  revokeToken(token: string): void {
    this.tokens.delete(token);
  }

  /** Faults for the next requests, in order; null lets a request through. */
  planFaults(faults: (Fault | null)[]): void {
    this.faults = [...faults];
  }

  clearFaults(): void {
    this.faults = [];
  }

  rowsOf(table: SyncedTable, userId: string): Row[] {
    return [...this.tables[table].values()].filter((row) => row.userId === userId);
  }

  transportFor(getToken: () => string | null): SyncTransport {
    return {
      upsert: (table, rows, signal, asUser) =>
        this.handle(getToken, signal, asUser, (userId) => this.upsert(table, rows, userId)),
      update: (table, id, patch, signal, asUser) =>
        this.handle(getToken, signal, asUser, (userId) => this.update(table, id, patch, userId)),
      remove: (table, id, signal, asUser) =>
        this.handle(getToken, signal, asUser, (userId) => this.remove(table, id, userId)),
      latestScan: (signal, asUser) =>
        this.handle(getToken, signal, asUser, (userId) => {
          const scans = this.rowsOf('footprintScans', userId).sort(newestFirst);
          return scans[0] ? { ...scans[0] } : null;
        }),
      scanIds: (signal, asUser) =>
        this.handle(getToken, signal, asUser, (userId) =>
          this.rowsOf('footprintScans', userId).map((row) => String(row.id)),
        ),
      findingsOf: (scanId, signal, asUser) =>
        this.handle(getToken, signal, asUser, (userId) =>
          this.rowsOf('riskFindings', userId)
            .filter((row) => row.scanId === scanId)
            .sort(newestFirst)
            .map((row) => ({ ...row })),
        ),
    };
  }

  private async handle<T>(
    getToken: () => string | null,
    signal: AbortSignal,
    asUser: string,
    apply: (userId: string) => T,
  ): Promise<T> {
    // A microtask of "network" so callers cannot rely on synchronous completion.
    await Promise.resolve();
    if (!this.network.isOnline()) throw new FakeRestError(0, 'NETWORK', 'Failed to fetch');
    this.requestTimes.push(this.clock.now());
    const fault = this.faults.length > 0 ? this.faults.shift()! : null;
    if (fault === 'offline') {
      this.network.set(false);
      throw new FakeRestError(0, 'NETWORK', 'Failed to fetch');
    }
    if (fault === 'drop-request') throw new FakeRestError(0, 'NETWORK', 'Failed to fetch');
    if (fault === 'server-error') throw new FakeRestError(500, 'INTERNAL', 'Internal server error');
    if (fault === 'rate-limit')
      throw new FakeRestError(429, 'RATE_LIMITED', 'Too many requests', FAULT_RETRY_AFTER_MS);
    // The client side of the app's transport: a token of another user than the one the call is
    // for is never sent (backendConnection's per-user REST client), so the call fails as 401.
    const ownToken = getToken();
    const token = ownToken && this.tokens.get(ownToken) === asUser ? ownToken : null;
    if (fault === 'unauthorized' && token) this.revokeToken(token);
    const userId = token ? this.tokens.get(token) : undefined;
    if (!userId) throw new FakeRestError(401, 'UNAUTHORIZED', 'Invalid or expired token');
    if (fault != null && typeof fault === 'object') {
      await this.clock.sleep(fault.delayMs);
      // An abandoned request never reaches the database (the client aborted it in time).
      if (signal.aborted) throw new FakeRestError(0, 'ABORTED', 'The request was aborted');
    }
    const result = apply(userId);
    if (fault === 'duplicate') apply(userId);
    if (fault === 'drop-response') throw new FakeRestError(0, 'NETWORK', 'Failed to fetch');
    return result;
  }

  private upsert(table: SyncedTable, rows: Row[], userId: string): void {
    // One statement: validate every row first, so a refused request changes nothing.
    for (const row of rows) this.validate(table, row, userId);
    for (const row of rows) {
      const id = String(row.id);
      const existing = this.tables[table].get(id);
      const merged = {
        ...existing,
        ...row,
        userId,
        updatedAt: new Date(this.clock.now()).toISOString(),
      };
      this.tables[table].set(id, merged);
      this.applied.push({ table, op: 'upsert', id, row: { ...row }, at: this.clock.now() });
    }
  }

  private update(table: SyncedTable, id: string, patch: Row, userId: string): void {
    this.validate(table, { ...patch, id }, userId, true);
    const existing = this.tables[table].get(id);
    if (!existing || existing.userId !== userId) return; // PATCH matching no row: 0 rows, no error
    this.tables[table].set(id, {
      ...existing,
      ...patch,
      updatedAt: new Date(this.clock.now()).toISOString(),
    });
    this.applied.push({ table, op: 'update', id, row: { ...patch }, at: this.clock.now() });
  }

  /** DELETE by id: only the user's own row; a scan takes its findings with it (as the FK). */
  private remove(table: SyncedTable, id: string, userId: string): void {
    const existing = this.tables[table].get(id);
    if (!existing || existing.userId !== userId) return;
    this.tables[table].delete(id);
    if (table === 'footprintScans')
      for (const [findingId, finding] of this.tables.riskFindings)
        if (finding.scanId === id) this.tables.riskFindings.delete(findingId);
    this.applied.push({ table, op: 'delete', id, row: {}, at: this.clock.now() });
  }

  private validate(table: SyncedTable, row: Row, userId: string, partial = false): void {
    if (typeof row.id !== 'string' || row.id === '')
      throw new FakeRestError(400, 'INVALID', 'id is required');
    const existing = this.tables[table].get(row.id);
    if (existing && existing.userId !== userId)
      throw new FakeRestError(403, 'FORBIDDEN', 'Row belongs to another user');
    if (table === 'riskFindings' && !partial) {
      const scan = this.tables.footprintScans.get(String(row.scanId));
      if (!scan || scan.userId !== userId)
        throw new FakeRestError(409, 'FOREIGN_KEY', 'scan_id does not exist');
      if (row.title === '') throw new FakeRestError(400, 'INVALID', 'title is required');
    }
    for (const key of ['privacyScore', 'securityScore', 'identityScore', 'overallScore']) {
      const value = row[key];
      if (value != null && (typeof value !== 'number' || value < 0 || value > 100))
        throw new FakeRestError(400, 'CHECK', `${key} out of range`);
    }
  }
}

function newestFirst(a: Row, b: Row): number {
  return (
    String(b.createdAt).localeCompare(String(a.createdAt)) ||
    String(b.id).localeCompare(String(a.id))
  );
}
