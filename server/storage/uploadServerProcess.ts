// A test server in a process of its own, so a test can measure the memory of the server alone
// while a client streams an upload to it. Prints one JSON line {baseUrl, token} when ready; on
// the stdin line "report" prints {peakBytes}: the largest growth of heap + array buffers over the
// baseline, taken at start-up and again on the stdin line "reset" (after a warm-up request has
// loaded and compiled the code paths, which is not the upload's memory). Run with --expose-gc, so
// each sample follows a collection and counts what the server holds, not garbage buffers waiting
// for the collector.
import { createTestUser, startTestServer } from '../test/harness.ts';

// A full collection per sample is not free: 50 a second slowed a 60 MB upload past the test's
// minute on a busy machine. A file the server held would stay held until the refusal, so four
// samples a second still see it.
const SAMPLE_EVERY_MS = 250;
const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

// The storage settings the parent chose (a data folder, an S3 bucket) pass through.
const storageEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] =>
      (entry[0] === 'DATA_DIR' || entry[0].startsWith('S3_')) && entry[1] != null,
  ),
);
const server = await startTestServer({ env: storageEnv });
const user = await createTestUser(server);
const used = () => {
  collect();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};
let baseline = used();
let peakBytes = 0;
setInterval(() => {
  peakBytes = Math.max(peakBytes, used() - baseline);
}, SAMPLE_EVERY_MS);
process.stdin.setEncoding('utf8');
process.stdin.on('data', (line: string) => {
  const command = line.trim();
  if (command === 'report') process.stdout.write(`${JSON.stringify({ peakBytes })}\n`);
  if (command === 'reset') {
    baseline = used();
    peakBytes = 0;
    process.stdout.write(`${JSON.stringify({ baseline })}\n`);
  }
});
process.stdin.on('end', () => {
  void server.close().then(() => process.exit(0));
});
process.stdout.write(`${JSON.stringify({ baseUrl: server.baseUrl, token: user.token })}\n`);
