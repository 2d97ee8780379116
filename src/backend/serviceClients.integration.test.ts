import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../../server/test/harness.ts';
import { generateText } from './aiClient.ts';
import { BackendError } from './backendError.ts';
import { readPublicPage } from './dataClient.ts';

/** One loopback server playing both a public profile page and an OpenAI-compatible provider. */
function startOutsideWorld(): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.url === '/v1/chat/completions') {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        const body = JSON.parse(raw) as { max_tokens: number };
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            choices: [
              { message: { content: `summary in ${body.max_tokens}` }, finish_reason: 'stop' },
            ],
          }),
        );
      });
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<html><head><title>@jane</title></head><body><p>Lisbon</p></body></html>');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

describe('AI and data clients against the real server', () => {
  let outside: Awaited<ReturnType<typeof startOutsideWorld>>;
  let server: TestServer;
  let bare: TestServer;

  beforeAll(async () => {
    outside = await startOutsideWorld();
    server = await startTestServer({
      env: {
        AI_BASE_URL: `${outside.origin}/v1`,
        AI_API_KEY: 'k',
        AI_MODEL: 'm',
        DATA_ALLOW_PRIVATE_ADDRESSES: '127.0.0.1',
      },
    });
    bare = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
    await bare.close();
    await outside.close();
  });

  it('generates text with the requested token budget, and returns null without a provider', async () => {
    const user = await createTestUser(server);
    const text = await generateText(server.baseUrl, 'footprint', user.token, {
      prompt: 'Summarise',
      maxTokens: 2000,
    });
    expect(text).toMatchObject({ text: 'summary in 2000', finishReason: 'stop' });
    const other = await createTestUser(bare);
    expect(
      await generateText(bare.baseUrl, 'footprint', other.token, { prompt: 'x', maxTokens: 10 }),
    ).toBeNull();
    await expect(
      generateText(server.baseUrl, 'footprint', user.token, { prompt: '', maxTokens: 10 }),
    ).rejects.toMatchObject({ kind: 'validation', message: 'A prompt or messages are required' });
  });

  it('reads a public page, and reports a refused address as a data error', async () => {
    const user = await createTestUser(server);
    const page = await readPublicPage(
      server.baseUrl,
      'footprint',
      user.token,
      `${outside.origin}/jane`,
    );
    expect(page.metadata.title).toBe('@jane');
    expect(page.markdown).toBe('Lisbon');
    const refused = readPublicPage(server.baseUrl, 'footprint', user.token, 'http://10.1.2.3/');
    await expect(refused).rejects.toBeInstanceOf(BackendError);
    await expect(refused).rejects.toMatchObject({ kind: 'data', status: 403 });
  });
});
