// @vitest-environment jsdom
// A search change draws the first screen of cards at once and the rest once that frame is painted.
import { act, renderHook } from "@testing-library/react";
import { useFirstScreenFirst } from "../../src/components/inventory/use-first-screen-first";

const list = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index}`);

describe("useFirstScreenFirst", () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] }),
  );
  afterEach(() => vi.useRealTimers());

  it("draws the first list as it is, so hydration matches the static HTML", () => {
    const first = list("a", 5);
    const { result } = renderHook(() => useFirstScreenFirst(first, 2));
    expect(result.current).toBe(first);
  });

  it("draws a new list's first screen at once and the rest after the next frame", async () => {
    const before = list("a", 5);
    const after = list("b", 5);
    const { result, rerender } = renderHook(({ items }) => useFirstScreenFirst(items, 2), {
      initialProps: { items: before },
    });
    rerender({ items: after });
    expect(result.current).toEqual(["b0", "b1", "a2", "a3", "a4"]);
    await act(async () => {
      vi.advanceTimersToNextFrame();
      vi.runOnlyPendingTimers();
    });
    expect(result.current).toBe(after);
  });

  it("keeps what is drawn below the first screen across quick changes, then draws the last list", async () => {
    const { result, rerender } = renderHook(({ items }) => useFirstScreenFirst(items, 2), {
      initialProps: { items: list("a", 4) },
    });
    rerender({ items: list("b", 4) });
    rerender({ items: list("c", 3) });
    expect(result.current).toEqual(["c0", "c1", "a2"]);
    await act(async () => {
      vi.advanceTimersToNextFrame();
      vi.runOnlyPendingTimers();
    });
    expect(result.current).toEqual(["c0", "c1", "c2"]);
  });
});
