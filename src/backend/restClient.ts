// The app's client of the REST tables: a thin wrapper over @supabase/postgrest-js that speaks
// camelCase rows to the app and snake_case columns to the server, and turns every failure into a
// RestError the outbox can classify (status 0 = network, 401, 4xx, 5xx, 429 with Retry-After).
// Invariant: each call takes a fresh access token from getAccessToken, so a call never carries
// another user's token, and the client never retries by itself — retry policy belongs to the sync.
import { PostgrestClient } from '@supabase/postgrest-js';
import { ledgerFetch } from './networkLedger.ts';
import { mapKeys, toCamelCase, toSnakeCase } from '../shared/casing.ts';
import { REST_MAX_ROWS } from '../shared/rest.ts';
import {
  TABLES,
  type FootprintScan,
  type RiskFinding,
  type SyncedTable,
} from '../shared/tables.ts';

export interface RestClientOptions {
  /** Origin of the backend, e.g. `https://footprint.example` ('' for the app's own origin). */
  baseUrl: string;
  projectId: string;
  getAccessToken: () => Promise<string | null>;
  fetch?: typeof fetch;
}

export class RestError extends Error {
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    /** From Retry-After on 429/503, in milliseconds. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

export interface FootprintRest {
  /**
   * Creates or replaces rows (camelCase records, e.g. FootprintScan) by id; idempotent, so a
   * retried push is harmless. Send whole rows: a column left out is reset to its default.
   */
  upsert(table: SyncedTable, rows: readonly object[]): Promise<void>;
  /** PATCH `id=eq.{id}` with camelCase fields. */
  update(table: SyncedTable, id: string, patch: object): Promise<void>;
  /** DELETE `id=eq.{id}`; no such row is not an error. */
  remove(table: SyncedTable, id: string): Promise<void>;
  /** The signed-in user's newest scan, or null. */
  latestScan(): Promise<FootprintScan | null>;
  /** The ids of all the signed-in user's scans. */
  scanIds(): Promise<string[]>;
  /** The findings of one scan, newest first. */
  findingsOf(scanId: string): Promise<RiskFinding[]>;
}

function retryAfterMs(value: string | null): number | null {
  if (value == null) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

function camelRow<Row>(row: Record<string, unknown>): Row {
  return mapKeys(row, toCamelCase) as Row;
}

function snakeRow(row: object): Record<string, unknown> {
  const defined = Object.entries(row).filter(([, value]) => value !== undefined);
  return mapKeys(Object.fromEntries(defined), toSnakeCase);
}

interface PostgrestOutcome {
  error: { code?: string; message?: string; details?: string | null; hint?: string | null } | null;
  status: number;
}

const TABLE_WORDS: Record<string, [string, string]> = {
  footprint_scans: ['scan', 'scans'],
  risk_findings: ['finding', 'findings'],
};

/** What a REST request is for, as the network ledger shows it ("sync 1 scan"). */
export function restPurpose(url: string, init: RequestInit | undefined): string {
  const method = (init?.method ?? 'GET').toUpperCase();
  const path = new URL(url, 'http://localhost/').pathname;
  if (path.endsWith('/batch')) return 'sync changes';
  const table = path.split('/').pop() ?? '';
  const [one, many] = TABLE_WORDS[table] ?? [table, table];
  if (method === 'GET' || method === 'HEAD') return `fetch your synced ${many}`;
  if (method === 'DELETE') return `delete synced ${many}`;
  let rows = 1;
  if (typeof init?.body === 'string') {
    try {
      const parsed: unknown = JSON.parse(init.body);
      if (Array.isArray(parsed)) rows = parsed.length;
    } catch {
      // Not JSON: one row as far as the words go.
    }
  }
  return `sync ${rows} ${rows === 1 ? one : many}`;
}

export function createRestClient(options: RestClientOptions): FootprintRest {
  const baseFetch: typeof fetch =
    options.fetch ??
    ((input, init) =>
      ledgerFetch(
        restPurpose(String(input instanceof Request ? input.url : input), init),
        input,
        init,
      ));
  const root = `${options.baseUrl.replace(/\/$/, '')}/api/db/${encodeURIComponent(options.projectId)}`;

  /** A client for one call, carrying the current token and remembering the last Retry-After. */
  async function connect() {
    const token = await options.getAccessToken();
    if (!token) throw new RestError(401, 'PGRST302', 'Not signed in');
    const seen = { retryAfter: null as string | null };
    const trackingFetch: typeof fetch = async (input, init) => {
      const response = await baseFetch(input, init);
      seen.retryAfter = response.headers.get('retry-after');
      return response;
    };
    const client = new PostgrestClient(`${root}/rest/v1`, {
      headers: { Authorization: `Bearer ${token}` },
      fetch: trackingFetch,
      retry: false,
    });
    const check = (outcome: PostgrestOutcome) => {
      if (!outcome.error) return;
      const { error } = outcome;
      throw new RestError(
        outcome.status,
        outcome.status === 0 ? 'NETWORK_ERROR' : error.code || `HTTP_${outcome.status}`,
        error.message ?? 'Request failed',
        error.details || null,
        error.hint || null,
        retryAfterMs(seen.retryAfter),
      );
    };
    return { client, check, token };
  }

  return {
    async upsert(table, rows) {
      if (rows.length === 0) return;
      const { client, check } = await connect();
      check(
        await client
          .from(TABLES[table])
          .upsert(rows.map(snakeRow), { onConflict: 'id', defaultToNull: false }),
      );
    },

    async update(table, id, patch) {
      const { client, check } = await connect();
      check(await client.from(TABLES[table]).update(snakeRow(patch)).eq('id', id));
    },

    async remove(table, id) {
      const { client, check } = await connect();
      check(await client.from(TABLES[table]).delete().eq('id', id));
    },

    async latestScan() {
      const { client, check } = await connect();
      const result = await client
        .from(TABLES.footprintScans)
        .select('*')
        .order('created_at', { ascending: false })
        .limit(1);
      check(result);
      const row = (result.data as Record<string, unknown>[] | null)?.[0];
      return row ? camelRow<FootprintScan>(row) : null;
    },

    async scanIds() {
      const { client, check } = await connect();
      const ids: string[] = [];
      // The server returns at most REST_MAX_ROWS per call; page until a short page.
      for (let offset = 0; ; offset += REST_MAX_ROWS) {
        const result = await client
          .from(TABLES.footprintScans)
          .select('id')
          .order('id')
          .range(offset, offset + REST_MAX_ROWS - 1);
        check(result);
        const page = (result.data as { id: string }[] | null) ?? [];
        ids.push(...page.map((row) => row.id));
        if (page.length < REST_MAX_ROWS) return ids;
      }
    },

    async findingsOf(scanId) {
      const { client, check } = await connect();
      const findings: RiskFinding[] = [];
      // The server returns at most REST_MAX_ROWS per call; page until a short page.
      for (let offset = 0; ; offset += REST_MAX_ROWS) {
        const result = await client
          .from(TABLES.riskFindings)
          .select('*')
          .eq('scan_id', scanId)
          .order('created_at', { ascending: false })
          .order('id')
          .range(offset, offset + REST_MAX_ROWS - 1);
        check(result);
        const page = (result.data as Record<string, unknown>[] | null) ?? [];
        findings.push(...page.map((row) => camelRow<RiskFinding>(row)));
        if (page.length < REST_MAX_ROWS) return findings;
      }
    },
  };
}
