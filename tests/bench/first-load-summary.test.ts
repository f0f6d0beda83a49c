// The first-load JavaScript figure (bench/first-load-summary.ts): every script fetched without a click, and the
// ones a count from the page's chunk groups alone missed.
import { FIRST_LOAD_JS_BUDGET_BYTES, describeScripts, summarizeFirstLoad } from "../../bench/first-load-summary";

const GROUPS = ["webpack-runtime-1.js", "framework-2.js", "app-3.js", "component---src-pages-index-tsx-4.js"];

it("counts every script fetched, each once, and names those outside the page's chunk groups", () => {
  const summary = summarizeFirstLoad(
    [
      { file: "webpack-runtime-1.js", gzip: 2_727 },
      { file: "framework-2.js", gzip: 45_396 },
      { file: "app-3.js", gzip: 33_803 },
      { file: "component---src-pages-index-tsx-4.js", gzip: 3_311 },
      { file: "b3de312d-5.js", gzip: 1_346 },
      { file: "902-6.js", gzip: 677 },
      { file: "app-3.js", gzip: 33_803 },
    ],
    GROUPS,
  );
  expect(summary.bytes).toBe(2_727 + 45_396 + 33_803 + 3_311 + 1_346 + 677);
  expect(summary.scripts).toHaveLength(6);
  expect(summary.outsideChunkGroups).toEqual([
    { file: "b3de312d-5.js", gzip: 1_346 },
    { file: "902-6.js", gzip: 677 },
  ]);
  expect(describeScripts(summary.outsideChunkGroups)).toBe("b3de312d-5.js 1,346, 902-6.js 677");
  expect(describeScripts([])).toBe("none");
});

it("holds the first load of / and /es/ to 102 KiB", () => {
  expect(FIRST_LOAD_JS_BUDGET_BYTES).toBe(104_448);
});
