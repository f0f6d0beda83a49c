// The fault tests of tests/reliability/ run by `npm run bench:reliability` as `npm test` runs them (vitest), each
// test one fault tried: its name, whether it passed and how long it took, read from vitest's JSON report.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const FAULT_TESTS = [
  "tests/reliability/disk-full.test.ts",
  "tests/reliability/store-faults.test.ts",
  "tests/reliability/store-hang.test.ts",
  "tests/reliability/smtp-faults.test.ts",
  "tests/reliability/file-store-durability.test.ts",
];

export interface FaultResult {
  file: string;
  name: string;
  passed: boolean;
  ms: number;
}

interface VitestJson {
  testResults: { name: string; assertionResults: { fullName: string; status: string; duration?: number }[] }[];
}

/** The fault results in vitest's JSON report. */
export function readFaultResults(report: VitestJson, root: string): FaultResult[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      file: path.relative(root, file.name),
      name: test.fullName,
      passed: test.status === "passed",
      ms: test.duration ?? 0,
    })),
  );
}

export function runFaultTests(root: string, workDir: string): FaultResult[] {
  const output = path.join(workDir, "faults.json");
  spawnSync("npx", ["vitest", "run", ...FAULT_TESTS, "--reporter=json", `--outputFile=${output}`], {
    cwd: root,
    stdio: "inherit",
  });
  return readFaultResults(JSON.parse(fs.readFileSync(output, "utf8")) as VitestJson, root);
}
