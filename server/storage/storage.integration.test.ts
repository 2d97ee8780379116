import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import os from 'node:os';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../test/harness.ts';
import { startS3Peer, type S3Peer } from '../test/s3Peer.ts';

const PNG_HEADER = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_HEADER = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
const MB = 1024 * 1024;

/** Where a server keeps file bytes, as a test sees it. */
interface Backend {
  /** The server settings that select this backend (besides DATA_DIR). */
  env: Record<string, string>;
  /** Names of the stored objects. */
  objects(): Promise<string[]>;
  /** Bytes the backend holds of an upload still under way (objects in `complete` aside). */
  partialBytes(complete: Set<string>): number;
  close(): Promise<void>;
}

function localDisk(dataDir: string): Backend {
  const root = path.join(dataDir, 'storage', 'footprint');
  const list = () => (fs.existsSync(root) ? fs.readdirSync(root).sort() : []);
  return {
    env: {},
    objects: async () => list(),
    // A file being written grows in place.
    partialBytes(complete) {
      let largest = 0;
      for (const name of list()) {
        if (complete.has(name)) continue;
        try {
          largest = Math.max(largest, fs.statSync(path.join(root, name)).size);
        } catch {
          // Removed between the listing and the stat: the refusal happened.
        }
      }
      return largest;
    },
    close: async () => undefined,
  };
}

function s3Bucket(peer: S3Peer): Backend {
  return {
    env: peer.env,
    objects: () => peer.keys(),
    partialBytes: () => peer.pendingPartBytes(),
    close: () => peer.close(),
  };
}

