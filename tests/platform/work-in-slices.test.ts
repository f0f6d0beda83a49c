import { describe, expect, it } from "vitest";
import { mapInSlices } from "../../src/lib/platform/work-in-slices";

describe("mapInSlices", () => {
  it("maps every index in order and yields whenever a slice has used its time", async () => {
    let clock = 0;
    let yields = 0;
    const result = await mapInSlices(
      10,
      (index) => {
        clock += 3; // each item takes 3 ms
        return index * 2;
      },
      { sliceMs: 8, now: () => clock, yieldFn: async () => void (yields += 1) },
    );
    expect(result).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18]);
    // 3 items (9 ms) per slice: yields after items 3, 6 and 9, none after the last.
    expect(yields).toBe(3);
  });

  it("does not yield for work that fits in one slice, nor for nothing", async () => {
    let yields = 0;
    const options = { sliceMs: 8, now: () => 0, yieldFn: async () => void (yields += 1) };
    expect(await mapInSlices(3, (index) => index, options)).toEqual([0, 1, 2]);
    expect(await mapInSlices(0, (index) => index, options)).toEqual([]);
    expect(yields).toBe(0);
  });
});
