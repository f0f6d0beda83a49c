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
  /** Whether one more request for `key` would be allowed now, recording nothing. */
  peek(key: string): RateLimitDecision;
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
  const decide = (recent: number[], time: number): RateLimitDecision =>
    recent.length >= max
      ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0] + windowMs - time) / 1000)) }
      : { allowed: true, remaining: max - recent.length - 1 };

  return {
    peek(key) {
      const time = now();
      return decide(
        (hits.get(key) ?? []).filter((at) => at > time - windowMs),
        time,
      );
    },
    hit(key) {
      const time = now();
      const recent = (hits.get(key) ?? []).filter((at) => at > time - windowMs);
      hits.delete(key);
      const decision = decide(recent, time);
      if (!decision.allowed) {
        hits.set(key, recent);
        return decision;
      }
      recent.push(time);
      hits.set(key, recent);
      while (hits.size > maxKeys) {
        const oldest = hits.keys().next().value;
        if (oldest === undefined) break;
        hits.delete(oldest);
      }
      return decision;
    },
    size: () => hits.size,
  };
}
