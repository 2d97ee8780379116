// A fault-injecting HTTP proxy for integration tests: sits between the app's clients and the real
// server on loopback and, per request, lets it through or drops the request, commits then drops
// the response, delays it, sends it twice, or answers 500 / 429 (Retry-After) / 401 itself, or
// refuses connections while "offline". The same knobs as the in-memory fake server, on real HTTP.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProxyFault =
  | 'drop-request'
  | 'drop-response'
  | 'duplicate'
  | 'server-error'
  | 'rate-limit'
  | 'unauthorized'
  | { delayMs: number };

export const PROXY_RETRY_AFTER_S = 1;

export interface FaultProxy {
  baseUrl: string;
  /** Faults for the next matching requests, in order; null lets one through. */
  planFaults(faults: (ProxyFault | null)[]): void;
  /** While offline every request's connection is closed without an answer. */
  setOffline(offline: boolean): void;
  /** Requests seen (method and path, never bodies). */
  readonly seen: { method: string; path: string; fault: string | null }[];
  close(): Promise<void>;
}

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

interface Upstream {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function forward(target: URL, request: http.IncomingMessage, body: Buffer): Promise<Upstream> {
  return new Promise((resolve, reject) => {
    const headers = { ...request.headers, host: target.host };
    const upstream = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 502,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    upstream.on('error', reject);
    upstream.end(body);
  });
}

/**
 * Starts a proxy to `targetBaseUrl`. Only requests whose path matches `affects` (by default the
 * REST tables) consume faults, so health checks and auth calls pass untouched.
 */
export async function startFaultProxy(
  targetBaseUrl: string,
  affects: (path: string) => boolean = (path) => path.includes('/rest/v1/'),
): Promise<FaultProxy> {
  const target = new URL(targetBaseUrl);
  let faults: (ProxyFault | null)[] = [];
  let offline = false;
  const seen: FaultProxy['seen'] = [];

  const server = http.createServer(async (request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    if (offline) {
      seen.push({ method: request.method ?? '', path, fault: 'offline' });
      request.socket.destroy();
      return;
    }
    const fault = affects(path) && faults.length > 0 ? faults.shift()! : null;
    const name = fault == null ? null : typeof fault === 'string' ? fault : 'delay';
    seen.push({ method: request.method ?? '', path, fault: name });
    try {
      const body = await readBody(request);
      if (fault === 'drop-request') return void request.socket.destroy();
      if (fault === 'server-error' || fault === 'rate-limit' || fault === 'unauthorized') {
        const status = fault === 'server-error' ? 500 : fault === 'rate-limit' ? 429 : 401;
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (status === 429) headers['retry-after'] = String(PROXY_RETRY_AFTER_S);
        response.writeHead(status, headers);
        response.end(
          JSON.stringify({ code: `PROXY_${status}`, message: 'Injected by the test proxy' }),
        );
        return;
      }
      if (fault != null && typeof fault === 'object')
        await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      let answer = await forward(target, request, body);
      if (fault === 'duplicate') answer = await forward(target, request, body);
      if (fault === 'drop-response') return void request.socket.destroy();
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    } catch {
      if (!response.headersSent) response.writeHead(502).end();
      else request.socket.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    planFaults(next) {
      faults = [...next];
    },
    setOffline(value) {
      offline = value;
    },
    seen,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
