// The Reliability section's budgets: each yes only when its figures hold, NO otherwise, n/a for a load not measured.
import { reliabilityBudgets, renderReliability, type ReliabilityResults } from "../../bench/reliability-report";
import { assetPaths, imagePaths } from "../../bench/load-site";

const crash = (store: string, kills: number, lost: string[] = [], required = kills) => ({
  store,
  runtime: "serve:prod",
  required,
  seed: 1,
  kills,
  answered: ["a", "b"],
  refused: [],
  cutOff: 3,
  onWrite: Math.floor(kills / 2),
  kept: 4,
  unopened: [],
  afterRestart: 200,
  leadsSendExit: 0,
  leadsSendOutput: "",
  lost,
  duplicated: [],
  delivered: 4,
  leftAfterSend: 0,
  seconds: 300,
});

const figures = (requestsPerSecond: number, p99Ms: number) => ({
  requests: 100,
  requestsPerSecond,
  p50Ms: 1,
  p99Ms,
  errors: 0,
});

const results = (overrides: Partial<ReliabilityResults> = {}): ReliabilityResults => ({
  started: "2026-12-07T06:00:00.000Z",
  machine: "test CPU, 2 cores, Node.js v20",
  loadAverageAtStart: [0.5, 0.5, 0.5],
  loadAverageAtEnd: [1, 1, 1],
  crash: [crash("file", 300), crash("s3 (s3rver)", 100)],
  faults: [{ file: "tests/reliability/disk-full.test.ts", name: "disk full", passed: true, ms: 900 }],
  load: {
    staticPaths: 12,
    static: figures(1500, 30),
    photos: { sizes: 400, crawl: figures(20, 400), cached: figures(300, 12), cacheBytes: 10, cacheMaxBytes: 20 },
    leads: { ...figures(100, 800), shoppers: 200, answered: 200, delivered: 200, lost: 0, duplicated: 0 },
    peakRssBytes: 200 * 1024 * 1024,
  },
  ...overrides,
});

const verdicts = (input: ReliabilityResults) => reliabilityBudgets(input).map((row) => row[2]);

it("holds every budget when the figures do", () => {
  expect(verdicts(results())).toEqual(["yes", "yes", "yes", "yes", "yes", "yes", "yes"]);
});

it("says NO for a lost lead, too few kills, a failed fault, slow pages and an overfull cache", () => {
  const base = results();
  if ("notMeasured" in base.load) throw new Error("the fixture has a load");
  const failing = results({
    crash: [crash("file", 300, ["lost-1"]), crash("s3 (s3rver)", 30, [], 100)],
    faults: [{ file: "tests/reliability/disk-full.test.ts", name: "disk full", passed: false, ms: 900 }],
    load: {
      ...base.load,
      static: figures(900, 30),
      photos: { ...base.load.photos, cached: figures(300, 25), cacheBytes: 30 },
      leads: { ...base.load.leads, answered: 199, delivered: 199 },
    },
  });
  expect(verdicts(failing)).toEqual(["**NO**", "**NO**", "**NO**", "**NO**", "**NO**", "**NO**", "**NO**"]);
});

it("reports a crash run it could not make as n/a with the reason", () => {
  const input = results({ functionNotMeasured: "no build of the project" });
  expect(reliabilityBudgets(input)[2]).toEqual([
    "crash, gatsby serve (compiled function)",
    "not measured: no build of the project",
    "n/a",
  ]);
});

it("reports a load it could not measure as n/a with the reason", () => {
  const lines = renderReliability(results({ load: { notMeasured: "no build in public" } }));
  expect(verdicts(results({ load: { notMeasured: "no build in public" } }))).toEqual(["yes", "yes", "yes", "n/a"]);
  expect(lines.join("\n")).toContain("Not measured: no build in public.");
});

it("finds a page's scripts, style sheets and data, and its photo sizes", () => {
  const html =
    '<link rel="stylesheet" href="/styles.css"><script>var s=["/app-1.js"]</script><link as="fetch" href="/page-data/app-data.json">' +
    '<img src="/_gatsby/image/a/b/x.jpg?u=1&amp;a=w%3D480" srcset="/_gatsby/image/a/b/x.jpg?u=1&amp;a=w%3D480 480w, /_gatsby/image/a/b/x.jpg?u=1&amp;a=w%3D800 800w">';
  expect(assetPaths(html).sort()).toEqual(["/app-1.js", "/page-data/app-data.json", "/styles.css"]);
  expect(imagePaths(html)).toEqual([
    "/_gatsby/image/a/b/x.jpg?u=1&a=w%3D480",
    "/_gatsby/image/a/b/x.jpg?u=1&a=w%3D800",
  ]);
});
