import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rateLimiter.ts';

describe('per-user rate limiter', () => {
  it('allows a burst, then refuses until tokens refill at the configured rate', () => {
    let now = 0;
    const limiter = createRateLimiter(10, 3, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    now += 100; // one token at 10 per second
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('a')).toBe(false);
  });

  it('keeps separate buckets per user', () => {
    const limiter = createRateLimiter(1, 1, () => 0);
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('b')).toBe(true);
    expect(limiter.take('a')).toBe(false);
  });
});
