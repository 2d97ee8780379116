import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../test/harness.ts';

interface SeenRequest {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: unknown }[];
    max_tokens?: number;
    stream?: boolean;
    response_format?: { type: string };
  };
}

/** A test double of an OpenAI-compatible provider on loopback. */
function startFakeProvider(): Promise<{
  baseUrl: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}> {
  const seen: SeenRequest[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw) as SeenRequest['body'];
      seen.push({ authorization: request.headers.authorization, body });
      if (request.headers.authorization !== 'Bearer test-key') {
        response.writeHead(401).end('{"error":"bad key"}');
        return;
      }
      const last = body.messages.at(-1)!;
      const prompt = typeof last.content === 'string' ? last.content : JSON.stringify(last.content);
      if (prompt.includes('fail')) {
        response.writeHead(500).end('{"error":"boom"}');
        return;
      }
      const reply = body.response_format
        ? prompt.includes('prose')
          ? 'Sure! Here you go.'
          : '{"risks":["location"]}'
        : `echo: ${prompt}`;
      if (body.stream) {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const piece of [reply.slice(0, 5), reply.slice(5)]) {
          response.write(
            `data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`,
          );
        }
        response.write(
          `data: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: 'stop' }] })}\n\n`,
        );
        response.end('data: [DONE]\n\n');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          choices: [{ message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 7, completion_tokens: 3 },
        }),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
        seen,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

