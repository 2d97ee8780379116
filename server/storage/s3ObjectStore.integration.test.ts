import crypto from 'node:crypto';
import net from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadServicesConfig, type S3StorageConfig } from '../services/servicesConfig.ts';
import { startS3Peer, type S3Peer } from '../test/s3Peer.ts';
import { ObjectStoreUnavailableError, type ObjectStore } from './objectStore.ts';
import { createS3ObjectStore, PART_BYTES } from './s3ObjectStore.ts';

const MB = 1024 * 1024;

/** `size` pseudo-random bytes from `seed`, produced in 64 KB chunks as a network would. */
function bytesStream(size: number, seed: number, failAfter?: { bytes: number; error: Error }) {
  let sent = 0;
  const random = crypto.createHash('sha256').update(String(seed));
  let block = random.digest();
  return new Readable({
    read() {
      if (failAfter && sent >= failAfter.bytes) {
        this.destroy(failAfter.error);
        return;
      }
      if (sent >= size) {
        this.push(null);
        return;
      }
      const chunk = Buffer.alloc(Math.min(64 * 1024, size - sent));
      for (let offset = 0; offset < chunk.length; offset += block.length) {
        block.copy(chunk, offset);
        block = crypto.createHash('sha256').update(block).digest();
      }
      sent += chunk.length;
      setImmediate(() => this.push(chunk));
    },
  });
}

async function digest(stream: Readable): Promise<{ sha: string; bytes: number }> {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha: hash.digest('hex'), bytes };
}

const key = () => `footprint/${crypto.randomUUID()}`;

describe('S3-compatible object store', () => {
  let peer: S3Peer;
  let config: S3StorageConfig;
  let store: ObjectStore;

  beforeAll(async () => {
    peer = await startS3Peer();
    const storage = loadServicesConfig({ ...peer.env, S3_PREFIX: 'deployment-a' }).storage;
    if (storage.kind !== 's3') throw new Error('expected an S3 configuration');
    config = storage;
    store = createS3ObjectStore(config);
  });
  afterAll(async () => peer.close());
  beforeEach(() => peer.failRequests(null));

  it('verifies the bucket and keeps objects under the configured prefix', async () => {
    await store.verify();
    const small = key();
    await store.write(small, Readable.from([Buffer.from('hello')]));
    expect(await peer.keys()).toContain(`deployment-a/${small}`);
    const read = await store.read(small);
    expect(read?.size).toBe(5);
    expect((await digest(read!.stream)).bytes).toBe(5);
  });

  it('streams a file larger than one part as a multipart upload and reads back the same bytes', async () => {
    const large = key();
    const size = 2 * PART_BYTES + 123_457;
    const expected = await digest(bytesStream(size, 7));
    const before = peer.requests.length;
    await store.write(large, bytesStream(size, 7));
    const sent = peer.requests.slice(before);
    expect(sent.some((line) => line.startsWith('POST') && line.includes('?uploads'))).toBe(true);
    expect(
      sent.filter((line) => line.startsWith('PUT') && line.includes('partNumber=')),
    ).toHaveLength(3);
    const read = await store.read(large);
    expect(read?.size).toBe(size);
    expect(await digest(read!.stream)).toEqual(expected);
    expect(peer.pendingPartBytes()).toBe(0);
  });

  it('answers null for a missing object and treats removing one as done', async () => {
    const missing = key();
    expect(await store.read(missing)).toBeNull();
    await expect(store.remove(missing)).resolves.toBeUndefined();
    const stored = key();
    await store.write(stored, Readable.from([Buffer.from('x')]));
    await store.remove(stored);
    expect(await store.read(stored)).toBeNull();
  });

  it("passes the upload stream's own error on and leaves neither an object nor parts", async () => {
    const cutOff = key();
    const clientGone = new Error('the client went away');
    const write = store.write(
      cutOff,
      bytesStream(20 * MB, 3, { bytes: PART_BYTES + 2 * MB, error: clientGone }),
    );
    await expect(write).rejects.toBe(clientGone);
    expect(await peer.keys()).not.toContain(`deployment-a/${cutOff}`);
    // A part was sent before the stream failed; the abort removed it.
    expect(
      peer.requests.some((line) => line.startsWith('DELETE') && line.includes('uploadId=')),
    ).toBe(true);
    expect(peer.pendingPartBytes()).toBe(0);
  });

  it('reports a bucket that fails mid-upload as unavailable and keeps no object', async () => {
    peer.failRequests((method, url) => method === 'PUT' && url.includes('partNumber=2'));
    const failed = key();
    const write = store.write(failed, bytesStream(3 * PART_BYTES, 5));
    await expect(write).rejects.toBeInstanceOf(ObjectStoreUnavailableError);
    await expect(write).rejects.toThrow(/S3 upload failed: .*HTTP 500/);
    peer.failRequests(null);
    expect(await peer.keys()).not.toContain(`deployment-a/${failed}`);
    expect(peer.pendingPartBytes()).toBe(0);
  });

  it('reports a failing read as unavailable rather than as a missing file', async () => {
    const stored = key();
    await store.write(stored, Readable.from([Buffer.from('kept')]));
    peer.failRequests((method) => method === 'GET');
    await expect(store.read(stored)).rejects.toBeInstanceOf(ObjectStoreUnavailableError);
    peer.failRequests(null);
    expect((await store.read(stored))?.size).toBe(4);
  });

  it('explains at start-up why a bucket cannot be used', async () => {
    const missingBucket = createS3ObjectStore({ ...config, bucket: 'no-such-bucket' });
    await expect(missingBucket.verify()).rejects.toThrow(
      /bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be used: the bucket does not exist/,
    );

    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const nobodyThere = createS3ObjectStore({ ...config, endpoint: `http://127.0.0.1:${port}` });
    await expect(nobodyThere.verify()).rejects.toThrow(
      /cannot be used: the service did not answer/,
    );
    await expect(nobodyThere.read(key())).rejects.toBeInstanceOf(ObjectStoreUnavailableError);
  });
});
