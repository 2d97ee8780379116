import { describe, expect, it } from 'vitest';
import { BackendError, errorKind } from './backendError.ts';

describe('backend error kinds', () => {
  it('maps 401 to auth, 400 to validation, server faults to network, other refusals to the area', () => {
    expect(errorKind('storage', 401)).toBe('auth');
    expect(errorKind('storage', 400)).toBe('validation');
    expect(errorKind('storage', 500)).toBe('network');
    expect(errorKind('data', 502)).toBe('network');
    expect(errorKind('storage', 409)).toBe('storage');
    expect(errorKind('storage', 413)).toBe('storage');
    expect(errorKind('ai', 501)).toBe('ai');
    expect(errorKind('notifications', 403)).toBe('notifications');
  });

  it('retries only network errors and rate limits', () => {
    expect(new BackendError('network', null, 'x').retryable).toBe(true);
    expect(new BackendError('realtime', 429, 'x').retryable).toBe(true);
    expect(new BackendError('validation', 400, 'x').retryable).toBe(false);
    expect(new BackendError('auth', 401, 'x').retryable).toBe(false);
  });
});
