// A Playwright reporter that prints, at the end of every run, the 10 spec files and the 10 tests that took the
// longest (retries included), so the next slow spec is seen in every CI log rather than found by hand.
import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

const SHOWN = 10;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;

/** The `count` largest entries of `totals`, largest first, as lines. */
function slowestLines(totals: ReadonlyMap<string, number>, count = SHOWN): string[] {
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${seconds(ms)}  ${name}`);
}

export default class SlowestReporter implements Reporter {
  private readonly specs = new Map<string, number>();
  private readonly tests = new Map<string, number>();
  private readonly projects = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const spec = path.basename(test.location.file);
    const project = test.parent.project()?.name ?? "";
    this.specs.set(spec, (this.specs.get(spec) ?? 0) + result.duration);
    this.projects.set(project, (this.projects.get(project) ?? 0) + result.duration);
    const name = `${spec} [${project}] ${test.title}`;
    this.tests.set(name, (this.tests.get(name) ?? 0) + result.duration);
  }

  onEnd(result: FullResult): void {
    if (this.tests.size === 0) return;
    const total = [...this.specs.values()].reduce((sum, ms) => sum + ms, 0);
    console.log(
      [
        "",
        `Test time ${seconds(total).trim()} in ${(result.duration / 1000).toFixed(0)} s (${[...this.projects]
          .map(([project, ms]) => `${project} ${seconds(ms).trim()}`)
          .join(", ")}); the ${SHOWN} slowest spec files (both projects):`,
        ...slowestLines(this.specs),
        `The ${SHOWN} slowest tests:`,
        ...slowestLines(this.tests),
      ].join("\n"),
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
