// The database seam: one PostgreSQL dialect, on the embedded PGlite (a folder under DATA_DIR, or in
// memory for tests) or on a PostgreSQL server via DATABASE_URL. Every statement is parameterised;
// callers never interpolate values into SQL. PGlite runs in a worker thread by default
// (pgliteWorker.js), so a query's WebAssembly does not hold the event loop that answers HTTP; its
// transactions, ordering and LISTEN behave as on the main thread (PGLITE_THREAD=main).
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Subscribes to a NOTIFY channel. On PostgreSQL this reaches every server instance on the same
   * database; on PGlite it reaches this process only (there is only one). `onGap` is called when
   * notifications may have been missed: the listening connection was lost (it reconnects).
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onGap?: () => void,
  ): Promise<() => Promise<void>>;
  /** Sends one notification per payload, all in one statement (one commit) on PostgreSQL. */
  notify(channel: string, payloads: string | readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; null selects PGlite. */
  url: string | null;
  /** PGlite data folder; null keeps the database in memory. */
  dataDir: string | null;
  /** Schema to create and use (search_path), for isolated test databases. */
  schema?: string | null;
  /** Most PostgreSQL connections in the pool (DATABASE_POOL_MAX); PGlite has one. */
  poolMax?: number;
  /** Where PGlite runs (PGLITE_THREAD): its own worker thread (the default) or the caller's. */
  pgliteThread?: PgliteThread;
}

export type PgliteThread = 'worker' | 'main';

const POOL_MAX_DEFAULT = 20;
/** Wait before reconnecting a lost listening connection, in milliseconds. */
const LISTEN_RECONNECT_MS = 1_000;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.schema != null && !SCHEMA_NAME.test(options.schema)) {
    throw new Error(`invalid schema name "${options.schema}"`);
  }
  if (options.url) {
    return openPostgres(options.url, options.schema ?? null, options.poolMax ?? POOL_MAX_DEFAULT);
  }
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  return options.pgliteThread === 'main' ? openPglite(options) : openPgliteWorker(options);
}

/**
 * Delivers notify() to this process's listeners directly. One process holds the database, so
 * every listener is here: a statement through the single-threaded engine would only queue behind
 * the queries to come back to this process.
 */
function localNotifier() {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  return {
    add(channel: string, onPayload: (payload: string) => void): () => void {
      let callbacks = listeners.get(channel);
      if (!callbacks) {
        callbacks = new Set();
        listeners.set(channel, callbacks);
      }
      callbacks.add(onPayload);
      return () => callbacks.delete(onPayload);
    },
    async notify(channel: string, payloads: string | readonly string[]): Promise<void> {
      await Promise.resolve();
      const list = typeof payloads === 'string' ? [payloads] : payloads;
      for (const payload of list) {
        for (const callback of listeners.get(channel) ?? []) callback(payload);
      }
    },
  };
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const lite = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await lite.waitReady;
  if (options.schema) {
    await lite.exec(
      `CREATE SCHEMA IF NOT EXISTS ${options.schema}; SET search_path TO ${options.schema}`,
    );
  }
  const local = localNotifier();
  const toResult = <Row>(result: { rows: Row[]; affectedRows?: number }): QueryResult<Row> => ({
    rows: result.rows,
    rowCount: result.affectedRows ?? result.rows.length,
  });
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: unknown[] = []) {
      return toResult(await lite.query<Row>(sql, params));
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return lite.transaction(async (tx) =>
        work({
          async query<Row>(sql: string, params: unknown[] = []) {
            return toResult(await tx.query<Row>(sql, params));
          },
        }),
      );
    },
    async listen(channel, onPayload) {
      // SQL's own NOTIFY (pg_notify in a statement) arrives through PGlite; notify() below is
      // delivered here directly.
      const unsubscribe = await lite.listen(channel, onPayload);
      const removeLocal = local.add(channel, onPayload);
      return async () => {
        removeLocal();
        await unsubscribe();
      };
    },
    notify: local.notify,
    async close() {
      await lite.close();
    },
  };
}

/** What openPgliteWorker asks of pgliteWorker.js; the worker answers each with its `id`. */
type PgliteRequest =
  | { type: 'query'; sql: string; params: unknown[]; txId: number | null }
  | { type: 'begin'; txId: number }
  | { type: 'end'; txId: number; commit: boolean }
  | { type: 'listen' | 'unlisten'; channel: string }
  | { type: 'close' };

/** A reply to request `id` (id 0: the database is open), or a NOTIFY heard by the worker. */
type PgliteReply =
  | { id: number; value: unknown }
  | { id: number; error: { message: string; fields: Record<string, unknown> } }
  | { notification: { channel: string; payload: string } };

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * PGlite in its own thread, behind the same interface. Requests are not awaited one by one: they
 * go out as they come, and the worker hands them to PGlite in order, whose own queue keeps
 * statements outside a transaction waiting until it ends, as on the main thread.
 */
