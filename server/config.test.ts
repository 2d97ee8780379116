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

  it('runs PGlite in its own thread unless told to keep it on the event loop', () => {
    expect(loadConfig({}).pgliteThread).toBe('worker');
    expect(loadConfig({ PGLITE_THREAD: 'main' }).pgliteThread).toBe('main');
    expect(() => loadConfig({ PGLITE_THREAD: 'thread' })).toThrow(/PGLITE_THREAD/);
  });

  it('keeps files on the local disk unless an S3 bucket is named', () => {
    expect(loadConfig({}).services.storage).toEqual({ kind: 'local' });
    // A half-done S3 set-up is refused rather than quietly storing files on the disk.
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET is required/);
  });

  it('reads an S3-compatible bucket: path style for custom endpoints, a tidy key prefix', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'footprint-files',
        S3_ENDPOINT: 'https://minio.internal:9000/',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: '/prod/eu/',
      }).services.storage,
    ).toEqual({
      kind: 's3',
      bucket: 'footprint-files',
      endpoint: 'https://minio.internal:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'prod/eu/',
    });
    // AWS itself: virtual-hosted style and the SDK's own credential chain.
    expect(loadConfig({ S3_BUCKET: 'b', S3_REGION: 'eu-west-1' }).services.storage).toMatchObject({
      endpoint: null,
      region: 'eu-west-1',
      accessKeyId: null,
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('names the S3 setting that is wrong', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_PREFIX: 'a/../b' })).toThrow(/S3_PREFIX/);
  });
});
