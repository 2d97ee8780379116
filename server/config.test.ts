import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('server configuration', () => {
  it('does not trust X-Forwarded-For unless told to, so clients cannot fake their address', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it('refuses a PORT that is not a port number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('sizes the PostgreSQL pool and the REST read cache from the environment', () => {
    const config = loadConfig({
      DATABASE_POOL_MAX: '50',
      REST_CACHE_MAX_ENTRIES: '0',
      REST_CACHE_MAX_MB: '8',
      REST_CACHE_TTL_MS: '2500',
    });
    expect(config.databasePoolMax).toBe(50);
    expect(config.restCache).toEqual({ maxEntries: 0, maxBytes: 8 * 1024 * 1024, ttlMs: 2500 });
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadConfig({ REST_CACHE_TTL_MS: 'soon' })).toThrow(/REST_CACHE_TTL_MS/);
  });
});
