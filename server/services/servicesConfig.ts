// Settings of the platform services (storage, realtime, data, AI, roles), read from the environment
// with the rest of the server configuration. Every default works offline on a fresh machine: files
// on the local disk, no AI provider (501s), public web pages only for the data endpoints, the
// built-in role map. A setting that is present but wrong stops the server at start with its name.
import { REALTIME_HEARTBEAT_MS } from '../../src/shared/constants.ts';
import { REALTIME_RATE_PER_S } from '../../src/shared/realtime.ts';
import {
  loadInstantFootprintConfig,
  type InstantFootprintConfig,
} from '../data/instantFootprintConfig.ts';
import { DEFAULT_ROLE_MAP, parseRoleMap, type RoleMap } from '../roles/roleMap.ts';

export interface AiProviderConfig {
  /** OpenAI-compatible API root, e.g. https://api.openai.com/v1 */
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** An S3-compatible bucket for stored files (AWS S3, MinIO, Cloudflare R2, Ceph, …). */
export interface S3StorageConfig {
  bucket: string;
  /** API root of an S3-compatible service; null means AWS S3 itself. */
  endpoint: string | null;
  region: string;
  /** Both null: the SDK's own credential chain (AWS_* variables, shared files, instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** bucket in the path (http://host/bucket/key) rather than in the host name. */
  forcePathStyle: boolean;
  /** Prepended to every object key, so one bucket can hold several deployments: "" or "a/b/". */
  prefix: string;
}

export interface ServicesConfig {
  roleMap: RoleMap;
  /** Where stored files' bytes go: the local disk (DATA_DIR/storage) unless S3_BUCKET is set. */
  storage: { kind: 'local' } | ({ kind: 's3' } & S3StorageConfig);
  /** AI provider, or null when any of AI_BASE_URL, AI_API_KEY, AI_MODEL is missing. */
  ai: AiProviderConfig | null;
  /**
   * Addresses (exact IPs) the data endpoints may reach although they are private or loopback.
   * Empty in production; tests list 127.0.0.1 to reach a page server on loopback.
   */
  dataAllowedPrivateAddresses: string[];
  /** Time limit of one fetch or scrape of a public page, redirects included. */
  dataFetchTimeoutMs: number;
  /** Username presence and breach checks (server/data/instantFootprintConfig.ts). */
  instantFootprint: InstantFootprintConfig;
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

function httpUrl(value: string, name: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return value.replace(/\/+$/, '');
  } catch {
    // Falls through to the message below.
  }
  throw new Error(`${name} must be an http(s) URL, got "${value}"`);
}

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const;

function storageConfig(env: NodeJS.ProcessEnv): ServicesConfig['storage'] {
  const bucket = env.S3_BUCKET?.trim();
  const s3Names = S3_SETTINGS.filter((name) => env[name]?.trim());
  if (!bucket) {
    // An endpoint or key without a bucket would silently keep files on the local disk.
    if (s3Names.length > 0) throw new Error(`S3_BUCKET is required when ${s3Names[0]} is set`);
    return { kind: 'local' };
  }
  const endpoint = env.S3_ENDPOINT?.trim() ? httpUrl(env.S3_ENDPOINT.trim(), 'S3_ENDPOINT') : null;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || null;
  if ((accessKeyId == null) !== (secretAccessKey == null)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim();
  if (pathStyle && pathStyle !== 'true' && pathStyle !== 'false') {
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle}"`);
  }
  const prefix = (env.S3_PREFIX ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (prefix.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw new Error(`S3_PREFIX must not contain "." or ".." segments, got "${env.S3_PREFIX}"`);
  }
  return {
    kind: 's3',
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    // Most S3-compatible services (MinIO, Ceph, a local endpoint) only answer path-style requests.
    forcePathStyle: pathStyle ? pathStyle === 'true' : endpoint != null,
    prefix: prefix ? `${prefix}/` : '',
  };
}

export function loadServicesConfig(env: NodeJS.ProcessEnv): ServicesConfig {
  const aiBaseUrl = env.AI_BASE_URL?.trim();
  const aiApiKey = env.AI_API_KEY?.trim();
  const aiModel = env.AI_MODEL?.trim();
  if (aiBaseUrl) httpUrl(aiBaseUrl, 'AI_BASE_URL');
  return {
    roleMap: env.ROLE_MAP ? parseRoleMap(env.ROLE_MAP) : DEFAULT_ROLE_MAP,
    storage: storageConfig(env),
    ai:
      aiBaseUrl && aiApiKey && aiModel
        ? { baseUrl: httpUrl(aiBaseUrl, 'AI_BASE_URL'), apiKey: aiApiKey, model: aiModel }
        : null,
    dataAllowedPrivateAddresses: list(env.DATA_ALLOW_PRIVATE_ADDRESSES),
    dataFetchTimeoutMs: positiveNumber(env.DATA_FETCH_TIMEOUT_MS, 10_000, 'DATA_FETCH_TIMEOUT_MS'),
    instantFootprint: loadInstantFootprintConfig(env),
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
