// The app's way onto the network: ledgerFetch and ledgerSocket do what fetch and WebSocket do and
// first write what is leaving into the device's network ledger (db/networkLedger.ts), and
// observeDownloads records what the page fetches without our clients (the app's files, models).
// Every client of our server goes through these, so the ledger is the list of what left the
// device. Invariants: no query value, body or header is recorded; recording never delays or fails
// a request.
import { appendLedgerEntry } from '../db/networkLedger.ts';

/** Purposes shared by several clients, in the words the ledger shows. */
export const LEDGER_PURPOSES = {
  appFiles: 'download the app’s files',
  models: 'download analysis models',
  realtimeConnect: 'live updates: connect',
} as const;

/** Host and path of `url` (relative to the page), with query keys but no query values. */
export function describeUrl(url: string): { host: string; path: string } {
  const base = typeof location !== 'undefined' ? location.href : 'http://localhost/';
  const parsed = new URL(url, base);
  const keys = [...new Set(parsed.searchParams.keys())];
  return {
    host: parsed.host,
    path: keys.length ? `${parsed.pathname}?${keys.join('&')}` : parsed.pathname,
  };
}

/** Bytes a request body puts on the wire (multipart boundaries aside). */
export function bodyBytes(body: BodyInit | null | undefined): number {
  if (body == null) return 0;
  if (typeof body === 'string') return new TextEncoder().encode(body).byteLength;
  if (body instanceof Blob) return body.size;
  if (body instanceof ArrayBuffer) return body.byteLength;
  if (ArrayBuffer.isView(body)) return body.byteLength;
  if (body instanceof URLSearchParams) return new TextEncoder().encode(body.toString()).byteLength;
  if (body instanceof FormData) {
    let bytes = 0;
    for (const [name, value] of body.entries()) {
      bytes += new TextEncoder().encode(name).byteLength;
      bytes += typeof value === 'string' ? new TextEncoder().encode(value).byteLength : value.size;
    }
    return bytes;
  }
  return 0;
}

function record(method: string, url: string, bytesSent: number, purpose: string): void {
  const { host, path } = describeUrl(url);
  appendLedgerEntry({
    at: Date.now(),
    method: method.toUpperCase(),
    host,
    path,
    bytesSent,
    purpose,
  }).catch(() => undefined);
}

/** fetch, recorded in the ledger with `purpose` first. */
export function ledgerFetch(
  purpose: string,
  input: string | URL | Request,
  init?: RequestInit,
): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  record(method, url, bodyBytes(init?.body), purpose);
  return fetch(input, init);
}

/** A WebSocket whose opening and every frame sent are recorded; `purposeOf` names a frame. */
export function ledgerSocket(url: string, purposeOf: (frame: string) => string): WebSocket {
  const socket = new WebSocket(url);
  record('GET', url, 0, LEDGER_PURPOSES.realtimeConnect);
  const send = socket.send.bind(socket);
  socket.send = (data: string | ArrayBufferLike | Blob | ArrayBufferView) => {
    const bytes =
      typeof data === 'string'
        ? new TextEncoder().encode(data).byteLength
        : data instanceof Blob
          ? data.size
          : data.byteLength;
    record('WS', url, bytes, typeof data === 'string' ? purposeOf(data) : 'live updates');
    send(data);
  };
  return socket;
}

/**
 * Records the requests of this page (or worker) that none of our clients made: the app's own
 * files and the analysis models, which libraries fetch themselves. Requests to our API are left
 * to the clients, which know their purpose and size. Returns the stop function.
 */
export function observeDownloads(): () => void {
  if (typeof PerformanceObserver === 'undefined') return () => undefined;
  const seen = (entries: PerformanceEntryList) => {
    for (const entry of entries) {
      const { path } = describeUrl(entry.name);
      if (path.startsWith('/api/') || !/^https?:/.test(entry.name)) continue;
      record(
        'GET',
        entry.name,
        0,
        path.startsWith('/vendor/') ? LEDGER_PURPOSES.models : LEDGER_PURPOSES.appFiles,
      );
    }
  };
  const observer = new PerformanceObserver((list) => seen(list.getEntries()));
  observer.observe({ type: 'resource', buffered: true });
  return () => observer.disconnect();
}
