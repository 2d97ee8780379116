import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../test/harness.ts';
import { startS3Peer, type S3Peer } from '../test/s3Peer.ts';
import { STORAGE_UNAVAILABLE_MESSAGE } from './routes.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('storage when the S3 bucket is in trouble', () => {
  let peer: S3Peer;
  let server: TestServer;
  let user: { token: string };

  beforeAll(async () => {
    peer = await startS3Peer();
    server = await startTestServer({ env: peer.env });
    user = await createTestUser(server);
  });
  afterAll(async () => {
    await server.close();
    await peer.close();
  });
  beforeEach(() => peer.failRequests(null));

  const url = (suffix: string) => `${server.baseUrl}/api/storage/footprint${suffix}`;
  const auth = () => ({ authorization: `Bearer ${user.token}` });

  async function upload(filePath: string) {
    const body = new FormData();
    body.append('path', filePath);
    body.append('file', new Blob([PNG]), 'x.png');
    const response = await fetch(url('/upload'), { method: 'POST', headers: auth(), body });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('answers 503 with a retryable message when the bucket refuses the upload, and keeps nothing', async () => {
    peer.failRequests((method) => method === 'PUT');
    const refused = await upload('during-outage.png');
    expect(refused).toMatchObject({
      status: 503,
      body: { code: 'STORAGE_UNAVAILABLE', message: STORAGE_UNAVAILABLE_MESSAGE },
    });
    peer.failRequests(null);
    const lookup = await fetch(url('/download?path=during-outage.png'), { headers: auth() });
    expect(lookup.status).toBe(404);
    expect(await peer.keys()).toEqual([]);
    // Once the bucket answers again, the same upload goes through.
    expect((await upload('during-outage.png')).status).toBe(200);
    expect(await peer.keys()).toHaveLength(1);
  });

  it('answers 503 on a signed download while the bucket fails, and serves it afterwards', async () => {
    expect((await upload('kept.png')).status).toBe(200);
    const info = (await (
      await fetch(url('/download?path=kept.png'), { headers: auth() })
    ).json()) as { downloadUrl: string };
    peer.failRequests((method) => method === 'GET');
    const failed = await fetch(info.downloadUrl);
    expect(failed.status).toBe(503);
    expect(((await failed.json()) as { message: string }).message).toBe(
      STORAGE_UNAVAILABLE_MESSAGE,
    );
    peer.failRequests(null);
    const served = await fetch(info.downloadUrl);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('removes the file for the user even when the bucket cannot delete its bytes', async () => {
    expect((await upload('to-remove.png')).status).toBe(200);
    const objectsBefore = await peer.keys();
    peer.failRequests((method) => method === 'DELETE');
    const removal = await fetch(url('/remove'), {
      method: 'DELETE',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ paths: ['to-remove.png'] }),
    });
    expect(await removal.json()).toEqual({ removed: ['to-remove.png'], notFound: [] });
    peer.failRequests(null);
    const lookup = await fetch(url('/download?path=to-remove.png'), { headers: auth() });
    expect(lookup.status).toBe(404);
    // The bytes stay in the bucket, unreachable, and the server logged their key.
    expect(await peer.keys()).toEqual(objectsBefore);
  });

  it('starts with a bucket that does not exist and answers storage requests with 503', async () => {
    const misconfigured = await startTestServer({
      env: { ...peer.env, S3_BUCKET: 'no-such-bucket' },
    });
    try {
      const health = await fetch(`${misconfigured.baseUrl}/api/health`);
      expect(health.status).toBe(200);
      const someone = await createTestUser(misconfigured);
      const body = new FormData();
      body.append('path', 'a.png');
      body.append('file', new Blob([PNG]), 'a.png');
      const response = await fetch(`${misconfigured.baseUrl}/api/storage/footprint/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${someone.token}` },
        body,
      });
      expect(response.status).toBe(503);
    } finally {
      await misconfigured.close();
    }
  });
});
