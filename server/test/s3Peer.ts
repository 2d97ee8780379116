// An S3-compatible service on a loopback port for the storage tests: s3rver (a file-backed S3
// emulator) with one bucket, plus what these tests need of a real service that s3rver lacks —
// AbortMultipartUpload (it removes the upload's parts, as S3 does) — and a switch that makes
// chosen requests fail with a 500, as a bucket in trouble would. Objects and parts are files under
// a throwaway folder, so a test can see what the service holds.
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface S3Peer {
  endpoint: string;
  bucket: string;
  /** The server's S3_* settings for this peer. */
  env: Record<string, string>;
  /** Keys of the stored objects (complete uploads only). */
  keys(): Promise<string[]>;
  /** Bytes of multipart parts received and not yet completed or aborted. */
  pendingPartBytes(): number;
  /** Every request whose method and URL this matches answers 500 until it is set to null. */
  failRequests(match: ((method: string, url: string) => boolean) | null): void;
  /** Requests seen so far, as "METHOD /path?query". */
  readonly requests: string[];
  close(): Promise<void>;
}

interface KoaContext {
  method: string;
  url: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  body: unknown;
  type: string;
}

const ACCESS_KEY = 'S3RVER';

export async function startS3Peer(): Promise<S3Peer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'footprint-s3-'));
  const bucket = `footprint-${crypto.randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const uploadsDir = () => server.store.getResourcePath(bucket, undefined, 'uploads');
  const requests: string[] = [];
  let failing: ((method: string, url: string) => boolean) | null = null;

  // Runs before s3rver's own middleware (Koa composes the list when the server starts).
  server.middleware.unshift(async (ctx: KoaContext, next: () => Promise<void>) => {
    requests.push(`${ctx.method} ${ctx.url}`);
    if (failing?.(ctx.method, ctx.url)) {
      ctx.status = 500;
      ctx.type = 'application/xml';
      ctx.body =
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code>' +
        '<Message>We encountered an internal error. Please try again.</Message></Error>';
      return;
    }
    const uploadId = ctx.query.uploadId;
    if (ctx.method === 'DELETE' && uploadId) {
      if (!/^[0-9a-f]+$/.test(uploadId)) {
        ctx.status = 404;
        return;
      }
      fs.rmSync(path.join(uploadsDir(), uploadId), { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    await next();
  });

  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });

  function partBytes(dir: string): number {
    if (!fs.existsSync(dir)) return 0;
    let total = 0;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) total += partBytes(full);
      else if (/^\d+$/.test(entry.name)) total += fs.statSync(full).size;
    }
    return total;
  }

  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    pendingPartBytes: () => partBytes(uploadsDir()),
    failRequests(match) {
      failing = match;
    },
    requests,
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
