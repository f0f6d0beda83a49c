import { checkBudgets } from "../../bench/budgets";
import { renderReport } from "../../bench/report";
import { addWire, emptyByKind, emptyWire } from "../../bench/resource-sizes";
import type { PageKey } from "../../bench/types";
import { makeLighthouse, makeResults, makeTransfer } from "./make-results";

function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`## ${heading}\n`);
  expect(start, `section "${heading}"`).toBeGreaterThanOrEqual(0);
  const end = markdown.indexOf("\n## ", start + 3);
  return markdown.slice(start, end === -1 ? undefined : end);
}

describe("renderReport", () => {
  it("lists every build with its pages, time per page and size", () => {
    const builds = section(renderReport(makeResults(), undefined), "Builds");
    expect(builds).toContain("| 5,000 vehicles | 5,300 | 1,000 | 6 min 40 s | 2 min 30 s | 75.5 ms | 80.0 ms |");
    expect(builds).toContain("| floor (Gatsby hello world) | 1 | n/a |");
  });

  it("shows growth from the smaller to the larger generated inventory as ratios", () => {
    const growth = section(renderReport(makeResults(), undefined), "Growth");
    expect(growth).toContain("| vehicles | 1,000 | 5,000 | ×5.00 |");
    expect(growth).toContain("| wall time | 2 min 00 s | 6 min 40 s | ×3.33 |");
    expect(growth).toContain("**70.0 ms**");
  });

  it("compares first-load bytes with the floor and says which pages are not in the build", () => {
    const firstLoad = section(renderReport(makeResults(), undefined), "First load");
    // 78,000 gzip bytes against the floor's 39,000.
    expect(firstLoad).toMatch(
      /\| `\/` \| `\/` \| 6 \| 225 KiB \| 76\.2 KiB \| 65\.4 KiB \| n\/a \| ×1\.50 \| ×2\.00 \| ×2\.00 \|/,
    );
    expect(firstLoad).toContain("Not in this build (n/a): `/inventory/`, vehicle detail, `/financing/`.");
  });

  it("reports the bytes on the wire for / beside the computed sizes, by kind and Content-Encoding", () => {
    const wire = emptyWire();
    addWire(wire, "html", 13_339, "br");
    addWire(wire, "js", 60_000, "br");
    addWire(wire, "image", 20_000, undefined);
    const results = makeResults({ transfers: [makeTransfer("5000", "home", { wire })] });
    const firstLoad = section(renderReport(results, undefined), "First load");
    expect(firstLoad).toMatch(/\| `\/` \| `\/` \| 6 \| 225 KiB \| 76\.2 KiB \| 65\.4 KiB \| 91\.2 KiB \|/);
    expect(firstLoad).toContain(
      "Bytes on the wire for `/`: **91.2 KiB** (HTML 13.0 KiB, JS 58.6 KiB, images 19.5 KiB; responses by Content-Encoding: br 2, none 1).",
    );
  });

  it("reports the inventory index per vehicle when /inventory/ fetched one", () => {
    const index = {
      url: "http://localhost:9104/inventory-index.json",
      sizes: { raw: 950_000, gzip: 190_000, brotli: 142_500 },
    };
    const results = makeResults({ transfers: [makeTransfer("5000", "inventory", { dataFiles: [index] })] });
    const markdown = section(renderReport(results, undefined), "Inventory index");
    expect(markdown).toContain(
      "| 5,000 vehicles | 4,750 | `/inventory-index.json` (first load) | 928 KiB | 186 KiB | 139 KiB | 200 | 40 | 30 |",
    );
    expect(markdown).toContain("| sample content (34 vehicles) | 30 | no `/inventory/` |");
  });

  it("gives every Lighthouse category and metric per page", () => {
    const lighthouse = section(renderReport(makeResults(), undefined), "Lighthouse");
    expect(lighthouse).toContain(
      "| page | runs | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS | FCP | Speed Index | benchmarkIndex | CPU slowdown |",
    );
    expect(lighthouse).toContain(
      "| `/` | 3 | 99 | 100 | 100 | 100 | 1.2 s | 0.00 ms | 0.000 | 900 ms | 1.0 s | 1500 | 2.50x (index 1,500) |",
    );
  });

  it("says why the filter timing is n/a", () => {
    expect(section(renderReport(makeResults(), undefined), "Filtering and sorting")).toContain(
      "n/a: no filter or sort control found",
    );
  });

  it("compares headline figures with the previous run and points to the file's git history", () => {
    const previous = makeResults({ startedAt: "2025-01-30T08:00:00.000Z", commit: "0000001" });
    const current = makeResults({
      builds: makeResults().builds.map((build) => (build.name === "5000" ? { ...build, wallMs: 200_000 } : build)),
    });
    const markdown = section(renderReport(current, previous), "Previous runs");
    expect(markdown).toContain("Change since the previous run (2025-01-30T08:00:00.000Z, commit 0000001)");
    expect(markdown).toContain("| build time, 5,000 vehicles | 6 min 40 s | 3 min 20 s | ×0.50 |");
    expect(markdown).toContain("`git log -p bench/RESULTS.md`");
    expect(markdown).not.toContain("history/");
  });
});

