// Settings of the platform services (storage, realtime, data, AI, roles), read from the environment
// with the rest of the server configuration. Every default works offline on a fresh machine: no AI
// provider (501s), public web pages only for the data endpoints, the built-in role map.
import { REALTIME_HEARTBEAT_MS } from '../../src/shared/constants.ts';
import { REALTIME_RATE_PER_S } from '../../src/shared/realtime.ts';
import { DEFAULT_ROLE_MAP, parseRoleMap, type RoleMap } from '../roles/roleMap.ts';

export interface AiProviderConfig {
  /** OpenAI-compatible API root, e.g. https://api.openai.com/v1 */
  baseUrl: string;
  apiKey: string;
  model: string;
}

export interface ServicesConfig {
  roleMap: RoleMap;
  /** AI provider, or null when any of AI_BASE_URL, AI_API_KEY, AI_MODEL is missing. */
  ai: AiProviderConfig | null;
  /**
   * Addresses (exact IPs) the data endpoints may reach although they are private or loopback.
   * Empty in production; tests list 127.0.0.1 to reach a page server on loopback.
   */
  dataAllowedPrivateAddresses: string[];
  /** Time limit of one fetch or scrape of a public page, redirects included. */
  dataFetchTimeoutMs: number;
  /** A realtime connection silent this long (no ping, no message) is closed: 3 heartbeats. */
  realtimeIdleTimeoutMs: number;
  /** Realtime messages one user may publish per second, sustained (bursts up to 40). */
  realtimeRatePerSecond: number;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function positiveNumber(value: string | undefined, fallback: number, name: string): number {
  if (value == null || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0)
    throw new Error(`${name} must be a positive number, got "${value}"`);
  return number;
}

export function loadServicesConfig(env: NodeJS.ProcessEnv): ServicesConfig {
  const aiBaseUrl = env.AI_BASE_URL?.trim();
  const aiApiKey = env.AI_API_KEY?.trim();
  const aiModel = env.AI_MODEL?.trim();
  if (aiBaseUrl) {
    try {
      const url = new URL(aiBaseUrl);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error();
    } catch {
      throw new Error(`AI_BASE_URL must be an http(s) URL, got "${aiBaseUrl}"`);
    }
  }
  return {
    roleMap: env.ROLE_MAP ? parseRoleMap(env.ROLE_MAP) : DEFAULT_ROLE_MAP,
    ai:
      aiBaseUrl && aiApiKey && aiModel
        ? { baseUrl: aiBaseUrl.replace(/\/+$/, ''), apiKey: aiApiKey, model: aiModel }
        : null,
    dataAllowedPrivateAddresses: list(env.DATA_ALLOW_PRIVATE_ADDRESSES),
    dataFetchTimeoutMs: positiveNumber(env.DATA_FETCH_TIMEOUT_MS, 10_000, 'DATA_FETCH_TIMEOUT_MS'),
    realtimeIdleTimeoutMs: positiveNumber(
      env.REALTIME_IDLE_TIMEOUT_MS,
      3 * REALTIME_HEARTBEAT_MS,
      'REALTIME_IDLE_TIMEOUT_MS',
    ),
    realtimeRatePerSecond: positiveNumber(
      env.REALTIME_RATE_PER_S,
      REALTIME_RATE_PER_S,
      'REALTIME_RATE_PER_S',
    ),
  };
}
