import { benchConfig } from "../../bench/config";
import { parseTimeCpuMs, parseTimeMaxRss } from "../../bench/process-tree";
import {
  addWire,
  byteSizes,
  describeEncodings,
  emptyWire,
  isCompressible,
  isGatsbyData,
  resourceKind,
} from "../../bench/resource-sizes";
import { withDefaults } from "../../bench/results-history";
import { makeResults } from "./make-results";

describe("benchConfig", () => {
  it("runs 1,000 and 5,000 vehicles with 3 Lighthouse runs by default, and less with BENCH_QUICK", () => {
    const full = benchConfig({}, "/repo");
    expect(full).toMatchObject({
      quick: false,
      counts: [1000, 5000],
      lighthouseRuns: 5,
      interactions: 30,
      cpuThrottles: [1, 4],
      port: 9104,
      mainThreadRuns: 3,
    });
    expect(full.profileDumpDir).toBeUndefined();
    expect(full.resultsFile).toBe("/repo/bench/RESULTS.md");
    expect(full.jsonFile).toBe("/repo/bench/tmp/RESULTS.json");
    const quick = benchConfig({ BENCH_QUICK: "1" }, "/repo");
    expect(quick).toMatchObject({
      quick: true,
      counts: [200, 1000],
      lighthouseRuns: 1,
      interactions: 10,
      cpuThrottles: [1],
      mainThreadRuns: 1,
    });
    expect(quick.resultsFile).toBe("/repo/bench/tmp/RESULTS-quick.md");
    expect(quick.jsonFile).toBe("/repo/bench/tmp/RESULTS-quick.json");
  });

  it("sorts and de-duplicates counts and rejects settings that are not positive whole numbers", () => {
    expect(benchConfig({ BENCH_COUNTS: "5000, 100,100" }, "/repo").counts).toEqual([100, 5000]);
    expect(() => benchConfig({ BENCH_COUNTS: "1k" }, "/repo")).toThrow(
      'BENCH_COUNTS: expected a comma-separated list of positive whole numbers, got "1k"',
    );
    expect(() => benchConfig({ BENCH_LH_RUNS: "0" }, "/repo")).toThrow("BENCH_LH_RUNS");
    expect(benchConfig({ BENCH_QUICK: "0" }, "/repo").quick).toBe(false);
    expect(() => benchConfig({ BENCH_MAIN_THREAD_RUNS: "-1" }, "/repo")).toThrow("BENCH_MAIN_THREAD_RUNS");
  });

  it("takes the main-thread runs and a folder for raw CPU profiles from the environment", () => {
    const config = benchConfig({ BENCH_MAIN_THREAD_RUNS: "5", BENCH_PROFILE_DUMP: "bench/tmp/profiles" }, "/repo");
    expect(config.mainThreadRuns).toBe(5);
    expect(config.profileDumpDir).toBe("/repo/bench/tmp/profiles");
  });
});

describe("resource sizes", () => {
  it("classifies by content type first, then by extension", () => {
    expect(resourceKind("http://localhost/inventory/", "text/html; charset=utf-8")).toBe("html");
    expect(resourceKind("http://localhost/app-123.js", "application/javascript")).toBe("js");
    expect(resourceKind("http://localhost/page-data/index/page-data.json", "application/json")).toBe("json");
    expect(resourceKind("http://localhost/static/abc/photo.avif", undefined)).toBe("image");
    expect(resourceKind("http://localhost/font.woff2", "application/octet-stream")).toBe("font");
    expect(resourceKind("http://localhost/manifest.webmanifest", "application/manifest+json")).toBe("other");
  });

  it("compresses text but counts images and fonts as sent", () => {
    const text = Buffer.from("vehicle ".repeat(1000));
    const sizes = byteSizes(text, isCompressible("js", "application/javascript"));
    expect(sizes.raw).toBe(8000);
    expect(sizes.gzip).toBeLessThan(200);
    expect(sizes.brotli).toBeLessThan(200);
    expect(byteSizes(text, isCompressible("image", "image/avif"))).toEqual({ raw: 8000, gzip: 8000, brotli: 8000 });
    expect(isCompressible("image", "image/svg+xml")).toBe(true);
  });

  it("tells Gatsby's own data files from others", () => {
    expect(isGatsbyData("http://localhost/page-data/app-data.json")).toBe(true);
    expect(isGatsbyData("http://localhost/slice-data/header.json")).toBe(true);
    expect(isGatsbyData("http://localhost/inventory/index-3f2a.json")).toBe(false);
  });
});

describe("small parsers", () => {
  it("reads the peak RSS from GNU time's report", () => {
    expect(parseTimeMaxRss("\tMaximum resident set size (kbytes): 123456\n")).toBe(123456 * 1024);
    expect(parseTimeMaxRss("no report")).toBeUndefined();
  });

  it("reads the CPU time (user + system) from GNU time's report", () => {
    expect(
      parseTimeCpuMs(
        "\tUser time (seconds): 254.59\n\tSystem time (seconds): 28.28\n\tPercent of CPU this job got: 56%\n",
      ),
    ).toBe(282_870);
    expect(parseTimeCpuMs("\tUser time (seconds): 1.00\n")).toBeUndefined();
  });

  it("reads results of runs made before the main-thread profile existed", () => {
    const { mainThread: _mainThread, ...older } = makeResults();
    expect(withDefaults(older).mainThread).toEqual([]);
  });
});

describe("bytes on the wire", () => {
  it("adds each response's encoded bytes by kind and counts its Content-Encoding", () => {
    const wire = emptyWire();
    addWire(wire, "html", 13_339, "br");
    addWire(wire, "js", 29_647, " BR ");
    addWire(wire, "js", 1_000, "gzip");
    addWire(wire, "image", 20_000, undefined);
    addWire(wire, "image", 500, "");
    expect(wire.bytes).toBe(64_486);
    expect(wire.byKind.js).toBe(30_647);
    expect(wire.byKind.html).toBe(13_339);
    expect(wire.encodings).toEqual({ br: 2, gzip: 1, none: 2 });
    expect(describeEncodings(wire.encodings)).toBe("br 2, none 2, gzip 1");
  });
});
