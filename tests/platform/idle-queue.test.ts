import { describe, expect, it } from "vitest";
import { forEachWhenIdle, type IdleDeadlineLike } from "../../src/lib/platform/idle-queue";

/** A scheduler whose idle periods the test hands out one at a time, each with so many milliseconds. */
function manualScheduler() {
  const waiting: Array<(deadline: IdleDeadlineLike) => void> = [];
  return {
    schedule: (callback: (deadline: IdleDeadlineLike) => void) => waiting.push(callback),
    /** Runs the waiting callback with an idle period in which each item uses `costMs`. */
    idle(budgetMs: number, costMs: number, spent: { ms: number }) {
      const callback = waiting.shift();
      if (!callback) return false;
      const start = spent.ms;
      callback({ timeRemaining: () => Math.max(0, budgetMs - (spent.ms - start)) });
      return true;
    },
    get pending() {
      return waiting.length;
    },
  };
}

describe("forEachWhenIdle", () => {
  it("does nothing until the browser is idle, then only what fits in each idle period", () => {
    const scheduler = manualScheduler();
    const spent = { ms: 0 };
    const done: number[] = [];
    forEachWhenIdle(
      [1, 2, 3, 4, 5, 6, 7],
      (item) => {
        done.push(item);
        spent.ms += 3;
      },
      scheduler.schedule,
    );
    expect(done).toEqual([]);
    // 12 ms idle, 4 kept free, 3 ms an item: 3 items, then it waits for the next idle period.
    scheduler.idle(12, 3, spent);
    expect(done).toEqual([1, 2, 3]);
    expect(scheduler.pending).toBe(1);
    scheduler.idle(12, 3, spent);
    scheduler.idle(12, 3, spent);
    expect(done).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(scheduler.pending).toBe(0);
  });

  it("makes progress even when an idle period is too short for anything", () => {
    const scheduler = manualScheduler();
    const spent = { ms: 0 };
    const done: string[] = [];
    forEachWhenIdle(["a", "b"], (item) => done.push(item), scheduler.schedule);
    scheduler.idle(0, 0, spent);
    expect(done).toEqual(["a"]);
    scheduler.idle(0, 0, spent);
    expect(done).toEqual(["a", "b"]);
  });

  it("schedules nothing for an empty list", () => {
    const scheduler = manualScheduler();
    forEachWhenIdle([], () => undefined, scheduler.schedule);
    expect(scheduler.pending).toBe(0);
  });
});
