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
});
