// The one place that talks to the configured OpenAI-compatible provider (AI_BASE_URL, AI_API_KEY,
// AI_MODEL): chat completions, whole or streamed. Invariant: prompts and replies are passed
// through, never logged, and a provider failure becomes a 502/504 with a message that names the
// provider's status but none of its body (which may echo the prompt).
import { ServiceError } from '../services/access.ts';
import type { AiProviderConfig } from '../services/servicesConfig.ts';
import type { ChatMessage } from './validation.ts';

export const AI_TIMEOUT_MS = 60_000;

export interface CompletionRequest {
  messages: ChatMessage[];
  maxTokens: number | null;
  temperature: number | null;
  /** Asks for a JSON reply (object generation), with a JSON schema when one was given. */
  json?: { schema: Record<string, unknown> | null };
}

export interface Completion {
  text: string;
  finishReason: string | null;
  usage: { promptTokens: number; completionTokens: number } | null;
}

function requestBody(config: AiProviderConfig, request: CompletionRequest, stream: boolean) {
  return JSON.stringify({
    model: config.model,
    messages: request.messages,
    ...(request.maxTokens != null ? { max_tokens: request.maxTokens } : {}),
    ...(request.temperature != null ? { temperature: request.temperature } : {}),
    ...(request.json
      ? {
          response_format: request.json.schema
            ? { type: 'json_schema', json_schema: { name: 'result', schema: request.json.schema } }
            : { type: 'json_object' },
        }
      : {}),
    ...(stream ? { stream: true } : {}),
  });
}

async function post(
  config: AiProviderConfig,
  body: string,
  signal: AbortSignal,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
      body,
      signal,
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new ServiceError(
        504,
        'AI_TIMEOUT',
        `The AI provider did not answer within ${AI_TIMEOUT_MS / 1000} s`,
      );
    }
    throw new ServiceError(502, 'AI_UNREACHABLE', 'The AI provider could not be reached');
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    const status = response.status === 429 ? 429 : 502;
    throw new ServiceError(
      status,
      'AI_PROVIDER_ERROR',
      `The AI provider answered with status ${response.status}`,
    );
  }
  return response;
}

export async function complete(
  config: AiProviderConfig,
  request: CompletionRequest,
): Promise<Completion> {
  const response = await post(
    config,
    requestBody(config, request, false),
    AbortSignal.timeout(AI_TIMEOUT_MS),
  );
  let payload: {
    choices?: { message?: { content?: string | null }; finish_reason?: string | null }[];
    usage?: { prompt_tokens?: number; completion_tokens?: number };
  };
  try {
    payload = (await response.json()) as typeof payload;
  } catch {
    throw new ServiceError(502, 'AI_BAD_REPLY', 'The AI provider sent a reply that is not JSON');
  }
  const choice = payload.choices?.[0];
  if (!choice || typeof choice.message?.content !== 'string') {
    throw new ServiceError(502, 'AI_BAD_REPLY', 'The AI provider sent no text');
  }
  return {
    text: choice.message.content,
    finishReason: choice.finish_reason ?? null,
    usage: payload.usage
      ? {
          promptTokens: payload.usage.prompt_tokens ?? 0,
          completionTokens: payload.usage.completion_tokens ?? 0,
        }
      : null,
  };
}

/** Yields the text deltas of a streamed completion (server-sent events), then its finish reason. */
export async function* completeStream(
  config: AiProviderConfig,
  request: CompletionRequest,
): AsyncGenerator<{ delta: string } | { finishReason: string | null }> {
  const response = await post(
    config,
    requestBody(config, request, true),
    AbortSignal.timeout(AI_TIMEOUT_MS),
  );
  if (!response.body) throw new ServiceError(502, 'AI_BAD_REPLY', 'The AI provider sent no stream');
  const decoder = new TextDecoder();
  let buffer = '';
  let finishReason: string | null = null;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf('\n')) !== -1) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') {
        yield { finishReason };
        return;
      }
      try {
        const event = JSON.parse(data) as {
          choices?: { delta?: { content?: string | null }; finish_reason?: string | null }[];
        };
        const choice = event.choices?.[0];
        if (choice?.finish_reason) finishReason = choice.finish_reason;
        if (choice?.delta?.content) yield { delta: choice.delta.content };
      } catch {
        // A malformed event line is skipped; the rest of the stream still counts.
      }
    }
  }
  yield { finishReason };
}
