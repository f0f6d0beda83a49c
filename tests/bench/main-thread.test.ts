import { breakdownRows, medianIndex, profileDumpFile, summarizeMainThread } from "../../bench/main-thread-summary";
import { areaOfSource, areaOfUnmappedScript } from "../../bench/source-areas";
import type { MainThreadRun } from "../../bench/types";

describe("areaOfSource", () => {
  // Source names as they appear in the site's built source maps (public/*.js.map).
  it.each([
    ["webpack://dealer-site/../node_modules/react-dom/cjs/react-dom.production.min.js", "framework (react)"],
    ["webpack://dealer-site/../node_modules/scheduler/cjs/scheduler.production.min.js", "framework (react)"],
    ["webpack://dealer-site/../node_modules/@emotion/cache/dist/emotion-cache.browser.esm.js", "emotion"],
    ["webpack://dealer-site/javascript/node_modules/stylis/src/Parser.js", "emotion"],
    ["webpack://dealer-site/./.cache/production-app.js", "framework (gatsby runtime)"],
    [
      "webpack://dealer-site/javascript/node_modules/@gatsbyjs/reach-router/dist/index.modern.mjs",
      "framework (gatsby runtime)",
    ],
    [
      "webpack://dealer-site/../node_modules/gatsby-react-router-scroll/scroll-handler.js",
      "framework (gatsby runtime)",
    ],
    ["webpack://dealer-site/webpack/runtime/jsonp chunk loading", "framework (webpack runtime)"],
    ["webpack://dealer-site/javascript/node_modules/gatsby-link/dist/index.modern.mjs", "prefetching (gatsby-link)"],
    ["webpack://dealer-site/./.cache/prefetch.js", "prefetching (gatsby-link)"],
    ["webpack://dealer-site/../node_modules/gatsby-plugin-offline/gatsby-browser.js", "service worker"],
    ["webpack://dealer-site/./.cache/register-service-worker.js", "service worker"],
    ["webpack://dealer-site/./plugins/gatsby-plugin-offline-warmup/gatsby-browser.ts", "service worker"],
    [
      "webpack://dealer-site/../node_modules/gatsby-plugin-image/dist/gatsby-image.browser.mjs",
      "images (gatsby-plugin-image)",
    ],
    ["webpack://dealer-site/./src/lib/images/picture.ts", "images (ours)"],
    ["webpack://dealer-site/./src/components/ui/photo.tsx", "images (ours)"],
    ["webpack://dealer-site/./src/components/vehicle/gallery.tsx", "our components"],
    ["webpack://dealer-site/./src/lib/inventory/filter.ts", "our components"],
    ["webpack://dealer-site/./gatsby-browser.tsx", "our components"],
    [
      "webpack://dealer-site/javascript/node_modules/@builder.io/partytown/integration/index.mjs",
      "third-party (partytown)",
    ],
    ["webpack://dealer-site/javascript/node_modules/@babel/runtime/helpers/esm/extends.js", "package @babel/runtime"],
    ["webpack:///./src/pages/index.tsx", "our components"],
    ["some/unknown/file.js", "other"],
  ])("%s -> %s", (source, area) => {
    expect(areaOfSource(source)).toBe(area);
  });
});

describe("areaOfUnmappedScript", () => {
  it("names scripts without a source map by file, and the service worker and Partytown by what they are", () => {
    expect(areaOfUnmappedScript("http://localhost:9104/app-123.js")).toBe("script app-123.js");
    expect(areaOfUnmappedScript("http://localhost:9104/sw.js")).toBe("service worker");
    expect(areaOfUnmappedScript("http://localhost:9104/~partytown/partytown.js")).toBe("third-party (partytown)");
    expect(areaOfUnmappedScript("not a url")).toBe("other");
  });
});

