// The embedded database's own thread: hosts PGlite in a worker so that its queries (WebAssembly
// that runs to completion) do not hold the HTTP event loop. database.ts is the only client; the
// protocol is its `PgliteRequest` / `PgliteReply` types. JavaScript, not TypeScript, because a
// worker thread does not inherit the TypeScript loader of the process that starts it (Node 20).
//
// Invariants: requests are handled in the order they arrive and every one is answered exactly
// once. A transaction is PGlite's own (`lite.transaction`): it stays open until its `end`
// arrives, and PGlite queues every statement outside it until then, as it does in one thread.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** Fields of a PostgreSQL error that callers read (SQLSTATE, detail, constraint…). */
const ERROR_FIELDS = [
  'code',
  'detail',
  'hint',
  'severity',
  'position',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
];

function errorReply(id, error) {
  const fields = {};
  for (const name of ERROR_FIELDS) {
    if (error != null && error[name] !== undefined) fields[name] = error[name];
  }
  return { id, error: { message: error instanceof Error ? error.message : String(error), fields } };
}

const port = parentPort;
const { dataDir, schema } = workerData;
/** Open transactions by id: the PGlite transaction handle and how to end it. */
const transactions = new Map();
/** Unsubscribe functions of LISTENed channels. */
const listening = new Map();

const lite = dataDir ? new PGlite(dataDir) : new PGlite();

function answer(id, work) {
  work.then(
    (value) => port.postMessage({ id, value }),
    (error) => port.postMessage(errorReply(id, error)),
  );
}

async function open() {
  await lite.waitReady;
  // A schema name is checked against a strict pattern by database.ts before it gets here.
  if (schema)
    await lite.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}; SET search_path TO ${schema}`);
}

/**
 * Opens transaction `txId`. Its statements and its end wait until it has begun, so the host sends
 * them without waiting for this answer: PGlite, locked for the transaction, would otherwise idle
 * for a round trip to a busy main thread.
 */
function begin(txId) {
  const entry = { tx: null, commit: null, rollback: null, done: null, opened: null };
  entry.opened = new Promise((opened, failed) => {
    entry.done = lite.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          Object.assign(entry, { tx, commit, rollback });
          opened(tx);
        }),
    );
    entry.done.catch((error) => {
      if (!entry.tx) failed(error);
    });
  });
  transactions.set(txId, entry);
  return entry.opened.then(() => undefined);
}

function transactionOf(txId) {
  const entry = transactions.get(txId);
  if (!entry) throw new Error(`no open transaction ${txId}`);
  return entry;
}

async function end(txId, commit) {
  const entry = transactionOf(txId);
  transactions.delete(txId);
  // A transaction that never began fails its end with the reason.
  await entry.opened;
  if (commit) entry.commit(undefined);
  else entry.rollback(new Error('rolled back'));
  try {
    await entry.done;
  } catch (error) {
    if (commit) throw error;
  }
}

async function query(message) {
  const target = message.txId == null ? lite : await transactionOf(message.txId).opened;
  const result = await target.query(message.sql, message.params);
  return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
}

async function listen(channel) {
  if (listening.has(channel)) return;
  const unsubscribe = await lite.listen(channel, (payload) =>
    port.postMessage({ notification: { channel, payload } }),
  );
  listening.set(channel, unsubscribe);
}

async function unlisten(channel) {
  const unsubscribe = listening.get(channel);
  listening.delete(channel);
  await unsubscribe?.();
}

const opened = open();
answer(0, opened);

port.on('message', (message) => {
  const { id } = message;
  switch (message.type) {
    case 'query':
      return answer(
        id,
        opened.then(() => query(message)),
      );
    case 'begin':
      return answer(
        id,
        opened.then(() => begin(message.txId)),
      );
    case 'end':
      return answer(id, end(message.txId, message.commit));
    case 'listen':
      return answer(
        id,
        opened.then(() => listen(message.channel)),
      );
    case 'unlisten':
      return answer(id, unlisten(message.channel));
    case 'close':
      return answer(
        id,
        opened.then(() => lite.close()),
      );
    default:
      return port.postMessage(errorReply(id, new Error(`unknown request ${message.type}`)));
  }
});