describe('AI service', () => {
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  let server: TestServer;
  let unconfigured: TestServer;
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    provider = await startFakeProvider();
    server = await startTestServer({
      env: { AI_BASE_URL: provider.baseUrl, AI_API_KEY: 'test-key', AI_MODEL: 'test-model' },
    });
    unconfigured = await startTestServer();
    token = (await createTestUser(server)).token;
    otherToken = (await createTestUser(unconfigured)).token;
  });
  afterAll(async () => {
    await server.close();
    await unconfigured.close();
    await provider.close();
  });

  async function call(endpoint: string, body: unknown, target = server, auth = token) {
    const response = await fetch(`${target.baseUrl}/api/ai/footprint/${endpoint}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${auth}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text,
      body: (response.headers.get('content-type') ?? '').includes('json')
        ? (JSON.parse(text) as Record<string, unknown>)
        : {},
    };
  }

  it('forwards a prompt with maxTokens to the provider and returns its text', async () => {
    const result = await call('text', { prompt: 'Summarise my risks', maxTokens: 2000 });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      text: 'echo: Summarise my risks',
      finishReason: 'stop',
      usage: { promptTokens: 7, completionTokens: 3 },
    });
    const sent = provider.seen.at(-1)!;
    expect(sent.authorization).toBe('Bearer test-key');
    expect(sent.body).toMatchObject({
      model: 'test-model',
      max_tokens: 2000,
      messages: [{ role: 'user', content: 'Summarise my risks' }],
    });
  });

  it('accepts chat messages with HTTPS image URLs', async () => {
    const result = await call('text', {
      messages: [
        { role: 'system', content: 'You check posts.' },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Is this safe?' },
            { type: 'image', image: 'https://cdn.example/photo.JPG' },
          ],
        },
      ],
    });
    expect(result.status).toBe(200);
    expect(provider.seen.at(-1)!.body.messages[1]!.content).toEqual([
      { type: 'text', text: 'Is this safe?' },
      { type: 'image_url', image_url: { url: 'https://cdn.example/photo.JPG' } },
    ]);
  });

  it('streams text as server-sent events', async () => {
    const result = await call('text', { prompt: 'hello', stream: true });
    expect(result.status).toBe(200);
    expect(result.contentType).toContain('text/event-stream');
    const events = result.text
      .split('\n\n')
      .filter((line) => line.startsWith('data: ') && !line.includes('[DONE]'))
      .map((line) => JSON.parse(line.slice(6)) as Record<string, unknown>);
    expect(events.map((event) => event.text ?? '').join('')).toBe('echo: hello');
    expect(events.at(-1)).toEqual({ done: true, finishReason: 'stop' });
    expect(result.text.trim().endsWith('data: [DONE]')).toBe(true);
  });

  it('generates an object from JSON the provider returns', async () => {
    const result = await call('object', { prompt: 'List risk types', schema: { type: 'object' } });
    expect(result.status).toBe(200);
    expect(result.body.object).toEqual({ risks: ['location'] });
    expect(provider.seen.at(-1)!.body.response_format?.type).toBe('json_schema');
    const streamed = await call('object', { prompt: 'List risk types', stream: true });
    const last = streamed.text
      .split('\n\n')
      .filter((line) => line.startsWith('data: {'))
      .map((line) => JSON.parse(line.slice(6)) as Record<string, unknown>)
      .at(-1);
    expect(last).toEqual({ done: true, finishReason: 'stop', object: { risks: ['location'] } });
  });

  it('reports a provider that fails or does not return JSON as 502', async () => {
    const failed = await call('text', { prompt: 'please fail' });
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe('The AI provider answered with status 500');
    const prose = await call('object', { prompt: 'answer in prose' });
    expect(prose.status).toBe(502);
    expect(prose.body.message).toBe('The AI provider did not return valid JSON');
  });

  it('validates image URLs with the spec messages', async () => {
    const cases: [unknown, string][] = [
      ['http://cdn.example/a.png', 'Image URLs must use HTTPS protocol'],
      [
        'https://cdn.example/a.bmp',
        'Image URL must end with a supported format: jpg, jpeg, png, gif, webp',
      ],
      [
        'https://cdn.example/a.svg?as=.png',
        'Image URL must end with a supported format: jpg, jpeg, png, gif, webp',
      ],
      ['not a url', 'Invalid URL format'],
    ];
    for (const [url, message] of cases) {
      const result = await call('text', { prompt: 'look', images: [url] });
      expect(result.status).toBe(400);
      expect(result.body.message).toBe(message);
    }
    const passes = await call('text', {
      prompt: 'look',
      images: ['https://cdn.example/a.png?x=1'],
    });
    expect(passes.status).toBe(200);
  });

  it('validates required inputs with the spec messages, configured or not', async () => {
    for (const target of [server, unconfigured]) {
      const auth = target === server ? token : otherToken;
      const expectations: [string, unknown, string][] = [
        ['text', {}, 'A prompt or messages are required'],
        ['text', { messages: [] }, 'A prompt or messages are required'],
        ['object', { messages: [{ role: 'user', content: 'x' }] }, 'A prompt is required'],
        ['image', {}, 'A prompt is required'],
        [
          'image',
          { prompt: 'edit', images: Array(51).fill('https://a.example/x.png') },
          'Maximum 50 images allowed',
        ],
        ['speech', {}, 'Text is required'],
        ['transcribe', {}, 'Audio is required'],
        ['text', { prompt: 'x', maxTokens: 0 }, 'maxTokens must be a whole number from 1 to 32000'],
      ];
      for (const [endpoint, body, message] of expectations) {
        const result = await call(endpoint, body, target, auth);
        expect(result.status, `${endpoint} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
        expect(result.body.message).toBe(message);
      }
    }
  });

  it('tells a signed-in app which endpoints this server can answer', async () => {
    const status = async (target: TestServer, auth?: string) => {
      const response = await fetch(`${target.baseUrl}/api/ai/footprint/status`, {
        headers: auth ? { authorization: `Bearer ${auth}` } : {},
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    expect(await status(server, token)).toEqual({
      status: 200,
      body: { text: true, object: true, image: false, speech: false, transcribe: false },
    });
    expect((await status(unconfigured, otherToken)).body).toMatchObject({
      text: false,
      object: false,
    });
    expect((await status(server)).status).toBe(401);
  });

  it('answers 501 with a clear message when no provider is configured', async () => {
    const text = await call('text', { prompt: 'hello' }, unconfigured, otherToken);
    expect(text.status).toBe(501);
    expect(text.body.message).toMatch(/no AI provider is configured.*AI_BASE_URL/);
    for (const [endpoint, body] of [
      ['image', { prompt: 'a cat' }],
      ['speech', { text: 'hello' }],
      ['transcribe', { audio: 'UklGRg==' }],
    ] as const) {
      const result = await call(endpoint, body);
      expect(result.status).toBe(501);
      expect(result.body.message).toMatch(/is not available: no .* provider is configured/);
    }
  });

  it('requires a signed-in user', async () => {
    const response = await fetch(`${server.baseUrl}/api/ai/footprint/text`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'hi' }),
    });
    expect(response.status).toBe(401);
  });
});
