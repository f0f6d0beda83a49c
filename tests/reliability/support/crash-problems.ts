// What a crash run must show, as a list of what it did not (empty when every lead answered 200 was delivered
// exactly once): shared by the CI-sized crash tests under vitest and Playwright, which each assert it is empty.
import type { CrashReport } from "./crash-scenario";

export function crashProblems(report: CrashReport, kills: number): string[] {
  const problems: string[] = [];
  const check = (holds: boolean, problem: string) => {
    if (!holds) problems.push(problem);
  };
  check(report.kills === kills, `${report.kills} kills made, ${kills} asked for`);
  check(report.refused.length === 0, `posts refused: ${JSON.stringify(report.refused)}`);
  check(report.afterRestart === 200, `the lead after the restart got ${report.afterRestart}`);
  // Leads were taken between the kills (not only the one after the restart), and kills landed inside writes.
  check(report.answered.length > 1, `only ${report.answered.length} lead answered 200`);
  check(report.onWrite > 0, "no kill landed on a write");
  check(report.unopened.length === 0, `kept leads that do not open: ${report.unopened.join("; ")}`);
  check(report.kept >= report.answered.length, `${report.kept} leads kept for ${report.answered.length} answered 200`);
  check(report.leadsSendExit === 0, `leads:send exited ${report.leadsSendExit}`);
  check(report.lost.length === 0, `lost: ${report.lost.join(", ")}`);
  check(report.duplicated.length === 0, `delivered twice: ${report.duplicated.join(", ")}`);
  check(report.leftAfterSend === 0, `${report.leftAfterSend} leads left after leads:send`);
  return problems;
}
