import {
  formatBytes,
  formatCount,
  formatDuration,
  formatRatio,
  formatScore,
  median,
  percentile,
  ratio,
} from "../../bench/stats";

describe("median", () => {
  it("takes the middle value of an odd count and the mean of the two middle values of an even count", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("ignores values that were not measured and has no median without values", () => {
    expect(median([Number.NaN, 7, Number.POSITIVE_INFINITY, 9, 8])).toBe(8);
    expect(median([])).toBeUndefined();
    expect(median([Number.NaN])).toBeUndefined();
  });

  it("does not reorder the caller's array", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe("percentile", () => {
  it("uses the nearest rank", () => {
    const values = Array.from({ length: 10 }, (_, index) => index + 1);
    expect(percentile(values, 90)).toBe(9);
    expect(percentile(values, 100)).toBe(10);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([], 90)).toBeUndefined();
  });
});

describe("ratio and its formatting", () => {
  it("divides, and has no ratio when a side is missing or the whole is zero", () => {
    expect(ratio(10, 4)).toBe(2.5);
    expect(ratio(undefined, 4)).toBeUndefined();
    expect(ratio(3, undefined)).toBeUndefined();
    expect(ratio(3, 0)).toBeUndefined();
  });

  it("shows three significant figures and n/a for a missing ratio", () => {
    expect(formatRatio(1)).toBe("×1.00");
    expect(formatRatio(4.867)).toBe("×4.87");
    expect(formatRatio(12.34)).toBe("×12.3");
    expect(formatRatio(140.4)).toBe("×140");
    expect(formatRatio(undefined)).toBe("n/a");
    expect(formatRatio(ratio(1, 0))).toBe("n/a");
  });
});

describe("formatting figures", () => {
  it("prints bytes in binary units", () => {
    expect(formatBytes(812)).toBe("812 B");
    expect(formatBytes(1024)).toBe("1.00 KiB");
    expect(formatBytes(14.2 * 1024)).toBe("14.2 KiB");
    expect(formatBytes(3.5 * 1024 ** 2)).toBe("3.50 MiB");
    expect(formatBytes(390 * 1024 ** 2)).toBe("390 MiB");
    expect(formatBytes(undefined)).toBe("n/a");
  });

  it("prints durations from sub-millisecond to minutes", () => {
    expect(formatDuration(0.42)).toBe("0.42 ms");
    expect(formatDuration(12.34)).toBe("12.3 ms");
    expect(formatDuration(850)).toBe("850 ms");
    expect(formatDuration(1234)).toBe("1.2 s");
    expect(formatDuration(245_000)).toBe("4 min 05 s");
    expect(formatDuration(undefined)).toBe("n/a");
  });

  it("prints counts with separators and Lighthouse scores out of 100", () => {
    expect(formatCount(5034)).toBe("5,034");
    expect(formatScore(0.954)).toBe("95");
    expect(formatScore(undefined)).toBe("n/a");
  });
});
