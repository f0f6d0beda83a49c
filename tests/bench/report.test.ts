import { checkBudgets } from "../../bench/budgets";
import { renderReport } from "../../bench/report";
import { emptyByKind } from "../../bench/resource-sizes";
import { makeLighthouse, makeResults, makeTransfer } from "./make-results";

function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`## ${heading}\n`);
  expect(start, `section "${heading}"`).toBeGreaterThanOrEqual(0);
  const end = markdown.indexOf("\n## ", start + 3);
  return markdown.slice(start, end === -1 ? undefined : end);
}

describe("renderReport", () => {
  it("lists every build with its pages, time per page and size", () => {
    const builds = section(renderReport(makeResults(), undefined, []), "Builds");
    expect(builds).toContain("| 5,000 vehicles | 5,300 | 1,000 | 6 min 40 s | 75.5 ms | 80.0 ms |");
    expect(builds).toContain("| floor (Gatsby hello world) | 1 | n/a |");
  });

  it("shows growth from the smaller to the larger generated inventory as ratios", () => {
    const growth = section(renderReport(makeResults(), undefined, []), "Growth");
    expect(growth).toContain("| vehicles | 1,000 | 5,000 | ×5.00 |");
    expect(growth).toContain("| wall time | 2 min 00 s | 6 min 40 s | ×3.33 |");
    expect(growth).toContain("**70.0 ms**");
  });

  it("compares first-load bytes with the floor and says which pages are not in the build", () => {
    const firstLoad = section(renderReport(makeResults(), undefined, []), "First load");
    // 78,000 gzip bytes against the floor's 39,000.
    expect(firstLoad).toMatch(/\| `\/` \| `\/` \| 6 \| 225 KiB \| 76\.2 KiB \| 65\.4 KiB \| ×1\.50 \| ×2\.00 \| ×2\.00 \|/);
    expect(firstLoad).toContain("Not in this build (n/a): `/inventory/`, vehicle detail.");
  });

  it("reports the inventory index per vehicle when /inventory/ fetched one", () => {
    const index = { url: "http://localhost:9104/inventory-index.json", sizes: { raw: 950_000, gzip: 190_000, brotli: 142_500 } };
    const results = makeResults({ transfers: [makeTransfer("5000", "inventory", { dataFiles: [index] })] });
    const markdown = section(renderReport(results, undefined, []), "Inventory index");
    expect(markdown).toContain("| 5,000 vehicles | 4,750 | `/inventory-index.json` (first load) | 928 KiB | 186 KiB | 139 KiB | 200 | 40 | 30 |");
    expect(markdown).toContain("| sample content (34 vehicles) | 30 | no `/inventory/` |");
  });

  it("gives every Lighthouse category and metric per page", () => {
    const lighthouse = section(renderReport(makeResults(), undefined, []), "Lighthouse");
    expect(lighthouse).toContain("| page | runs | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS | FCP | Speed Index | benchmarkIndex |");
    expect(lighthouse).toContain("| `/` | 3 | 99 | 100 | 100 | 100 | 1.2 s | 0.00 ms | 0.000 | 900 ms | 1.0 s | 1500 |");
  });

  it("says why the filter timing is n/a", () => {
    expect(section(renderReport(makeResults(), undefined, []), "Filtering and sorting")).toContain("n/a: no filter or sort control found");
  });

  it("compares headline figures with the previous run and links the history", () => {
    const previous = makeResults({ startedAt: "2025-01-30T08:00:00.000Z", commit: "0000001" });
    const current = makeResults({ builds: makeResults().builds.map((build) => (build.name === "5000" ? { ...build, wallMs: 200_000 } : build)) });
    const markdown = section(renderReport(current, previous, ["2025-01-30T08-00-00Z.md"]), "Previous runs");
    expect(markdown).toContain("Change since the previous run (2025-01-30T08:00:00.000Z, commit 0000001)");
    expect(markdown).toContain("| build time, 5,000 vehicles | 6 min 40 s | 3 min 20 s | ×0.50 |");
    expect(markdown).toContain("- [2025-01-30T08-00-00Z.md](history/2025-01-30T08-00-00Z.md)");
  });
});

describe("checkBudgets", () => {
  it("passes JS and Lighthouse budgets that hold and marks what was not measured as n/a", () => {
    const checks = checkBudgets(makeResults());
    const byName = (text: string) => checks.find((check) => check.budget.includes(text));
    expect(byName("JS <= 100 KiB")?.holds).toBe(true);
    expect(byName("CLS 0")?.holds).toBe(true);
    expect(byName(": Home")?.holds).toBe(true);
    expect(byName(": Inventory")?.holds).toBeUndefined();
    expect(byName(": Inventory")?.measured).toMatch(/^n\/a/);
    expect(byName("within one frame")?.holds).toBeUndefined();
    expect(byName("linearly")?.holds).toBe(true);
  });

  it("fails the JS budget above 100 KiB gzip and names low Lighthouse categories", () => {
    const heavy = emptyByKind();
    heavy.js = { raw: 500_000, gzip: 150_000, brotli: 130_000, requests: 9 };
    const results = makeResults({
      transfers: [makeTransfer("5000", "home", { byKind: heavy })],
      lighthouse: [makeLighthouse("5000", "home", { scores: { performance: 0.81, accessibility: 1 } })],
    });
    const checks = checkBudgets(results);
    expect(checks.find((check) => check.budget.includes("JS <= 100 KiB"))?.holds).toBe(false);
    const home = checks.find((check) => check.budget.endsWith(": Home"));
    expect(home?.holds).toBe(false);
    expect(home?.measured).toBe("below: Performance 81");
  });

  it("holds the filtering budget only when the slowest control answers within one frame", () => {
    const timing = (updateMedianMs: number) =>
      makeResults({
        filterTiming: {
          status: "measured",
          controls: [
            { control: "Sort order", kind: "sort", cpuThrottle: 1, interactions: 30, timeouts: 0, updateMedianMs: 4 },
            { control: "Make", kind: "filter", cpuThrottle: 1, interactions: 30, timeouts: 0, updateMedianMs },
            { control: "Make", kind: "filter", cpuThrottle: 4, interactions: 30, timeouts: 0, updateMedianMs: 90 },
          ],
        },
      });
    const frameCheck = (updateMedianMs: number) => checkBudgets(timing(updateMedianMs)).find((check) => check.budget.includes("within one frame"));
    expect(frameCheck(12)?.holds).toBe(true);
    expect(frameCheck(12)?.measured).toBe("slowest: Make 12.0 ms");
    expect(frameCheck(25)?.holds).toBe(false);
  });
});
