// Platform services on a real server over loopback (in-memory PGlite, or DATABASE_URL):
// realtime publish → delivery latency between two sockets of one user (through the database's
// NOTIFY, as between instances), a 49 MB streamed upload to the local disk and to an
// S3-compatible bucket on loopback (throughput and how much the process grows while it runs), and
// how fast a 60 MB upload is refused. The rate limit is lifted so the benchmark measures delivery,
// not the limiter.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';
import { createTestUser, startTestServer, type TestServer } from '../../server/test/harness.ts';
import { startS3Peer } from '../../server/test/s3Peer.ts';

const MESSAGES = 300;
const MB = 1024 * 1024;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function openSocket(base: string, token: string): Promise<WebSocket> {
  const socket = new WebSocket(
    `${base.replace('http', 'ws')}/api/realtime/ws?project_id=footprint&access_token=${token}`,
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return socket;
}

function nextMessage(socket: WebSocket, type: string): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const onMessage = (data: Buffer) => {
      const message = JSON.parse(String(data)) as Record<string, unknown>;
      if (message.type === type) {
        socket.off('message', onMessage);
        resolve(message);
      }
    };
    socket.on('message', onMessage);
  });
}

function multipartStream(totalBytes: number, boundary: string): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(256 * 1024).fill(7);
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\nbench/${Date.now()}.bin\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.bin"\r\n\r\n`,
  );
  let sent = 0;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(head);
    },
    async pull(controller) {
      await new Promise((resolve) => setImmediate(resolve));
      if (sent >= totalBytes) {
        controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
        controller.close();
        return;
      }
      const size = Math.min(chunk.length, totalBytes - sent);
      sent += size;
      controller.enqueue(chunk.subarray(0, size));
    },
  });
}

async function upload(base: string, token: string, bytes: number): Promise<number> {
  const boundary = 'bench-boundary';
  const response = await fetch(`${base}/api/storage/footprint/upload`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body: multipartStream(bytes, boundary),
    duplex: 'half',
  } as RequestInit);
  await response.arrayBuffer();
  return response.status;
}

/** Throughput (MB/s) and the process's largest RSS growth (MB) while one upload runs. */
async function measuredUpload(
  server: TestServer,
  token: string,
  bytes: number,
): Promise<{ mbPerSecond: number; growthMb: number }> {
  let peak = 0;
  const baseline = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss - baseline);
  }, 10);
  const started = performance.now();
  const status = await upload(server.baseUrl, token, bytes);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (status !== 200) throw new Error(`upload answered ${status}`);
  return { mbPerSecond: +(bytes / MB / seconds).toFixed(1), growthMb: +(peak / MB).toFixed(1) };
}

async function s3Upload(bytes: number): Promise<{ mbPerSecond: number; growthMb: number }> {
  const peer = await startS3Peer();
  const server = await startTestServer({ env: peer.env });
  try {
    const user = await createTestUser(server);
    return await measuredUpload(server, user.token, bytes);
  } finally {
    await server.close();
    await peer.close();
  }
}

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'footprint-bench-'));
  const server = await startTestServer({
    env: { REALTIME_RATE_PER_S: '100000', DATA_DIR: dataDir },
  });
  try {
    const user = await createTestUser(server);
    const publisher = await openSocket(server.baseUrl, user.token);
    const subscriber = await openSocket(server.baseUrl, user.token);
    subscriber.send(JSON.stringify({ type: 'subscribe', channel: 'bench', ref: 's' }));
    await nextMessage(subscriber, 'subscribed');
    const latencies: number[] = [];
    for (let i = 0; i < MESSAGES; i++) {
      const delivered = nextMessage(subscriber, 'message');
      const started = performance.now();
      publisher.send(JSON.stringify({ type: 'publish', channel: 'bench', data: { i } }));
      await delivered;
      latencies.push(performance.now() - started);
    }
    publisher.close();
    subscriber.close();

    const uploadBytes = 49 * MB;
    const disk = await measuredUpload(server, user.token, uploadBytes);
    const s3 = await s3Upload(uploadBytes);

    const refuseStarted = performance.now();
    const refusedStatus = await upload(server.baseUrl, user.token, 60 * MB);
    const refuseMs = performance.now() - refuseStarted;
    if (refusedStatus !== 413) throw new Error(`oversized upload answered ${refusedStatus}`);

    const database = server.db.kind;
    console.log(
      JSON.stringify({
        name: 'services',
        figures: [
          {
            metric: `realtime publish→delivery p50 (${database})`,
            value: +percentile(latencies, 50).toFixed(2),
            unit: 'ms',
          },
          {
            metric: `realtime publish→delivery p95 (${database})`,
            value: +percentile(latencies, 95).toFixed(2),
            unit: 'ms',
          },
          { metric: 'storage upload 49 MB streamed', value: disk.mbPerSecond, unit: 'MB/s' },
          {
            metric: 'process growth during a 49 MB upload (client and server in one process)',
            value: disk.growthMb,
            unit: 'MB',
          },
          {
            metric: 'storage upload 49 MB streamed to an S3 bucket (s3rver on loopback)',
            value: s3.mbPerSecond,
            unit: 'MB/s',
          },
          {
            metric:
              'process growth during a 49 MB S3 upload (client, server and bucket in one process)',
            value: s3.growthMb,
            unit: 'MB',
          },
          {
            metric: 'time to refuse a streamed 60 MB upload',
            value: Math.round(refuseMs),
            unit: 'ms',
          },
        ],
      }),
    );
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
