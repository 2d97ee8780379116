// Input rules of the AI endpoints (product-spec §5), with the spec's exact messages. Checked before
// anything is forwarded, so a bad request is a 400 whether or not a provider is configured.
import { IMAGE_MODIFY_MAX_IMAGES, SUPPORTED_IMAGE_EXTENSIONS } from '../../src/shared/constants.ts';
import { ServiceError } from '../services/access.ts';

export const AI_MESSAGES = {
  imageHttps: 'Image URLs must use HTTPS protocol',
  imageFormat: `Image URL must end with a supported format: ${SUPPORTED_IMAGE_EXTENSIONS.join(', ')}`,
  invalidUrl: 'Invalid URL format',
  promptOrMessages: 'A prompt or messages are required',
  prompt: 'A prompt is required',
  maxImages: `Maximum ${IMAGE_MODIFY_MAX_IMAGES} images allowed`,
  images: 'images must be a list of 1 to 50 image URLs',
  text: 'Text is required',
  audio: 'Audio is required',
  maxTokens: 'maxTokens must be a whole number from 1 to 32000',
  messages: 'messages must be a list of {role, content} with role system, user or assistant',
} as const;

const MAX_PROMPT_CHARS = 100_000;
const MAX_MESSAGES = 100;

function bad(message: string, code = 'INVALID_REQUEST'): ServiceError {
  return new ServiceError(400, code, message);
}

export function validateImageUrl(value: unknown): string {
  let url: URL;
  try {
    url = new URL(String(value));
  } catch {
    throw bad(AI_MESSAGES.invalidUrl, 'INVALID_IMAGE_URL');
  }
  if (typeof value !== 'string') throw bad(AI_MESSAGES.invalidUrl, 'INVALID_IMAGE_URL');
  if (url.protocol !== 'https:') throw bad(AI_MESSAGES.imageHttps, 'INVALID_IMAGE_URL');
  const extension = url.pathname.toLowerCase().split('.').pop() ?? '';
  if (!(SUPPORTED_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) {
    throw bad(AI_MESSAGES.imageFormat, 'INVALID_IMAGE_URL');
  }
  return value;
}

/** The OpenAI chat message parts our endpoints accept: text, and images by HTTPS URL. */
export type ChatPart =
  { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | ChatPart[];
}

function checkPrompt(value: unknown, message: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw bad(message);
  if (value.length > MAX_PROMPT_CHARS)
    throw bad(`The prompt must be at most ${MAX_PROMPT_CHARS} characters`);
  return value;
}

function checkPart(part: unknown): ChatPart {
  const p = part as Record<string, unknown> | null;
  if (p?.type === 'text' && typeof p.text === 'string') return { type: 'text', text: p.text };
  if (p?.type === 'image')
    return { type: 'image_url', image_url: { url: validateImageUrl(p.image) } };
  if (p?.type === 'image_url') {
    const inner = p.image_url as { url?: unknown } | string | undefined;
    const url = typeof inner === 'string' ? inner : inner?.url;
    return { type: 'image_url', image_url: { url: validateImageUrl(url) } };
  }
  throw bad(AI_MESSAGES.messages);
}

export interface TextRequest {
  messages: ChatMessage[];
  maxTokens: number | null;
  temperature: number | null;
  stream: boolean;
}

export function parseMaxTokens(value: unknown): number | null {
  if (value == null) return null;
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > 32_000)
    throw bad(AI_MESSAGES.maxTokens);
  return value as number;
}

function parseTemperature(value: unknown): number | null {
  if (value == null) return null;
  if (typeof value !== 'number' || value < 0 || value > 2)
    throw bad('temperature must be a number from 0 to 2');
  return value;
}

/** prompt or messages (plus optional system, images, maxTokens, temperature, stream). */
export function parseTextRequest(body: Record<string, unknown>, promptOnly = false): TextRequest {
  const messages: ChatMessage[] = [];
  if (typeof body.system === 'string' && body.system.trim())
    messages.push({ role: 'system', content: body.system });
  const hasMessages = Array.isArray(body.messages) && body.messages.length > 0;
  if (promptOnly) {
    checkPrompt(body.prompt, AI_MESSAGES.prompt);
  } else if (body.prompt == null && !hasMessages) {
    throw bad(AI_MESSAGES.promptOrMessages);
  }
  if (hasMessages && !promptOnly) {
    const list = body.messages as unknown[];
    if (list.length > MAX_MESSAGES) throw bad(`At most ${MAX_MESSAGES} messages`);
    for (const entry of list) {
      const message = entry as Record<string, unknown> | null;
      if (!message || !['system', 'user', 'assistant'].includes(message.role as string)) {
        throw bad(AI_MESSAGES.messages);
      }
      const content = message.content;
      if (typeof content === 'string') {
        messages.push({ role: message.role as ChatMessage['role'], content });
      } else if (Array.isArray(content) && content.length > 0) {
        messages.push({
          role: message.role as ChatMessage['role'],
          content: content.map(checkPart),
        });
      } else {
        throw bad(AI_MESSAGES.messages);
      }
    }
  }
  if (body.prompt != null) {
    const prompt = checkPrompt(
      body.prompt,
      promptOnly ? AI_MESSAGES.prompt : AI_MESSAGES.promptOrMessages,
    );
    const images = body.images == null ? [] : parseImages(body.images, false);
    messages.push({
      role: 'user',
      content:
        images.length === 0
          ? prompt
          : [
              { type: 'text', text: prompt },
              ...images.map((url): ChatPart => ({ type: 'image_url', image_url: { url } })),
            ],
    });
  }
  return {
    messages,
    maxTokens: parseMaxTokens(body.maxTokens),
    temperature: parseTemperature(body.temperature),
    stream: body.stream === true,
  };
}

/** 1 to 50 HTTPS image URLs; `required` for image modification. */
export function parseImages(value: unknown, required: boolean): string[] {
  if (value == null) {
    if (required) throw bad(AI_MESSAGES.images);
    return [];
  }
  if (!Array.isArray(value)) throw bad(AI_MESSAGES.images);
  if (value.length > IMAGE_MODIFY_MAX_IMAGES) throw bad(AI_MESSAGES.maxImages);
  if (value.length === 0) throw bad(AI_MESSAGES.images);
  return value.map(validateImageUrl);
}

export { checkPrompt, bad };
