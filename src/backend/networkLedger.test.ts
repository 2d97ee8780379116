// The network ledger records what leaves the device as a user would want it listed: method, host,
// path with query keys but never their values, the body's size and a purpose in words — for a
// real request to a real (loopback) server, which still gets the whole request.
import 'fake-indexeddb/auto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteLedger, readLedger } from '../db/networkLedger.ts';
import { bodyBytes, describeUrl, ledgerFetch } from './networkLedger.ts';
import { framePurpose } from './realtimeClient.ts';
import { restPurpose } from './restClient.ts';

let server: http.Server;
let origin: string;
const received: { method: string; url: string; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', body });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(async () => {
  received.length = 0;
  await deleteLedger();
});

/** The ledger is written without holding up the request: wait for the entry to land. */
async function ledgerWhenItHas(count: number) {
  for (let i = 0; i < 100; i += 1) {
    const entries = await readLedger();
    if (entries.length >= count) return entries;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the ledger never got its entry');
}

describe('network ledger', () => {
  it('records a request without its query values or body, and the request still goes whole', async () => {
    const body = JSON.stringify({ note: 'café ☕', secret: 'my post text' });
    const response = await ledgerFetch(
      'check a public profile',
      `${origin}/api/data/x?url=https%3A%2F%2Fme.example&lang=en`,
      {
        method: 'POST',
        body,
      },
    );
    expect(response.status).toBe(200);
    expect(received).toEqual([
      { method: 'POST', url: '/api/data/x?url=https%3A%2F%2Fme.example&lang=en', body },
    ]);
    const [entry] = await ledgerWhenItHas(1);
    expect(entry).toMatchObject({
      method: 'POST',
      host: new URL(origin).host,
      path: '/api/data/x?url&lang',
      bytesSent: new TextEncoder().encode(body).byteLength,
      purpose: 'check a public profile',
    });
    expect(JSON.stringify(entry)).not.toMatch(/me\.example|en"|my post text/);
  });

  it('records a request even when no answer comes', async () => {
    await expect(
      ledgerFetch('sign out', 'http://127.0.0.1:1/api/auth/signout', { method: 'POST', body: 'x' }),
    ).rejects.toThrow();
    const [entry] = await ledgerWhenItHas(1);
    expect(entry).toMatchObject({ method: 'POST', path: '/api/auth/signout', bytesSent: 1 });
  });

  it('sizes every kind of body and names paths and purposes in words', () => {
    expect(bodyBytes(null)).toBe(0);
    expect(bodyBytes('é')).toBe(2);
    expect(bodyBytes(new Uint8Array(7))).toBe(7);
    expect(bodyBytes(new Blob(['abc']))).toBe(3);
    expect(describeUrl('https://h.example:8443/p/q?a=1&b=2&a=3')).toEqual({
      host: 'h.example:8443',
      path: '/p/q?a&b',
    });
    const rest = 'https://h.example/api/db/footprint/rest/v1/footprint_scans?on_conflict=id';
    expect(restPurpose(rest, { method: 'POST', body: '[{},{}]' })).toBe('sync 2 scans');
    expect(restPurpose(rest, { method: 'POST', body: '{}' })).toBe('sync 1 scan');
    expect(restPurpose(rest, undefined)).toBe('fetch your synced scans');
    expect(framePurpose('{"type":"ping"}')).toBe('live updates: keep the connection open');
    expect(framePurpose('not json')).toBe('live updates');
  });
});
