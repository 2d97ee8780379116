import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../test/harness.ts';
import { startS3Peer, type S3Peer } from '../test/s3Peer.ts';
import { createLocalObjectStore, type ObjectStore } from './objectStore.ts';
import { createS3ObjectStore } from './s3ObjectStore.ts';
import { SWEEP_GRACE_MS, sweepUnreferencedObjects } from './sweep.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9]);

describe.each([
  { backend: 'local disk', s3: false },
  { backend: 'S3-compatible bucket', s3: true },
])('sweep of unreferenced objects on $backend', ({ s3 }) => {
  let dataDir: string;
  let peer: S3Peer | null = null;
  let server: TestServer;
  let store: ObjectStore;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-sweep-'));
    peer = s3 ? await startS3Peer() : null;
    server = await startTestServer({ env: { DATA_DIR: dataDir, ...(peer?.env ?? {}) } });
    const storage = server.config.services.storage;
    store =
      storage.kind === 's3'
        ? createS3ObjectStore(storage)
        : createLocalObjectStore(path.join(dataDir, 'storage'));
  });
  afterAll(async () => {
    await server.close();
    await peer?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function upload(token: string, filePath: string): Promise<void> {
    const body = new FormData();
    body.append('path', filePath);
    body.append('file', new Blob([PNG]), 'x.png');
    const response = await fetch(`${server.baseUrl}/api/storage/footprint/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body,
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  }

  async function keys(): Promise<string[]> {
    const found: string[] = [];
    for await (const object of store.list('footprint')) found.push(object.key);
    return found.sort();
  }

  it("removes a deleted account's files and stray bytes once they are old enough, and nothing else", async () => {
    const leaving = await createTestUser(server);
    const staying = await createTestUser(server);
    await upload(leaving.token, 'a.png');
    await upload(leaving.token, 'b.png');
    await upload(staying.token, 'kept.png');
    // Bytes whose deletion failed earlier: no row points to them.
    const stray = `footprint/${crypto.randomUUID()}`;
    await store.write(stray, Readable.from([Buffer.from('stray')]));
    const { rows: kept } = await server.db.query<{ object_key: string }>(
      'SELECT object_key FROM storage_objects WHERE user_id = $1',
      [staying.id],
    );
    expect(await keys()).toHaveLength(4);

    // The account goes; its file rows go with it, its bytes stay until the sweep.
    await server.db.query('DELETE FROM users WHERE id = $1', [leaving.id]);
    const projects = server.config.projectIds;

    // Within the grace period nothing is touched (an upload could still be under way).
    const early = await sweepUnreferencedObjects({ db: server.db, store, projects });
    expect(early).toEqual({ checked: 0, removed: 0 });
    expect(await keys()).toHaveLength(4);

    const later = new Date(Date.now() + SWEEP_GRACE_MS + 60_000);
    const swept = await sweepUnreferencedObjects({ db: server.db, store, projects, now: later });
    expect(swept).toEqual({ checked: 4, removed: 3 });
    expect(await keys()).toEqual([kept[0]!.object_key]);

    // The remaining user's file is still served.
    const info = await fetch(`${server.baseUrl}/api/storage/footprint/download?path=kept.png`, {
      headers: { authorization: `Bearer ${staying.token}` },
    });
    const { downloadUrl } = (await info.json()) as { downloadUrl: string };
    expect(new Uint8Array(await (await fetch(downloadUrl)).arrayBuffer())).toEqual(PNG);
  });
});
