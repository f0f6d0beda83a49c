// The bench's Lighthouse CPU slowdown scaled to the host (bench/cpu-slowdown.ts).
import { cpuSlowdownFor, formatCpuSlowdown } from "../../bench/cpu-slowdown";

it("is 4 x benchmarkIndex / 2,400: 4x at 2,400, more on a faster host, less on a slower one", () => {
  expect(cpuSlowdownFor(2400)).toBe(4);
  expect(cpuSlowdownFor(3000)).toBe(5);
  expect(cpuSlowdownFor(1234)).toBe(2.06);
  expect(cpuSlowdownFor(1800)).toBe(3);
});

it("never speeds the CPU up, and refuses an index Lighthouse did not measure", () => {
  expect(cpuSlowdownFor(300)).toBe(1);
  expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/benchmarkIndex/);
  expect(() => cpuSlowdownFor(0)).toThrow(/benchmarkIndex/);
});

it("is written with the index it was scaled from", () => {
  expect(formatCpuSlowdown(4.52, 2712.4)).toBe("4.52x (index 2,712)");
  expect(formatCpuSlowdown(4, undefined)).toBe("4.00x");
  expect(formatCpuSlowdown(undefined, 2712)).toBe("n/a");
});
