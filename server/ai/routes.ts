// AI service (product-spec §7): text and object generation (whole or streamed as server-sent
// events) forwarded to the configured OpenAI-compatible provider; image, speech and transcription
// validate their inputs and answer 501, as this server has no provider for them. Every input is
// validated with the spec's messages before the provider question, so a bad request is a 400
// either way. GET /api/ai/{project}/status tells a signed-in app which of them this server can
// answer, so an optional feature asks only where it will get an answer. Invariant: without
// AI_BASE_URL, AI_API_KEY and AI_MODEL nothing leaves the server.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRateLimiter } from '../services/rateLimiter.ts';
import {
  requirePermission,
  requireProject,
  requireUser,
  ServiceError,
} from '../services/access.ts';
import { objectBody, useServiceErrors } from '../services/errors.ts';
import type { AiProviderConfig } from '../services/servicesConfig.ts';
import { complete, completeStream, type CompletionRequest } from './provider.ts';
import { AI_MESSAGES, bad, checkPrompt, parseImages, parseTextRequest } from './validation.ts';

const AI_RATE_PER_S = 0.5;
const AI_BURST = 20;
const SPEECH_VOICES = [
  'alloy',
  'ash',
  'ballad',
  'coral',
  'echo',
  'fable',
  'nova',
  'onyx',
  'sage',
  'shimmer',
  'verse',
];
const SPEECH_FORMATS = ['mp3', 'opus', 'aac', 'flac', 'wav', 'pcm'];
const MAX_SPEECH_CHARS = 4096;

export const AI_NOT_CONFIGURED =
  'AI is not available: no AI provider is configured on this server (set AI_BASE_URL, AI_API_KEY and AI_MODEL)';
export const NO_PROVIDER: Record<'image' | 'speech' | 'transcribe', string> = {
  image: 'Image generation is not available: no image provider is configured on this server',
  speech: 'Speech synthesis is not available: no speech provider is configured on this server',
  transcribe:
    'Transcription is not available: no transcription provider is configured on this server',
};

function sse(events: AsyncIterable<Record<string, unknown>>): Readable {
  return Readable.from(
    (async function* () {
      try {
        for await (const event of events) yield `data: ${JSON.stringify(event)}\n\n`;
      } catch (error) {
        const message = error instanceof ServiceError ? error.message : 'The AI stream failed';
        yield `event: error\ndata: ${JSON.stringify({ message })}\n\n`;
      }
      yield 'data: [DONE]\n\n';
    })(),
  );
}

export async function registerAiRoutes(app: FastifyInstance): Promise<void> {
  useServiceErrors(app);
  const limiter = createRateLimiter(AI_RATE_PER_S, AI_BURST);

  async function signedIn(request: FastifyRequest<{ Params: { project: string } }>) {
    const project = requireProject(app, request.params.project);
    const caller = requirePermission(app, await requireUser(app, request, project), 'ai.generate');
    return caller;
  }

  function provider(userId: string): AiProviderConfig {
    const config = app.ctx.config.services.ai;
    if (!config) throw new ServiceError(501, 'NOT_CONFIGURED', AI_NOT_CONFIGURED);
    if (!limiter.take(userId)) {
      throw new ServiceError(
        429,
        'RATE_LIMITED',
        'Too many AI requests: wait a moment and try again',
      );
    }
    return config;
  }

  async function streamFirstEvent(
    reply: FastifyReply,
    config: AiProviderConfig,
    request: CompletionRequest,
    finish: (text: string, finishReason: string | null) => Record<string, unknown>,
  ) {
    const upstream = completeStream(config, request);
    // The first provider answer decides the status: a refused request is still a plain 4xx/5xx.
    const first = await upstream.next();
    let text = '';
    const events = (async function* () {
      let step = first;
      while (!step.done) {
        const value = step.value;
        if ('delta' in value) {
          text += value.delta;
          yield { text: value.delta };
        } else {
          yield { done: true, ...finish(text, value.finishReason) };
        }
        step = await upstream.next();
      }
    })();
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-accel-buffering', 'no')
      .send(sse(events));
  }

  app.get<{ Params: { project: string } }>('/:project/status', async (request) => {
    await signedIn(request);
    const configured = app.ctx.config.services.ai != null;
    return { text: configured, object: configured, image: false, speech: false, transcribe: false };
  });

  app.post<{ Params: { project: string } }>('/:project/text', async (request, reply) => {
    const caller = await signedIn(request);
    const parsed = parseTextRequest(objectBody(request.body));
    const config = provider(caller.user.id);
    const completion: CompletionRequest = parsed;
    if (parsed.stream) {
      return streamFirstEvent(reply, config, completion, (_text, finishReason) => ({
        finishReason,
      }));
    }
    return complete(config, completion);
  });

  app.post<{ Params: { project: string } }>('/:project/object', async (request, reply) => {
    const caller = await signedIn(request);
    const body = objectBody(request.body);
    const parsed = parseTextRequest(body, true);
    const schema = body.schema ?? null;
    if (schema != null && (typeof schema !== 'object' || Array.isArray(schema))) {
      throw bad('schema must be a JSON Schema object');
    }
    const config = provider(caller.user.id);
    const completion: CompletionRequest = {
      ...parsed,
      messages: [
        { role: 'system', content: 'Reply with one JSON value only, no prose.' },
        ...parsed.messages,
      ],
      json: { schema: schema as Record<string, unknown> | null },
    };
    const toObject = (text: string) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new ServiceError(502, 'AI_BAD_REPLY', 'The AI provider did not return valid JSON');
      }
    };
    if (parsed.stream) {
      return streamFirstEvent(reply, config, completion, (text, finishReason) => ({
        finishReason,
        object: toObject(text),
      }));
    }
    const result = await complete(config, completion);
    return {
      object: toObject(result.text),
      finishReason: result.finishReason,
      usage: result.usage,
    };
  });

  app.post<{ Params: { project: string } }>('/:project/image', async (request) => {
    await signedIn(request);
    const body = objectBody(request.body);
    checkPrompt(body.prompt, AI_MESSAGES.prompt);
    // With images this is image modification: 1 to 50 HTTPS image URLs.
    if (body.images != null) parseImages(body.images, true);
    throw new ServiceError(501, 'NOT_CONFIGURED', NO_PROVIDER.image);
  });

  app.post<{ Params: { project: string } }>('/:project/speech', async (request) => {
    await signedIn(request);
    const body = objectBody(request.body);
    if (typeof body.text !== 'string' || body.text.trim() === '') throw bad(AI_MESSAGES.text);
    if (body.text.length > MAX_SPEECH_CHARS)
      throw bad(`Text must be at most ${MAX_SPEECH_CHARS} characters`);
    const voice = body.voice ?? 'alloy';
    const format = body.format ?? 'mp3';
    if (!SPEECH_VOICES.includes(voice as string))
      throw bad(`voice must be one of ${SPEECH_VOICES.join(', ')}`);
    if (!SPEECH_FORMATS.includes(format as string))
      throw bad(`format must be one of ${SPEECH_FORMATS.join(', ')}`);
    throw new ServiceError(501, 'NOT_CONFIGURED', NO_PROVIDER.speech);
  });

  app.post<{ Params: { project: string } }>('/:project/transcribe', async (request) => {
    await signedIn(request);
    const body = objectBody(request.body);
    if (typeof body.audio !== 'string' || body.audio.trim() === '') throw bad(AI_MESSAGES.audio);
    throw new ServiceError(501, 'NOT_CONFIGURED', NO_PROVIDER.transcribe);
  });
}
