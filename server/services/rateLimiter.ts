// Token buckets per key (a user id or address), for realtime publishing and analytics logging. Per instance: behind a load
// balancer a user may get the limit once per instance, which bounds abuse without a round trip
// to the database on every message (a deliberate simplification).

export interface RateLimiter {
  /** Takes one token for `key`; false when the bucket is empty. */
  take(key: string): boolean;
}

export function createRateLimiter(
  ratePerSecond: number,
  burst: number,
  now: () => number = Date.now,
): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key) {
      const time = now();
      const bucket = buckets.get(key) ?? { tokens: burst, at: time };
      bucket.tokens = Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * ratePerSecond);
      bucket.at = time;
      if (buckets.size > 10_000) buckets.clear(); // bounded memory; a reset only forgives
      buckets.set(key, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
