import { ByteLimitedLru } from "../../src/lib/images/byte-limited-lru";

it("keeps entries under the limit, evicting the least recently used down to the low-water mark", () => {
  const lru = new ByteLimitedLru(100, 0.8);
  expect(lru.add("a", 30)).toEqual([]);
  expect(lru.add("b", 30)).toEqual([]);
  expect(lru.add("c", 30)).toEqual([]);
  // "a" used again: "b" is now the oldest.
  expect(lru.use("a")).toBe(true);
  expect(lru.add("d", 30)).toEqual(["b", "c"]);
  expect(lru.totalBytes).toBe(60);
  expect(lru.size).toBe(2);
  expect(lru.use("b")).toBe(false);
});

it("evicts an entry that alone is over the limit, and nothing else when it fits", () => {
  const lru = new ByteLimitedLru(100);
  lru.add("small", 10);
  expect(lru.add("huge", 150)).toEqual(["small", "huge"]);
  expect(lru.totalBytes).toBe(0);
  lru.add("a", 50);
  expect(lru.add("b", 50)).toEqual([]);
  expect(lru.totalBytes).toBe(100);
});

it("replacing an entry counts its new size once", () => {
  const lru = new ByteLimitedLru(100);
  lru.add("a", 40);
  lru.add("a", 60);
  expect(lru.totalBytes).toBe(60);
  lru.remove("a");
  lru.remove("missing");
  expect(lru.totalBytes).toBe(0);
});
