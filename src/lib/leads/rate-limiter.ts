// Sliding-window rate limit per client key: at most `max` requests in any `windowMs`. Pure apart from the
// injected clock; memory is bounded by `maxKeys` (the least recently seen client is forgotten first).

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  now?: () => number;
  maxKeys?: number;
}

export type RateLimitDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Records one request for `key` and says whether it may proceed. Refused requests are not recorded. */
  hit(key: string): RateLimitDecision;
  /** Number of clients currently remembered. */
  size(): number;
}

export function createRateLimiter({ max, windowMs, now = Date.now, maxKeys = 10_000 }: RateLimitOptions): RateLimiter {
  if (!Number.isInteger(max) || max < 1)
    throw new RangeError(`rate limit must be a whole number of requests >= 1, got ${max}`);
  if (!Number.isFinite(windowMs) || windowMs <= 0)
    throw new RangeError(`rate limit window must be positive, got ${windowMs}`);
  // Map keeps insertion order: re-inserting a key on each hit makes the first key the least recently seen.
  const hits = new Map<string, number[]>();

  return {
    hit(key) {
      const time = now();
      const recent = (hits.get(key) ?? []).filter((at) => at > time - windowMs);
      hits.delete(key);
      if (recent.length >= max) {
        hits.set(key, recent);
        const retryAfterMs = recent[0] + windowMs - time;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      }
      recent.push(time);
      hits.set(key, recent);
      while (hits.size > maxKeys) {
        const oldest = hits.keys().next().value;
        if (oldest === undefined) break;
        hits.delete(oldest);
      }
      return { allowed: true, remaining: max - recent.length };
    },
    size: () => hits.size,
  };
}