describe("renderReport: build phases", () => {
  const phases = [
    { name: "source and transform nodes", ms: 4_000, count: 1 },
    { name: "Building static HTML for pages", ms: 95_000, count: 1 },
    { name: "Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs", ms: 31_000, count: 2 },
    { name: "onPostBuild", ms: 120_000, count: 1 },
    { name: "load plugins", ms: 400, count: 1 },
    { name: "onPreInit", ms: 2, count: 1 },
  ];

  it("lists Gatsby's steps per build, longest in the largest build first, with their share of its wall time", () => {
    const results = makeResults({
      builds: makeResults().builds.map((build) =>
        build.name === "5000"
          ? { ...build, phases }
          : build.name === "1000"
            ? { ...build, phases: [{ name: "onPostBuild", ms: 20_000, count: 1 }] }
            : build,
      ),
    });
    const markdown = section(renderReport(results, undefined), "Build phases");
    expect(markdown).toContain("| step (Gatsby's log) | 1,000 vehicles | 5,000 vehicles | share of 5,000 vehicles |");
    const rows = markdown.split("\n").filter((line) => line.startsWith("| ") && !line.startsWith("| step"));
    expect(rows).toEqual([
      "| onPostBuild | 20.0 s | 2 min 00 s | 30% |",
      "| Building static HTML for pages | - | 1 min 35 s | 24% |",
      "| Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs (alongside the other steps) | - | 31.0 s (2 times) | 8% |",
      "| source and transform nodes | - | 4.0 s | 1% |",
      "| 2 other steps, each under 1.0 s | 0.00 ms | 402 ms | 0% |",
      "| wall time of the whole build (measured by the bench) | 2 min 00 s | 6 min 40 s | 100% |",
    ]);
  });

  it("says so when no build log had step timings", () => {
    expect(section(renderReport(makeResults(), undefined), "Build phases")).toContain(
      "_No build log with Gatsby's step timings._",
    );
  });
});

describe("renderReport: main thread", () => {
  const medianRun = {
    firstPaintMs: 412,
    longTasksAfterPaint: [
      { startMs: 480, durationMs: 153 },
      { startMs: 1210, durationMs: 61 },
    ],
    longestTaskMs: 153,
    byArea: { "framework (react)": 180, emotion: 24, "our components": 60, "engine (garbage collector)": 2 },
    totalScriptMs: 266,
    profiledTasks: [{ durationMs: 160, byArea: { "framework (react)": 110, "our components": 40 } }],
  };
  const results = makeResults({
    mainThread: [
      {
        build: "5000",
        page: "home",
        url: "http://localhost:9104/",
        cpuThrottle: 4,
        runs: 3,
        longestTaskMsByRun: [313, 153, 61],
        medianLongestTaskMs: 153,
        medianRun,
        errors: [],
      },
      {
        build: "5000",
        page: "financing",
        url: "http://localhost:9104/financing/",
        cpuThrottle: 4,
        runs: 0,
        longestTaskMsByRun: [],
        errors: ["run 1: page crashed"],
      },
    ],
  });

  it("gives every run's longest task, the median and the median run's long tasks per page", () => {
    const markdown = section(renderReport(results, undefined), "Main thread at 4x CPU slowdown");
    expect(markdown).toContain(
      "| `/` | `/` | 3 | 313 ms, 153 ms, 61 ms | 153 ms | 153 ms at 480 ms, 61 ms at 1.2 s | 412 ms | 266 ms |",
    );
    expect(markdown).toContain("| `/financing/` | `/financing/` | 0 | n/a | n/a | n/a | n/a | n/a |");
    expect(markdown).toContain("- `/financing/`: run 1: page crashed");
  });

  it("breaks the median run's script time down by area and names what ran in each busy stretch", () => {
    const markdown = section(renderReport(results, undefined), "Main thread at 4x CPU slowdown");
    expect(markdown).toContain("| area | `/` |");
    expect(markdown).toContain("| framework (react) | 180 ms |");
    expect(markdown).toContain("| 1 other area, each under 5 ms | 2 ms |");
    expect(markdown).toContain("| total | 266 ms |");
    expect(markdown).toContain("| `/` | 160 ms | framework (react) 110 ms, our components 40 ms |");
  });

  it("compares the longest task with the previous run", () => {
    const markdown = section(renderReport(results, results), "Previous runs");
    expect(markdown).toContain("| longest main-thread task at 4x, `/` | 153 ms | 153 ms | ×1.00 |");
  });
});

