import fs from "node:fs";
import path from "node:path";
import { logEntries, parseBuildPhases, stripAnsi } from "../../bench/build-phases";

// An excerpt of a real `gatsby build` log (the sample content, written by the bench): cursor moves and line
// clears before every entry, long entries wrapped at the terminal width, image jobs logged twice.
const log = fs.readFileSync(path.join(__dirname, "fixtures", "gatsby-build-sample.txt"), "utf8");

describe("stripAnsi", () => {
  it("removes colours, cursor moves and line clears and keeps the text", () => {
    expect(stripAnsi("\u001b[2K\u001b[1A\u001b[2K\u001b[Gsuccess \u001b[32monPostBuild\u001b[39m - 1.367s")).toBe(
      "success onPostBuild - 1.367s",
    );
    expect(log).toContain("\u001b[");
    expect(stripAnsi(log)).not.toContain("\u001b");
  });
});

describe("logEntries", () => {
  it("joins an entry the reporter wrapped onto the next line", () => {
    const entries = logEntries(log);
    expect(entries).toContain(
      "success Writing page-data.json and slice-data.json files to public directory - 0.054s - 71/71 1306.62/s",
    );
    expect(entries).toContain(
      "info Writing GraphQL type definitions to /srv/dealer-site/bench/tmp/sample/.cache/schema.gql",
    );
  });
});

describe("parseBuildPhases", () => {
  const phases = parseBuildPhases(log);
  const phase = (name: string) => phases.find((entry) => entry.name === name);

  it("reads every step Gatsby reports as finished, in milliseconds, in the order they first finished", () => {
    expect(phases[0]).toEqual({ name: "compile gatsby files", ms: 3467, count: 1 });
    expect(phase("source and transform nodes")).toEqual({ name: "source and transform nodes", ms: 938, count: 1 });
    expect(phase("createPages")?.ms).toBe(1618);
    expect(phase("Building production JavaScript and CSS bundles")?.ms).toBe(21_823);
    expect(phase("Building HTML renderer")?.ms).toBe(13_563);
    expect(phase("onPostBuild")?.ms).toBe(1367);
    const names = phases.map((entry) => entry.name);
    expect(names.indexOf("Building HTML renderer")).toBeGreaterThan(
      names.indexOf("Building production JavaScript and CSS bundles"),
    );
  });

  it("drops the progress after the duration and reads durations wrapped onto the next line", () => {
    expect(phase("run queries in workers")?.ms).toBe(6497);
    expect(phase("Building static HTML for pages")?.ms).toBe(2097);
    expect(phase("Writing page-data.json and slice-data.json files to public directory")?.ms).toBe(54);
  });

  it("sums a step logged more than once and counts its lines", () => {
    // 92.575 s while the pages were built, 7.307 s for the images onPostBuild's feed query asked for.
    expect(phase("Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs")).toEqual({
      name: "Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs",
      ms: 99_882,
      count: 2,
    });
  });

  it("ignores info and warn lines, even those with a duration-like text", () => {
    expect(phases.some((entry) => /Total nodes|SITE_URL|Platform/.test(entry.name))).toBe(false);
    expect(parseBuildPhases("info bootstrap finished - 21.593s\nwarn slow - 2.000s\n")).toEqual([]);
  });

  it("finds nothing in a log without Gatsby's step lines", () => {
    expect(parseBuildPhases("")).toEqual([]);
    expect(parseBuildPhases("Error: something broke\n    at build (x.js:1:1)\n")).toEqual([]);
  });
});
