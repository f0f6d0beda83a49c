// The crash tests' verdict: empty for a run that kept its promise, one line per broken promise otherwise.
import { crashProblems } from "./support/crash-problems";
import type { CrashReport } from "./support/crash-scenario";

const held: CrashReport = {
  seed: 1,
  kills: 5,
  answered: ["a", "b", "c"],
  refused: [],
  cutOff: 4,
  onWrite: 2,
  kept: 3,
  unopened: [],
  afterRestart: 200,
  leadsSendExit: 0,
  leadsSendOutput: "",
  lost: [],
  duplicated: [],
  delivered: 3,
  leftAfterSend: 0,
  seconds: 10,
};

it("finds nothing wrong in a run where every lead answered 200 was delivered once", () => {
  expect(crashProblems(held, 5)).toEqual([]);
});

it("names a lost lead, a duplicate, a half-written file, a missed write and a short run", () => {
  const broken = { ...held, kills: 4, onWrite: 0, lost: ["b"], duplicated: ["c"], unopened: ["x.json: bad tag"] };
  expect(crashProblems(broken, 5)).toEqual([
    "4 kills made, 5 asked for",
    "no kill landed on a write",
    "kept leads that do not open: x.json: bad tag",
    "lost: b",
    "delivered twice: c",
  ]);
});