async function openPgliteWorker(options: DatabaseOptions): Promise<Database> {
  const worker = new Worker(new URL('./pgliteWorker.js', import.meta.url), {
    workerData: { dataDir: options.dataDir, schema: options.schema ?? null },
  });
  const pending = new Map<number, Waiting>();
  const channels = new Map<string, Set<(payload: string) => void>>();
  const local = localNotifier();
  let nextId = 1;
  let nextTxId = 1;
  let failure: Error | null = null;

  worker.on('message', (reply: PgliteReply) => {
    if ('notification' in reply) {
      const { channel, payload } = reply.notification;
      for (const callback of channels.get(channel) ?? []) callback(payload);
      return;
    }
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    // The worker holds the process open only while a request is out, as a pending query on the
    // main thread would: an idle database never keeps a finished process running.
    if (pending.size === 0) worker.unref();
    if ('error' in reply) {
      // SQLSTATE and the other fields callers read (code, detail, constraint…) come back as own
      // properties, as on PGlite's errors.
      waiting.reject(Object.assign(new Error(reply.error.message), reply.error.fields));
    } else {
      waiting.resolve(reply.value);
    }
  });
  const fail = (error: Error) => {
    failure ??= error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The database worker stopped (exit code ${code})`)));

  const opened = new Promise((resolve, reject) => pending.set(0, { resolve, reject }));
  function send<T>(message: PgliteRequest): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  }
  const query = <Row>(sql: string, params: unknown[], txId: number | null) =>
    send<QueryResult<Row>>({ type: 'query', sql, params, txId });

  try {
    await opened;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: unknown[] = []) {
      return query<Row>(sql, params, null);
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const txId = nextTxId++;
      // Not awaited (the worker holds this transaction's statements until it has begun); a
      // failure to begin fails them and the end.
      void send({ type: 'begin', txId }).catch(() => undefined);
      let result: T;
      try {
        result = await work({
          async query<Row>(sql: string, params: unknown[] = []) {
            return query<Row>(sql, params, txId);
          },
        });
      } catch (error) {
        await send({ type: 'end', txId, commit: false }).catch(() => undefined);
        throw error;
      }
      await send({ type: 'end', txId, commit: true });
      return result;
    },
    async listen(channel, onPayload) {
      // As on the main thread: SQL's own NOTIFY arrives from the worker, notify() locally.
      let callbacks = channels.get(channel);
      if (!callbacks) {
        callbacks = new Set();
        channels.set(channel, callbacks);
        callbacks.add(onPayload);
        await send({ type: 'listen', channel });
      } else {
        callbacks.add(onPayload);
      }
      const removeLocal = local.add(channel, onPayload);
      const subscribed = callbacks;
      return async () => {
        removeLocal();
        subscribed.delete(onPayload);
        if (subscribed.size === 0 && channels.get(channel) === subscribed) {
          channels.delete(channel);
          await send({ type: 'unlisten', channel });
        }
      };
    },
    notify: local.notify,
    async close() {
      if (failure) return;
      await send({ type: 'close' });
      failure = new Error('The database is closed');
      await worker.terminate();
    },
  };
}

async function openPostgres(url: string, schema: string | null, max: number): Promise<Database> {
  const poolConfig: pg.PoolConfig = { connectionString: url, max };
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await admin.end();
    }
    poolConfig.options = `-c search_path=${schema}`;
  }
  const pool = new pg.Pool(poolConfig);
  // An idle client that loses its connection emits 'error' on the pool; without a listener that
  // would crash the process. The next query simply gets a fresh connection.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const gapListeners = new Map<string, Set<() => void>>();
  let listenClient: Promise<pg.Client> | null = null;
  let closed = false;

  const reportGap = () => {
    for (const callbacks of gapListeners.values()) for (const callback of callbacks) callback();
  };

  // One connection carries every LISTEN. When it drops, subscribers hear of the gap at once and
  // again once it has reconnected and re-subscribed every channel (payloads sent in between are
  // lost).
  function connectListenClient(): Promise<pg.Client> {
    const connecting = (async () => {
      const client = new pg.Client(poolConfig);
      await client.connect();
      client.on('notification', (message) => {
        for (const callback of listeners.get(message.channel) ?? []) {
          callback(message.payload ?? '');
        }
      });
      const lost = () => {
        if (listenClient !== connecting) return;
        listenClient = null;
        void client.end().catch(() => undefined);
        if (closed || listeners.size === 0) return;
        reportGap();
        setTimeout(reconnect, LISTEN_RECONNECT_MS).unref();
      };
      client.on('error', lost);
      client.on('end', lost);
      for (const channel of listeners.keys()) await client.query(`LISTEN ${channel}`);
      return client;
    })();
    listenClient = connecting;
    connecting.catch(() => {
      if (listenClient === connecting) listenClient = null;
    });
    return connecting;
  }

  function reconnect(): void {
    if (closed || listenClient) return;
    connectListenClient().then(reportGap, () => setTimeout(reconnect, LISTEN_RECONNECT_MS).unref());
  }

  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          async query<Row>(sql: string, params: unknown[] = []) {
            const res = await client.query(sql, params);
            return { rows: res.rows as Row[], rowCount: res.rowCount ?? res.rows.length };
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload, onGap) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel "${channel}"`);
      let set = listeners.get(channel);
      const isNew = !set;
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(onPayload);
      let gaps = gapListeners.get(channel);
      if (onGap) {
        if (!gaps) {
          gaps = new Set();
          gapListeners.set(channel, gaps);
        }
        gaps.add(onGap);
      }
      // A new client LISTENs on every known channel as it connects; an existing one needs telling.
      const wasConnected = listenClient != null;
      const client = await (listenClient ?? connectListenClient());
      if (isNew && wasConnected) await client.query(`LISTEN ${channel}`);
      return async () => {
        set.delete(onPayload);
        if (onGap) gaps?.delete(onGap);
        if (set.size === 0) {
          listeners.delete(channel);
          gapListeners.delete(channel);
          await client.query(`UNLISTEN ${channel}`).catch(() => undefined);
        }
      };
    },
    async notify(channel, payloads) {
      const list = typeof payloads === 'string' ? [payloads] : [...payloads];
      if (list.length === 0) return;
      await pool.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload', [
        channel,
        list,
      ]);
    },
    async close() {
      closed = true;
      const client = listenClient;
      listenClient = null;
      if (client) await (await client.catch(() => null))?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
