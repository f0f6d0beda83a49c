import { createRateLimiter } from "../../src/lib/server-kit/request/rate-limiter";

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("createRateLimiter", () => {
  it("allows max requests per window, then refuses with the seconds until one slot frees", () => {
    const time = clock();
    const limiter = createRateLimiter({ max: 3, windowMs: 60_000, now: time.now });
    expect(limiter.hit("a")).toEqual({ allowed: true, remaining: 2 });
    time.advance(10_000);
    expect(limiter.hit("a")).toEqual({ allowed: true, remaining: 1 });
    expect(limiter.hit("a")).toEqual({ allowed: true, remaining: 0 });
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 50 });
    time.advance(49_500);
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time.advance(600);
    expect(limiter.hit("a")).toEqual({ allowed: true, remaining: 0 });
  });

  it("counts each client separately", () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 1000, now: clock().now });
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("b").allowed).toBe(true);
    expect(limiter.hit("a").allowed).toBe(false);
  });

  it("does not let refused requests extend the wait", () => {
    const time = clock();
    const limiter = createRateLimiter({ max: 1, windowMs: 10_000, now: time.now });
    limiter.hit("a");
    for (let i = 0; i < 5; i++) {
      time.advance(1000);
      limiter.hit("a");
    }
    time.advance(5001); // 10.001 s after the only accepted request
    expect(limiter.hit("a").allowed).toBe(true);
  });

  it("forgets the least recently seen client beyond maxKeys", () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000, now: clock().now, maxKeys: 2 });
    limiter.hit("a");
    limiter.hit("b");
    limiter.hit("c");
    expect(limiter.size()).toBe(2);
    expect(limiter.hit("a").allowed).toBe(true); // "a" was forgotten
    expect(limiter.hit("c").allowed).toBe(false);
  });

  it("refuses nonsense settings", () => {
    expect(() => createRateLimiter({ max: 0, windowMs: 1000 })).toThrow(/at least|>= 1/);
    expect(() => createRateLimiter({ max: 1, windowMs: 0 })).toThrow(/positive/);
  });
});