describe.each([
  { backend: 'local disk', start: async (dataDir: string) => localDisk(dataDir) },
  { backend: 'S3-compatible bucket', start: async () => s3Bucket(await startS3Peer()) },
])('storage service on $backend', ({ start }) => {
  let server: TestServer;
  let dataDir: string;
  let backend: Backend;
  let alice: { token: string; id: string };
  let bob: { token: string; id: string };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-storage-'));
    backend = await start(dataDir);
    server = await startTestServer({ env: { DATA_DIR: dataDir, ...backend.env } });
    alice = await createTestUser(server);
    bob = await createTestUser(server);
  });
  afterAll(async () => {
    await server.close();
    await backend.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const url = (suffix: string) => `${server.baseUrl}/api/storage/footprint${suffix}`;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  function form(
    file: Uint8Array<ArrayBuffer> | null,
    filePath: unknown,
    options?: string,
  ): FormData {
    const body = new FormData();
    if (file) body.append('file', new Blob([file]), 'upload.bin');
    if (filePath !== undefined) body.append('path', String(filePath));
    if (options !== undefined) body.append('options', options);
    return body;
  }

  async function upload(
    token: string,
    file: Uint8Array<ArrayBuffer> | null,
    filePath: unknown,
    options?: string,
  ) {
    const response = await fetch(url('/upload'), {
      method: 'POST',
      headers: auth(token),
      body: form(file, filePath, options),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const storedObjectCount = async () => (await backend.objects()).length;

  it('stores a file and serves the same bytes through the signed download URL', async () => {
    const before = await storedObjectCount();
    const bytes = new Uint8Array([...PNG_HEADER, ...new Uint8Array(5000).fill(7)]);
    const stored = await upload(alice.token, bytes, 'scans/chart.png');
    expect(stored.status).toBe(200);
    expect(await storedObjectCount()).toBe(before + 1);
    expect(stored.body).toMatchObject({
      path: 'scans/chart.png',
      contentType: 'image/png',
      size: 5008,
    });

    const download = await fetch(url('/download?path=scans%2Fchart.png'), {
      headers: auth(alice.token),
    });
    expect(download.status).toBe(200);
    const info = (await download.json()) as Record<string, unknown>;
    expect(info).toMatchObject({ filename: 'chart.png', contentType: 'image/png', size: 5008 });

    const file = await fetch(String(info.downloadUrl));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toContain('chart.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  it('corrects the extension to the type found in the first bytes', async () => {
    const stored = await upload(alice.token, JPEG_HEADER, 'me/avatar.png');
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({
      path: 'me/avatar.jpg',
      contentType: 'image/jpeg',
      pathCorrected: true,
    });
  });

  it('refuses to overwrite without upsert and overwrites with it', async () => {
    expect((await upload(alice.token, PNG_HEADER, 'dup.png')).status).toBe(200);
    const again = await upload(alice.token, PNG_HEADER, 'dup.png');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('File already exists. Set upsert: true to overwrite.');
    const bigger = new Uint8Array([...PNG_HEADER, 1, 2, 3]);
    const replaced = await upload(alice.token, bigger, 'dup.png', '{"upsert":true}');
    expect(replaced.status).toBe(200);
    expect(replaced.body.size).toBe(11);
  });

  it('answers missing file, missing path and bad options with the spec message', async () => {
    for (const attempt of [
      await upload(alice.token, null, 'x.png'),
      await upload(alice.token, PNG_HEADER, undefined),
      await upload(alice.token, PNG_HEADER, '   '),
      await upload(alice.token, PNG_HEADER, 'x.png', '{not json'),
    ]) {
      expect(attempt.status).toBe(400);
      expect(attempt.body.message).toBe('Invalid request parameters');
      expect(typeof attempt.body.detail).toBe('string');
    }
  });

  it('accepts upsert as a plain form field too', async () => {
    expect((await upload(alice.token, PNG_HEADER, 'plain.png')).status).toBe(200);
    const body = form(PNG_HEADER, 'plain.png');
    body.append('upsert', 'true');
    const response = await fetch(url('/upload'), {
      method: 'POST',
      headers: auth(alice.token),
      body,
    });
    expect(response.status).toBe(200);
  });

  it('refuses a bad path sent before the file and keeps nothing of the upload', async () => {
    const before = await storedObjectCount();
    const body = new FormData();
    body.append('path', '../escape.png');
    body.append('file', new Blob([PNG_HEADER]), 'x.png');
    const response = await fetch(url('/upload'), {
      method: 'POST',
      headers: auth(alice.token),
      body,
    });
    expect(response.status).toBe(400);
    expect(await storedObjectCount()).toBe(before);
  });

  it('answers malformed or cut-off multipart bodies with 400 instead of failing or hanging', async () => {
    const before = await storedObjectCount();
    const part = '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n';
    for (const [contentType, body] of [
      ['multipart/form-data; boundary=x', 'this is not multipart'],
      ['multipart/form-data', '--x\r\n'],
      ['multipart/form-data; boundary=x', `${part}abc`],
    ]) {
      const response = await fetch(url('/upload'), {
        method: 'POST',
        headers: { ...auth(alice.token), 'content-type': contentType! },
        body,
      });
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(
        'Invalid request parameters',
      );
    }
    expect(await storedObjectCount()).toBe(before);
  });

  it('refuses traversal, absolute paths and control characters', async () => {
    const before = await storedObjectCount();
    for (const bad of [
      '../x.png',
      'a/../../b.png',
      '/etc/passwd',
      'C:/x.png',
      'a\\..\\b',
      'a\u0000b.png',
    ]) {
      const attempt = await upload(alice.token, PNG_HEADER, bad);
      expect(attempt.status, bad).toBe(400);
      expect(attempt.body.message).toBe('Invalid request parameters');
    }
    expect(await storedObjectCount()).toBe(before);
  });

  it("keeps each user's files private", async () => {
    await upload(alice.token, PNG_HEADER, 'private/only-alice.png');
    const peek = await fetch(url('/download?path=private%2Fonly-alice.png'), {
      headers: auth(bob.token),
    });
    expect(peek.status).toBe(404);
    expect(((await peek.json()) as { message: string }).message).toBe('File not found');
    const remove = await fetch(url('/remove'), {
      method: 'DELETE',
      headers: { ...auth(bob.token), 'content-type': 'application/json' },
      body: JSON.stringify({ paths: ['private/only-alice.png'] }),
    });
    expect(await remove.json()).toEqual({ removed: [], notFound: ['private/only-alice.png'] });
    const still = await fetch(url('/download?path=private%2Fonly-alice.png'), {
      headers: auth(alice.token),
    });
    expect(still.status).toBe(200);
  });

  it('removes files and then reports them as not found', async () => {
    await upload(alice.token, PNG_HEADER, 'tmp/a.png');
    const info = (await (
      await fetch(url('/download?path=tmp%2Fa.png'), { headers: auth(alice.token) })
    ).json()) as { downloadUrl: string };
    const remove = await fetch(url('/remove'), {
      method: 'DELETE',
      headers: { ...auth(alice.token), 'content-type': 'application/json' },
      body: JSON.stringify({ paths: ['tmp/a.png', 'tmp/never.png'] }),
    });
    expect(await remove.json()).toEqual({ removed: ['tmp/a.png'], notFound: ['tmp/never.png'] });
    const gone = await fetch(url('/download?path=tmp%2Fa.png'), { headers: auth(alice.token) });
    expect(gone.status).toBe(404);
    expect((await fetch(info.downloadUrl)).status).toBe(404);
  });

  it('rejects removal without paths or with empty ones', async () => {
    for (const body of [{}, { paths: [] }, { paths: ['ok', ''] }, { paths: 'x' }]) {
      const response = await fetch(url('/remove'), {
        method: 'DELETE',
        headers: { ...auth(alice.token), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(
        'Invalid request parameters',
      );
    }
  });

  it('rejects a download without a path', async () => {
    const response = await fetch(url('/download?path='), { headers: auth(alice.token) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Invalid request parameters',
    );
  });

  it('refuses a tampered or expired download link', async () => {
    await upload(alice.token, PNG_HEADER, 'signed.png');
    const info = (await (
      await fetch(url('/download?path=signed.png'), { headers: auth(alice.token) })
    ).json()) as { downloadUrl: string };
    const tampered = new URL(info.downloadUrl);
    tampered.searchParams.set('expires', String(Number(tampered.searchParams.get('expires')) + 10));
    expect((await fetch(tampered)).status).toBe(403);
    const unsigned = new URL(info.downloadUrl);
    unsigned.search = '';
    expect((await fetch(unsigned)).status).toBe(403);
  });

  it('requires a signed-in user and a known project', async () => {
    const anonymous = await fetch(url('/upload'), {
      method: 'POST',
      body: form(PNG_HEADER, 'a.png'),
    });
    expect(anonymous.status).toBe(401);
    const other = await fetch(`${server.baseUrl}/api/storage/elsewhere/download?path=a`, {
      headers: auth(alice.token),
    });
    expect(other.status).toBe(404);
  });

  it('refuses a declared 60 MB upload before reading its body', async () => {
    const before = await storedObjectCount();
    const body = new FormData();
    body.append('path', 'huge.bin');
    body.append('file', new Blob([new Uint8Array(60 * MB)]), 'huge.bin');
    const response = await fetch(url('/upload'), {
      method: 'POST',
      headers: auth(alice.token),
      body,
    });
    expect(response.status).toBe(413);
    const message = ((await response.json()) as { message: string }).message;
    expect(message).toMatch(/^File size \(60\.\d\dMB\) exceeds maximum allowed size \(50MB\)$/);
    expect(await storedObjectCount()).toBe(before);
  });

  it('refuses a streamed 60 MB upload at the limit, and the server never holds it in memory', async () => {
    // The server runs in a process of its own here, so its memory is measured without the client's.
    const child = spawn(
      process.execPath,
      // --expose-gc: each memory sample follows a collection, so garbage awaiting the collector
      // is not counted as held (uploadServerProcess.ts).
      ['--expose-gc', '--import', 'tsx', path.join(import.meta.dirname, 'uploadServerProcess.ts')],
      {
        env: { ...process.env, DATA_DIR: dataDir, ...backend.env },
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    const lines = createInterface({ input: child.stdout! });
    const nextLine = () => new Promise<string>((resolve) => lines.once('line', resolve));
    try {
      const { baseUrl, token } = JSON.parse(await nextLine()) as { baseUrl: string; token: string };
      // A first small upload warms the code paths up; the measurement starts after it.
      const warmUp = new FormData();
      warmUp.append('path', 'warm-up.png');
      warmUp.append('file', new Blob([PNG_HEADER]), 'warm-up.png');
      const warm = await fetch(`${baseUrl}/api/storage/footprint/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: warmUp,
      });
      expect(warm.status).toBe(200);
      child.stdin!.write('reset\n');
      await nextLine();
      const boundary = 'footprint-test-boundary';
      const head = new TextEncoder().encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\nstream.bin\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stream.bin"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      );
      const CHUNK = new Uint8Array(256 * 1024).fill(42);
      const TOTAL = 60 * MB;
      let sent = 0;
      const storedBefore = await backend.objects();
      const complete = new Set(storedBefore);
      let largestPartial = 0;
      const notePartial = () => {
        largestPartial = Math.max(largestPartial, backend.partialBytes(complete));
      };
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(head);
        },
        async pull(controller) {
          // Yield between chunks like a network would.
          await new Promise((resolve) => setImmediate(resolve));
          if (sent >= TOTAL) {
            controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
            controller.close();
            return;
          }
          sent += CHUNK.length;
          if (sent % (4 * MB) === 0) notePartial();
          controller.enqueue(CHUNK);
        },
      });
      const response = await fetch(`${baseUrl}/api/storage/footprint/upload`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
      const message = ((await response.json()) as { message: string }).message;
      // The size in the message is what the server had counted when it refused: the limit plus
      // at most one chunk, not the whole 60 MB.
      expect(message).toMatch(/^File size \(50\.\d\dMB\) exceeds maximum allowed size \(50MB\)$/);
      child.stdin!.write('report\n');
      const { peakBytes } = JSON.parse(await nextLine()) as { peakBytes: number };
      // The bytes went to the store while they arrived (past 10 MB of them before the refusal)…
      expect(largestPartial).toBeGreaterThan(10 * MB);
      // …and the server process never held the file: that alone would add 50 MB. (What it does
      // add is socket and stream buffers not yet collected; the services bench prints it.)
      expect(peakBytes).toBeLessThan(48 * MB);
      // Nothing of the refused upload is left: no object, no pending part.
      expect(await backend.objects()).toEqual(storedBefore);
      expect(backend.partialBytes(complete)).toBe(0);
    } finally {
      child.stdin!.end();
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });
});