describe("checkBudgets", () => {
  const byName = (checks: ReturnType<typeof checkBudgets>, text: string) =>
    checks.find((check) => check.budget.includes(text));
  const allPages = (build: string, overrides: Parameters<typeof makeLighthouse>[2] = {}) =>
    (["home", "inventory", "detail", "financing"] as const).map((page) => makeLighthouse(build, page, overrides));

  it("has one row per budget of the issue, with n/a for what was not measured", () => {
    const checks = checkBudgets(makeResults());
    expect(checks.map((check) => check.budget)).toEqual([
      "First load of `/`: JS <= 93.0 KiB gzip (1.4x a bare Gatsby 5 page)",
      "Lighthouse mobile on `/`: Performance >= 97, Accessibility, Best Practices, SEO 100",
      "Lighthouse mobile on `/inventory/`: Performance >= 97, Accessibility, Best Practices, SEO 100",
      "Lighthouse mobile on vehicle detail: Performance >= 97, Accessibility, Best Practices, SEO 100",
      "Lighthouse mobile on `/financing/`: Performance >= 97, Accessibility, Best Practices, SEO 100",
      "TBT <= 150 ms (Lighthouse mobile, median) on `/`, `/inventory/`, vehicle detail, `/financing/`",
      "LCP <= 1.5 s (Lighthouse mobile, median) on `/`, `/inventory/`, vehicle detail, `/financing/`",
      "CLS 0 (Lighthouse mobile, median) on `/`, `/inventory/`, vehicle detail, `/financing/`",
      "No main-thread task over 50 ms after first paint at 4x CPU slowdown (median of the runs' longest)",
      "Cold build of 5,000 vehicles <= 5 min 00 s",
      "Filtering 5,000 vehicles: median input -> results painted on screen <= 16 ms (one frame, no CPU slowdown)",
      "`/inventory/` first load does not grow with inventory size (index excluded, gzip, sample -> largest)",
      "Build time grows linearly or better with inventory size",
    ]);
    expect(byName(checks, "JS <=")?.holds).toBe(true);
    expect(byName(checks, "JS <=")?.measured).toBe("68.4 KiB (×1.00 the floor's 68.4 KiB)");
    expect(byName(checks, "on `/`:")?.holds).toBe(true);
    expect(byName(checks, "on `/`:")?.measured).toBe("Performance 99, Accessibility 100, Best Practices 100, SEO 100");
    expect(byName(checks, "on `/inventory/`:")?.holds).toBeUndefined();
    expect(byName(checks, "on `/inventory/`:")?.measured).toMatch(/^n\/a/);
    // Only `/` ran Lighthouse: a budget over the four pages cannot hold yet.
    expect(byName(checks, "TBT")?.holds).toBeUndefined();
    expect(byName(checks, "TBT")?.measured).toBe(
      "`/` 0.00 ms, `/inventory/` n/a, vehicle detail n/a, `/financing/` n/a",
    );
    expect(byName(checks, "main-thread")?.holds).toBeUndefined();
    expect(byName(checks, "within one frame")).toBeUndefined();
    expect(byName(checks, "Filtering")?.holds).toBeUndefined();
    expect(byName(checks, "linearly")?.holds).toBe(true);
  });

  it("fails the JS budget above 93 KiB gzip and names the Lighthouse categories below the bar", () => {
    const heavy = emptyByKind();
    heavy.js = { raw: 400_000, gzip: 96_000, brotli: 80_000, requests: 9 };
    const results = makeResults({
      transfers: [makeTransfer("5000", "home", { byKind: heavy })],
      lighthouse: [
        makeLighthouse("5000", "home", {
          scores: { performance: 0.96, accessibility: 1, "best-practices": 0.96, seo: 1 },
        }),
      ],
    });
    const checks = checkBudgets(results);
    expect(byName(checks, "JS <=")?.holds).toBe(false);
    expect(byName(checks, "JS <=")?.measured).toBe("93.8 KiB");
    const home = byName(checks, "on `/`:");
    expect(home?.holds).toBe(false);
    expect(home?.measured).toBe(
      "Performance 96, Accessibility 100, Best Practices 96, SEO 100 (below: Performance, Best Practices)",
    );
  });

  it("holds TBT, LCP and CLS only when all four pages are within them, and names the page that is not", () => {
    const passing = checkBudgets(makeResults({ lighthouse: allPages("5000") }));
    expect(byName(passing, "TBT")?.holds).toBe(true);
    expect(byName(passing, "LCP")?.holds).toBe(true);
    expect(byName(passing, "CLS")?.holds).toBe(true);
    const lighthouse = allPages("5000").map((summary) =>
      summary.page === "inventory"
        ? { ...summary, metrics: { ...summary.metrics, tbtMs: 151, lcpMs: 1600, cls: 0.02 } }
        : summary,
    );
    const failing = checkBudgets(makeResults({ lighthouse }));
    expect(byName(failing, "TBT")?.holds).toBe(false);
    expect(byName(failing, "TBT")?.measured).toBe(
      "`/` 0.00 ms, `/inventory/` 151 ms (over), vehicle detail 0.00 ms, `/financing/` 0.00 ms",
    );
    expect(byName(failing, "LCP")?.holds).toBe(false);
    expect(byName(failing, "CLS")?.holds).toBe(false);
    expect(byName(failing, "CLS")?.measured).toContain("`/inventory/` 0.020 (over)");
  });

  const mainThreadOf = (build: string, page: PageKey, medianLongestTaskMs: number) => ({
    build,
    page,
    url: "http://localhost:9104/",
    cpuThrottle: 4,
    runs: 3,
    longestTaskMsByRun: [medianLongestTaskMs],
    medianLongestTaskMs,
    errors: [],
  });

  it("holds the main-thread budget when no page's median longest task is over 50 ms", () => {
    const summary = (page: PageKey, medianLongestTaskMs: number) => mainThreadOf("5000", page, medianLongestTaskMs);
    const check = (inventoryMs: number) =>
      byName(
        checkBudgets(
          makeResults({
            mainThread: [
              summary("home", 0),
              summary("inventory", inventoryMs),
              summary("detail", 48),
              summary("financing", 50),
            ],
          }),
        ),
        "main-thread",
      );
    expect(check(49)?.holds).toBe(true);
    expect(check(49)?.measured).toBe("`/` none, `/inventory/` 49.0 ms, vehicle detail 48.0 ms, `/financing/` 50.0 ms");
    expect(check(51)?.holds).toBe(false);
    expect(check(51)?.measured).toContain("`/inventory/` 51.0 ms (over)");
  });

  it("names the floor's longest task beside the site's pages, without letting it decide the budget", () => {
    const check = byName(
      checkBudgets(makeResults({ mainThread: [mainThreadOf("5000", "home", 40), mainThreadOf("floor", "floor", 69)] })),
      "main-thread",
    );
    expect(check?.measured).toMatch(/^`\/` 40\.0 ms, .*; floor \(Gatsby hello world\) 69\.0 ms$/);
    expect(check?.measured).not.toContain("(over)");
  });

  it("holds the cold-build budget at 5 minutes for 5,000 vehicles, and says when there was no such build", () => {
    const withBuild = (wallMs: number, error?: string) =>
      makeResults({
        builds: makeResults().builds.map((build) => (build.name === "5000" ? { ...build, wallMs, error } : build)),
      });
    expect(byName(checkBudgets(withBuild(300_000)), "Cold build")?.holds).toBe(true);
    expect(byName(checkBudgets(withBuild(301_000)), "Cold build")).toMatchObject({
      holds: false,
      measured: "5 min 01 s",
    });
    expect(byName(checkBudgets(withBuild(120_000, "exit 1")), "Cold build")?.holds).toBe(false);
    const small = makeResults({ builds: makeResults().builds.filter((build) => build.name !== "5000") });
    const missing = byName(checkBudgets(small), "Cold build");
    expect(missing?.holds).toBeUndefined();
    expect(missing?.measured).toBe("n/a (no 5,000-vehicle build in this run: BENCH_COUNTS)");
  });

  it("holds the filtering budget only when the slowest control is painted within 16 ms", () => {
    const timing = (paintMedianMs: number) =>
      makeResults({
        filterTiming: {
          status: "measured",
          controls: [
            { control: "Sort order", kind: "sort", cpuThrottle: 1, interactions: 30, timeouts: 0, paintMedianMs: 4 },
            { control: "Make", kind: "filter", cpuThrottle: 1, interactions: 30, timeouts: 0, paintMedianMs },
            { control: "Make", kind: "filter", cpuThrottle: 4, interactions: 30, timeouts: 0, paintMedianMs: 90 },
          ],
        },
      });
    const frameCheck = (paintMedianMs: number) => byName(checkBudgets(timing(paintMedianMs)), "Filtering");
    expect(frameCheck(12)?.holds).toBe(true);
    expect(frameCheck(12)?.measured).toBe("slowest: Make 12.0 ms");
    expect(frameCheck(16)?.holds).toBe(true);
    expect(frameCheck(16.5)?.holds).toBe(false);
  });
});
