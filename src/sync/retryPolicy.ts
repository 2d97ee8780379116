// When to try again after a failure: capped exponential backoff with jitter, honouring the
// server's Retry-After. Invariant: the delay never drops below half the exponential step, so a
// persistent failure costs a bounded number of requests per minute whatever the random source.
export const RETRY_BASE_MS = 1_000;
export const RETRY_CAP_MS = 60_000;
/** A Retry-After longer than this is not believed (a misconfigured proxy must not park sync). */
export const RETRY_AFTER_MAX_MS = 10 * 60_000;

export function retryDelayMs(
  attempt: number,
  random: () => number,
  retryAfterMs: number | null = null,
): number {
  const step = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.min(attempt, 30));
  const jittered = step / 2 + random() * (step / 2);
  const serverAsked =
    retryAfterMs != null && Number.isFinite(retryAfterMs) && retryAfterMs > 0
      ? Math.min(retryAfterMs, RETRY_AFTER_MAX_MS)
      : 0;
  return Math.round(Math.max(jittered, serverAsked));
}