function run(longestTaskMs: number, byArea: Record<string, number> = {}): MainThreadRun {
  return {
    firstPaintMs: 400,
    longTasksAfterPaint: longestTaskMs > 0 ? [{ startMs: 500, durationMs: longestTaskMs }] : [],
    longestTaskMs,
    byArea,
    totalScriptMs: Object.values(byArea).reduce((sum, ms) => sum + ms, 0),
    profiledTasks: [],
  };
}

describe("medianIndex", () => {
  it("picks the run with the middle value, the lower middle for an even count, the first of equal values", () => {
    expect(medianIndex([120, 40, 80])).toBe(2);
    expect(medianIndex([90, 30, 60, 10])).toBe(1);
    expect(medianIndex([50, 50, 50])).toBe(1);
    expect(medianIndex([70])).toBe(0);
    expect(medianIndex([])).toBeUndefined();
  });
});

describe("summarizeMainThread", () => {
  it("reports every run's longest task, their median, and the median run in full", () => {
    const runs = [
      run(313, { "framework (react)": 200 }),
      run(61, { "framework (react)": 90 }),
      run(153, { "framework (react)": 150 }),
    ];
    const summary = summarizeMainThread({
      build: "5000",
      page: "home",
      url: "http://localhost:9504/",
      cpuThrottle: 4,
      runs,
    });
    expect(summary).toMatchObject({
      build: "5000",
      page: "home",
      cpuThrottle: 4,
      runs: 3,
      longestTaskMsByRun: [313, 61, 153],
      medianLongestTaskMs: 153,
      errors: [],
    });
    expect(summary.medianRun).toBe(runs[2]);
  });

  it("keeps the errors of failed runs and has no median without a run", () => {
    const summary = summarizeMainThread({
      build: "5000",
      page: "financing",
      url: "http://localhost:9504/financing/",
      cpuThrottle: 4,
      runs: [],
      errors: ["run 1: net::ERR_CONNECTION_REFUSED"],
    });
    expect(summary.runs).toBe(0);
    expect(summary.medianLongestTaskMs).toBeUndefined();
    expect(summary.medianRun).toBeUndefined();
    expect(summary.errors).toEqual(["run 1: net::ERR_CONNECTION_REFUSED"]);
  });

  it("counts a page without long tasks as a longest task of 0 ms", () => {
    expect(
      summarizeMainThread({
        build: "5000",
        page: "home",
        url: "http://localhost:9504/",
        cpuThrottle: 4,
        runs: [run(0), run(0), run(52)],
      }).medianLongestTaskMs,
    ).toBe(0);
  });
});

describe("breakdownRows", () => {
  it("lists areas largest total first and folds the ones small on every page into one row", () => {
    const rows = breakdownRows(
      [
        { "framework (react)": 120, emotion: 3, "engine (garbage collector)": 2, "our components": 40 },
        { "framework (react)": 200, emotion: 8, "our components": 10, "engine appendChild": 1 },
      ],
      5,
    );
    expect(rows).toEqual([
      { area: "framework (react)", ms: [120, 200] },
      { area: "our components", ms: [40, 10] },
      { area: "emotion", ms: [3, 8] },
      { area: "2 other areas, each under 5 ms", ms: [2, 1] },
    ]);
  });
});

describe("profileDumpFile", () => {
  it("names a raw CPU profile after the build, page and run so runs do not overwrite each other", () => {
    expect(profileDumpFile("/tmp/profiles/", ["5000", "detail", "run2"], 4)).toBe(
      "/tmp/profiles/5000-detail-run2-4x.cpuprofile",
    );
    expect(profileDumpFile("/tmp/p", ["/vehicles/2012-chevrolet-equinox-s00288/"], 4)).toBe(
      "/tmp/p/vehicles-2012-chevrolet-equinox-s00288-4x.cpuprofile",
    );
    expect(profileDumpFile("/tmp/p", ["/"], 6)).toBe("/tmp/p/root-6x.cpuprofile");
  });
});
