import { importSection } from "../../bench/import-report";
import { renderReport } from "../../bench/report";
import type { ImportTiming } from "../../bench/types";
import { makeResults } from "./make-results";

const timing: ImportTiming = {
  count: 5000,
  repetitions: 3,
  feedBytes: 2_275_000,
  photoFiles: 8,
  startupMs: 1_200,
  loadAverage: [1.5, 1.8],
  cores: 2,
  runs: [
    {
      label: "first import: 5,000 new vehicles",
      rows: 5000,
      added: 5000,
      changed: 0,
      markedSold: 0,
      unchanged: 0,
      filesWritten: 5009,
      wallMs: 2_400,
      cpuMs: 2_100,
      readMs: 300,
      planMs: 900,
      photosMs: 100,
      writeMs: 1_100,
    },
  ],
};

describe("the inventory import section of bench/RESULTS.md", () => {
  it("shows each import's counts and times", () => {
    const section = importSection(timing);
    expect(section).toContain("a generated 5,000-row feed (2.17 MiB");
    expect(section).toContain(
      "| first import: 5,000 new vehicles | 5,000 | 5,000 | 0 | 0 | 0 | 5,009 | 2.40 s | 2.10 s | 0.30 s | 0.90 s | 0.10 s | 1.10 s |",
    );
    expect(section).toContain("1-minute load average 1.5 before and 1.8 after, on 2 cores");
  });

  it("is part of the report when the run measured it, before the notes", () => {
    const report = renderReport(makeResults({ importTiming: timing }), undefined);
    expect(report.indexOf("## Inventory import")).toBeGreaterThan(report.indexOf("## Filtering and sorting"));
    expect(report.indexOf("## Inventory import")).toBeLessThan(report.indexOf("## Notes"));
    expect(renderReport(makeResults(), undefined)).not.toContain("## Inventory import");
  });
});
