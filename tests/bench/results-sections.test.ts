// Sections that bench:leads and bench:serve write survive each other and the full bench's rewrite.
import { markedSections, withSection } from "../../bench/results-sections";

const report = "# Benchmark results\n\nLighthouse ...\n";

describe("marked sections of bench/RESULTS.md", () => {
  it("adds a section at the end, then replaces only that section", () => {
    const once = withSection(report, "leads", ["## Lead outbox", "1,000 leads"]);
    expect(once).toBe(
      `${report.trimEnd()}\n\n<!-- bench:leads -->\n## Lead outbox\n1,000 leads\n<!-- /bench:leads -->\n`,
    );
    const both = withSection(once, "serve", ["## serve:prod"]);
    const again = withSection(both, "leads", ["## Lead outbox", "2,000 leads"]);
    expect(again).toContain("2,000 leads");
    expect(again).not.toContain("1,000 leads");
    expect(again).toContain("<!-- bench:serve -->\n## serve:prod\n<!-- /bench:serve -->");
  });

  it("lists every complete section, markers included, for the full run to carry over", () => {
    const file = withSection(withSection(report, "leads", ["a"]), "serve", ["b"]);
    expect(markedSections(file)).toEqual([
      "<!-- bench:leads -->\na\n<!-- /bench:leads -->",
      "<!-- bench:serve -->\nb\n<!-- /bench:serve -->",
    ]);
    expect(markedSections(`${report}<!-- bench:broken -->\nno end`)).toEqual([]);
  });
});
